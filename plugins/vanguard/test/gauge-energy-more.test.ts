import { editPosition } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { A, B, buildBoard, ok, zone } from './support/board.js';

describe('gauge and energy details (4.15, 7.49)', () => {
  it('[VG 4.15.2.1, 4.15.4.2] cards put into the gauge from the deck are seen by their owner once moved; a gauge put without a name has none', () => {
    const board = buildBoard({ vc: 'U3', fl: 'U1', hand: ['Y-GAUGE-PLAIN'], deck: ['U2N'] }, { vc: 'U3' });
    board.game.startStep('main', 'main');
    ok(board.game, { type: 'order', player: A, card: board.id('a.hand.0') });
    const [gauge] = zone(board.game, A, 'gauge');
    expect(board.game.view(A).zones[`${A}/gauge`]?.cards.map((c) => c.card)).toEqual(['U2N']);
    expect(board.game.view(B).zones[`${A}/gauge`]?.cards).toEqual([]);
    expect(board.game.state.cards[gauge!]!.status['gaugeOf']).toBe(board.id('a.fl'));
    expect(board.game.state.cards[gauge!]!.status['gaugeName']).toBeUndefined();
  });

  it('[VG 7.49.1.1] Energy Blast naming no fighter spends the energy of the effect’s master', () => {
    const board = buildBoard({ vc: 'U3', hand: ['X-EB-EFFECT'], deck: ['U1'] }, { vc: 'U3' });
    editPosition(board.game).player(A, { energy: 6 }).player(B, { energy: 6 }).build();
    board.game.startStep('main', 'main');
    ok(board.game, { type: 'order', player: A, card: board.id('a.hand.0') });
    const energy = (player: string) => Number(board.game.state.players.find((p) => p.id === player)!.status['energy'] ?? 0);
    expect([energy(A), energy(B)]).toEqual([2, 6]);
  });
});
