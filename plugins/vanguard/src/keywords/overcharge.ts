/**
 * Overcharge (過充填, 14.55): abilities that ask whether the unit has been chosen this turn by an ability of a
 * vanguard with the same master. The kernel tells the title of every card an effect's `choose` picks
 * (`onChosen`); when the effect's source is a vanguard, each chosen unit of the same master records the turn.
 * The test `overcharged` reads it. Reading 44: the source counts as a vanguard if it is on the vanguard circle
 * when the choice is made (or was, by last-known information, if it has left); a unit that changes zone is a
 * new object and has not been chosen (4.1.5).
 */
import { cardOrLastKnown, type ConditionContribution, type EffectFrame, type GameContext } from '@tcgkit/kernel';
import type { VanguardAbility } from '../instructions.js';
import { circleOfKey } from '../zones.js';
import { withAbilityKeyword } from './ability-keywords.js';
import { kwBCardStatus } from './kw-b-status.js';

type Condition = Omit<ConditionContribution, 'title'>;

export function recordVanguardChoice(ctx: GameContext, cards: readonly string[], frame: EffectFrame): void {
  if (frame.source === undefined) return;
  const source = cardOrLastKnown(ctx, frame.source);
  if (source === undefined || circleOfKey(source.zone)?.kind !== 'vanguard') return;
  for (const id of cards) {
    const card = ctx.state.cards[id];
    if (card !== undefined && card.controller === source.controller && circleOfKey(card.zone) !== undefined)
      kwBCardStatus.set(card, 'chosenByVanguardTurn', ctx.state.turn.number);
  }
}

export const overchargedCondition: Condition = {
  name: 'overcharged',
  params: () => ({}),
  test: (ctx, _p, s) => s !== undefined && kwBCardStatus.get(ctx.state.cards[s], 'chosenByVanguardTurn') === ctx.state.turn.number,
};

export const overcharge = (ability: VanguardAbility): VanguardAbility => withAbilityKeyword('overcharge', ability, { test: 'overcharged' });
