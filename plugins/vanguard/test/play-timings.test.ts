import { describe, expect, it } from 'vitest';
import { editPosition } from '@tcgkit/testing';
import { A, B, buildBoard, decisionIs, names, ok, pass, rejected } from './support/board.js';

/** Seats that play by the rules' own timings (`playTimings: 'rules'`), as in scenarios and for people. */
const rules = { playTimings: 'rules' as const };

describe('rules-faithful play timings', () => {
  it('[VG 10.5.1.2, 11.8.2.1.1] an over-the-limit blitz order in the guard step is rejected as VG_ORDER_LIMIT, the guard step being offered', () => {
    const { game, id } = buildBoard({ vc: 'U3' }, { vc: 'U3', hand: ['B-5K'] }, rules);
    editPosition(game).player(B, { ordersPlayed: 1 }).build(); // B has played its one order this turn already
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.vc') });
    decisionIs(game, 'play', 'guard');
    expect(game.decision?.player).toBe(B);
    expect(game.legalActions().map((a) => a.type)).toEqual(['pass']);
    rejected(game, { type: 'blitz', player: B, card: id('b.hand.0') }, 'VG_ORDER_LIMIT');
    expect(names(game, B, 'hand')).toEqual(['B-5K']); // 11.8.2.1.1: cancelled, the card stays where it was
  });

  it('[playTimings fast] in the fast mode the same guard step is passed unasked (the difference the option makes)', () => {
    const { game, id } = buildBoard({ vc: 'U3' }, { vc: 'U3', hand: ['B-5K'] });
    editPosition(game).player(B, { ordersPlayed: 1 }).build();
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.vc') });
    expect(
      game.history().some((e) => e.type === 'passed' && e.player === B && e.detail?.['window'] === 'guard' && e.detail['auto'] === true),
    ).toBe(true);
    expect(game.act({ type: 'blitz', player: B, card: id('b.hand.0') }).ok).toBe(false);
    expect(names(game, B, 'hand')).toContain('B-5K');
  });

  it('[VG 9.9.2, 11.8.2.1.1] a main phase whose only card is an over-the-limit order is offered, not skipped', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['O-DRAW'] }, { vc: 'U3' }, rules);
    editPosition(game).player(A, { ordersPlayed: 1 }).build();
    game.startStep('main', 'main');
    decisionIs(game, 'play', 'main');
    expect(game.legalActions().map((a) => a.type)).toEqual(['pass']);
    rejected(game, { type: 'order', player: A, card: id('a.hand.0') }, 'VG_ORDER_LIMIT');
    pass(game);
    expect(game.position().phase).toBe('battle');
  });

  it('[VG 10.5.1.2.1.1] the guard step passes itself for a rules seat when no attacked unit exists', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2' }, { vc: 'U3', fl: 'U1', hand: ['B-5K'] }, rules);
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.fl'), target: id('b.fl') });
    decisionIs(game, 'play', 'guard'); // attacked: B is asked, guardians could be called
    // The attacked rear-guard leaves before B answers (as an effect could make it); B plays a blitz order, and
    // when the guard step comes back to B after it, the rules pass for B.
    const gone = game.state.zones['p2/field#fl']![0]!;
    editPosition(game).remove(gone).put(B, 'drop', game.state.cards[gone]!.card).build();
    ok(game, { type: 'blitz', player: B, card: id('b.hand.0') });
    expect(
      game.history().some((e) => e.type === 'passed' && e.player === B && e.detail?.['window'] === 'guard' && e.detail['auto'] === true),
    ).toBe(true);
    expect(game.position().window).not.toBe('guard');
  });
});
