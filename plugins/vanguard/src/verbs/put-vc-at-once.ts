/**
 * Several cards put on the vanguard circle at the same moment (7.4.1 'put', 13.3.2.1, 13.3.4.1).
 *
 * `{ do: 'put-vc-at-once', cards, as? }` puts every card of `cards` (cards of the effect's master that are not
 * on the field: from the hand, the drop zone, the soul…) on that fighter's vanguard circle at one moment, by
 * the same `placeAtOnce` as `call-at-once` (13.3.5.1): all of them count as placed last. It is a 'put' (7.4.1),
 * not a ride: 7.4.1.1 makes only a rear-guard put on the vanguard circle a ride (src/place-on-vanguard-circle.ts),
 * and those are left out here.
 * - `as: 'unit'` (the default): the cards join the vanguard on its circle; the unit-duplication rule process
 *   then finds several units placed last there, and the fighter chooses the one that stays among the circle's
 *   units, the others going to the soul (13.3.2.1, reading 473).
 * - `as: 'legion-mate'` (premium format): the cards are put beside a legion leader as its legion mates (in the
 *   `legion` slot, reading 78); with several mates placed last, the fighter chooses the one that stays among
 *   the mates there, the others going to the soul (13.3.4.1), and the leader is linked to it. Without a legion
 *   leader as vanguard nothing is put (a legion mate is a mate of a leader, 6.4.1.3.2).
 */
import { defineVerb, emitEvent, liveCards, resolveCards, verbDone } from '@tcgkit/kernel';
import { z } from 'zod';
import { premiumCardStatus } from '../premium/status.js';
import { circleKey, circleOfKey, vanguardOf } from '../zones.js';
import { placeAtOnce } from './call-at-once.js';

export const putOnVanguardCircleAtOnceVerb = defineVerb({
  name: 'put-vc-at-once',
  rule: 'VG 13.3.2.1',
  params: (l) => ({ cards: l.cards, as: z.enum(['unit', 'legion-mate']).optional() }),
  run(ctx, instruction, frame) {
    const player = frame.controller;
    const cards = liveCards(ctx, resolveCards(ctx, instruction['cards'], frame)).filter(
      (card) => card.owner === player && circleOfKey(card.zone) === undefined,
    );
    if (cards.length === 0) return verbDone;
    if (instruction['as'] === 'legion-mate') {
      const leader = vanguardOf(ctx, player);
      if (leader === undefined || premiumCardStatus.get(ctx.state.cards[leader], 'legionRole') !== 'leader') return verbDone;
      const mates = placeAtOnce(ctx, cards, circleKey(player, 'legion'), player, 'legion');
      for (const mate of mates) {
        premiumCardStatus.set(mate, 'legionWith', leader);
        premiumCardStatus.set(mate, 'legionRole', 'mate');
        premiumCardStatus.set(mate, 'wasInLegion', true);
      }
      emitEvent(ctx, { type: 'put-at-once', player, detail: { circle: 'legion', count: mates.length } });
      return verbDone;
    }
    const placed = placeAtOnce(ctx, cards, circleKey(player, 'vc'), player, 'put');
    emitEvent(ctx, { type: 'put-at-once', player, detail: { circle: 'vc', count: placed.length } });
    return verbDone;
  },
});
