/**
 * Keywords of abilities that put units into a named state (5.2.2): Unison Dress (14.53.1), 邪竜解放 (14.56.1),
 * 精神汚染 (14.59.1), and SweetLink (14.61.1), whose ability gives the SweetLink state on condition that another
 * card with the same name is in the soul (the test `same-name-in-soul`). Each helper tags the ability; its
 * effect gives the state with `become-named-state`, and other abilities read it with `named-state`.
 */
import { cardsInZone, type ConditionContribution } from '@tcgkit/kernel';
import { sameName } from '../effect-terms.js';
import type { VanguardAbility } from '../instructions.js';
import { withAbilityKeyword } from './ability-keywords.js';

type Condition = Omit<ConditionContribution, 'title'>;

export const unisonDress = (ability: VanguardAbility) => withAbilityKeyword('unison-dress', ability);
export const evilDragonRelease = (ability: VanguardAbility) => withAbilityKeyword('evil-dragon-release', ability);
export const mindPollution = (ability: VanguardAbility) => withAbilityKeyword('mind-pollution', ability);
export const sweetLink = (ability: VanguardAbility) => withAbilityKeyword('sweetlink', ability, { test: 'same-name-in-soul' });

/** 14.61.1: another card with this card's name (12.6) is in its master's soul. */
export const sameNameInSoulCondition: Condition = {
  name: 'same-name-in-soul',
  params: () => ({}),
  test: (ctx, _p, s) => {
    const card = s === undefined ? undefined : ctx.state.cards[s];
    return card !== undefined && cardsInZone(ctx, card.controller, 'soul').some((id) => id !== card.id && sameName(ctx, id, card.id));
  },
};
