import { listAnswers } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import {
  card,
  change,
  count,
  counter,
  finishTurn,
  logTypes,
  mainPhase,
  ok,
  P1,
  P2,
  pass,
  passUntil,
  power,
  put,
  rejects,
  startGame,
  toDeclaration,
  windowName,
  zone,
} from './board.js';
import { engine, newGame } from './support.js';

describe('set-up (602)', () => {
  it('[BD 602-1, 602-1g, 602-1i, 602-1j, 405-4a, 403-2c, 602-1b, 602-1c, 602-1d, 602-1e, 602-1l, 404-1] BD-001: after set-up each player has hand 5, life 10, energy 2, deck 23, an unopened territory', () => {
    const game = newGame(1, ['tide', 'tide']);
    const first = game.state.turn.firstPlayer;
    const second = first === P1 ? P2 : P1;
    ok(game, { type: 'choose', player: first, choice: ['no'] });
    ok(game, { type: 'choose', player: second, choice: ['no'] });
    expect(game.state.turn).toMatchObject({ number: 1, player: first });
    for (const player of [P1, P2]) {
      expect(count(game, player, 'hand')).toBe(5);
      expect(count(game, player, 'life')).toBe(10);
      expect(count(game, player, 'deck')).toBe(23);
      expect(count(game, player, 'd-deck')).toBe(0);
      const energy = zone(game, player, 'energy').map((id) => card(game, id)!);
      expect(energy).toHaveLength(2);
      expect(energy.every((c) => c.faceUp && c.status['rested'] !== true)).toBe(true);
      const territory = zone(game, player, 'territory').map((id) => card(game, id)!);
      expect(territory).toHaveLength(1);
      expect(territory[0]!.status['open']).toBeUndefined();
    }
    // 602-1g moves cards; nothing was drawn.
    expect(game.state.log.some((e) => e.type === 'moved' && e.detail?.['reason'] === 'draw')).toBe(false);
    expect(['stand', 'draw', 'main', 'attack']).toContain(game.position().phase);
  });

  it('[BD 602-1h, 602-1h:i, 602-1h:ii, 104-4, 505-2] BD-002: the first player decides the mulligan first, once', () => {
    const game = startGame();
    for (const player of [P1, P2]) for (let i = 0; i < 5; i++) put(game, player, 'plain-red', 'hand');
    rejects(game, { type: 'choose', player: P2, choice: ['no'] }, 'NOT_YOUR_DECISION');
    const oldHand = zone(game, P1, 'hand').map((id) => card(game, id)!.serial);
    const topFive = zone(game, P1, 'deck')
      .slice(0, 5)
      .map((id) => card(game, id)!.serial);
    const p2Hand = zone(game, P2, 'hand');
    ok(game, { type: 'choose', player: P1, choice: ['yes'] });
    expect(
      zone(game, P1, 'hand')
        .map((id) => card(game, id)!.serial)
        .sort(),
    ).toEqual(topFive.sort());
    expect(count(game, P1, 'deck')).toBe(30);
    expect(count(game, P1, 'hand')).toBe(5);
    expect(zone(game, P1, 'deck').map((id) => card(game, id)!.serial)).toEqual(expect.arrayContaining(oldHand));
    rejects(game, { type: 'choose', player: P1, choice: ['yes'] }, 'NOT_YOUR_DECISION');
    ok(game, { type: 'choose', player: P2, choice: ['no'] });
    expect(zone(game, P2, 'hand')).toEqual(p2Hand);
    expect(count(game, P1, 'deck')).toBe(18);
    expect(count(game, P2, 'deck')).toBe(18);
  });
});

describe('the turn (700s)', () => {
  it("[BD 702-1, 802-4b, 803-4b, 403-1, 403-2a, 403-2b] BD-004: the stand phase stands only the turn player's cards", () => {
    const game = mainPhase();
    const a = put(game, P1, 'plain-red', 'field', { rested: true });
    for (const id of zone(game, P1, 'energy')) change(game, id, { status: { rested: true } });
    const b = put(game, P2, 'plain-red', 'field', { rested: true });
    finishTurn(game);
    expect(game.state.turn).toMatchObject({ number: 2, player: P2 });
    expect(card(game, b)!.status['rested']).toBeUndefined();
    expect(card(game, a)!.status['rested']).toBe(true);
    expect(zone(game, P1, 'energy').every((id) => card(game, id)!.status['rested'] === true)).toBe(true);
    toDeclaration(game);
    expect(game.legalActions()).toContainEqual({ type: 'attack', player: P2, attacker: b, target: a });
    ok(game, { type: 'attack', player: P2, attacker: b, target: P1 });
    passUntil(game, (g) => g.decision?.kind === 'declare-block');
    expect(game.legalActions()).toEqual([{ type: 'no-block', player: P1 }]);
    finishTurn(game);
    expect(game.state.turn).toMatchObject({ number: 3, player: P1 });
    expect(card(game, a)!.status['rested']).toBeUndefined();
    expect(zone(game, P1, 'energy').every((id) => card(game, id)!.status['rested'] !== true)).toBe(true);
  });

  it('[BD 702-2, 702-3, 1103-3, 1304-2, 1103-9b, 1205-1, 1302-4] BD-005: a start-of-turn trigger is played in the stand-phase window and resolves after two passes', () => {
    const game = mainPhase();
    put(game, P1, 'dawn-bell', 'field');
    put(game, P1, 'quick-insight', 'hand');
    put(game, P1, 'plain-blue', 'energy');
    finishTurn(game);
    finishTurn(game);
    expect(game.state.turn).toMatchObject({ number: 3, player: P1 });
    expect(windowName(game)).toBe('stand');
    expect(game.decision?.player).toBe(P1);
    expect(game.state.stack.map((i) => i.label)).toEqual(['Dawn Bell: turn-start']);
    const hand = count(game, P1, 'hand');
    pass(game); // P2 has nothing to play and passes; the item resolves
    expect(count(game, P1, 'hand')).toBe(hand + 1);
    expect(game.state.stack).toHaveLength(0);
    expect(windowName(game)).toBe('stand');
    expect(game.decision?.player).toBe(P1); // 1103-9b: the turn player again
    pass(game);
    expect(game.position().phase).toBe('draw');
  });

  it('[BD 703-3, 703-3a] the first player skips the draw of their first turn only', () => {
    const game = mainPhase();
    expect(count(game, P1, 'hand')).toBe(1);
    expect(count(game, P1, 'deck')).toBe(18);
    finishTurn(game);
    expect(count(game, P2, 'deck')).toBe(17);
    expect(count(game, P2, 'hand')).toBe(1);
  });

  it('[BD 704-2, 1103-10, 1103-8c, 802-1] BD-007: the main phase ends on two passes in a row with an empty zone', () => {
    const game = mainPhase();
    put(game, P2, 'quick-insight', 'hand');
    put(game, P2, 'plain-blue', 'energy');
    pass(game);
    expect(game.decision).toMatchObject({ kind: 'play', player: P2, window: 'main' });
    const from = game.state.log.length;
    pass(game);
    const types = logTypes(game, from);
    expect(types.indexOf('attack-phase-start')).toBeGreaterThan(types.indexOf('window-closed'));
    expect(game.state.log.slice(from).some((e) => e.type === 'window-opened' && e.detail?.['window'] === 'attack-phase')).toBe(true);
    expect(game.position().phase).toBe('attack');
  });

  it('[BD 706-3, 706-4, 1303-2, 1202-2b] BD-008: damage is reset before "this turn" effects end', () => {
    const game = mainPhase();
    const u = put(game, P1, 'plain-red', 'field');
    const boost = put(game, P1, 'power-up', 'hand');
    ok(game, { type: 'play', player: P1, card: boost, targets: [u] });
    passUntil(game, () => game.state.stack.length === 0);
    expect(power(game, u)).toBe(6000);
    change(game, u, { status: { damage: 4000 } });
    finishTurn(game);
    expect(card(game, u)).toBeDefined();
    expect(card(game, u)!.status['damage']).toBeUndefined();
    expect(power(game, u)).toBe(3000);
  });

  it('[BD 706-6, 401-8] BD-010: a turn player with two territories removes one at the end of the turn', () => {
    const game = mainPhase();
    const second = put(game, P1, 'tide-spire', 'territory');
    toDeclaration(game);
    ok(game, { type: 'end-attacks', player: P1 });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', player: P1, rule: 'BD 706-6' });
    ok(game, { type: 'choose', player: P1, choice: [second] });
    expect(count(game, P1, 'territory')).toBe(1);
    expect(zone(game, P1, 'remove').map((id) => card(game, id)!.card)).toEqual(['tide-spire']);
  });

  it('[BD 706-1, 706-1a, 706-2, 706-5, 706-7, 523-1, 1205-2] BD-011: the end phase loops from 706-2, not 706-1', () => {
    const game = mainPhase();
    put(game, P1, 'hoarder', 'field');
    put(game, P1, 'closer', 'field');
    for (let i = 0; i < 5; i++) put(game, P1, 'blank-life', 'hand');
    toDeclaration(game);
    ok(game, { type: 'end-attacks', player: P1 });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(counter(game, P1, 'X')).toBe(1);
    expect(game.decision).toMatchObject({ kind: 'select', player: P1, rule: 'BD 706-5' });
    ok(game, { type: 'choose', player: P1, choice: [zone(game, P1, 'hand')[0]!] });
    passUntil(game, (g) => g.state.turn.number === 2);
    expect(game.state.turn.number).toBe(2);
    expect(counter(game, P1, 'X')).toBe(1);
    expect(counter(game, P1, 'Z')).toBe(1);
    expect(count(game, P1, 'hand')).toBe(5);
  });

  it('[BD 706-5] only the turn player discards down to the hand limit', () => {
    const game = mainPhase();
    for (let i = 0; i < 7; i++) put(game, P2, 'blank-life', 'hand');
    finishTurn(game);
    expect(game.state.turn.number).toBe(2);
    expect(count(game, P2, 'hand')).toBe(8); // 7 + the turn-2 draw
  });

  it('[BD 1103-2, 1103-11] the turn player gets priority first and keeps it after acting', () => {
    const game = mainPhase();
    for (let i = 0; i < 3; i++) put(game, P1, 'plain-blue', 'energy');
    const [q1, q2] = [0, 1, 2].map(() => put(game, P1, 'quick-insight', 'hand'));
    expect(game.decision).toMatchObject({ kind: 'play', player: P1 });
    ok(game, { type: 'play', player: P1, card: q1! });
    expect(game.decision).toMatchObject({ kind: 'play', player: P1 });
    ok(game, { type: 'play', player: P1, card: q2! });
    expect(game.decision).toMatchObject({ kind: 'play', player: P1 });
    expect(game.state.stack.map((i) => i.label)).toEqual(['Quick Insight', 'Quick Insight']);
  });
});

describe('rules-faithful play timings (playTimings: rules)', () => {
  it('[BD 1103-2, 1103-7, 1103-10] a rules seat is shown every priority it holds, even when it can only pass', () => {
    const game = engine.create({
      title: 'build-divide',
      seed: 5,
      history: 'full',
      players: [
        { deck: 'ember', playTimings: 'rules' },
        { deck: 'tide', playTimings: 'rules' },
      ],
    });
    let onlyPass = 0;
    for (let n = 0; n < 400 && game.result === null; n++) {
      const legal = game.legalActions();
      if (game.decision?.kind === 'play' && legal.length === 1) onlyPass++;
      const answers = listAnswers(legal, 512);
      const pick = answers.find((a) => a.type !== 'pass' && a.type !== 'concede') ?? answers[0]!;
      expect(game.act(pick).ok).toBe(true);
    }
    expect(onlyPass).toBeGreaterThan(0);
    expect(game.history().some((e) => e.type === 'passed' && e.detail?.['auto'] === true)).toBe(false);
  });
});
