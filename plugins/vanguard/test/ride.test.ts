import { describe, expect, it } from 'vitest';
import { editPosition } from '@tcgkit/testing';
import { A, B, buildBoard, choose, decisionIs, names, ok, onCircle, pass, rejected, zone } from './support/board.js';

describe('turn flow and ride (ch.9)', () => {
  it('[VG 10.3.2, 10.1.1, 10.4.1.12, 10.6.1.3, 9.2.3] VG-004 the second player attacks on turn 2; only the turn fighter’s cards stand (9.2.3)', () => {
    const { game, id } = buildBoard(
      { vc: 'RD1', hand: ['U1N'] },
      { vc: 'RD0', rideDeck: ['RD1', 'RD2', 'RD3'], hand: ['U1', 'F'] },
      { turn: 2, tp: B, first: A },
    );
    game.startStep('stand', 'stand');
    decisionIs(game, 'play', 'ride');
    ok(game, { type: 'ride', player: B, card: id('b.ride-deck.0'), discard: id('b.hand.1') });
    decisionIs(game, 'play', 'main');
    ok(game, { type: 'call', player: B, card: id('b.hand.0'), circle: 'bc' });
    pass(game);
    ok(game, { type: 'declare-attack', player: B });
    const vc = onCircle(game, B, 'vc')!;
    const booster = onCircle(game, B, 'bc')!;
    ok(game, { type: 'attack', player: B, attacker: vc, target: onCircle(game, A, 'vc')!, booster });
    expect(game.stat(vc, 'power')).toBe(16000);
    decisionIs(game, 'play', 'guard');
    pass(game);
    // One drive check (drive 1), one damage check.
    expect(names(game, A, 'damage')).toEqual(['F']);
    expect(zone(game, B, 'hand').length).toBe(1 + 1); // draw step F, drive check F
    // Next start step: no standing front-row unit → no attack → end phase → A's turn 3.
    expect(game.state.turn).toMatchObject({ number: 3, player: A });
    expect(game.state.cards[vc]!.status['rested']).toBe(true);
    expect(game.state.cards[booster]!.status['rested']).toBe(true);
  });

  it('[VG 9.2.3] the stand phase stands every card on the turn fighter’s field', () => {
    const { game, id } = buildBoard(
      { vc: 'U3', fl: 'U2', rested: ['vc', 'fl'] },
      { vc: 'U3', fl: 'U2', rested: ['vc', 'fl'] },
      { turn: 3, tp: A },
    );
    game.startStep('stand', 'stand');
    expect(game.state.cards[id('a.vc')]!.status['rested']).toBeUndefined();
    expect(game.state.cards[id('a.fl')]!.status['rested']).toBeUndefined();
    expect(game.state.cards[id('b.vc')]!.status['rested']).toBe(true);
  });

  it('[VG 9.4.2, 7.6.1] the draw step draws one card', () => {
    const { game } = buildBoard({ vc: 'U1', deck: ['U2'] }, { vc: 'U3' });
    game.startStep('draw', 'draw');
    expect(names(game, A, 'hand')).toEqual(['U2']);
  });

  it('[VG 9.7.2, 6.3.3.5, 6.3.4, 6.3.5, 4.9.2.3.1, 6.3.3.4] VG-005 ride from hand: same grade or one higher, never +2 or lower; the old vanguard goes to the soul', () => {
    const start = () => {
      const board = buildBoard({ vc: 'U1', soul: ['RD0'], hand: ['V0', 'U1N', 'U2', 'U3', 'F'] }, { vc: 'U3' });
      board.game.startStep('ride', 'ride');
      return board;
    };
    const { game, id } = start();
    rejected(game, { type: 'ride', player: A, card: id('a.hand.3') }, 'VG_RIDE_GRADE');
    rejected(game, { type: 'ride', player: A, card: id('a.hand.0') }, 'VG_RIDE_GRADE');
    const same = start();
    ok(same.game, { type: 'ride', player: A, card: same.id('a.hand.1') });
    expect(same.game.state.cards[onCircle(same.game, A, 'vc')!]!.card).toBe('U1N');
    const oldVc = id('a.vc');
    ok(game, { type: 'ride', player: A, card: id('a.hand.2') });
    const vc = onCircle(game, A, 'vc')!;
    expect(game.state.cards[vc]).toMatchObject({ card: 'U2', faceUp: true });
    expect(vc).not.toBe(id('a.hand.2'));
    expect(game.state.cards[vc]!.status['rested']).toBeUndefined();
    expect(names(game, A, 'soul').sort()).toEqual(['RD0', 'U1']);
    expect(names(game, A, 'hand').sort()).toEqual(['F', 'U1N', 'U3', 'V0']);
    expect(zone(game, A, 'drop')).toEqual([]);
    expect(game.state.log.some((e) => e.type === 'moved' && e.detail?.['previous'] === oldVc && e.detail?.['reason'] === 'ridden')).toBe(
      true,
    );
    // R3 and the main phase follow; a second normal ride is not offered there.
    decisionIs(game, 'play', 'main');
    rejected(game, { type: 'ride', player: A, card: id('a.hand.3') }, 'NOT_IN_THIS_WINDOW');
  });

  it('[VG 6.3.3.2.2, 9.7.2, 7.9, 7.9.1, 7.9.2] VG-007 ride from the ride deck: exactly one grade higher, discarding a card from hand', () => {
    const { game, id } = buildBoard({ vc: 'RD1', rideDeck: ['RD2', 'RD3'], hand: ['F', 'F', 'F'] }, { vc: 'U3' });
    game.startStep('ride', 'ride');
    rejected(game, { type: 'ride', player: A, card: id('a.ride-deck.1'), discard: id('a.hand.0') }, 'VG_RIDE_GRADE');
    rejected(game, { type: 'ride', player: A, card: id('a.ride-deck.0') }, 'VG_DISCARD_REQUIRED');
    ok(game, { type: 'ride', player: A, card: id('a.ride-deck.0'), discard: id('a.hand.0') });
    expect(game.state.cards[onCircle(game, A, 'vc')!]!.card).toBe('RD2');
    expect(names(game, A, 'soul')).toEqual(['RD1']);
    expect(zone(game, A, 'hand').length).toBe(2);
    expect(names(game, A, 'drop')).toEqual(['F']);
    expect(game.state.log.some((e) => e.type === 'moved' && e.detail?.['reason'] === 'discard' && e.detail?.['to'] === `${A}/drop`)).toBe(
      true,
    );
    expect(names(game, A, 'ride-deck')).toEqual(['RD3']);
    expect(game.state.log.some((e) => e.type === 'rode' && e.detail?.['normal'] === true)).toBe(true);
  });

  it('[VG 6.3.3.2.2, 1.3.2] VG-008 a ride-deck ride with an empty hand is rejected (digest §21.10 reading)', () => {
    const { game, id } = buildBoard({ vc: 'RD1', rideDeck: ['RD2', 'RD3'], hand: ['U1'] }, { vc: 'U3' });
    game.startStep('ride', 'ride');
    editPosition(game).empty(A, 'hand').build();
    rejected(game, { type: 'ride', player: A, card: id('a.ride-deck.0') }, 'VG_DISCARD_IMPOSSIBLE');
    pass(game);
    expect(game.state.cards[onCircle(game, A, 'vc')!]!.card).toBe('RD1');
    expect(game.position().phase).not.toBe('ride');
  });

  it('[VG 1.3.2, 6.3.3.2.2] VG-008 alternative reading: with `rideDeckDiscard: skip` the ride happens without a discard', () => {
    const { game, id } = buildBoard(
      { vc: 'RD1', rideDeck: ['RD2', 'RD3'], hand: [] },
      { vc: 'U3' },
      { engine: { rideDeckDiscard: 'skip' } },
    );
    game.startStep('ride', 'ride');
    ok(game, { type: 'ride', player: A, card: id('a.ride-deck.0') });
    expect(game.state.cards[onCircle(game, A, 'vc')!]!.card).toBe('RD2');
    expect(names(game, A, 'soul')).toEqual(['RD1']);
    expect(names(game, A, 'ride-deck')).toEqual(['RD3']);
    expect(zone(game, A, 'hand')).toEqual([]);
  });

  it('[VG 6.3.8] persona ride: a normal ride from hand onto a same-name vanguard, both with the icon, draws 1 and gives the front row +10000', () => {
    const { game, id } = buildBoard({ vc: 'U3P', fl: 'U2', bl: 'U1', hand: ['U3P2'], deck: ['TD'] }, { vc: 'U3' });
    game.startStep('ride', 'ride');
    ok(game, { type: 'ride', player: A, card: id('a.hand.0') });
    const vc = onCircle(game, A, 'vc')!;
    expect(names(game, A, 'hand')).toEqual(['TD']);
    expect(game.stat(vc, 'power')).toBe(23000);
    expect(game.stat(id('a.fl'), 'power')).toBe(20000);
    expect(game.stat(id('a.bl'), 'power')).toBe(8000);
  });

  it('[VG 7.15.1.4] persona ride bonus readings: positional (default) also covers units called to the front row later; locked does not', () => {
    for (const reading of ['positional', 'locked'] as const) {
      const { game, id } = buildBoard(
        { vc: 'U3P', fl: 'U2', hand: ['U3P2', 'U2N', 'F'], deck: ['TD'] },
        { vc: 'U3' },
        { engine: { personaRideBonus: reading } },
      );
      game.startStep('ride', 'ride');
      ok(game, { type: 'ride', player: A, card: id('a.hand.0') });
      ok(game, { type: 'call', player: A, card: id('a.hand.1'), circle: 'fr' });
      expect(game.stat(id('a.fl'), 'power')).toBe(20000);
      expect(game.stat(onCircle(game, A, 'fr')!, 'power')).toBe(reading === 'positional' ? 20000 : 10000);
      // Moving out of the front row ends it in both readings.
      ok(game, { type: 'move', player: A, from: 'fl', to: 'bl' });
      expect(game.stat(id('a.fl'), 'power')).toBe(10000);
    }
  });

  it('[VG 6.3.8, 6.3.2.2] VG-010 no persona ride with different names, or a ride that is not a normal ride from hand', () => {
    for (const [vc, hand] of [
      ['U3P', 'U3'],
      ['U3', 'U3P'],
    ] as const) {
      const { game, id } = buildBoard({ vc, hand: [hand], deck: ['TD'] }, { vc: 'U3' });
      game.startStep('ride', 'ride');
      ok(game, { type: 'ride', player: A, card: id('a.hand.0') });
      expect(zone(game, A, 'hand')).toEqual([]);
      expect(game.stat(onCircle(game, A, 'vc')!, 'power')).toBe(13000);
    }
  });

  it('[VG 9.5.1, 9.5.3, 9.4.3, 9.5.4] VG-011 G assist is skipped with a ride deck; without one it adds a grade+1 unit, removes two cards and shuffles', () => {
    const withRideDeck = buildBoard({ vc: 'U1', hand: ['U1N', 'U3', 'F', 'F', 'F'] }, { vc: 'U3' });
    withRideDeck.game.startStep('draw', 'draw');
    expect(withRideDeck.game.position().phase).toBe('ride');
    const { game, id } = buildBoard(
      { vc: 'U1', hand: ['U1N', 'U3', 'F', 'F', 'F'], deck: ['F', 'F', 'U2', 'F', 'TD', 'F'], noRideDeck: true },
      { vc: 'U3' },
    );
    game.startStep('draw', 'draw');
    expect(game.decision?.rule).toBe('VG 9.5.3');
    // Only the grade 2 unit among the top five may be taken.
    rejected(game, { type: 'choose', player: A, choice: [id('a.deck.4')] }, 'BAD_CHOICE');
    choose(game, id('a.deck.2'));
    choose(game, id('a.hand.2'), id('a.hand.3'));
    expect(names(game, A, 'hand').sort()).toEqual(['F', 'F', 'U1N', 'U2', 'U3']);
    expect(names(game, A, 'removed')).toEqual(['F', 'F']);
    expect(game.state.log.some((e) => e.type === 'shuffled' && e.detail?.['zone'] === `${A}/deck`)).toBe(true);
  });

  it('[VG 9.5.3, 1.3.5.1] G assist is not offered with a grade 3 vanguard or a grade+1 unit in hand; taking nothing still shuffles', () => {
    for (const side of [
      { vc: 'U3', hand: ['F'] },
      { vc: 'U1', hand: ['U2'] },
    ]) {
      const { game } = buildBoard({ ...side, noRideDeck: true }, { vc: 'U3' });
      game.startStep('draw', 'draw');
      expect(game.decision?.rule).not.toBe('VG 9.5.3');
    }
    const { game } = buildBoard({ vc: 'U1', hand: ['F'], deck: ['F', 'U2'], noRideDeck: true }, { vc: 'U3' });
    game.startStep('draw', 'draw');
    choose(game);
    expect(names(game, A, 'removed')).toEqual([]);
    expect(game.state.log.some((e) => e.type === 'shuffled' && e.detail?.['zone'] === `${A}/deck`)).toBe(true);
  });
});
