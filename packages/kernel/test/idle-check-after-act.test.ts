import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { createEngine, titleModule, type Game, type TitlePlugin } from '../src/index.js';
import { noneWindowKind, stackWindowKind } from '../src/windows/play-timing.js';
import type { Chart, WindowKind } from '../src/windows/window-kind.js';
import { skirmishPlugin } from './fixtures/skirmish.js';
import { playRandom } from './support/random-play.js';

/** `interrupt`: the `none` kind in a title with an interrupt rule process (a Weiß Schwarz-like refresh, WS 9.1.2.1). */
type Model = 'none' | 'stack' | 'interrupt';

/** Whether an `always` entry of a chart is the shortcut (its guard, an `and([...])`, names `checkTimingSkippable`). */
function isShortcut(entry: unknown): boolean {
  const guard = (entry as { guard?: { guards?: unknown[] } }).guard;
  return (guard?.guards ?? []).some(
    (g) => g === 'checkTimingSkippable' || (g as { type?: string } | null)?.type === 'checkTimingSkippable',
  );
}

/** A copy of a chart without the shortcut: every state runs through its states as before it existed. */
function withoutShortcut(chart: Chart): Chart {
  const copy: Chart = { ...chart };
  if (Array.isArray(copy['always'])) copy['always'] = (copy['always'] as unknown[]).filter((entry) => !isShortcut(entry));
  if (copy['states'] !== undefined) {
    copy['states'] = Object.fromEntries(Object.entries(copy['states'] as Record<string, Chart>).map(([k, v]) => [k, withoutShortcut(v)]));
  }
  return copy;
}

/** The fixture title with `autoPass`, in the Vanguard-like (`none`, `interrupt`) or Build Divide-like (`stack`) window kind; `plain` strips the shortcut. */
function plugin(model: Model, plain: boolean): TitlePlugin {
  const base = skirmishPlugin(model);
  const kernelKind = model === 'stack' ? stackWindowKind : noneWindowKind;
  const kind: Omit<WindowKind, 'title'> = {
    ...kernelKind,
    name: `${model}-${plain ? 'plain' : 'fast'}`,
    chart: (build) => (plain ? withoutShortcut(kernelKind.chart(build)) : kernelKind.chart(build)),
  };
  return {
    ...base,
    title: { ...base.title, answerModel: kind.name, autoPass: true },
    windowKinds: [...(base.windowKinds ?? []), kind],
    procedures: (base.procedures ?? []).map((procedure) =>
      procedure.name === 'open-damage-windows'
        ? { ...procedure, idle: (ctx) => ((ctx.state.data['packets'] as number[] | undefined) ?? []).length === 0 }
        : procedure,
    ),
  };
}

function countEntries(machine: AnyStateMachine): Map<string, number> {
  const entered = new Map<string, number>();
  const visit = (node: { id: string; entry: unknown[]; states: Record<string, unknown> }): void => {
    node.entry.unshift(() => entered.set(node.id, (entered.get(node.id) ?? 0) + 1));
    for (const child of Object.values(node.states)) visit(child as typeof node);
  };
  visit(machine.root as never);
  return entered;
}

function played(model: Model, plain: boolean, seed: number): { game: Game; entered: Map<string, number> } {
  const engine = createEngine([titleModule(plugin(model, plain))]);
  const entered = countEntries(engine.title('skirmish').machine);
  const game = engine.create({ title: 'skirmish', seed, history: 'full', players: [{ deck: 'red' }, { deck: 'blue' }] });
  playRandom(game, seed, 400);
  return { game, entered };
}

/** States entered whose id ends with one of `names` (a window's check-timing states). */
function total(entered: Map<string, number>, names: readonly string[]): number {
  let sum = 0;
  for (const [id, count] of entered) if (names.some((name) => id.endsWith(`.${name}`))) sum += count;
  return sum;
}

describe('an idle check timing after an action (issue 14)', () => {
  for (const model of ['none', 'stack', 'interrupt'] as const) {
    it(`[kernel idle windows] ${model}: going straight back to the offer gives the same game as running through the check timing`, () => {
      let skipped = 0;
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const fast = played(model, false, seed);
        const plain = played(model, true, seed);
        expect(fast.game.snapshot()).toBe(plain.game.snapshot());
        expect(fast.game.history()).toEqual(plain.game.history());
        expect(fast.game.decision).toEqual(plain.game.decision);
        // The same offers were made; fewer check-timing rounds were entered on the fast side.
        const offers = model === 'stack' ? ['priority'] : ['offer'];
        expect(total(fast.entered, offers)).toBe(total(plain.entered, offers));
        const rounds = model === 'stack' ? ['rules'] : ['check-timing'];
        skipped += total(plain.entered, rounds) - total(fast.entered, rounds);
        expect(total(fast.entered, rounds)).toBeLessThanOrEqual(total(plain.entered, rounds));
      }
      expect(skipped).toBeGreaterThan(0);
    });
  }
});
