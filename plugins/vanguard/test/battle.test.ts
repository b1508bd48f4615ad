import { describe, expect, it } from 'vitest';
import type { Game } from '@tcgkit/kernel';
import type { VanguardData } from '../src/state.js';
import { A, B, buildBoard, decisionIs, names, ok, onCircle, pass, rejected, scenarioEngine, zone } from './support/board.js';

/** Vanguard's data in the read-only state (the title keeps it under `vanguard`; set-up has made it). */
const vgData = (game: Game) => game.state.data['vanguard'] as unknown as Readonly<VanguardData>;

const logHas = (
  game: { state: { log: readonly { type: string; detail?: Readonly<Record<string, unknown>> }[] } },
  type: string,
  detail: Record<string, unknown> = {},
) => game.state.log.some((e) => e.type === type && Object.entries(detail).every(([k, v]) => e.detail?.[k] === v));

describe('battle phase (ch.10)', () => {
  it('[VG 10.3.2, 10.1.1, 10.3.1.1] VG-017 no standing front-row unit: "no attack" is chosen automatically, start-step triggers still fire', () => {
    const { game } = buildBoard({ vc: 'U3', fl: 'U2', bl: 'U1', bc: 'U1', rested: ['vc', 'fl'] }, { vc: 'U3', hand: ['U1'] });
    game.startStep('battle', 'start');
    expect(logHas(game, 'start-of-start-step')).toBe(true);
    expect(game.state.turn.player).toBe(B);
    rejected(game, { type: 'declare-attack', player: A }, 'NOT_YOUR_DECISION');
  });

  it('[VG 10.3.2] the first player cannot attack on the first turn', () => {
    const { game } = buildBoard({ vc: 'U3' }, { vc: 'U3', hand: ['U1'] }, { turn: 1, tp: A, first: A });
    game.startStep('battle', 'start');
    expect(game.state.turn).toMatchObject({ number: 2, player: B });
  });

  it('[VG 10.4.1.3] once an attack is declared, "pass" is withheld while an attacker can be chosen (the kernel play decision, no title override)', () => {
    const { game } = buildBoard({ vc: 'U3' }, { vc: 'U3' });
    expect(scenarioEngine().title('vanguard').decisionKinds.get('play')?.title).toBe('*');
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    expect(game.legalActions().some((a) => a.type === 'pass')).toBe(false);
    const outcome = game.act({ type: 'pass', player: A });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error).toMatchObject({ code: 'VG_MUST_CHOOSE_ATTACKER', rule: 'VG 10.4.1.3' });
  });

  it('[VG 10.4.1.6, 4.9.1.2, 10.4.1.9.4] VG-019 only front-row units can be attacked, in any column', () => {
    const start = () => {
      const board = buildBoard({ vc: 'U3', bl: 'U1' }, { vc: 'U3', fl: 'U2', bl: 'U1', br: 'U1N', hand: ['U1'] });
      board.game.startStep('battle', 'start');
      ok(board.game, { type: 'declare-attack', player: A });
      return board;
    };
    const { game, id } = start();
    rejected(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.bl') }, 'VG_TARGET_NOT_FRONT_ROW');
    rejected(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.br') }, 'VG_TARGET_NOT_FRONT_ROW');
    // Attacking from the back row is not possible either (10.4.1.3).
    rejected(game, { type: 'attack', player: A, attacker: id('a.bl'), target: id('b.vc') }, 'VG_NOT_FRONT_ROW');
    rejected(game, { type: 'pass', player: A }, 'VG_MUST_CHOOSE_ATTACKER');
    ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.fl') });
    expect(vgData(game).battle?.targets).toEqual([id('b.fl')]);
    expect(logHas(game, 'attacked', { card: id('b.fl') })).toBe(true);
    const other = start();
    ok(other.game, { type: 'attack', player: A, attacker: other.id('a.vc'), target: other.id('b.vc') });
    expect(game.state.cards[id('a.vc')]!.status['rested']).toBe(true);
  });

  it('[VG 10.4.1.12, 7.47.1, 14.5.2, 10.8.1.2, 10.4.1.12.2, 14.5.1, 7.47.1.1] VG-020 boost: a standing back-row unit with Boost in the attacker’s column, until the close step', () => {
    const { game, id } = buildBoard(
      { vc: 'U3', fl: 'U2', bl: 'U1', fr: 'U2N', br: 'U1N', bc: 'U1', rested: ['bc'] },
      { vc: 'U3', hand: ['U1N', 'U1N', 'U1N'] },
    );
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    rejected(game, { type: 'attack', player: A, attacker: id('a.fl'), target: id('b.vc'), booster: id('a.bc') }, 'VG_BOOST_WRONG_COLUMN');
    ok(game, { type: 'attack', player: A, attacker: id('a.fl'), target: id('b.vc'), booster: id('a.bl') });
    expect(game.state.cards[id('a.bl')]!.status['rested']).toBe(true);
    expect(game.stat(id('a.fl'), 'power')).toBe(18000);
    expect(logHas(game, 'boosts', { card: id('a.bl') })).toBe(true);
    expect(logHas(game, 'boosted', { card: id('a.fl') })).toBe(true);
    pass(game);
    expect(names(game, B, 'damage')).toEqual(['F']);
    expect(game.stat(id('a.fl'), 'power')).toBe(10000);
    ok(game, { type: 'declare-attack', player: A });
    rejected(game, { type: 'attack', player: A, attacker: id('a.fr'), target: id('b.vc'), booster: id('a.br') }, 'VG_NO_BOOST');
    rejected(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.vc'), booster: id('a.bc') }, 'VG_BOOSTER_RESTED');
    ok(game, { type: 'attack', player: A, attacker: id('a.fr'), target: id('b.vc') });
    pass(game);
    expect(names(game, B, 'damage')).toEqual(['F']);
  });

  it('[VG 10.7.1.2, 10.5.1.2.1, 10.7.1.4, 10.7.1.10] VG-022 rear-guard against rear-guard: no drive step, ties hit, no damage, the hit rear-guard retires', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2' }, { vc: 'U3', fr: 'U2N' });
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.fl'), target: id('b.fr') });
    expect(logHas(game, 'drive-check')).toBe(false);
    expect(logHas(game, 'hit', { card: id('a.fl') })).toBe(true);
    expect(names(game, B, 'drop')).toEqual(['U2N']);
    expect(zone(game, B, 'damage')).toEqual([]);
  });

  it('[VG 10.6.1.2, 10.7.1.4, 10.7.1.10, 14.3.3, 14.3.3.1, 10.6.1.2.1] VG-023 a vanguard attacking a rear-guard still drive-checks (Twin Drive: 2)', () => {
    const { game, id } = buildBoard({ vc: 'U3', deck: ['U1', 'U2N'] }, { vc: 'U3', fl: 'U2' });
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.fl') });
    expect(names(game, A, 'hand').sort()).toEqual(['U1', 'U2N']);
    expect(names(game, B, 'drop')).toEqual(['U2']);
    expect(game.state.players[1]!.status['vanguardDamage']).toBe(0);
    expect(zone(game, B, 'damage')).toEqual([]);
  });

  it('[VG 10.5.1.2.4] one rear-guard named three times in one intercept is refused unchanged, not intercepting three times', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2' }, { vc: 'U3' }, { tp: B });
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: B });
    ok(game, { type: 'attack', player: B, attacker: id('b.vc'), target: id('a.vc') });
    const fromLeft = () => game.history().filter((e) => e.type === 'moved' && e.detail?.['from'] === `${A}/field#fl`).length;
    rejected(game, { type: 'intercept', player: A, cards: [id('a.fl'), id('a.fl'), id('a.fl')] }, 'MALFORMED_ACTION');
    rejected(game, { type: 'guard', player: A, cards: [id('a.fl'), id('a.fl')] }, 'MALFORMED_ACTION');
    ok(game, { type: 'intercept', player: A, cards: [id('a.fl')] });
    expect(fromLeft()).toBe(1);
  });

  it('[VG 10.5.1.2.4, 14.4.2, 9.2.3, 10.7.1.10, 14.4.1] VG-025 intercept: front-row rear-guards with Intercept not being attacked, even rested', () => {
    const { game, id } = buildBoard(
      { vc: 'U3', fl: 'U2', fr: 'U2', br: 'U2', rested: ['fl'], hand: ['U1N'] },
      { vc: 'U3', fl: 'U2N' },
      { tp: B },
    );
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: B });
    ok(game, { type: 'attack', player: B, attacker: id('b.vc'), target: id('a.vc') });
    rejected(game, { type: 'intercept', player: A, cards: [id('a.br')] }, 'VG_NOT_FRONT_REAR_GUARD');
    ok(game, { type: 'intercept', player: A, cards: [id('a.fl')] });
    expect(onCircle(game, A, 'gc')).toBe(id('a.fl'));
    expect(game.state.cards[id('a.fl')]!.status['rested']).toBe(true);
    expect(game.stat(id('a.vc'), 'power')).toBe(18000);
    pass(game);
    expect(zone(game, A, 'damage')).toEqual([]);
    expect(onCircle(game, A, 'fl')).toBeUndefined();
    expect(names(game, A, 'drop')).toEqual(['U2']);
    ok(game, { type: 'declare-attack', player: B });
    ok(game, { type: 'attack', player: B, attacker: id('b.fl'), target: id('a.fr') });
    rejected(game, { type: 'intercept', player: A, cards: [id('a.fr')] }, 'VG_INTERCEPTOR_ATTACKED');
    pass(game);
    expect(names(game, A, 'drop')).toEqual(['U2', 'U2']);
  });

  it('[VG 10.5.1.2, 9.9.2.4, 11.6.2, 10.5.1.2.5, 10.5.1.2.5.1, 10.5.2] VG-026 only the defender acts in the guard step: GC calls, intercept, blitz orders', () => {
    const { game, id } = buildBoard(
      { vc: 'U3', fl: 'X-TURN', hand: ['U1', 'O-DRAW'] },
      { vc: 'U2', fl: 'U2', hand: ['U1', 'O-DRAW', 'B-5K'] },
    );
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.vc') });
    decisionIs(game, 'play', 'guard');
    rejected(game, { type: 'call', player: A, card: id('a.hand.0'), circle: 'fr' }, 'NOT_YOUR_DECISION');
    rejected(game, { type: 'order', player: A, card: id('a.hand.1') }, 'NOT_YOUR_DECISION');
    rejected(game, { type: 'activate', player: A, card: id('a.fl'), ability: 0 }, 'NOT_YOUR_DECISION');
    rejected(game, { type: 'guard', player: A, cards: [id('a.hand.0')] }, 'NOT_YOUR_DECISION');
    rejected(game, { type: 'call', player: B, card: id('b.hand.0'), circle: 'fr' }, 'NOT_IN_THIS_WINDOW');
    rejected(game, { type: 'blitz', player: B, card: id('b.hand.1') }, 'VG_NOT_BLITZ');
    rejected(game, { type: 'order', player: B, card: id('b.hand.1') }, 'NOT_IN_THIS_WINDOW');
    rejected(game, { type: 'activate', player: B, card: id('b.fl'), ability: 0 }, 'NOT_IN_THIS_WINDOW');
    expect(new Set(game.legalActions().map((a) => a.type))).toEqual(new Set(['pass', 'guard', 'intercept', 'blitz']));
    ok(game, { type: 'blitz', player: B, card: id('b.hand.2') });
    expect(game.stat(id('b.vc'), 'power')).toBe(15000);
  });

  it('[VG 10.5.1.2.2, 6.2.4, 6.2.4.1, 4.9.2.4.1, 11.11.1.8] guardians enter rested, add their shield to the attacked unit, and retire after the battle', () => {
    const { game, id } = buildBoard({ vc: 'U3' }, { vc: 'U3', hand: ['U1N', 'U1', 'F'] });
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.vc') });
    rejected(game, { type: 'guard', player: B, cards: [] }, 'VG_GUARD_CARDS');
    ok(game, { type: 'guard', player: B, cards: [id('b.hand.0'), id('b.hand.1')] });
    expect(zone(game, B, 'field').length).toBe(3);
    for (const g of zone(game, B, 'field').filter((c) => c !== id('b.vc'))) expect(game.state.cards[g]!.status['rested']).toBe(true);
    expect(game.stat(id('b.vc'), 'power')).toBe(28000);
    pass(game);
    expect(names(game, B, 'drop').sort()).toEqual(['U1', 'U1N']);
    expect(zone(game, B, 'damage')).toEqual([]);
  });

  it('[VG 10.8.1.2, 10.1.3, 10.3] VG-038 the close step ends "that battle" effects and states; the next start step follows', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2' }, { vc: 'U3', hand: ['B-5K', 'F'] });
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.fl'), target: id('b.vc') });
    ok(game, { type: 'blitz', player: B, card: id('b.hand.0') });
    expect(game.stat(id('b.vc'), 'power')).toBe(18000);
    pass(game);
    expect(logHas(game, 'not-hit', { card: id('a.fl') })).toBe(true);
    expect(game.stat(id('b.vc'), 'power')).toBe(13000);
    expect(vgData(game).battle).toBeNull();
    expect(vgData(game).battles).toBe(1);
    decisionIs(game, 'play', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.vc') });
    expect(vgData(game).battles).toBe(2);
  });

  it('[VG 10.4.1.3.1, 10.4.1.1, 10.4.1.2, 10.1.3] with no attacker left at the attack step the battle ends and the end phase follows', () => {
    const { game } = buildBoard({ vc: 'U3', bc: 'A-TIRED' }, { vc: 'U3', hand: ['F'] });
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    // "At the start of your attack step, rest all your units": nothing can attack any more.
    expect(game.state.turn.player).toBe(B);
    expect(game.state.log.some((e) => e.type === 'attacks')).toBe(false);
    expect(game.state.log.filter((e) => e.type === 'start-of-attack-step')).toHaveLength(1);
  });
});
