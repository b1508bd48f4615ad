import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { createEngine, titleModule, type Engine, type Game, type TitlePlugin } from '../src/index.js';
import { createFlowMachine } from '../src/flow/flow-machine.js';
import { stackWindowKind } from '../src/windows/play-timing.js';
import type { Chart, WindowKind } from '../src/windows/window-kind.js';
import { skirmishPlugin } from './fixtures/skirmish.js';
import { playRandom } from './support/random-play.js';
import { pushWork } from '../src/work/processor.js';
import { done } from '../src/work/work-unit.js';

type Model = 'none' | 'counter' | 'stack';

/** The fixture title with `autoPass` (so idle windows are passed for their holders) in one window kind. */
function plugin(model: Model, kind?: Omit<WindowKind, 'title'>): TitlePlugin {
  const base = skirmishPlugin(model);
  return {
    ...base,
    title: { ...base.title, autoPass: true, ...(kind === undefined ? {} : { answerModel: kind.name }) },
    windowKinds: [...(base.windowKinds ?? []), ...(kind === undefined ? [] : [kind])],
    procedures: (base.procedures ?? []).map((procedure) =>
      procedure.name === 'open-damage-windows'
        ? { ...procedure, idle: (ctx) => ((ctx.state.data['packets'] as number[] | undefined) ?? []).length === 0 }
        : procedure,
    ),
  };
}

/** Counts states entered, by id, on `machine` (an entry action added in front of every state's own). */
function countEntries(machine: AnyStateMachine): Map<string, number> {
  const entered = new Map<string, number>();
  const visit = (node: { id: string; entry: unknown[]; states: Record<string, unknown> }): void => {
    node.entry.unshift(() => entered.set(node.id, (entered.get(node.id) ?? 0) + 1));
    for (const child of Object.values(node.states)) visit(child as typeof node);
  };
  visit(machine.root as never);
  return entered;
}

/** An engine whose title statechart is compiled without the run-ahead: every state entered one by one. */
function withoutRunAhead(engine: Engine): void {
  const runtime = engine.title('skirmish') as unknown as {
    machine: AnyStateMachine;
    definition: Parameters<typeof createFlowMachine>[0];
    windowKinds: Parameters<typeof createFlowMachine>[1];
  };
  runtime.machine = createFlowMachine(runtime.definition, runtime.windowKinds, { runAhead: false });
}

interface Played {
  game: Game;
  entered: Map<string, number>;
  /** Where the chart rested at each decision, and the decision. */
  rests: string[];
}

function played(p: TitlePlugin, runAhead: boolean, seed: number): Played {
  const engine = createEngine([titleModule(p)]);
  if (!runAhead) withoutRunAhead(engine);
  const entered = countEntries(engine.title('skirmish').machine);
  const game = engine.create({ title: 'skirmish', seed, history: 'full', players: [{ deck: 'red' }, { deck: 'blue' }] });
  const rests: string[] = [];
  const record = (): void => {
    rests.push(JSON.stringify([game.state.flow.value, game.decision]));
  };
  record();
  const limit = 300;
  for (let n = 0; n < limit && game.result === null; n += 20) {
    playRandom(game, seed * 1000 + n, 20);
    record();
  }
  return { game, entered, rests };
}

const sum = (entered: Map<string, number>): number => [...entered.values()].reduce((a, b) => a + b, 0);

/** The ids of the states `machine` enters, in order (an entry action added in front of every state's own). */
function recordEntries(machine: AnyStateMachine): string[] {
  const order: string[] = [];
  const visit = (node: { id: string; entry: unknown[]; states: Record<string, unknown> }): void => {
    node.entry.unshift(() => order.push(node.id));
    for (const child of Object.values(node.states)) visit(child as typeof node);
  };
  visit(machine.root as never);
  return order;
}

/**
 * The fixture with a procedure (expiring effects until a point none uses: it does nothing) before the main phase's
 * window, so that the run-ahead from it goes on into that window, where the turn player usually may act.
 */
function procedureBeforeMain(p: TitlePlugin): TitlePlugin {
  const flow = p.title.flow;
  const phases = flow.phases.map((phase) =>
    phase.id === 'main'
      ? { ...phase, steps: phase.steps.map((step) => ({ ...step, run: [{ do: 'expire', params: { until: 'main-start' } }, ...step.run] })) }
      : phase,
  );
  return { ...p, title: { ...p.title, flow: { ...flow, phases } } };
}

/** How often a window's offer state was entered straight after the window's own state, its idle state not entered. */
function offersLandedIn(p: TitlePlugin, runAhead: boolean, seed: number): number {
  const engine = createEngine([titleModule(p)]);
  if (!runAhead) withoutRunAhead(engine);
  const order = recordEntries(engine.title('skirmish').machine);
  const game = engine.create({ title: 'skirmish', seed, players: [{ deck: 'red' }, { deck: 'blue' }] });
  playRandom(game, seed, 300);
  return order.filter((id, at) => /play-timing:[^.]+\.priority$/.test(id) && order[at - 1] === id.slice(0, id.lastIndexOf('.'))).length;
}

describe('the run-ahead through linear stretches of the turn (issue 14)', () => {
  for (const model of ['none', 'counter', 'stack'] as const) {
    it(`[kernel run-ahead] ${model}: procedures, gotos and idle windows run ahead give the same game, resting in the same states, in fewer states entered`, () => {
      for (const seed of [1, 2, 3, 4]) {
        const fast = played(plugin(model), true, seed);
        const plain = played(plugin(model), false, seed);
        expect(fast.rests).toEqual(plain.rests);
        expect(fast.game.snapshot()).toBe(plain.game.snapshot());
        expect(fast.game.history()).toEqual(plain.game.history());
        expect(sum(fast.entered)).toBeLessThan(sum(plain.entered));
      }
    });
  }

  it("[kernel run-ahead] a step's check timing is run ahead: its round states are entered only where a round did something", () => {
    // A step's check-timing round (not a window's): `…step.check-timing~2.round`, `…step.check-timing.next-round`.
    const stepRounds = (entered: Map<string, number>): number =>
      [...entered]
        .filter(([id]) => !id.includes('play-timing:') && /\.check-timing(~\d+)?\.(round|next-round)$/.test(id))
        .reduce((a, [, n]) => a + n, 0);
    for (const model of ['none', 'stack'] as const) {
      let fastRounds = 0;
      let plainRounds = 0;
      for (const seed of [1, 2, 3]) {
        const fast = played(plugin(model), true, seed);
        const plain = played(plugin(model), false, seed);
        expect(fast.rests).toEqual(plain.rests);
        expect(fast.game.history()).toEqual(plain.game.history());
        fastRounds += stepRounds(fast.entered);
        plainRounds += stepRounds(plain.entered);
      }
      // Without the run-ahead every check timing enters its round; with it, only a round that left work (an ability
      // played, a rule process asking) is landed in, to rest there: far fewer.
      expect(plainRounds).toBeGreaterThan(0);
      expect(fastRounds).toBeLessThan(plainRounds / 2);
    }
  });

  it('[kernel run-ahead] a window whose idle steps stop at an offer is landed in at that offer, in one step', () => {
    let landed = 0;
    for (const seed of [1, 2, 3, 4]) {
      // Without the run-ahead every window is entered at its idle state; with it, where the run-ahead went
      // through the window's idle steps and stopped at an offer, the chart goes straight to that offer's state
      // (the games are the same, as the next test shows).
      expect(offersLandedIn(procedureBeforeMain(plugin('stack')), false, seed)).toBe(0);
      landed += offersLandedIn(procedureBeforeMain(plugin('stack')), true, seed);
    }
    expect(landed).toBeGreaterThan(0);
  });

  it('[kernel run-ahead] landing at an offer gives the same game as entering the window state by state', () => {
    for (const seed of [1, 2, 3, 4]) {
      const fast = played(procedureBeforeMain(plugin('stack')), true, seed);
      const plain = played(procedureBeforeMain(plugin('stack')), false, seed);
      expect(fast.rests).toEqual(plain.rests);
      expect(fast.game.snapshot()).toBe(plain.game.snapshot());
      expect(fast.game.history()).toEqual(plain.game.history());
    }
  });

  it('[kernel run-ahead] a window the chart enters itself (after a procedure that rested) is run ahead from its idle state and left in the same step', () => {
    // Before the main window: a procedure that leaves a work unit (the chart rests there until it has run, then
    // enters what follows by its own transition) and a window in which players may only cast, often idle.
    const resting = (p: TitlePlugin): TitlePlugin => {
      const flow = p.title.flow;
      const phases = flow.phases.map((phase) =>
        phase.id === 'main'
          ? { ...phase, steps: phase.steps.map((step) => ({ ...step, run: [{ do: 'leave-work' }, { playTiming: 'lull' }, ...step.run] })) }
          : phase,
      );
      return {
        ...p,
        title: {
          ...p.title,
          flow: { ...flow, phases },
          windows: { ...p.title.windows, lull: { rule: 'SK 3', player: 'turn-player', moves: ['cast'] } },
        },
        procedures: [...(p.procedures ?? []), { name: 'leave-work', run: (ctx) => void pushWork(ctx, 'test-noop') }],
        processes: [...(p.processes ?? []), { kind: 'test-noop', run: () => done }],
      };
    };
    const mainIdle = (entered: Map<string, number>): number => entered.get('game.turn.main.main.play-timing:main.idle') ?? 0;
    let lullWindows = 0;
    let mainIdles = 0;
    for (const seed of [1, 2, 3, 4]) {
      const fast = played(resting(plugin('stack')), true, seed);
      const plain = played(resting(plugin('stack')), false, seed);
      expect(fast.rests).toEqual(plain.rests);
      expect(fast.game.snapshot()).toBe(plain.game.snapshot());
      expect(fast.game.history()).toEqual(plain.game.history());
      // Without the run-ahead (and without it from the lull's idle state) the main window follows the lull by the
      // chart's own transition, so its idle state is entered every time it opens.
      expect(mainIdle(plain.entered)).toBe(plain.entered.get('game.turn.main.main.play-timing:main') ?? 0);
      lullWindows += fast.entered.get('game.turn.main.main.play-timing:lull') ?? 0;
      mainIdles += mainIdle(fast.entered);
    }
    // With it, where the lull was passed whole the run-ahead went on into the main window from the lull's idle
    // state: the chart landed at the main window's offer, or past it, without entering its idle state.
    expect(lullWindows).toBeGreaterThan(0);
    expect(mainIdles).toBeLessThan(lullWindows);
  });

  for (const model of ['counter', 'stack'] as const) {
    it(`[kernel idle windows] ${model}: a window's check timing that would do nothing is not entered, the same game`, () => {
      const run = (skip: boolean, seed: number) => {
        const engine = createEngine([titleModule(plugin(model))]);
        const runtime = engine.title('skirmish') as unknown as {
          machine: AnyStateMachine;
          definition: Parameters<typeof createFlowMachine>[0];
          windowKinds: Parameters<typeof createFlowMachine>[1];
        };
        if (!skip) runtime.machine = createFlowMachine(runtime.definition, runtime.windowKinds, { skipIdleCheckTimings: false });
        const entered = countEntries(runtime.machine);
        const game = engine.create({ title: 'skirmish', seed, history: 'full', players: [{ deck: 'red' }, { deck: 'blue' }] });
        playRandom(game, seed, 300);
        return { game, entered };
      };
      // A window's check-timing round: `…play-timing:main.act-rules.round`, `…play-timing:battle.rules.next-round`.
      const rounds = (entered: Map<string, number>): number =>
        [...entered].filter(([id]) => /play-timing:[^.]+\.[^.]+\.(round|next-round)$/.test(id)).reduce((a, [, n]) => a + n, 0);
      let skipped = 0;
      for (const seed of [1, 2, 3, 4]) {
        const fast = run(true, seed);
        const plain = run(false, seed);
        expect(fast.game.snapshot()).toBe(plain.game.snapshot());
        expect(fast.game.history()).toEqual(plain.game.history());
        expect(fast.game.decision).toEqual(plain.game.decision);
        expect(rounds(fast.entered)).toBeLessThanOrEqual(rounds(plain.entered));
        skipped += rounds(plain.entered) - rounds(fast.entered);
      }
      expect(skipped).toBeGreaterThan(0);
    });
  }

  it('[kernel run-ahead] a game restored where the run-ahead landed goes on exactly as the one that was not', () => {
    const engine = createEngine([titleModule(plugin('stack'))]);
    for (const seed of [5, 6]) {
      const game = engine.create({ title: 'skirmish', seed, players: [{ deck: 'red' }, { deck: 'blue' }] });
      playRandom(game, seed, 25);
      const restored = engine.restore(game.snapshot());
      playRandom(game, seed + 100, 60);
      playRandom(restored, seed + 100, 60);
      expect(restored.snapshot()).toBe(game.snapshot());
    }
  });
});

/**
 * Whether an `always` entry of a chart is one of the pass shortcuts (its guard names `passesOnAfterAct`), or with
 * `after`, one of those taken after that (`acted`, `passed`, `resolved`).
 */
function isPassShortcut(entry: unknown, after?: string): boolean {
  const guard = (entry as { guard?: { guards?: unknown[] } }).guard;
  return (guard?.guards ?? []).some((g) => {
    const named = g as { type?: string; params?: { after?: string } } | null;
    return named?.type === 'passesOnAfterAct' && (after === undefined || (named.params?.after ?? 'acted') === after);
  });
}

/** Whether a guard (XState's `and`/`not` keep theirs in `guards`) names the guard `name` anywhere. */
function names(guard: unknown, name: string): boolean {
  if (guard === name) return true;
  if (typeof guard === 'object' && guard !== null && (guard as { type?: unknown }).type === name) return true;
  const inner = (guard as { guards?: unknown[] } | null | undefined)?.guards;
  return Array.isArray(inner) && inner.some((g) => names(g, name));
}

/** Whether an `always` entry closes an outermost window on the way out (its guard reads `windowNested`). */
function isLeaveShortcut(entry: unknown): boolean {
  return names((entry as { guard?: unknown }).guard, 'windowNested');
}

/** The chart without the pass shortcuts (those after `after` only, when given) and, without `after`, the leave shortcuts. */
function withoutPassShortcuts(chart: Chart, after?: string): Chart {
  const copy: Chart = { ...chart };
  const kept = (entry: unknown): boolean => !isPassShortcut(entry, after) && (after !== undefined || !isLeaveShortcut(entry));
  if (Array.isArray(copy['always'])) copy['always'] = (copy['always'] as unknown[]).filter(kept);
  if (copy['states'] !== undefined) {
    copy['states'] = Object.fromEntries(
      Object.entries(copy['states'] as Record<string, Chart>).map(([k, v]) => [k, withoutPassShortcuts(v, after)]),
    );
  }
  return copy;
}

describe('passing for players who can only pass, after an action or a resolution (issue 14)', () => {
  it('[kernel pass shortcut] with and without the shortcuts the same game: the same offers rest, fewer check timings are entered', () => {
    const kind = (plain: boolean): Omit<WindowKind, 'title'> => ({
      ...stackWindowKind,
      name: plain ? 'stack-plain' : 'stack-fast',
      chart: (build) => (plain ? withoutPassShortcuts(stackWindowKind.chart(build)) : stackWindowKind.chart(build)),
    });
    let skipped = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const fast = played(plugin('stack', kind(false)), true, seed);
      const plain = played(plugin('stack', kind(true)), true, seed);
      expect(fast.rests).toEqual(plain.rests);
      expect(fast.game.snapshot()).toBe(plain.game.snapshot());
      expect(fast.game.history()).toEqual(plain.game.history());
      const rounds = (entered: Map<string, number>): number =>
        [...entered].filter(([id]) => id.endsWith('.rules') || id.endsWith('.damage-check')).reduce((a, [, n]) => a + n, 0);
      skipped += rounds(plain.entered) - rounds(fast.entered);
      expect(rounds(fast.entered)).toBeLessThanOrEqual(rounds(plain.entered));
    }
    expect(skipped).toBeGreaterThan(0);
  });

  it('[kernel pass shortcut] after a pass, priority goes on for players who can only pass without their check timings and offers (BD 1103-10)', () => {
    const kind = (plain: boolean): Omit<WindowKind, 'title'> => ({
      ...stackWindowKind,
      name: plain ? 'stack-plain-pass' : 'stack-fast',
      chart: (build) => (plain ? withoutPassShortcuts(stackWindowKind.chart(build), 'passed') : stackWindowKind.chart(build)),
    });
    let skipped = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const fast = played(plugin('stack', kind(false)), true, seed);
      const plain = played(plugin('stack', kind(true)), true, seed);
      expect(fast.rests).toEqual(plain.rests);
      expect(fast.game.snapshot()).toBe(plain.game.snapshot());
      expect(fast.game.history()).toEqual(plain.game.history());
      // Only the shortcut after a pass differs: the check timings after a pass are the ones not entered.
      const rules = (entered: Map<string, number>): number =>
        [...entered].filter(([id]) => id.endsWith('.rules')).reduce((a, [, n]) => a + n, 0);
      skipped += rules(plain.entered) - rules(fast.entered);
      expect(rules(fast.entered)).toBeLessThanOrEqual(rules(plain.entered));
    }
    expect(skipped).toBeGreaterThan(0);
  });
});
