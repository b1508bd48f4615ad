import { createEngine, playLoop, titleModule, type Action, type Engine } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { buildDividePlugin } from '../src/index.js';
import { defineCard } from '../src/cards/schema.js';
import { P1, P2, card, mainPhase, power, put } from './board.js';
import { engine } from './support.js';

const activate = (player: string, id: string): Action => ({ type: 'activate', player, card: id, ability: 0 });
const pass = (player: string): Action => ({ type: 'pass', player });

/** Tidal Twin with a growing power: each round of its loop changes the game (a test card; the demo one only stands). */
const powerTwin = defineCard({
  id: 'power-twin',
  name: 'Power Twin',
  type: 'unit',
  cost: { total: 2, colours: ['blue'] },
  power: 2000,
  hit: 1,
  abilities: [
    {
      kind: 'activated',
      label: 'Power Twin: stand the others',
      timing: ['quick'],
      cost: [{ do: 'rest', cards: 'self' }],
      effect: [
        { do: 'stand', cards: { zone: 'field', where: { all: [{ test: 'unit' }, { test: 'not-self' }] } } },
        {
          do: 'modify',
          cards: { zone: 'field', where: { all: [{ test: 'unit' }, { test: 'not-self' }] } },
          stat: 'power',
          add: 1000,
          duration: 'turn',
        },
      ],
    },
  ],
});
const withTwins = createEngine([titleModule({ ...buildDividePlugin, cards: [...(buildDividePlugin.cards ?? []), powerTwin] })]);

function twins(using: Engine = withTwins, twin = 'power-twin') {
  const game = mainPhase(1, using);
  const a = put(game, P1, twin, 'field');
  const b = put(game, P1, twin, 'field', { rested: true });
  return { game, a, b };
}

describe('loops (1602)', () => {
  it('[BD 1602-1, 1602-1b] a loop only one player can stop: that player shows the series and the count, and it is carried out that many times', () => {
    const { game, a, b } = twins();
    // With one twin rested, after each activation P1 has nothing else to do: the engine passes for P1
    // (autoPass, not a choice) and the ability resolves.
    const actions = [activate(P1, a), activate(P1, b)];
    // P2 has no choice inside it, so P2 cannot be the one who shows it.
    const refused = playLoop(game, { player: P2, actions, times: 5 });
    expect(refused).toMatchObject({ ok: false, error: { code: 'LOOP_PROPOSER', rule: 'BD 1602-1b' }, performed: 0 });
    expect(power(game, a)).toBe(2000);
    const outcome = playLoop(game, { player: P1, actions, times: 5 });
    expect(outcome).toEqual({ ok: true, performed: 5 });
    expect(power(game, a)).toBe(7000);
    expect(power(game, b)).toBe(7000);
    expect(card(game, a)!.status['rested']).toBeUndefined();
    expect(card(game, b)!.status['rested']).toBe(true);
    expect(game.decision).toMatchObject({ kind: 'play', player: P1 });
  });

  it('[BD 1602-1a] when both players can stop it, the turn player proposes; the other accepts or names a smaller count, then must act outside the loop', () => {
    const { game, a, b } = twins();
    put(game, P2, 'plain-blue', 'energy');
    put(game, P2, 'quick-insight', 'hand'); // P2 now holds real priority in each window: a choice inside the loop
    const actions = [activate(P1, a), pass(P2), activate(P1, b), pass(P2)];
    expect(playLoop(game, { player: P2, actions, times: 10 }, () => 10)).toMatchObject({
      ok: false,
      error: { code: 'LOOP_PROPOSER', rule: 'BD 1602-1a' },
    });
    expect(playLoop(game, { player: P1, actions, times: 10 })).toMatchObject({ ok: false, error: { code: 'LOOP_NEEDS_ANSWER' } });
    expect(playLoop(game, { player: P1, actions, times: 10 }, () => 11)).toMatchObject({
      ok: false,
      error: { code: 'LOOP_BAD_ANSWER' },
    });
    expect(power(game, a)).toBe(2000); // nothing was carried out
    const offered: number[] = [];
    const outcome = playLoop(game, { player: P1, actions, times: 10 }, (p) => {
      offered.push(p.times);
      return 3;
    });
    expect(offered).toEqual([10]);
    expect(outcome).toEqual({ ok: true, performed: 3, stopped: 'smaller-count', mustLeave: { player: P2, notAllowed: pass(P2) } });
    expect(power(game, b)).toBe(5000);
    expect(power(game, a)).toBe(5000);
    // The series ran on to P2's first action in it: A's ability waits, and P2 holds priority.
    expect(game.state.stack).toHaveLength(1);
    expect(game.decision).toMatchObject({ kind: 'play', player: P2 });
  });

  it('[BD 1602-1c] a repetition that leaves the game state exactly as it was cannot be carried out again', () => {
    const bell = defineCard({
      id: 'idle-bell',
      name: 'Idle Bell',
      type: 'unit',
      cost: { total: 1, colours: ['blue'] },
      power: 1000,
      hit: 1,
      abilities: [{ kind: 'activated', label: 'Idle Bell: stand this', timing: ['quick'], effect: [{ do: 'stand', cards: 'self' }] }],
    });
    const using = createEngine([titleModule({ ...buildDividePlugin, cards: [...(buildDividePlugin.cards ?? []), bell] })]);
    const game = mainPhase(1, using);
    const idle = put(game, P1, 'idle-bell', 'field');
    expect(playLoop(game, { player: P1, actions: [activate(P1, idle), pass(P1)], times: 4 })).toEqual({
      ok: true,
      performed: 1,
      stopped: 'same-state',
    });
    // The demo deck's Tidal Twins: a round (A stands B, B stands A) leaves everything as it was.
    const demo = twins(engine, 'tidal-twin');
    expect(playLoop(demo.game, { player: P1, actions: [activate(P1, demo.a), activate(P1, demo.b)], times: 3 })).toEqual({
      ok: true,
      performed: 1,
      stopped: 'same-state',
    });
    // A loop that changes the game each time is not stopped (the twins' power grows).
    const { game: other, a, b } = twins();
    expect(playLoop(other, { player: P1, actions: [activate(P1, a), activate(P1, b)], times: 4 })).toEqual({
      ok: true,
      performed: 4,
    });
  });
});
