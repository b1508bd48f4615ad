/**
 * Face-down cards of public zones and bind bundles:
 * - A face-down card in the damage zone (4.11.3), the bind zone (4.12.4) or the order zone (4.17.3.1) has no
 *   information: every stat reads as nothing (a rule modification in the last layer, as for a locked card, 7.30.1.2),
 *   and none can be added to it (the modification overrides any effect's).
 * - The bind zone keeps one bundle per card whose effect bound the cards (4.12.5): a bound card records its binder
 *   (`boundBy`), which the `bound-by` test reads ("the cards this card bound").
 * - A card bound face down is seen by its owner only (4.12.3): the `bind` verb's `faceDown` leaves it known to them.
 */
import {
  defineStatusKeys,
  resolveCards,
  type CardObject,
  type ConditionContribution,
  type GameContext,
  type RuleModification,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { noModifications } from './no-modifications.js';

type Condition = Omit<ConditionContribution, 'title'>;

export const bindStatus = defineStatusKeys({
  /** The card whose effect put this card into the bind zone: its bundle (4.12.5). */
  boundBy: z.string(),
});

const informationless = ['damage', 'bind', 'order-zone'];

/** 4.11.3, 4.12.4, 4.17.3.1: a face-down card of these zones has no information. */
export function faceDownModifications(_ctx: GameContext, card: CardObject, _stat: string): RuleModification[] {
  if (card.faceUp) return noModifications;
  const zone = card.zone.slice(card.zone.indexOf('/') + 1);
  return informationless.includes(zone) ? [{ layer: 'set', modification: { set: null } }] : noModifications;
}

export const bindConditions: Condition[] = [
  /** The card is in a bind zone, in the bundle of a card matching `by` (default: the ability's card), 4.12.5. */
  {
    name: 'bound-by',
    params: (l) => ({ by: l.cards.optional() }),
    test: (ctx, p, subject, frame) => {
      const card = subject === undefined ? undefined : ctx.state.cards[subject];
      if (card === undefined || !card.zone.endsWith('/bind')) return false;
      const binder = bindStatus.get(card, 'boundBy');
      if (binder === undefined) return false;
      const by = p['by'] === undefined ? (frame.source === undefined ? [] : [frame.source]) : resolveCards(ctx, p['by'], frame);
      // The binder may have changed zone since (a new object): its bundle is kept by the id it had when binding.
      return by.includes(binder);
    },
  },
];
