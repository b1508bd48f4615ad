/**
 * Crests (4.19, 15.7). The crest zone is public and unordered (4.19.2). A fighter who "gains a crest" gets a
 * crest pseudo-card of that name in their crest zone (7.14.6, 15.7.1.2); it exists only there (15.7.2: any
 * other zone erases it, by the pseudo-card rule process 13.8) and its abilities work only there (15.7.3).
 * A ride-deck crest (2.9.3.6) is a real card built into the ride deck; its abilities without a zone also
 * work only in the crest zone (11.4.4.1.1), so the card data names that zone (see the card schema).
 */
import { defineVerb, createCard, emitEvent, resolvePlayer, verbDone, zoneKey, type GameContext } from '@tcgkit/kernel';
import { z } from 'zod';
import { playerStatus } from './cards/status.js';
import { definitionOf, playerState } from './state.js';
import { pseudoValidity } from './verbs/pseudo-cards.js';

/** "Gain the crest X" (7.14.6): one crest pseudo-card named by the definition `crest`, in the fighter's crest zone. */
export const gainCrestVerb = defineVerb({
  name: 'gain-crest',
  rule: 'VG 7.14.6',
  params: (l) => ({ crest: z.string(), player: l.player.optional() }),
  run(ctx, instruction, frame) {
    const player = resolvePlayer(ctx, instruction['player'] ?? 'you', frame);
    const crest = String(instruction['crest']);
    if (definitionOf(ctx, crest) === undefined && ctx.title.cards.get(crest) === undefined) return verbDone;
    const made = createCard(ctx, { card: crest, owner: player, zone: zoneKey(player, 'crest'), token: true, faceUp: true });
    playerStatus.set(playerState(ctx, player), 'hasCrests', true);
    emitEvent(ctx, { type: 'crest-gained', player, detail: { card: made.id } });
    return verbDone;
  },
});

/** Where a pseudo-card may exist (15.2.4.1): a crest in the crest zone (15.7.2), Protect in hand or on (G)C (15.3). */
export function pseudoCardValidHere(ctx: GameContext, id: string): boolean {
  const card = ctx.state.cards[id];
  if (card === undefined) return true;
  const other = pseudoValidity(ctx, id); // tokens, tickets, Mare's gift (src/verbs/pseudo-cards.ts)
  if (other !== undefined) return other;
  if (definitionOf(ctx, id)?.type === 'crest') return card.zone.endsWith('/crest');
  // 15.4.3.2: a token unit's valid zone is the field (a beast synthesis's top, 6.10, is one).
  if (definitionOf(ctx, id)?.type === 'unit') return card.zone.includes('/field#');
  return card.zone.endsWith('/hand') || card.zone.endsWith('#gc');
}
