import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { createEngine, titleModule, type Game, type TitlePlugin } from '../src/index.js';
import { counterWindowKind, noneWindowKind, stackWindowKind } from '../src/windows/play-timing.js';
import type { WindowKind } from '../src/windows/window-kind.js';
import { skirmishPlugin } from './fixtures/skirmish.js';
import { playRandom } from './support/random-play.js';

/** `none`: the Vanguard-like kind; `interrupt`: the same in a title with an interrupt rule process (WS 9.1.2.1). */
type Model = 'stack' | 'counter' | 'none' | 'interrupt';

/**
 * A window after the start phase's steps in which the players may only cast (idle whenever neither holds a
 * castable card), and the fixture title with `autoPass` (a holder who can only pass is passed for) and an `idle` test on its
 * battle window's before-rule-processing hook. `plain`: the same title whose window kind never takes the
 * idle shortcut (its `idle` state goes straight on to the kind's first state), so every window runs
 * through its states as before issue 14: the reference the shortcut must match entry for entry.
 */
function plugin(model: Model, plain: boolean): TitlePlugin {
  const base = skirmishPlugin(model);
  const kernelKind = model === 'stack' ? stackWindowKind : model === 'counter' ? counterWindowKind : noneWindowKind;
  const kind: Omit<WindowKind, 'title'> = {
    ...kernelKind,
    name: `${model}-${plain ? 'plain' : 'idle'}`,
    chart: (build) => kernelKind.chart(plain ? { ...build, idle: (_steps, first) => ({ always: { target: build.own(first) } }) } : build),
  };
  return {
    ...base,
    title: {
      ...base.title,
      answerModel: kind.name,
      autoPass: true,
      windows: {
        ...base.title.windows,
        lull: { rule: 'SK 3', player: 'turn-player', moves: ['cast'], beforeRuleProcessing: 'open-damage-windows' },
      },
      flow: {
        ...base.title.flow,
        phases: base.title.flow.phases.map((phase) =>
          phase.id === 'start' ? { ...phase, steps: [...phase.steps, { id: 'lull', run: [{ playTiming: 'lull' }] }] } : phase,
        ),
      },
    },
    windowKinds: [...(base.windowKinds ?? []), kind],
    procedures: (base.procedures ?? []).map((procedure) =>
      procedure.name === 'open-damage-windows'
        ? { ...procedure, idle: (ctx) => ((ctx.state.data['packets'] as number[] | undefined) ?? []).length === 0 }
        : procedure,
    ),
  };
}

function engine(model: Model, plain: boolean) {
  return createEngine([titleModule(plugin(model, plain))]);
}

function start(model: Model, plain: boolean, seed: number): Game {
  return engine(model, plain).create({ title: 'skirmish', seed, history: 'full', players: [{ deck: 'red' }, { deck: 'blue' }] });
}

/** The lull windows of a game (`history: 'full'`): how many opened, and how many were passed idle. */
function lullWindows(game: Game): { opened: number; idle: number } {
  const log = game.history();
  let opened = 0;
  let idle = 0;
  log.forEach((entry, at) => {
    if (entry.type !== 'window-opened' || entry.detail?.['window'] !== 'lull') return;
    opened++;
    const next = log.slice(at + 1, at + 4).map((e) => `${e.type}${e.detail?.['auto'] === true ? '*' : ''}`);
    if (next.join(',') === 'passed*,passed*,window-closed') idle++;
  });
  return { opened, idle };
}

/** Counts, per state id, how often each state of `machine` is entered (an inline entry action on every node). */
function countEntries(machine: AnyStateMachine): Map<string, number> {
  const entered = new Map<string, number>();
  const visit = (node: { id: string; entry: unknown[]; states: Record<string, unknown> }): void => {
    node.entry.unshift(() => entered.set(node.id, (entered.get(node.id) ?? 0) + 1));
    for (const child of Object.values(node.states)) visit(child as typeof node);
  };
  visit(machine.root as never);
  return entered;
}

describe('idle windows (issue 14)', () => {
  for (const model of ['stack', 'counter'] as const) {
    it(`[kernel idle windows] ${model}: a window in which nobody can act gives the same game as running through its states`, () => {
      const windows = { opened: 0, idle: 0 };
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const fast = start(model, false, seed);
        const plain = start(model, true, seed);
        const played = playRandom(fast, seed, 400);
        for (const action of played.actions) expect(plain.act(action).ok).toBe(true);
        expect(fast.snapshot()).toBe(plain.snapshot());
        expect(fast.history()).toEqual(plain.history());
        expect(fast.decision).toEqual(plain.decision);
        const lull = lullWindows(fast);
        windows.opened += lull.opened;
        windows.idle += lull.idle;
      }
      // Both ways were taken: windows passed idle, and windows in which someone could act.
      expect(windows.idle).toBeGreaterThan(0);
      expect(windows.idle).toBeLessThan(windows.opened);
    });
  }

  for (const model of ['none', 'interrupt'] as const) {
    it(`[kernel idle windows] ${model}: a window without responses is passed or goes to its offer without entering its check timing, the same game`, () => {
      const played = (plain: boolean, seed: number) => {
        const built = engine(model, plain);
        const entered = countEntries(built.title('skirmish').machine);
        const game = built.create({ title: 'skirmish', seed, history: 'full', players: [{ deck: 'red' }, { deck: 'blue' }] });
        return { game, entered, actions: playRandom(game, seed, 300).actions };
      };
      const windowRounds = (entered: Map<string, number>): number =>
        [...entered].filter(([id]) => /play-timing:[^.]+\.check-timing\.round$/.test(id)).reduce((a, [, n]) => a + n, 0);
      let fastRounds = 0;
      let plainRounds = 0;
      for (const seed of [1, 2, 3, 4]) {
        const fast = played(false, seed);
        const plain = played(true, seed);
        expect(fast.actions).toEqual(plain.actions);
        expect(fast.game.snapshot()).toBe(plain.game.snapshot());
        expect(fast.game.history()).toEqual(plain.game.history());
        expect(fast.game.decision).toEqual(plain.game.decision);
        fastRounds += windowRounds(fast.entered);
        plainRounds += windowRounds(plain.entered);
      }
      // Every window's first check-timing round is entered without the idle state; with it only a round after an
      // action (or a first one that had something to do) is.
      expect(fastRounds).toBeLessThan(plainRounds);
    });
  }

  it('[kernel idle windows] an idle priority window is passed for both players without entering its priority states', () => {
    const played = (plain: boolean) => {
      const built = engine('stack', plain);
      const entered = countEntries(built.title('skirmish').machine);
      const game = built.create({ title: 'skirmish', seed: 3, history: 'full', players: [{ deck: 'red' }, { deck: 'blue' }] });
      playRandom(game, 3, 300);
      return { game, entered };
    };
    const fast = played(false);
    const plain = played(true);
    expect(fast.game.snapshot()).toBe(plain.game.snapshot());
    // Lull windows opened, and those in which both players were passed for at once and nothing else happened.
    const { opened, idle } = lullWindows(fast.game);
    expect(idle).toBeGreaterThan(0);
    expect(idle).toBeLessThan(opened);
    const lull = 'game.turn.start.lull.play-timing:lull';
    const count = (run: typeof fast, state: string) => run.entered.get(`${lull}.${state}`) ?? 0;
    // Each idle window skipped its offers; the others made their offers as before, some of
    // them going straight to the first offer when nothing before it had anything to do. A window is entered at
    // its idle state, or not at all where the run-ahead reaches it (through the check timing before it) and runs
    // its idle steps itself (flow/run-ahead.ts).
    expect(count(fast, 'idle')).toBeLessThanOrEqual(opened);
    expect(count(plain, 'rules-before-round') - count(fast, 'rules-before-round')).toBeGreaterThanOrEqual(idle);
    // Both offers: the plain chart enters the turn player's offer and, after that pass, passes for the other
    // player without entering the offer again (the pass shortcut, 1103-10).
    expect(count(plain, 'priority') - count(fast, 'priority')).toBe(idle);
    // Neither enters the close state of this outermost window: it is closed on the way out (1103-8), one step less.
    expect(count(plain, 'close')).toBe(0);
    expect(count(fast, 'close')).toBe(0);
  });
});
