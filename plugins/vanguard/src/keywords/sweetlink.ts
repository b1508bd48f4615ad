/**
 * SweetLink (14.61): a keyword of abilities that put a card into the SweetLink state (5.2.2) on condition that
 * another card with the same name (12.6, Dress Up's names included) is in the soul (14.61.1): `sweetLink(ability)`
 * tags the ability and adds the test `same-name-in-soul`; its effect gives the state with `become-named-state`.
 */
import { cardsInZone, type ConditionContribution } from '@tcgkit/kernel';
import { sameName } from '../effect-terms.js';
import type { VanguardAbility } from '../instructions.js';
import { withAbilityKeyword } from './ability-keywords.js';

export const sweetLink = (ability: VanguardAbility) => withAbilityKeyword('sweetlink', ability, { test: 'same-name-in-soul' });

/** 14.61.1: another card with this card's name is in its master's soul. */
export const sameNameInSoulCondition: Omit<ConditionContribution, 'title'> = {
  name: 'same-name-in-soul',
  params: () => ({}),
  test: (ctx, _p, s) => {
    const card = s === undefined ? undefined : ctx.state.cards[s];
    return card !== undefined && cardsInZone(ctx, card.controller, 'soul').some((id) => id !== card.id && sameName(ctx, id, card.id));
  },
};
