import { describe, expect, it } from 'vitest';
import type { Game } from '@tcgkit/kernel';
import { card, clear, mainPhase, ok, passUntil, power, put, zone, P1 } from './board.js';

/*
 * 1205-4b: a card with a zone-move trigger that enters the zone where the ability works at the same time as a move
 * meeting the trigger's condition sees that move. Twin Muster puts two unit cards from the graveyard onto the field
 * with one instruction; Muster Captain gets +1000 when another unit enters its controller's field.
 */
function musterBoard(): { game: Game; captain: string; recruit: string; muster: string; energy: string[] } {
  const game = mainPhase();
  clear(game, P1, 'energy');
  const energy = [0, 1, 2].map(() => put(game, P1, 'crypt-knight', 'energy'));
  const recruit = put(game, P1, 'plain-red', 'graveyard');
  const captain = put(game, P1, 'muster-captain', 'graveyard');
  const muster = put(game, P1, 'twin-muster', 'hand');
  return { game, captain, recruit, muster, energy };
}

const captainOnField = (game: Game): string => zone(game, P1, 'field').find((id) => card(game, id)!.card === 'muster-captain')!;
const captainTriggers = (game: Game, from: number): number =>
  game.state.log.slice(from).filter((e) => e.type === 'item-resolves' && String(e.detail?.['label']).startsWith('Muster Captain')).length;

describe('[BD 1205-4b] cards entering together with the move that triggers them', () => {
  it('[BD 1205-4b] a unit put onto the field after another by the same instruction still meets its "another unit enters" trigger', () => {
    const { game, captain, recruit, muster, energy } = musterBoard();
    const from = game.state.log.length;
    // The recruit is put first, the Captain second: when the recruit entered, the Captain was not on the field yet.
    ok(game, { type: 'play', player: P1, card: muster, targets: [recruit, captain], energy });
    passUntil(game, (g) => g.state.stack.length === 0 && g.state.pending.length === 0);
    expect(zone(game, P1, 'field')).toHaveLength(2);
    expect(captainTriggers(game, from)).toBe(1);
    expect(power(game, captainOnField(game))).toBe(3000);
  });

  it('[BD 1205-4b, 1205-2] in the other order the Captain is there first and sees the recruit enter: once either way, never twice', () => {
    const { game, captain, recruit, muster, energy } = musterBoard();
    const from = game.state.log.length;
    ok(game, { type: 'play', player: P1, card: muster, targets: [captain, recruit], energy });
    passUntil(game, (g) => g.state.stack.length === 0 && g.state.pending.length === 0);
    expect(captainTriggers(game, from)).toBe(1);
    expect(power(game, captainOnField(game))).toBe(3000);
  });

  it('[BD 1205-4b] a unit that entered by an earlier instruction is not entering together: the Captain put later does not see it', () => {
    const { game, captain, recruit, energy } = musterBoard();
    const recallRecruit = put(game, P1, 'recall', 'hand');
    const recallCaptain = put(game, P1, 'recall', 'hand');
    const more = [put(game, P1, 'crypt-knight', 'energy')];
    const from = game.state.log.length;
    ok(game, { type: 'play', player: P1, card: recallRecruit, targets: [recruit], energy: [energy[0]!] });
    passUntil(game, (g) => g.state.stack.length === 0 && g.state.pending.length === 0 && g.decision?.player === P1);
    ok(game, { type: 'play', player: P1, card: recallCaptain, targets: [captain], energy: more });
    passUntil(game, (g) => g.state.stack.length === 0 && g.state.pending.length === 0 && g.decision?.player === P1);
    expect(zone(game, P1, 'field')).toHaveLength(2);
    expect(captainTriggers(game, from)).toBe(0);
    expect(power(game, captainOnField(game))).toBe(2000);
  });
});
