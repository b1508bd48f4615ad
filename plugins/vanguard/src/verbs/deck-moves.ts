/**
 * "Move up to N cards" from the deck (7.6.3): the fighter may stop before each card (7.6.3.2), moves the top
 * card one at a time (7.6.3.3), and stops after N (7.6.3.4); N of 0 or less does nothing (7.6.3.1).
 */
import { askSelect, cardsIn, defineVerb, expand, moveCard, resolveNumber, resolvePlayer, verbDone, zoneKey } from '@tcgkit/kernel';
import { z } from 'zod';

/** `{ do: 'deck-up-to', count, to, player?, reason? }`: the top card of the fighter's deck to `to`, up to `count` times. */
export const deckUpToVerb = defineVerb({
  name: 'deck-up-to',
  rule: 'VG 7.6.3',
  params: (l) => ({ count: l.number, to: l.zone, player: l.player.optional(), reason: z.string().optional() }),
  run(ctx, instruction, frame) {
    const left = resolveNumber(ctx, instruction['count'], frame, 0);
    const player = resolvePlayer(ctx, instruction['player'] ?? 'you', frame);
    const top = cardsIn(ctx, zoneKey(player, 'deck'))[0];
    if (left <= 0 || top === undefined) return verbDone; // 7.6.3.1, 7.6.3.4
    const asked = askSelect(frame.answer, {
      player,
      prompt: `Move the top card of your deck (up to ${left} more)?`,
      rule: 'VG 7.6.3.2',
      options: [
        { id: 'move', label: 'Move the top card' },
        { id: 'stop', label: 'Stop' },
      ],
    });
    if ('ask' in asked) return asked.ask;
    if (asked.picked[0] !== 'move') return verbDone; // 7.6.3.2
    moveCard(ctx, top, zoneKey(player, String(instruction['to'])), { by: player, reason: String(instruction['reason'] ?? 'deck-up-to') });
    return expand([{ ...instruction, count: left - 1, player }]); // 7.6.3.3, then 7.6.3.4 / 7.6.3.2 again
  },
});
