/**
 * The Quintessential Quintuplets cards (五等分の花嫁, 17.15): an effect may make a fighter's order zone count as
 * their "memories" (思い出) too (17.15.1). It means nothing to the rules (17.15.1.1); other effects read it: the
 * test `memories-count` counts the cards of the fighter's memories (none while the order zone is not them).
 */
import { defineVerb, resolvePlayer, verbDone, type GameContext } from '@tcgkit/kernel';
import { cardsInZone } from '@tcgkit/kernel';
import { z } from 'zod';
import { playerState } from '../state.js';
import type { SetParts } from './set-parts.js';
import { setBPlayerStatus } from './set-b-status.js';

/** The cards in `player`'s memories (17.15.1): their order zone's cards once an effect made it memories. */
export function memoriesOf(ctx: GameContext, player: string): string[] {
  return setBPlayerStatus.get(playerState(ctx, player), 'orderZoneIsMemories') === true ? cardsInZone(ctx, player, 'order-zone') : [];
}

/** `order-zone-as-memories` (17.15.1): from now on, the fighter's order zone is also their memories. */
export const orderZoneAsMemoriesVerb = defineVerb({
  name: 'order-zone-as-memories',
  rule: 'VG 17.15.1',
  params: (l) => ({ player: l.player.optional() }),
  run(ctx, instruction, frame) {
    setBPlayerStatus.set(playerState(ctx, resolvePlayer(ctx, instruction['player'] ?? 'you', frame)), 'orderZoneIsMemories', true);
    return verbDone;
  },
});

export const quintuplets: SetParts = {
  conditions: [
    {
      name: 'memories-count',
      params: () => ({ atLeast: z.number().int().min(0) }),
      test: (ctx, p, s, frame) =>
        memoriesOf(ctx, (s === undefined ? undefined : ctx.state.cards[s]?.controller) ?? frame.controller).length >= Number(p['atLeast']),
    },
    {
      // 17.15.1.1: "a card in your memories".
      name: 'in-memories',
      params: () => ({}),
      test: (ctx, _p, s) => {
        const card = s === undefined ? undefined : ctx.state.cards[s];
        return card !== undefined && memoriesOf(ctx, card.owner).includes(card.id);
      },
    },
  ],
};
