import { describe, expect, it } from 'vitest';
import { P1, P2, bdData, card, count, mainPhase, ok, passUntil, power, put, rejects, toDeclaration, windowName, zone } from './board.js';
import { engine } from './support.js';

const events = (game: ReturnType<typeof mainPhase>, type: string) => game.state.log.filter((e) => e.type === type);
const opened = (game: ReturnType<typeof mainPhase>) =>
  game.state.log.filter((e) => e.type === 'window-opened').map((e) => String(e.detail?.['window']));

function toBlock(game: ReturnType<typeof mainPhase>): void {
  passUntil(game, (g) => g.decision?.kind !== 'play');
  expect(game.decision?.kind).toBe('declare-block');
}

describe('attacks, blocks and battle (800s)', () => {
  it('[BD 802-4b, 802-4a] BD-028: attack target legality', () => {
    const game = mainPhase();
    const a = put(game, P1, 'big-red', 'field');
    const b = put(game, P1, 'plain-red', 'field', { rested: true });
    const s = put(game, P2, 'plain-red', 'field');
    const r = put(game, P2, 'plain-red', 'field', { rested: true });
    toDeclaration(game);
    rejects(game, { type: 'attack', player: P1, attacker: a, target: s }, 'BD_TARGET_STANDING');
    rejects(game, { type: 'attack', player: P1, attacker: b, target: P2 }, 'BD_ATTACKER_RESTED');
    rejects(game, { type: 'attack', player: P1, attacker: a, target: b }, 'BD_TARGET_NOT_OPPONENT');
    rejects(game, { type: 'attack', player: P1, attacker: s, target: P2 }, 'BD_NOT_YOUR_UNIT');
    expect(game.legalActions()).toEqual([
      { type: 'attack', player: P1, attacker: a, target: P2 },
      { type: 'attack', player: P1, attacker: a, target: r },
      { type: 'end-attacks', player: P1 },
    ]);
    ok(game, { type: 'attack', player: P1, attacker: a, target: r });
  });

  it('[BD 802-4b, 403-2c] BD-029: a unit may attack the turn it entered, on turn 1', () => {
    const game = mainPhase();
    put(game, P1, 'plain-blue', 'energy');
    const n = put(game, P1, 'plain-blue', 'hand');
    ok(game, { type: 'play', player: P1, card: n });
    const entered = zone(game, P1, 'field')[0]!;
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker: entered, target: P2 });
    expect(card(game, entered)!.status).toMatchObject({ rested: true, attacking: true });
  });

  it('[BD 803-4b, 803-7, 803-7c, 803-8, 310-1, 804-4, 804-5, 804-6a, 804-7, 804-8, 804-18, 1303-2, 310-2, 803-7a, 803-7b, 804-6c, 804-9, 804-10, 804-15, 804-16, 804-17, 804-19, 806-2, 803-4a, 803-8a, 1303-1] BD-031: a block redirects the attack and the battle decides', () => {
    const game = mainPhase();
    const a = put(game, P1, 'big-red', 'field');
    const b = put(game, P2, 'plain-red', 'field');
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker: a, target: P2 });
    toBlock(game);
    ok(game, { type: 'block', player: P2, blocker: b });
    passUntil(game, (g) => g.decision?.kind === 'declare-attack');
    expect(events(game, 'blocked')).toHaveLength(1);
    expect(card(game, b)).toBeUndefined();
    expect(zone(game, P2, 'graveyard').map((id) => card(game, id)!.card)).toEqual(['plain-red']);
    expect(card(game, a)!.status).toEqual({ rested: true, damage: 3000 });
    expect(count(game, P2, 'life')).toBe(10);
    expect(events(game, 'unit-won').map((e) => e.detail?.['card'])).toEqual([a]);
    expect(events(game, 'player-won').map((e) => e.player)).toEqual([P1]);
    expect(events(game, 'player-lost').map((e) => e.player)).toEqual([P2]);
    expect(events(game, 'unit-drew')).toHaveLength(0);
    const windows = opened(game);
    for (const w of ['battle', 'unit-won', 'player-won', 'unit-drew', 'player-drew', 'unit-lost', 'player-lost'])
      expect(windows).toContain(w);
    expect(windows.indexOf('player-lost')).toBeGreaterThan(windows.indexOf('unit-won'));
  });

  it('[BD 804-4, 804-6b, 804-11, 804-13, 804-12, 804-14] BD-032: equal power destroys both and the battle is drawn', () => {
    const game = mainPhase();
    const a = put(game, P1, 'heavy-red', 'field');
    put(game, P2, 'heavy-red', 'field', { rested: true });
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker: a, target: zone(game, P2, 'field')[0]! });
    toBlock(game);
    ok(game, { type: 'no-block', player: P2 });
    passUntil(game, (g) => g.decision?.kind === 'declare-attack');
    expect(count(game, P1, 'field') + count(game, P2, 'field')).toBe(0);
    expect(events(game, 'unit-drew')).toHaveLength(2);
    expect(
      events(game, 'player-drew')
        .map((e) => e.player)
        .sort(),
    ).toEqual([P1, P2]);
    expect(events(game, 'unit-won').length + events(game, 'unit-lost').length).toBe(0);
  });

  it('[BD 804-2, 804-3, 804-6b, 1403-2, 1403-1] BD-034: two Blitz units deal damage first and both fall in the 804-3 window', () => {
    const game = mainPhase();
    const a = put(game, P1, 'cinder-hound', 'field');
    const r = put(game, P2, 'cinder-hound', 'field', { rested: true });
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker: a, target: r });
    toBlock(game);
    ok(game, { type: 'no-block', player: P2 });
    passUntil(game, (g) => g.decision?.kind === 'declare-attack');
    expect(opened(game)).toContain('blitz');
    expect(count(game, P1, 'field') + count(game, P2, 'field')).toBe(0);
    expect(events(game, 'unit-damaged')).toHaveLength(2);
    expect(events(game, 'unit-drew')).toHaveLength(2);
  });

  it('[BD 804-3, 804-4] BD-035: Blitz granted in the 804-3 window does not stop the 804-4 damage', () => {
    const game = mainPhase();
    const a = put(game, P1, 'cinder-hound', 'field');
    const r = put(game, P2, 'big-red', 'field', { rested: true });
    put(game, P2, 'plain-red', 'energy');
    const fury = put(game, P2, 'give-blitz', 'hand');
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker: a, target: r });
    toBlock(game);
    ok(game, { type: 'no-block', player: P2 });
    passUntil(game, (g) => windowName(g) === 'blitz');
    expect(card(game, r)!.status['damage']).toBe(3000);
    ok(game, { type: 'play', player: P2, card: fury, targets: [r] });
    passUntil(game, (g) => g.decision?.kind === 'declare-attack');
    expect(card(game, a)).toBeUndefined();
    expect(card(game, r)!.status['damage']).toBe(3000);
    expect(events(game, 'unit-won').map((e) => e.detail?.['card'])).toEqual([r]);
  });

  it('[BD 1402-2, 1402-2a, 802-4b, 1402-1] BD-037: a rested Decoy must be the attack target', () => {
    const game = mainPhase();
    const a = put(game, P1, 'big-red', 'field');
    put(game, P2, 'reef-guard', 'field', { rested: true });
    const r = put(game, P2, 'plain-red', 'field', { rested: true });
    const d2 = put(game, P2, 'reef-guard', 'field', { rested: true });
    toDeclaration(game);
    rejects(game, { type: 'attack', player: P1, attacker: a, target: P2 }, 'BD_DECOY');
    rejects(game, { type: 'attack', player: P1, attacker: a, target: r }, 'BD_DECOY');
    ok(game, { type: 'attack', player: P1, attacker: a, target: d2 });
  });

  it('[BD 1402-2] a standing Decoy restricts nothing', () => {
    const game = mainPhase();
    const a = put(game, P1, 'big-red', 'field');
    put(game, P2, 'reef-guard', 'field');
    const r = put(game, P2, 'plain-red', 'field', { rested: true });
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker: a, target: r });
  });

  it('[BD 1405-1a, 1405-2, 1405-3, 802-4c, 1405-1] BD-038: Berserk forbids ending the attacks until it has attacked', () => {
    const game = mainPhase();
    const k = put(game, P1, 'ashen-berserker', 'field');
    const n = put(game, P1, 'plain-red', 'field');
    const r = put(game, P2, 'plain-red', 'field', { rested: true });
    toDeclaration(game);
    rejects(game, { type: 'end-attacks', player: P1 }, 'BD_MUST_ATTACK');
    ok(game, { type: 'attack', player: P1, attacker: n, target: P2 });
    toBlock(game);
    ok(game, { type: 'no-block', player: P2 });
    toDeclaration(game);
    rejects(game, { type: 'attack', player: P1, attacker: k, target: r }, 'BD_BERSERK_TARGET');
    rejects(game, { type: 'end-attacks', player: P1 }, 'BD_MUST_ATTACK');
    ok(game, { type: 'attack', player: P1, attacker: k, target: P2 });
    toBlock(game);
    ok(game, { type: 'no-block', player: P2 });
    toDeclaration(game);
    ok(game, { type: 'end-attacks', player: P1 });
    expect(count(game, P2, 'life')).toBe(8);
  });

  it('[BD 802-7, 802-8] BD-040: the turn player may retract "end attacks" after the opponent answered', () => {
    const game = mainPhase();
    const a = put(game, P1, 'big-red', 'field');
    put(game, P2, 'plain-blue', 'energy');
    const q = put(game, P2, 'quick-insight', 'hand');
    toDeclaration(game);
    ok(game, { type: 'end-attacks', player: P1 });
    expect(game.decision).toMatchObject({ player: P2, window: 'declaration' });
    ok(game, { type: 'play', player: P2, card: q });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', player: P1, rule: 'BD 802-7' });
    ok(game, { type: 'choose', player: P1, choice: ['yes'] });
    expect(game.decision?.kind).toBe('declare-attack');
    ok(game, { type: 'attack', player: P1, attacker: a, target: P2 });
    expect(card(game, a)!.status['attacking']).toBe(true);
  });

  it('[BD 802-7] a game whose turn player was asked to retract "end attacks" snapshots and restores to the same game', () => {
    const game = mainPhase();
    put(game, P1, 'big-red', 'field');
    put(game, P2, 'plain-blue', 'energy');
    const q = put(game, P2, 'quick-insight', 'hand');
    toDeclaration(game);
    ok(game, { type: 'end-attacks', player: P1 });
    ok(game, { type: 'play', player: P2, card: q });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'choose', player: P1, choice: ['no'] });
    // The answer is kept on the attack record (what the flow's guard reads) until the next attack resets it.
    expect(bdData(game).attack['retracted']).toBe(false);
    const text = game.snapshot();
    const restored = engine.restore(text);
    expect(restored.snapshot()).toBe(text);
    expect(restored.legalActions()).toEqual(game.legalActions());
  });

  it('[BD 802-7, 802-8] without an answer there is no retraction and the attack phase ends', () => {
    const game = mainPhase();
    put(game, P1, 'big-red', 'field');
    toDeclaration(game);
    ok(game, { type: 'end-attacks', player: P1 });
    expect(game.position().phase).not.toBe('attack');
  });

  it('[BD 803-3, 806-1, 806-3, 802-1, 517-1] BD-041: an attacker destroyed before the block ends the attack without damage', () => {
    const game = mainPhase();
    const a = put(game, P1, 'big-red', 'field');
    put(game, P2, 'grave-warden', 'energy');
    put(game, P2, 'white-energy', 'energy');
    const snare = put(game, P2, 'void-snare', 'hand');
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker: a, target: P2 });
    passUntil(game, (g) => windowName(g) === 'attacked' && g.decision?.player === P2);
    ok(game, { type: 'play', player: P2, card: snare, targets: [a] });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision?.kind).toBe('declare-attack');
    expect(card(game, a)).toBeUndefined();
    expect(events(game, 'attack-end')).toHaveLength(0);
    expect(opened(game).filter((w) => w === 'attack-phase')).toHaveLength(1);
    expect(opened(game)).not.toContain('block-declaration');
    expect(count(game, P2, 'life')).toBe(10);
  });

  it('[BD 537-1a, 537-1b, 806] BD-043: cancelling the attack goes to 806 with no damage; in the main phase it does nothing', () => {
    const game = mainPhase();
    const a = put(game, P1, 'big-red', 'field');
    for (let i = 0; i < 2; i++) put(game, P1, 'plain-blue', 'energy');
    const mainHalt = put(game, P1, 'halt', 'hand');
    put(game, P2, 'plain-blue', 'energy');
    const halt = put(game, P2, 'halt', 'hand');
    ok(game, { type: 'play', player: P1, card: mainHalt });
    passUntil(game, (g) => g.state.stack.length === 0);
    expect(game.position().phase).toBe('main');
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker: a, target: P2 });
    toBlock(game);
    ok(game, { type: 'no-block', player: P2 });
    passUntil(game, (g) => windowName(g) === 'blocked' && g.decision?.player === P2);
    ok(game, { type: 'play', player: P2, card: halt });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision?.kind).toBe('declare-attack');
    expect(count(game, P2, 'life')).toBe(10);
    expect(events(game, 'attack-end').map((e) => e.detail?.['card'])).toEqual([a]);
    expect(opened(game)).not.toContain('damage');
  });

  it('[BD 537-1b] cancelling ends the attack’s window at once; what else waits in the resolution zone resolves in the next window', () => {
    const game = mainPhase();
    const a = put(game, P1, 'big-red', 'field');
    for (let i = 0; i < 2; i++) put(game, P2, 'plain-blue', 'energy');
    const first = put(game, P2, 'halt', 'hand');
    const second = put(game, P2, 'halt', 'hand');
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker: a, target: P2 });
    toBlock(game);
    ok(game, { type: 'no-block', player: P2 });
    passUntil(game, (g) => windowName(g) === 'blocked' && g.decision?.player === P2);
    ok(game, { type: 'play', player: P2, card: first });
    ok(game, { type: 'play', player: P2, card: second }); // keeps priority (1103-11): the second is on top
    passUntil(game, (g) => g.state.stack.length === 0);
    const log = game.state.log;
    const ending = log.findIndex((e) => e.type === 'window-ending' && e.detail?.['window'] === 'blocked');
    const attackEnd = log.findIndex((e) => e.type === 'attack-end');
    const resolved = log.flatMap((e, i) => (e.type === 'item-resolves' ? [i] : [])).slice(-2);
    // The second Halt resolved and ended the blocked window; the first was still waiting, and resolved only
    // in a later window, after the attack had ended (806).
    expect(ending).toBeGreaterThan(resolved[0]!);
    expect(attackEnd).toBeGreaterThan(ending);
    expect(resolved[1]).toBeGreaterThan(attackEnd);
    expect(events(game, 'attack-end').map((e) => e.detail?.['card'])).toEqual([a]);
    expect(zone(game, P2, 'graveyard')).toHaveLength(2);
    expect(count(game, P2, 'life')).toBe(10);
  });

  it('[BD 406-6c, 406-6, 516-2, 406-6a] unit damage stays for the whole turn and accumulates over battles', () => {
    const game = mainPhase();
    const a = put(game, P1, 'big-red', 'field');
    const b = put(game, P1, 'big-red', 'field');
    const tough = put(game, P2, 'beast-5', 'field', { rested: true });
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker: a, target: tough });
    toBlock(game);
    ok(game, { type: 'no-block', player: P2 });
    toDeclaration(game);
    expect(card(game, tough)!.status['damage']).toBe(5000);
    expect(power(game, tough)).toBe(7000);
    ok(game, { type: 'attack', player: P1, attacker: b, target: tough });
    toBlock(game);
    ok(game, { type: 'no-block', player: P2 });
    toDeclaration(game);
    expect(card(game, tough)).toBeUndefined();
    expect(zone(game, P2, 'graveyard').map((id) => card(game, id)!.card)).toEqual(['beast-5']);
  });
});

describe('battles that do not happen (804-1)', () => {
  it('[BD 804-1, 804-5, 804-6a, 804-19] a battle partner that left before the battle step: no damage; the one left wins', () => {
    const game = mainPhase();
    const a = put(game, P1, 'big-red', 'field');
    const r = put(game, P2, 'plain-red', 'field', { rested: true });
    for (let i = 0; i < 2; i++) put(game, P2, 'plain-blue', 'energy');
    const bounce = put(game, P2, 'mist-step', 'hand');
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker: a, target: r });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'no-block', player: P2 });
    passUntil(game, (g) => windowName(g) === 'blocked' && g.decision?.player === P2);
    ok(game, { type: 'play', player: P2, card: bounce, targets: [r] });
    passUntil(game, (g) => g.decision?.kind === 'declare-attack');
    expect(card(game, a)!.status['damage']).toBeUndefined();
    expect(events(game, 'unit-damaged')).toHaveLength(0);
    expect(events(game, 'unit-won').map((e) => e.detail?.['card'])).toEqual([a]);
    expect(events(game, 'unit-lost').map((e) => e.detail?.['card'])).toEqual([r]);
    expect(opened(game)).toContain('battle');
  });
});

describe('declarations are checked again after their window (802-6, 803-6)', () => {
  it('[BD 802-5, 802-6] an attack whose target left during 802-5 is declared again; nothing was rested', () => {
    const game = mainPhase();
    const a = put(game, P1, 'big-red', 'field');
    const r = put(game, P2, 'plain-red', 'field', { rested: true });
    for (let i = 0; i < 2; i++) put(game, P2, 'plain-blue', 'energy');
    const bounce = put(game, P2, 'mist-step', 'hand');
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker: a, target: r });
    expect(card(game, a)!.status['rested']).toBeUndefined(); // not yet rested (802-5)
    passUntil(game, (g) => g.decision?.player === P2 && g.decision?.kind === 'play');
    ok(game, { type: 'play', player: P2, card: bounce, targets: [r] });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision?.kind).toBe('declare-attack');
    expect(card(game, a)!.status['rested']).toBeUndefined();
    expect(game.legalActions()).toEqual([
      { type: 'attack', player: P1, attacker: a, target: P2 },
      { type: 'end-attacks', player: P1 },
    ]);
  });

  it('[BD 803-5, 803-6] a blocker rested during 803-5 makes the block illegal: the block is declared again', () => {
    const game = mainPhase();
    const a = put(game, P1, 'big-red', 'field');
    const b = put(game, P2, 'plain-red', 'field');
    put(game, P1, 'plain-red', 'energy');
    const rest = put(game, P1, 'tiny-bolt', 'hand');
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker: a, target: P2 });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'block', player: P2, blocker: b });
    expect(game.decision).toMatchObject({ player: P1, window: 'block-declaration' });
    ok(game, { type: 'play', player: P1, card: rest, targets: [b] });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'declare-block', player: P2 });
    expect(game.legalActions()).toEqual([{ type: 'no-block', player: P2 }]);
  });
});
