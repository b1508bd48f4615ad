/**
 * Nullifying costs (コストをなくす, 7.21): `{ do: 'nullify-costs', cards, duration?: 'turn' }`. For the period, paying the
 * costs of those cards' activated abilities does none of the actions the costs show (7.21.1): the ability is played
 * by declaring it alone (11.7.2). The change is the kernel's `ActivationRule.cost` (an empty cost). It stays with
 * the card object (a card that changes zone is a new one, 4.1.8).
 */
import {
  defineStatusKeys,
  defineVerb,
  emitEvent,
  resolveCards,
  verbDone,
  type AbilityDefinition,
  type CardObject,
  type GameContext,
  type Instruction,
} from '@tcgkit/kernel';
import { z } from 'zod';

export const nullifiedCostStatus = defineStatusKeys({
  /** The last turn this card's activated abilities have no cost (7.21.1). */
  costsNullifiedUntil: z.number().int(),
});

export const nullifyCostsVerb = defineVerb({
  name: 'nullify-costs',
  rule: 'VG 7.21.1',
  params: (l) => ({ cards: l.cards, duration: z.enum(['turn']).optional() }),
  run(ctx, instruction, frame) {
    for (const id of resolveCards(ctx, instruction['cards'], frame)) {
      const card = ctx.state.cards[id];
      if (card !== undefined) nullifiedCostStatus.set(card, 'costsNullifiedUntil', ctx.state.turn.number);
    }
    emitEvent(ctx, { type: 'costs-nullified', player: frame.controller });
    return verbDone;
  },
});

/** The cost of an activated ability now: none while its card's costs are nullified (7.21.1, 11.7.2). */
export function activatedCost(
  ctx: GameContext,
  card: CardObject,
  _index: number,
  ability: AbilityDefinition,
): readonly Instruction[] | undefined {
  const until = nullifiedCostStatus.get(card, 'costsNullifiedUntil');
  return until !== undefined && until >= ctx.state.turn.number && ability.cost !== undefined ? [] : undefined;
}
