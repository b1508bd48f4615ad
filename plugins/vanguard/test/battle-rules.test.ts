/** Rule tests for the battle (ch.10): who designates, legal attackers and targets, the boost, guarding, a target that leaves. */
import { describe, expect, it } from 'vitest';
import { A, B, buildBoard, names, ok, rejected } from './support/board.js';

describe('battle (ch.10)', () => {
  it('[VG 10.1.6] the turn fighter designates the attack; the other fighter designates the defence', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['F'] }, { vc: 'U3', hand: ['U1N'] });
    game.startStep('battle', 'start');
    rejected(game, { type: 'declare-attack', player: B }, 'NOT_YOUR_DECISION');
    ok(game, { type: 'declare-attack', player: A });
    expect(game.decision?.player).toBe(A);
    ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.vc') });
    expect(game.decision).toMatchObject({ player: B, window: 'guard' });
    rejected(game, { type: 'guard', player: A, cards: [id('a.hand.0')] }, 'NOT_YOUR_DECISION');
  });

  it('[VG 10.4.1.4, 10.4.1.4.1, 10.4.1.7, 10.4.1.7.1] an attacker must be a standing front-row unit of the turn fighter, a target a front-row unit of the other', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2', bl: 'U1', rested: ['fl'] }, { vc: 'U3', fr: 'U2N', br: 'U1N', hand: ['F'] });
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    rejected(game, { type: 'attack', player: A, attacker: id('a.fl'), target: id('b.vc') }, 'VG_ATTACKER_RESTED');
    rejected(game, { type: 'attack', player: A, attacker: id('a.bl'), target: id('b.vc') }, 'VG_NOT_FRONT_ROW');
    rejected(game, { type: 'attack', player: A, attacker: id('b.vc'), target: id('b.vc') }, 'VG_NOT_YOUR_UNIT');
    rejected(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.br') }, 'VG_TARGET_NOT_FRONT_ROW');
    rejected(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('a.fl') }, 'VG_NOT_OPPONENT_UNIT');
    ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.fr') });
  });

  it('[VG 10.4.1.5.1, 10.4.1.5.3, 10.4.1.12.1] the attacker rests and "attacks" at once; the booster adds its power while it boosts, until the close step ends', () => {
    const { game, id } = buildBoard({ vc: 'U3', bc: 'U1', fr: 'U2' }, { vc: 'U3', hand: ['F'] });
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.vc'), booster: id('a.bc') });
    expect(game.state.cards[id('a.vc')]!.status['rested']).toBe(true);
    const order = game.state.log
      .filter((e) => ['rested', 'attacks', 'boosts'].includes(e.type))
      .map((e) => `${e.type} ${String(e.detail?.['card'])}`);
    expect(order).toEqual([`rested ${id('a.vc')}`, `attacks ${id('a.vc')}`, `rested ${id('a.bc')}`, `boosts ${id('a.bc')}`]);
    expect(game.stat(id('a.vc'), 'power')).toBe(21000);
    ok(game, { type: 'pass', player: B });
    // The battle is over (drives, damage, close step): the boost is gone.
    expect(game.decision).toMatchObject({ player: A, window: 'start' });
    expect(game.stat(id('a.vc'), 'power')).toBe(13000);
  });

  it('[VG 10.4.1.10, 10.4.1.10.1] a guardian guards the one attacked unit by itself: its shield goes to that unit', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2' }, { vc: 'U3', fl: 'U2N', hand: ['U1N', 'F'] });
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.fl'), target: id('b.fl') });
    ok(game, { type: 'guard', player: B, cards: [id('b.hand.0')] });
    expect(game.decision?.kind).toBe('play');
    expect(game.stat(id('b.fl'), 'power')).toBe(20000);
    expect(game.stat(id('b.vc'), 'power')).toBe(13000);
  });

  it('[VG 10.4.1.9.1] the attacked unit leaving the field does not stop the battle: it goes on to the close step, with no hit', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2' }, { vc: 'U3', fr: 'U2N', hand: ['B-SAC', 'F'] });
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.fl'), target: id('b.fr') });
    ok(game, { type: 'blitz', player: B, card: id('b.hand.0') });
    expect(names(game, B, 'drop').sort()).toEqual(['B-SAC', 'U2N']);
    if ((game.decision as { window?: string } | null)?.window === 'guard') ok(game, { type: 'pass', player: B });
    const types = game.state.log.map((e) => e.type);
    expect(types).toContain('not-hit');
    expect(types).not.toContain('hit');
    expect(game.decision).toMatchObject({ player: A, window: 'start' });
  });
});
