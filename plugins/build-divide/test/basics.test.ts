import { numberStat } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import {
  bdData,
  card,
  change,
  mainPhase,
  ok,
  P1,
  P2,
  pass,
  passUntil,
  power,
  put,
  rejects,
  toDeclaration,
  windowName,
  zone,
} from './board.js';
import { newGame, playRandom } from './support.js';

type G = ReturnType<typeof mainPhase>;
const settle = (game: G) => passUntil(game, (g) => g.state.stack.length === 0 && windowName(g) === 'main');

describe('zones and card states (400)', () => {
  it('[BD 401-2, 405-2, 407-2, 411-2, 414-2, 408-3, 409-2, 410-2, 401-1, 405-1, 406-1, 407-1, 408-1, 409-1, 410-1, 411-1, 413-1, 414-1] what each player may see of each zone', () => {
    const game = newGame(2);
    const view = game.view(P2);
    expect(view.zones[`${P1}/hand`]!.count).toBe(5);
    expect(view.zones[`${P1}/hand`]!.cards).toEqual([]);
    expect(view.zones[`${P2}/hand`]!.cards).toHaveLength(5);
    expect(view.zones[`${P1}/life`]!.cards).toEqual([]);
    expect(view.zones[`${P2}/life`]!.cards).toEqual([]);
    expect(view.zones[`${P2}/deck`]!.cards).toEqual([]);
    expect(view.zones[`${P1}/d-deck`]!.count).toBe(2);
    expect(view.zones[`${P1}/d-deck`]!.cards).toEqual([]);
    expect(game.view(P1).zones[`${P1}/d-deck`]!.cards).toHaveLength(2);
    // 410-2: the territory zone is visible to all; its card shows the other player the side that is up (410-2a).
    expect(view.zones[`${P1}/territory`]!.cards.map((c) => c.name)).toEqual(['Smouldering Gate']);
    expect(game.view(P1).zones[`${P1}/territory`]!.cards.map((c) => c.card)).toEqual(['blaze-citadel']);
  });

  it('[BD 401-5, 406-6b, 403-2c] a card that changes zones is a new object, standing, with no damage', () => {
    const game = mainPhase();
    const u = put(game, P1, 'plain-red', 'field', { rested: true, damage: 1000 });
    for (let i = 0; i < 2; i++) put(game, P2, 'plain-blue', 'energy');
    const bounce = put(game, P2, 'mist-step', 'hand');
    pass(game);
    ok(game, { type: 'play', player: P2, card: bounce, targets: [u] });
    passUntil(game, (g) => g.state.stack.length === 0);
    const inHand = zone(game, P1, 'hand')
      .map((id) => card(game, id)!)
      .find((c) => c.card === 'plain-red')!;
    expect(inHand.id).not.toBe(u);
    expect(inHand.status).toEqual({});
  });

  it("[BD 404-1, 319-3, 1203-5] a territory's open-side ability works only while it is open", () => {
    const game = mainPhase();
    const unit = put(game, P1, 'plain-red', 'field');
    const territory = zone(game, P1, 'territory')[0]!;
    expect(power(game, unit)).toBe(3000);
    change(game, territory, { status: { open: true } });
    expect(power(game, unit)).toBe(4000);
  });

  it('[BD 413-2, 413-4, 413-4a, 202-1a, 202-1a:i] the resolution zone is shared and ordered; cards there are controlled by who played them', () => {
    const game = mainPhase();
    put(game, P1, 'plain-blue', 'energy');
    put(game, P2, 'plain-blue', 'energy');
    const mine = put(game, P1, 'quick-insight', 'hand');
    put(game, P1, 'quick-insight', 'hand');
    put(game, P1, 'plain-blue', 'energy');
    const theirs = put(game, P2, 'quick-insight', 'hand');
    ok(game, { type: 'play', player: P1, card: mine });
    pass(game);
    ok(game, { type: 'play', player: P2, card: theirs });
    const resolution = zone(game, 'shared', 'resolution').map((id) => card(game, id)!);
    expect(resolution.map((c) => c.controller)).toEqual([P2, P1]); // top first: P2's answer is on top
  });
});

describe('priority (1100)', () => {
  it('[BD 1102-1, 1102-2, 1102-1a] only the priority holder may play', () => {
    const game = mainPhase();
    put(game, P2, 'plain-blue', 'energy');
    const q = put(game, P2, 'quick-insight', 'hand');
    rejects(game, { type: 'play', player: P2, card: q }, 'NOT_YOUR_DECISION');
  });

  it('[BD 1101-1, 1101-2, 1103-1, 701-2, 703-1, 703-2, 703-4, 704-1, 705-1, 801-2, 802-2, 802-3, 802-5, 802-9, 802-9a, 802-10, 803-1, 803-2, 803-5, 803-9, 803-10, 803-11, 805-2] every step of the turn opens its play window, in order, after its "start of" event', () => {
    const game = mainPhase();
    const a = put(game, P1, 'big-red', 'field');
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker: a, target: P2 });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'no-block', player: P2 });
    passUntil(game, (g) => g.decision?.kind === 'declare-attack');
    const windows = game.state.log.filter((e) => e.type === 'window-opened').map((e) => String(e.detail?.['window']));
    expect(windows).toEqual([
      'stand',
      'draw-start',
      'draw-end',
      'main',
      'attack-phase',
      'attack-step',
      'declaration',
      'attacked',
      'block-step',
      'block-declaration',
      'blocked',
      'damage',
      'attack-step',
    ]);
    // Each "start of" event comes before its step's window (703-1, 704-1, 802-2, 803-1).
    const order = game.state.log
      .filter((e) => e.type === 'window-opened' || e.type.endsWith('-start') || e.type === 'attacked')
      .map((e) => (e.type === 'window-opened' ? `window:${String(e.detail?.['window'])}` : e.type));
    const before = (event: string, window: string) =>
      expect(order.indexOf(event), `${event} before ${window}`).toBeLessThan(order.indexOf(`window:${window}`));
    before('draw-phase-start', 'draw-start');
    before('main-phase-start', 'main');
    before('attack-step-start', 'attack-step');
    before('block-step-start', 'block-step');
    // 802-9, 802-9a: the attacker is rested and "attacked" happens before the window after the declaration.
    expect(card(game, a)?.status['rested']).toBe(true);
    expect(order.indexOf('attacked')).toBeGreaterThan(order.indexOf('window:declaration'));
    expect(order.indexOf('attacked')).toBeLessThan(order.indexOf('window:attacked'));
  });
});

describe('abilities (1200)', () => {
  it("[BD 1201-2, 1203-3, 1203-4] a unit's abilities work only on the field", () => {
    const game = mainPhase();
    put(game, P1, 'watcher', 'hand');
    put(game, P1, 'plain-blue', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'plain-blue', 'hand') });
    settle(game);
    expect(game.state.log.some((e) => e.type === 'item-resolves' && String(e.detail?.['label']).startsWith('Watcher'))).toBe(false);
  });

  it("[BD 521-3] an aura's own abilities are inactive", () => {
    const game = mainPhase();
    const host = put(game, P1, 'plain-red', 'field');
    const aura = put(game, P1, 'watcher', 'aura', { aura: true, host: 0 });
    change(game, aura, { status: { host: host } });
    put(game, P1, 'plain-blue', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'plain-blue', 'hand') });
    settle(game);
    expect(game.state.log.some((e) => e.type === 'item-resolves' && String(e.detail?.['label']).startsWith('Watcher'))).toBe(false);
  });

  it('[BD 1208-1, 1208-2] continuous effects: granted keywords before numbers; effects stay with the object they were made for', () => {
    const game = mainPhase();
    const u = put(game, P1, 'plain-red', 'field');
    put(game, P1, 'white-energy', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'power-up', 'hand'), targets: [u] });
    settle(game);
    expect(numberStat(game, u, 'power')).toBe(6000);
    // The object that left is gone; a new object of the same card is not affected (1208-2).
    const again = put(game, P1, 'plain-red', 'field');
    expect(numberStat(game, again, 'power')).toBe(3000);
  });

  it("[BD 1211-3, 516-1, 1002-1, 1211-1] effect damage makes a packet whose source is the ability's card", () => {
    const game = mainPhase();
    for (let i = 0; i < 2; i++) put(game, P1, 'plain-red', 'energy');
    put(game, P1, 'quick-insight', 'hand');
    put(game, P1, 'plain-blue', 'energy');
    const fire = put(game, P1, 'flash-fire', 'hand');
    ok(game, { type: 'play', player: P1, card: fire });
    passUntil(game, (g) => bdData(g).packets.length > 0 || windowName(g) === 'damage');
    const packet = bdData(game).packets[0]!;
    expect(packet).toMatchObject({ player: P2, source: 'effect', amount: 2 });
    expect(card(game, packet.card!)?.card ?? game.state.lastKnown[packet.card!]?.card).toBe('flash-fire');
  });
});

describe('outcome (103)', () => {
  it('[BD 103-1] a game ends as soon as a player loses: the player who has not lost wins', () => {
    const game = newGame(5);
    playRandom(game, 5);
    expect(game.result?.kind).toBe('win');
    const loser = game.state.players.find((p) => p.losing !== undefined);
    expect(loser).toBeDefined();
    expect(game.result?.kind === 'win' ? game.result.winner : null).toBe(game.state.players.find((p) => p !== loser)!.id);
    const after = game.act({ type: 'pass', player: P1 });
    expect(after.ok ? null : after.error.code).toBe('GAME_OVER');
    expect(game.result?.reason).toMatch(/BD (1003-2a|507-1b)/);
  });
});
