import { editPosition } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { card, change, mainPhase, ok, P1, P2, passUntil, power, put, rejects, windowName } from './board.js';

type G = ReturnType<typeof mainPhase>;
const settle = (game: G) => passUntil(game, (g) => g.state.stack.length === 0 && windowName(g) === 'main');

describe('small rules', () => {
  it('[BD 516-2a, 104-2a, 502-1] 0 damage to a unit is not dealt; resting a rested unit changes nothing', () => {
    const game = mainPhase();
    const u = put(game, P2, 'plain-red', 'field', { rested: true });
    put(game, P1, 'plain-red', 'energy');
    const from = game.state.log.length;
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'tiny-bolt', 'hand'), targets: [u] });
    settle(game);
    expect(card(game, u)!.status).toEqual({ rested: true });
    expect(game.state.log.slice(from).some((e) => e.type === 'unit-damaged')).toBe(false);
  });

  it('[BD 1206-2a, 1206-2a:i, 1206-2c] identical abilities on two cards keep separate usage counts', () => {
    const game = mainPhase();
    const [z1, z2] = [put(game, P1, 'aegis-maiden', 'field'), put(game, P1, 'aegis-maiden', 'field')];
    ok(game, { type: 'activate', player: P1, card: z1, ability: 0 });
    settle(game);
    ok(game, { type: 'activate', player: P1, card: z2, ability: 0 });
    settle(game);
    change(game, z1, { status: { rested: null } });
    rejects(game, { type: 'activate', player: P1, card: z1, ability: 0 }, 'LIMIT_REACHED');
  });

  it('[BD 202-1c, 202-1e] an activated ability and its effect are controlled by the player who played it', () => {
    const game = mainPhase();
    const z = put(game, P1, 'aegis-maiden', 'field');
    put(game, P2, 'plain-blue', 'energy');
    put(game, P2, 'quick-insight', 'hand');
    ok(game, { type: 'activate', player: P1, card: z, ability: 0 });
    expect(game.state.stack.map((i) => i.controller)).toEqual([P1]);
    expect(game.decision?.player).toBe(P2);
  });

  it('[BD 1103-7, 1204-2a] a Quick activated ability may be played outside the main phase; a Normal one may not', () => {
    const game = mainPhase();
    const z = put(game, P2, 'aegis-maiden', 'field');
    const forge = put(game, P2, 'forge-keeper', 'field');
    put(game, P2, 'plain-red', 'energy');
    passUntil(game, (g) => g.decision?.player === P2);
    expect(game.legalActions()).toContainEqual({ type: 'activate', player: P2, card: z, ability: 0 });
    rejects(game, { type: 'activate', player: P2, card: forge, ability: 0 }, 'BD_NOT_MAIN_TIMING');
    rejects(game, { type: 'activate', player: P2, card: z, ability: 1 }, 'BAD_TARGET');
    rejects(game, { type: 'activate', player: P2, card: put(game, P1, 'aegis-maiden', 'field'), ability: 0 }, 'BAD_TARGET');
  });

  it('[BD 1208-1, 1208-1g] numeric effects add up in timestamp order on top of the printed value', () => {
    const game = mainPhase();
    const u = put(game, P1, 'plain-red', 'field');
    for (let i = 0; i < 2; i++) put(game, P1, 'white-energy', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'power-up', 'hand'), targets: [u] });
    settle(game);
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'power-up', 'hand'), targets: [u] });
    settle(game);
    const stats = game.view(P2).zones[`${P1}/field`]!.cards.find((c) => c.id === u)!.stats!;
    expect(stats['power']).toBe(9000);
  });
});

describe('continuous effects on entering (1208-3)', () => {
  for (const open of [false, true]) {
    it(`[BD 1208-3, 1208-3a] an enter trigger sees the values zone effects give on entry (territory ${open ? 'open' : 'closed'})`, () => {
      const game = mainPhase();
      if (open) change(game, game.state.zones[`${P1}/territory`]![0]!, { status: { open: true } });
      put(game, P1, 'plain-red', 'energy');
      const hand = game.state.zones[`${P1}/hand`]!.length;
      ok(game, { type: 'play', player: P1, card: put(game, P1, 'proud-recruit', 'hand') });
      settle(game);
      expect(game.state.zones[`${P1}/hand`]!.length).toBe(open ? hand + 1 : hand);
    });
  }
});

describe('priority after a resolution (1103-9)', () => {
  it("[BD 1103-9, 1103-9a, 1103-9b, 1103-10] after the non-turn player's item resolves, the turn player gets priority, and both must pass again", () => {
    const game = mainPhase();
    for (let i = 0; i < 2; i++) put(game, P1, 'plain-blue', 'energy');
    for (let i = 0; i < 2; i++) put(game, P2, 'plain-blue', 'energy');
    put(game, P1, 'quick-insight', 'hand');
    const [q1] = [put(game, P2, 'quick-insight', 'hand'), put(game, P2, 'quick-insight', 'hand')];
    ok(game, { type: 'pass', player: P1 });
    ok(game, { type: 'play', player: P2, card: q1! });
    expect(game.decision).toMatchObject({ player: P2 }); // 1103-11: P2 keeps priority
    ok(game, { type: 'pass', player: P2 });
    expect(game.decision).toMatchObject({ player: P1 }); // 1103-10
    const p2Hand = game.state.zones[`${P2}/hand`]!.length;
    ok(game, { type: 'pass', player: P1 });
    expect(game.state.zones[`${P2}/hand`]!.length).toBe(p2Hand + 1); // resolved (1103-9a)
    expect(game.decision).toMatchObject({ player: P1, window: 'main' }); // 1103-9b: the turn player
    ok(game, { type: 'pass', player: P1 });
    expect(game.decision).toMatchObject({ player: P2, window: 'main' }); // P2 must pass again
  });

  it('[BD 1208-1g] within the numeric layer effects apply by timestamp only: a later +N counts after an earlier "becomes N"', () => {
    const game = mainPhase();
    const u = put(game, P1, 'plain-red', 'field');
    const base = { controller: P1, cards: [u], stat: 'power', duration: 'turn', layer: 'numeric' };
    editPosition(game)
      .effect({ ...base, modification: { set: 3000 } })
      .build();
    editPosition(game)
      .effect({ ...base, modification: { add: 2000 } })
      .build();
    // Set-after-add would give 3000; by timestamp it is 3000, then +2000.
    expect(power(game, u)).toBe(5000);
    editPosition(game)
      .effect({ ...base, modification: { set: 1000 } })
      .build();
    expect(power(game, u)).toBe(1000);
  });
});
