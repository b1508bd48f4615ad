/**
 * Swapping two zones (入れ替える, 7.8.3): every card in zone A goes to zone B and every card in zone B to zone A,
 * at the same time: both lists are read before anything moves, so no card goes back. Written as
 * `{ do: 'swap-zones', zone, with, player? }` for the zones of one fighter (the effect's master by default).
 */
import { cardsInZone, defineVerb, moveCard, resolvePlayer, verbDone, zoneKey } from '@tcgkit/kernel';
import { z } from 'zod';

export const swapZonesVerb = defineVerb({
  name: 'swap-zones',
  rule: 'VG 7.8.3',
  params: (l) => ({ zone: z.string(), with: z.string(), player: l.player.optional() }),
  run(ctx, instruction, frame) {
    const player = resolvePlayer(ctx, instruction['player'] ?? 'you', frame);
    const [a, b] = [String(instruction['zone']), String(instruction['with'])];
    const fromA = cardsInZone(ctx, player, a);
    const fromB = cardsInZone(ctx, player, b);
    for (const id of fromA) moveCard(ctx, id, zoneKey(player, b), { by: frame.controller, reason: 'swap' });
    for (const id of fromB) moveCard(ctx, id, zoneKey(player, a), { by: frame.controller, reason: 'swap' });
    return verbDone;
  },
});
