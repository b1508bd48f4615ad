import { editPosition } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { A, B, buildBoard, choose, names, ok, onCircle, rejected, zone, type Board } from './support/board.js';

/** Cards put into zones the board builder does not fill (the position builder), with the player's status. */
function put(board: Board, player: string, card: string, zoneName: string, status: Record<string, number | boolean> = {}, token = false) {
  const built = editPosition(board.game)
    .put(player, zoneName, { card, faceUp: zoneName !== 'gauge', token })
    .player(player, status)
    .build();
  return { id: built.cards[0]! };
}
const energy = (board: Board, player: string): number =>
  Number(board.game.state.players.find((p) => p.id === player)!.status['energy'] ?? 0);

describe('energy (3.1.3, 7.48, 7.49, 13.13)', () => {
  it('[VG 7.48, 7.48.1, 7.48.1.1, 3.1.3] Energy Charge raises the energy of the effect’s master, or of the fighter it names', () => {
    const board = buildBoard({ vc: 'U3', hand: ['X-EC3'] }, { vc: 'U3' });
    board.game.startStep('main', 'main');
    ok(board.game, { type: 'order', player: A, card: board.id('a.hand.0') });
    expect(energy(board, A)).toBe(3);
    expect(energy(board, B)).toBe(0);
    expect(board.game.state.log.some((e) => e.type === 'energy-charged' && e.player === A)).toBe(true);

    const other = buildBoard({ vc: 'U3', hand: ['X-EC-OPP'] }, { vc: 'U3' });
    other.game.startStep('main', 'main');
    ok(other.game, { type: 'order', player: A, card: other.id('a.hand.0') });
    expect(energy(other, B)).toBe(2);
    expect(energy(other, A)).toBe(0);
  });

  it('[VG 7.48.2, 7.48.2.1, 3.1.3.1, 4.19, 4.19.2] a crest’s maximum caps the charge; a charge that adds nothing did not happen', () => {
    const board = buildBoard({ vc: 'U3', hand: ['X-EC3'] }, { vc: 'U3' });
    put(board, A, 'X-CAP5', 'crest', { energy: 4 });
    board.game.startStep('main', 'main');
    ok(board.game, { type: 'order', player: A, card: board.id('a.hand.0') });
    expect(energy(board, A)).toBe(5);

    const full = buildBoard({ vc: 'U3', hand: ['X-EC3'] }, { vc: 'U3' });
    put(full, A, 'X-CAP5', 'crest', { energy: 5 });
    full.game.startStep('main', 'main');
    ok(full.game, { type: 'order', player: A, card: full.id('a.hand.0') });
    expect(energy(full, A)).toBe(5);
    expect(full.game.state.log.some((e) => e.type === 'energy-charged')).toBe(false);
    // The crest zone is public: the opponent sees the crest.
    expect(full.game.view(B).zones[`${A}/crest`]?.cards[0]).toMatchObject({ card: 'X-CAP5' });
  });

  it('[VG 7.49, 7.49.1, 7.49.2] Energy Blast as a cost cannot be paid with too little energy; as an effect it is not done', () => {
    const board = buildBoard({ vc: 'U3', hand: ['X-EB2', 'U1'], deck: ['U1'] }, { vc: 'U3' });
    put(board, A, 'X-CAP5', 'crest', { energy: 1 });
    board.game.startStep('main', 'main');
    rejected(board.game, { type: 'order', player: A, card: board.id('a.hand.0') }, 'VG_CANNOT_PAY_COST');

    const rich = buildBoard({ vc: 'U3', hand: ['X-EB2'], deck: ['U1'] }, { vc: 'U3' });
    put(rich, A, 'X-CAP5', 'crest', { energy: 3 });
    rich.game.startStep('main', 'main');
    ok(rich.game, { type: 'order', player: A, card: rich.id('a.hand.0') });
    expect(energy(rich, A)).toBe(1);
    expect(names(rich.game, A, 'hand')).toEqual(['U1']);

    const effect = buildBoard({ vc: 'U3', hand: ['X-EB-EFFECT'], deck: ['U1'] }, { vc: 'U3' });
    put(effect, A, 'X-CAP5', 'crest', { energy: 3 });
    effect.game.startStep('main', 'main');
    ok(effect.game, { type: 'order', player: A, card: effect.id('a.hand.0') });
    expect(energy(effect, A)).toBe(3); // 4 asked, 3 held: not done at all
    expect(names(effect.game, A, 'hand')).toEqual(['U1']); // the rest of the effect still happens
  });

  it('[VG 13.13, 13.13.1] energy above the maximum is brought down to it at the check timing', () => {
    const board = buildBoard({ vc: 'U3', hand: ['X-EC3'] }, { vc: 'U3' });
    put(board, A, 'X-CAP5', 'crest', { energy: 9 });
    board.game.startStep('main', 'main');
    ok(board.game, { type: 'order', player: A, card: board.id('a.hand.0') });
    expect(energy(board, A)).toBe(5);
  });
});

describe('crests (4.19, 7.14.6, 15.7)', () => {
  it('[VG 7.14.6, 15.7, 15.7.1, 15.7.1.1, 15.7.1.2, 15.7.3, 11.4.4.1.1] gaining a crest creates the crest pseudo-card in your crest zone; its ability works there', () => {
    const board = buildBoard({ vc: 'U3', hand: ['X-GAIN-CREST'] }, { vc: 'U3' });
    board.game.startStep('main', 'main');
    expect(board.game.stat(board.id('a.vc'), 'power')).toBe(13000);
    ok(board.game, { type: 'order', player: A, card: board.id('a.hand.0') });
    const crest = zone(board.game, A, 'crest')[0]!;
    expect(board.game.state.cards[crest]).toMatchObject({ card: 'X-CREST', token: true });
    expect(board.game.stat(board.id('a.vc'), 'power')).toBe(18000);
  });

  it('[VG 15.7.2, 13.8] a crest pseudo-card outside the crest zone is erased', () => {
    const board = buildBoard({ vc: 'U3', hand: ['X-CREST-AWAY'] }, { vc: 'U3' });
    board.game.startStep('main', 'main');
    const crest = put(board, A, 'X-CREST', 'crest', { hasCrests: true }, true);
    expect(board.game.stat(board.id('a.vc'), 'power')).toBe(18000);
    ok(board.game, { type: 'order', player: A, card: board.id('a.hand.0') });
    expect(board.game.state.cards[crest.id]).toBeUndefined();
    expect(names(board.game, A, 'drop')).toEqual(['X-CREST-AWAY']);
    expect(board.game.state.log.some((e) => e.type === 'erased')).toBe(true);
    expect(board.game.stat(board.id('a.vc'), 'power')).toBe(13000);
  });
});

describe('gauge (4.15, 7.40, 13.9)', () => {
  it('[VG 7.40, 7.40.1, 7.40.2, 7.40.3, 7.40.4, 4.15.1, 4.15.2, 4.15.3, 4.15.3.1, 4.15.4, 4.15.4.1] put as this unit’s named gauge: hidden from the opponent, linked to the unit', () => {
    const board = buildBoard({ vc: 'U3', fl: 'X-FORGE', deck: ['U1', 'U2N'] }, { vc: 'U3' });
    board.game.startStep('main', 'main');
    ok(board.game, { type: 'activate', player: A, card: board.id('a.fl'), ability: 0 });
    const gauge = zone(board.game, A, 'gauge');
    expect(gauge.map((id) => board.game.state.cards[id]!.card).sort()).toEqual(['U1', 'U2N']);
    for (const id of gauge) expect(board.game.state.cards[id]!.status).toMatchObject({ gaugeOf: board.id('a.fl'), gaugeName: 'Forge' });
    expect(board.game.view(B).zones[`${A}/gauge`]).toEqual({ count: 2, cards: [] });
    expect(
      board.game
        .view(A)
        .zones[`${A}/gauge`]?.cards.map((c) => c.card)
        .sort(),
    ).toEqual(['U1', 'U2N']);
  });

  it('[VG 12.7, 12.7.1, 12.7.2, 4.15.3.2] for each gauge of this unit, +2000: the link survives a move between circles', () => {
    const board = buildBoard({ vc: 'U3', fl: 'X-FORGE', deck: ['U1', 'U2N', 'U1'] }, { vc: 'U3', hand: ['F'] });
    board.game.startStep('main', 'main');
    ok(board.game, { type: 'activate', player: A, card: board.id('a.fl'), ability: 0 });
    ok(board.game, { type: 'move', player: A, from: 'fl', to: 'bl' });
    ok(board.game, { type: 'move', player: A, from: 'bl', to: 'fl' });
    expect(onCircle(board.game, A, 'fl')).toBe(board.id('a.fl'));
    board.game.startStep('battle', 'start');
    ok(board.game, { type: 'declare-attack', player: A });
    ok(board.game, { type: 'attack', player: A, attacker: board.id('a.fl'), target: board.id('b.vc') });
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(12000);
  });

  it('[VG 7.9.1, 7.9.2] a gauge card discarded as a cost goes to the drop zone as a discard', () => {
    const board = buildBoard({ vc: 'U3', fl: 'X-FORGE', deck: ['U1', 'U2N', 'U3'] }, { vc: 'U3' });
    board.game.startStep('main', 'main');
    ok(board.game, { type: 'activate', player: A, card: board.id('a.fl'), ability: 0 });
    ok(board.game, { type: 'activate', player: A, card: board.id('a.fl'), ability: 2 });
    choose(board.game, zone(board.game, A, 'gauge')[0]!);
    expect(zone(board.game, A, 'gauge')).toHaveLength(1);
    expect(names(board.game, A, 'drop')).toHaveLength(1);
    expect(board.game.state.log.some((e) => e.type === 'moved' && e.detail?.['reason'] === 'discard')).toBe(true);
    expect(names(board.game, A, 'hand')).toEqual(['U3']);
  });

  it('[VG 13.9, 13.9.1, 4.15.3.3] a unit that leaves the field: its gauge goes to the drop zone by the rule process', () => {
    const board = buildBoard({ vc: 'U3', fl: 'X-FORGE', hand: ['X-RETIRE-MINE'], deck: ['U1', 'U2N'] }, { vc: 'U3' });
    board.game.startStep('main', 'main');
    ok(board.game, { type: 'activate', player: A, card: board.id('a.fl'), ability: 0 });
    ok(board.game, { type: 'order', player: A, card: board.id('a.hand.0') });
    expect(zone(board.game, A, 'gauge')).toEqual([]);
    expect(names(board.game, A, 'drop').sort()).toEqual(['U1', 'U2N', 'X-FORGE', 'X-RETIRE-MINE']);
    expect(board.game.state.log.some((e) => e.type === 'moved' && e.detail?.['reason'] === 'rule')).toBe(true);
  });

  it('[VG 7.40.6, 7.40.6.1, 4.15.3.5] moving gauge relinks it without changing its zone', () => {
    const board = buildBoard({ vc: 'U3', fl: 'X-FORGE', hand: ['X-GAUGE-TO-VC'], deck: ['U1', 'U2N'] }, { vc: 'U3' });
    board.game.startStep('main', 'main');
    ok(board.game, { type: 'activate', player: A, card: board.id('a.fl'), ability: 0 });
    const before = zone(board.game, A, 'gauge');
    ok(board.game, { type: 'order', player: A, card: board.id('a.hand.0') });
    expect(zone(board.game, A, 'gauge')).toEqual(before);
    for (const id of before) expect(board.game.state.cards[id]!.status['gaugeOf']).toBe(board.id('a.vc'));
  });
});
