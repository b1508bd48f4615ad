import { describe, expect, it } from 'vitest';
import { P1, P2, bdData, card, clear, count, mainPhase, ok, passUntil, put, rejects, toDeclaration, windowName, zone } from './board.js';
import { engine } from './support.js';

type G = ReturnType<typeof mainPhase>;
const checks = (game: G) => game.state.log.filter((e) => e.type === 'trigger-check');
const lifeOf = (game: G, player: string, cards: string[]) => {
  clear(game, player, 'life');
  return cards.map((c) => put(game, player, c, 'life'));
};

/** P1's attacker hits P2 unblocked: returns the game at P2's block decision. */
function unblockedAttack(game: G, attacker: string): string {
  const a = put(game, P1, attacker, 'field');
  toDeclaration(game);
  ok(game, { type: 'attack', player: P1, attacker: a, target: P2 });
  passUntil(game, (g) => g.decision?.kind !== 'play');
  ok(game, { type: 'no-block', player: P2 });
  return a;
}

describe('player damage (1000, 1104)', () => {
  it("[BD 1002-2b, 1103-8a, 805-1, 311-2, 1103-1a, 1103-4, 1103-6, 1002-2a, 1001-1] BD-044: the hit packet follows the attacker's current Hit", () => {
    const game = mainPhase();
    lifeOf(game, P2, Array(10).fill('blank-life'));
    put(game, P1, 'plain-red', 'energy');
    const surge = put(game, P1, 'valor-surge', 'hand');
    const a = unblockedAttack(game, 'twin-hitter');
    passUntil(game, (g) => windowName(g) === 'damage' && g.decision?.player === P1 && checks(g).length === 1);
    expect(count(game, P2, 'life')).toBe(9);
    ok(game, { type: 'play', player: P1, card: surge, targets: [a] });
    passUntil(game, (g) => g.decision?.kind === 'declare-attack');
    expect(checks(game)).toHaveLength(3);
    expect(count(game, P2, 'life')).toBe(7);
    expect(bdData(game).packets).toHaveLength(0);
  });

  it('[BD 1003-2c, 1003-3, 1103-5, 1104-2, 1104-3, 309-1, 1003-2b, 1103-8b, 1003-1, 1104-1] BD-046: a Buster opens a nested damage window', () => {
    const game = mainPhase();
    lifeOf(game, P2, ['buster-life', 'blank-life', 'blank-life']);
    const from = game.state.log.length;
    unblockedAttack(game, 'big-red');
    passUntil(game, (g) => g.decision?.kind === 'declare-attack');
    expect(count(game, P2, 'life')).toBe(1);
    expect(
      zone(game, P2, 'graveyard')
        .map((id) => card(game, id)!.card)
        .sort(),
    ).toEqual(['blank-life', 'buster-life']);
    const seq = game.state.log
      .slice(from)
      .filter(
        (e) =>
          ['window-opened', 'window-closed', 'trigger-check', 'damage-packet'].includes(e.type) &&
          (!e.type.startsWith('window') || e.detail?.['window'] === 'damage'),
      )
      .map((e) =>
        e.type === 'damage-packet'
          ? `packet:${String(e.detail?.['source'])}`
          : e.type === 'trigger-check'
            ? `check:${String(e.detail?.['definition'])}`
            : e.type,
      );
    expect(seq).toEqual([
      'packet:hit',
      'window-opened',
      'check:buster-life',
      'packet:buster',
      'window-opened',
      'check:blank-life',
      'window-closed',
      'window-closed',
    ]);
    const buster = game.state.log.find((e) => e.type === 'damage-packet' && e.detail?.['source'] === 'buster');
    expect(buster?.detail?.['amount']).toBe(1);
  });

  it('[BD 1003-2c, 1104] BD-047: a Buster chain opens a window inside a window inside a window', () => {
    const game = mainPhase();
    lifeOf(game, P2, ['buster-life', 'buster-life', 'blank-life', 'blank-life']);
    unblockedAttack(game, 'big-red');
    passUntil(game, (g) => g.decision?.kind === 'declare-attack');
    // Each window opened before the previous one closed: three nested damage windows.
    let depth = 0;
    let deepest = 0;
    for (const e of game.state.log) {
      if (e.type === 'window-opened' && e.detail?.['window'] === 'damage') deepest = Math.max(deepest, ++depth);
      if (e.type === 'window-closed' && e.detail?.['window'] === 'damage') depth--;
    }
    expect(deepest).toBe(3);
    const damageWindows = game.state.log.filter((e) => e.type === 'window-opened' && e.detail?.['window'] === 'damage');
    expect(damageWindows).toHaveLength(3);
    expect(count(game, P2, 'life')).toBe(1);
  });

  it('[BD 516-1, 1103-9b, 1103-5, 1104, 1103-7] BD-049: effect damage opens a damage window nested in the main window', () => {
    const game = mainPhase();
    lifeOf(game, P2, Array(5).fill('blank-life'));
    put(game, P1, 'plain-red', 'energy');
    put(game, P1, 'plain-blue', 'energy');
    const fire = put(game, P1, 'flash-fire', 'hand');
    const q = put(game, P1, 'quick-insight', 'hand');
    const normal = put(game, P1, 'normal-unit', 'hand');
    ok(game, { type: 'play', player: P1, card: fire });
    passUntil(game, (g) => windowName(g) === 'damage');
    expect(game.state.windows.map((w) => w.name)).toEqual(['main', 'damage']);
    expect(game.decision?.player).toBe(P1);
    expect(bdData(game).packets).toHaveLength(1);
    rejects(game, { type: 'play', player: P1, card: normal }, 'BD_NOT_MAIN_TIMING');
    rejects(game, { type: 'place-energy', player: P1, card: normal }, 'BD_NOT_MAIN_TIMING');
    ok(game, { type: 'play', player: P1, card: q });
    passUntil(game, (g) => windowName(g) === 'main');
    expect(count(game, P2, 'life')).toBe(3);
    expect(checks(game)).toHaveLength(2);
    expect(bdData(game).packets).toHaveLength(0);
    expect(game.decision).toMatchObject({ player: P1, window: 'main' });
    expect(game.legalActions()).toContainEqual({ type: 'place-energy', player: P1, card: normal });
  });

  it('[BD 1104-2, 1104-3, 1104-3a] BD-050: effect damage made inside a hit damage window is dealt first', () => {
    const game = mainPhase();
    lifeOf(game, P2, Array(10).fill('blank-life'));
    put(game, P1, 'plain-red', 'energy');
    const spark = put(game, P1, 'spark', 'hand');
    unblockedAttack(game, 'twin-hitter');
    passUntil(game, (g) => windowName(g) === 'damage' && g.decision?.player === P1);
    expect(checks(game)).toHaveLength(1);
    ok(game, { type: 'play', player: P1, card: spark });
    passUntil(game, (g) => g.decision?.kind === 'declare-attack');
    expect(count(game, P2, 'life')).toBe(7);
    const packets = checks(game).map((e) => Number(e.detail?.['packet']));
    expect(packets[0]).toBe(packets[2]);
    expect(packets[1]).not.toBe(packets[0]);
  });

  it('[BD 1003-2a, 1103-8a, 103-1] BD-052: the damaged player loses at a trigger check with no life left', () => {
    const game = mainPhase();
    lifeOf(game, P2, ['blank-life']);
    unblockedAttack(game, 'twin-hitter');
    passUntil(game, () => game.result !== null);
    expect(game.result).toMatchObject({ kind: 'win', winner: P1 });
    expect(checks(game)).toHaveLength(1);
    expect(count(game, P2, 'graveyard')).toBe(1);
  });

  it('[BD 507-1, 507-1a] BD-053: drawing from an empty deck takes the top life card', () => {
    const game = mainPhase();
    clear(game, P2, 'deck');
    const life = lifeOf(game, P2, Array(4).fill('blank-life'));
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'end-attacks', player: P1 });
    passUntil(
      game,
      (g) => g.state.turn.number === 2 && g.decision !== null && g.position().phase !== 'stand' && g.position().phase !== 'draw',
    );
    expect(game.result).toBeNull();
    expect(count(game, P2, 'life')).toBe(3);
    expect(zone(game, P2, 'hand').map((id) => card(game, id)!.serial)).toEqual([game.state.lastKnown[life[0]!]?.serial ?? -1]);
  });

  it('[BD 507-1b] drawing with an empty deck and an empty life zone loses', () => {
    const game = mainPhase();
    clear(game, P2, 'deck');
    clear(game, P2, 'life');
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'end-attacks', player: P1 });
    passUntil(game, () => game.result !== null);
    expect(game.result).toMatchObject({ kind: 'win', winner: P1 });
  });

  it('[BD 103-2] BD-055: a player may concede at any time, without priority', () => {
    const game = mainPhase();
    expect(game.decision?.player).toBe(P1);
    ok(game, { type: 'concede', player: P2 });
    expect(game.result).toMatchObject({ kind: 'win', winner: P1 });
  });

  it('[BD 407-4a, 407-4b, 407-4c] BD-056: becoming red zone triggers once per onset', () => {
    const game = mainPhase();
    lifeOf(game, P2, Array(6).fill('blank-life'));
    put(game, P2, 'red-alarm', 'field');
    for (let i = 0; i < 2; i++) put(game, P1, 'plain-red', 'energy');
    const [s1, s2] = [put(game, P1, 'spark', 'hand'), put(game, P1, 'spark', 'hand')];
    passUntil(game, (g) => g.state.stack.length === 0);
    ok(game, { type: 'play', player: P1, card: s1! });
    passUntil(game, (g) => windowName(g) === 'main' && g.state.stack.length === 0 && bdData(g).packets.length === 0);
    expect(count(game, P2, 'life')).toBe(5);
    expect(count(game, P2, 'hand')).toBe(1);
    put(game, P2, 'blank-life', 'life'); // life back to 6: yellow zone
    ok(game, { type: 'play', player: P1, card: s2! });
    passUntil(game, (g) => windowName(g) === 'main' && g.state.stack.length === 0 && bdData(g).packets.length === 0);
    expect(count(game, P2, 'life')).toBe(5);
    expect(count(game, P2, 'hand')).toBe(2);
  });

  it("[BD 1003-2d, 512-2, 1003-2d:i, 1102-1b] a revealed Shot card may be played without paying its cost; one not played goes to its owner's graveyard", () => {
    const game = mainPhase();
    lifeOf(game, P2, ['shot-life', 'shot-life', 'blank-life']);
    unblockedAttack(game, 'twin-hitter');
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', player: P2, rule: 'BD 1003-2d' });
    ok(game, { type: 'choose', player: P2, choice: ['yes'] });
    expect(game.state.log.filter((e) => e.type === 'item-played').map((e) => e.detail?.['label'])).toEqual(['Shot Page']);
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', player: P2, rule: 'BD 1003-2d' });
    ok(game, { type: 'choose', player: P2, choice: ['no'] });
    passUntil(game, (g) => g.decision?.kind === 'declare-attack');
    expect(count(game, P2, 'hand')).toBe(1); // the played Shot drew 1
    expect(zone(game, P2, 'graveyard').map((id) => card(game, id)!.card)).toEqual(['shot-life', 'shot-life']);
    expect(count(game, P2, 'life')).toBe(1);
  });

  it('[BD 1002-2b, 1002-2b:i] a hit packet whose attacker has left the field deals nothing', () => {
    const game = mainPhase();
    lifeOf(game, P2, Array(3).fill('blank-life'));
    put(game, P2, 'plain-blue', 'energy');
    put(game, P2, 'plain-blue', 'energy');
    const bounce = put(game, P2, 'mist-step', 'hand');
    const a = unblockedAttack(game, 'twin-hitter');
    passUntil(game, (g) => windowName(g) === 'blocked' && g.decision?.player === P2);
    ok(game, { type: 'play', player: P2, card: bounce, targets: [a] });
    passUntil(game, (g) => g.decision?.kind === 'declare-attack');
    expect(count(game, P2, 'life')).toBe(3);
    expect(checks(game)).toHaveLength(0);
  });
});

describe('nested damage windows and snapshots', () => {
  it('[BD 1104-3, 1103-5] a snapshot taken inside a nested damage window restores and finishes the same way', () => {
    const game = mainPhase();
    lifeOf(game, P2, ['buster-life', 'buster-life', 'blank-life', 'blank-life']);
    for (let i = 0; i < 3; i++) put(game, P1, 'plain-blue', 'energy');
    for (let i = 0; i < 3; i++) put(game, P1, 'quick-insight', 'hand');
    unblockedAttack(game, 'big-red');
    passUntil(game, (g) => g.state.windows.length >= 3 && g.decision?.player === P1);
    // The hit's damage window (opened by the flow), and two Buster windows nested in it.
    expect(game.state.windows.map((w) => [w.name, w.nested])).toEqual([
      ['damage', false],
      ['damage', true],
      ['damage', true],
    ]);
    const restored = engine.restore(game.snapshot());
    const script = (g: G) => {
      ok(g, { type: 'play', player: P1, card: zone(g, P1, 'hand').find((id) => card(g, id)!.card === 'quick-insight')! });
      passUntil(g, (x) => x.decision?.kind === 'declare-attack');
    };
    script(game);
    script(restored);
    expect(restored.snapshot()).toBe(game.snapshot());
    expect(count(game, P2, 'life')).toBe(1);
    expect(game.state.windows.map((w) => w.name)).toEqual([]);
  });
});

describe('free plays choose their targets (1204-2g)', () => {
  it('[BD 1003-2d, 512-2, 1204-2g] a Shot card played free asks its player for its target, and hits the one chosen', () => {
    const game = mainPhase();
    lifeOf(game, P2, ['shot-snipe', 'blank-life', 'blank-life']);
    const first = put(game, P1, 'plain-red', 'field');
    const second = put(game, P1, 'plain-blue', 'field');
    unblockedAttack(game, 'big-red');
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', player: P2, rule: 'BD 1003-2d' });
    ok(game, { type: 'choose', player: P2, choice: ['yes'] });
    expect(game.decision).toMatchObject({ kind: 'select', player: P2, rule: 'BD 1204-2g', min: 1, max: 1 });
    const options = (game.decision as { options: { id: string }[] }).options.map((o) => o.id);
    expect(options).toContain(first);
    expect(options).toContain(second);
    rejects(game, { type: 'choose', player: P2, choice: [first, second] }, 'BAD_CHOICE');
    ok(game, { type: 'choose', player: P2, choice: [second] }); // not the first legal target
    passUntil(game, (g) => g.decision?.kind === 'declare-attack' || g.decision?.player === P2);
    expect(card(game, second)).toBeUndefined();
    expect(card(game, first)).toBeDefined();
    expect(zone(game, P1, 'graveyard').map((id) => card(game, id)!.card)).toContain('plain-blue');
    expect(game.state.log.some((e) => e.type === 'energy-paid' && e.player === P2)).toBe(false);
  });
});
