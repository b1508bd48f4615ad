import { and } from 'xstate';
import type { JsonObject } from '../state/json.js';
import { EngineFault } from '../rules/rule-error.js';
import { checkTimingChart } from '../windows/check-timing.js';
import { kernelWindowKinds, playTimingChart } from '../windows/play-timing.js';
import { targetOf, type WindowKind } from '../windows/window-kind.js';
import type { Procedure, StepDefinition, TitleFlow } from './flow-definition.js';
import { FlowProgram, landEvent } from './run-ahead.js';

type Chart = Record<string, unknown>;

const gameOver = { guard: 'gameOver', target: '#game.game-over' };

/**
 * Compiles a title's flow into one statechart config: `pregame` → `setup` (its steps) → `turn` (its
 * phases, then `next-turn`, which loops) → `game-over`. Inside a step each procedure is a state that runs
 * on entry and moves on through an eventless transition once nothing is outstanding ("quiet"); windows
 * are the sub-charts of the title's window kind (`windowKinds`, by name; the kernel's when absent). One
 * player action therefore drives a whole macrostep.
 */
export function compileFlowConfig(
  title: TitleFlow,
  windowKinds: ReadonlyMap<string, WindowKind> = new Map(kernelWindowKinds.map((k) => [k.name, k])),
): Chart {
  return compileFlow(title, windowKinds).config;
}

/**
 * The statechart config (`compileFlowConfig`) and the flow program the run-ahead reads (flow/run-ahead.ts): every
 * procedure, goto run and foldable window state by its absolute id, and the land events of the `turn` and
 * `setup` states that move the chart to where a run-ahead stopped.
 */
export function compileFlow(
  title: TitleFlow,
  windowKinds: ReadonlyMap<string, WindowKind> = new Map(kernelWindowKinds.map((k) => [k.name, k])),
  options: FlowOptions = {},
): { config: Chart; program: FlowProgram } {
  const program = new FlowProgram(options.runAhead !== false, options.skipIdleCheckTimings !== false);
  const { setup, phases } = title.flow;
  if (phases.length === 0) throw new EngineFault(`title "${title.id}" has no phases`);
  const kind = windowKinds.get(title.answerModel);
  if (kind === undefined) throw new EngineFault(`title "${title.id}" names unknown window kind "${title.answerModel}"`);
  // Dots and hashes are path and id syntax in statecharts: ids must be plain names.
  const ids = [...setup.map((s) => s.id), ...phases.flatMap((p) => [p.id, ...p.steps.map((s) => s.id)])];
  const bad = ids.find((id) => !/^[A-Za-z0-9_-]+$/.test(id) || id === 'next-turn');
  if (bad !== undefined)
    throw new EngineFault(`title "${title.id}": "${bad}" cannot name a phase or step (letters, digits, - and _ only; not next-turn)`);
  const firstPhase = (phases[0] as { id: string }).id;
  const phaseStates: Chart = {};
  phases.forEach((phase, index) => {
    const after = index + 1 < phases.length ? phaseTarget(phases[index + 1]!) : '#game.turn.next-turn';
    phaseStates[phase.id] = stepsChart(title, kind, phase.steps, ['game', 'turn', phase.id], after, program);
  });
  // One jump event per step, so tools can start a hand-built position at the start of any step.
  const jumps: Chart = {};
  for (const step of setup) jumps[jumpEvent('setup', step.id)] = { target: `#game.setup.${step.id}`, reenter: true };
  for (const phase of phases) {
    for (const step of phase.steps) jumps[jumpEvent(phase.id, step.id)] = { target: `#game.turn.${phase.id}.${step.id}`, reenter: true };
  }
  const setupChart = stepsChart(title, kind, setup, ['game', 'setup'], '#game.turn', program);
  program.nodes.set('#game.turn.next-turn', { kind: 'turn-end', next: phaseTarget(phases[0]!) });
  const config = {
    id: 'game',
    initial: 'pregame',
    context: ({ input }: { input: unknown }) => input,
    on: jumps,
    states: {
      pregame: { on: { 'tcg.start': 'setup' } },
      setup: { ...setupChart, always: gameOver, on: landings(program, '#game.setup.') },
      turn: {
        entry: 'beginFirstTurn',
        initial: firstPhase,
        always: gameOver,
        on: landings(program, '#game.turn.'),
        states: {
          ...phaseStates,
          'next-turn': { entry: 'endTurn', always: firstPhase },
        },
      },
      'game-over': { type: 'final' },
    },
  };
  return { config, program };
}

/**
 * One land event per node inside a segment, handled by the segment's own state: the transition's domain is
 * that state, so only the phases, steps and procedures under it are left and entered (none has entry or exit
 * actions but the procedures and windows, whose entries know a landing), never the turn itself.
 */
function landings(program: FlowProgram, prefix: string): Chart {
  // Every node, and every state a node goes on to (a check timing, a window the run-ahead does not fold…).
  const targets = new Set<string>(program.nodes.keys());
  for (const node of program.nodes.values()) {
    targets.add(node.next);
    if (node.kind === 'goto') for (const branch of node.branches) targets.add(branch.target);
    if (node.kind === 'window') for (const stop of node.stops) if (stop !== undefined) targets.add(stop);
  }
  const on: Chart = {};
  for (const id of targets) {
    if (id.startsWith(prefix)) on[landEvent(id)] = { target: id, actions: 'takeLanding' };
  }
  return on;
}

/** The event that restarts the flow at the beginning of `phase.step` (`setup.step` for set-up steps). */
export function jumpEvent(phase: string, step: string): string {
  return `tcg.jump:${phase}/${step}`;
}

function phaseTarget(phase: { id: string }): string {
  return `#game.turn.${phase.id}`;
}

/*
 * Every state names its successor directly (an absolute target) instead of finishing in a final state
 * that raises done events up the tree: one microstep per move instead of one per level. This halves the
 * statechart's share of a decision's cost; the state names, and so positions, are the same.
 */
function stepsChart(
  title: TitleFlow,
  kind: WindowKind,
  steps: readonly StepDefinition[],
  path: readonly string[],
  after: string,
  program: FlowProgram,
): Chart {
  program.passThrough.set(targetOf(path), steps.length === 0 ? after : targetOf([...path, steps[0]!.id]));
  if (steps.length === 0) return { always: { target: after } };
  const states: Chart = {};
  steps.forEach((step, index) => {
    const next = index + 1 < steps.length ? targetOf([...path, steps[index + 1]!.id]) : after;
    states[step.id] = stepChart(title, kind, step, [...path, step.id], next, program);
  });
  return { initial: steps[0]!.id, states };
}

function stepChart(
  title: TitleFlow,
  kind: WindowKind,
  step: StepDefinition,
  path: readonly string[],
  after: string,
  program: FlowProgram,
): Chart {
  const keys = procedureKeys(step.run);
  program.passThrough.set(targetOf(path), keys.length === 0 ? after : targetOf([...path, keys[0]!]));
  if (keys.length === 0) return { always: { target: after } };
  const states: Chart = {};
  for (let index = 0; index < keys.length; index++) {
    const procedure = step.run[index]!;
    const at = [...path, keys[index] as string];
    if ('goto' in procedure) {
      // A run of gotos is one state: nothing happens between them, so their guards are read in order at once.
      let last = index;
      while (last + 1 < keys.length && conditionalGoto(step.run[last]!) && 'goto' in step.run[last + 1]!) last++;
      const next = last + 1 < keys.length ? targetOf([...path, keys[last + 1]!]) : after;
      states[keys[index] as string] = gotoChart(title, step.run.slice(index, last + 1) as GotoProcedure[], next, at, program);
      index = last;
      continue;
    }
    const next = index + 1 < keys.length ? targetOf([...path, keys[index + 1]!]) : after;
    states[keys[index] as string] = procedureChart(title, kind, procedure, at, next, program);
  }
  return { initial: keys[0], states };
}

type GotoProcedure = Extract<Procedure, { goto: string }>;

function conditionalGoto(procedure: Procedure): boolean {
  return 'goto' in procedure && procedure.if !== undefined;
}

/** How to compile a flow: `runAhead: false` enters every state one by one (a baseline for tests and tools). */
export interface FlowOptions {
  runAhead?: boolean;
  /** `false`: a window's check timings are entered even when idle (`skipIdleWindowCheckTimings`; a baseline for tests). */
  skipIdleCheckTimings?: boolean;
}

/** The entry of a state the run-ahead starts from: run it and what follows, then move to where it stopped. */
const runAheadEntry = (program: FlowProgram, node: string, plain?: unknown) =>
  program.enabled ? [{ type: 'runAhead', params: { node } }, 'raiseLanding'] : plain === undefined ? [] : [plain];

function procedureChart(
  title: TitleFlow,
  kind: WindowKind,
  procedure: Procedure,
  path: readonly string[],
  next: string,
  program: FlowProgram,
): Chart {
  const id = targetOf(path);
  if ('do' in procedure) {
    program.nodes.set(id, { kind: 'do', name: procedure.do, params: procedure.params ?? {}, next });
    const plain = { type: 'runProcedure', params: { name: procedure.do, params: procedure.params ?? {} } };
    return { entry: runAheadEntry(program, id, plain), always: { guard: 'quiet', target: next } };
  }
  if ('checkTiming' in procedure) return checkTimingRunAhead(checkTimingChart(path, next), path, next, program);
  if ('playTiming' in procedure) {
    const definition = title.windows[procedure.playTiming];
    if (definition === undefined) throw new EngineFault(`title "${title.id}" has no window "${procedure.playTiming}"`);
    let folded = false;
    const chart = playTimingChart(kind, procedure.playTiming, definition, path, next, (fold) => {
      program.nodes.set(id, { kind: 'window', ...fold, next });
      folded = true;
    });
    if (folded && program.enabled) idleRunAhead(chart, id);
    if (program.enabled && program.skipIdleCheckTimings) skipIdleWindowCheckTimings(chart, path);
    return chart;
  }
  return gotoChart(title, [procedure], next, path, program);
}

/**
 * A step's check timing, whose two round states the run-ahead goes through (flow/run-ahead.ts `CheckTimingNode`):
 * each round's entry runs the run-ahead from it, which runs the round (`checkTimingRound`) as the plain entry did
 * and, when quiet, goes on as the round's transitions would. Left as it is when the sub-chart is not the two
 * rounds `checkTimingChart` makes (or without the run-ahead).
 */
function checkTimingRunAhead(chart: Chart, path: readonly string[], next: string, program: FlowProgram): Chart {
  const states = chart['states'] as Record<string, Chart> | undefined;
  const rounds = ['round', 'next-round'] as const;
  if (!program.enabled || chart['initial'] !== 'round' || rounds.some((r) => states?.[r]?.['entry'] !== 'checkTimingRound')) return chart;
  const [first, second] = rounds.map((r) => targetOf([...path, r])) as [string, string];
  program.passThrough.set(targetOf(path), first);
  program.nodes.set(first, { kind: 'check-timing', again: second, next });
  program.nodes.set(second, { kind: 'check-timing', again: first, next });
  states!['round']!['entry'] = runAheadEntry(program, first);
  states!['next-round']!['entry'] = runAheadEntry(program, second);
  return chart;
}

/**
 * The idle state of a window the run-ahead knows, entered by the chart's own transition (after a procedure that
 * rested, say): its entry runs the run-ahead from the window (its idle steps, and on past the window when they
 * passed it whole), so that what follows costs no statechart step of its own (issue 14). Its transitions wait
 * while a land event is pending (`settled`): the run-ahead may have left the window already.
 */
function idleRunAhead(chart: Chart, id: string): void {
  const idle = (chart['states'] as Record<string, Chart>)['idle']!;
  idle['entry'] = [{ type: 'runAhead', params: { node: id, inWindow: true } }, 'raiseLanding'];
  idle['always'] = (idle['always'] as Chart[]).map((t) => ({
    ...t,
    guard: t['guard'] === undefined ? 'settled' : and(['settled', t['guard'] as never]),
  }));
}

/** A check timing's way out: where a round that did nothing goes, when `guard` (besides quiet) holds. */
interface CheckTimingExit {
  target: string;
  guard?: unknown;
  actions?: unknown;
}

/**
 * The ways out of a check-timing sub-chart (`checkTimingChart`: two round states, each going to the other while
 * a round did something, else out through its exits, all read once quiet), or `undefined` for any other chart.
 */
function checkTimingExits(chart: Chart): CheckTimingExit[] | undefined {
  const states = chart['states'] as Record<string, Chart> | undefined;
  const round = states?.['round'];
  if (chart['initial'] !== 'round' || round?.['entry'] !== 'checkTimingRound' || states?.['next-round']?.['entry'] !== 'checkTimingRound')
    return undefined;
  const exits: CheckTimingExit[] = [];
  for (const t of ((round['always'] as Chart[] | undefined) ?? []).slice(1)) {
    const guard = t['guard'];
    // `quiet`, or XState's `and(['quiet', guard])` (which keeps its operands in `guards`).
    const inner = typeof guard === 'function' ? (guard as { guards?: unknown[] }).guards : undefined;
    if (guard !== 'quiet' && (inner?.length !== 2 || inner[0] !== 'quiet')) return undefined;
    if (typeof t['target'] !== 'string' || t['reenter'] !== undefined) return undefined;
    exits.push({
      target: t['target'],
      ...(inner === undefined ? {} : { guard: inner[1] }),
      ...(t['actions'] === undefined ? {} : { actions: t['actions'] }),
    });
  }
  return exits.length > 0 && exits[exits.length - 1]!.guard === undefined ? exits : undefined;
}

/**
 * Whether a transition's actions only set the window's holder (`setHolder`): what the idle test and the check
 * timing's exit guards read (pending abilities, rule processes, the stack, the window's hooks) is then the same
 * before them as after, so the skip may read those guards first. Other actions keep the check timing's states.
 */
function holderOnly(actions: unknown): boolean {
  return actionList(actions).every((a) => typeof a === 'object' && a !== null && (a as { type?: unknown }).type === 'setHolder');
}

const actionList = (actions: unknown): unknown[] => (actions === undefined ? [] : Array.isArray(actions) ? actions : [actions]);

/**
 * A window's check timings that would do nothing are not entered (issue 14): before each quiet transition into one
 * (from another of the window's states), the same transition straight on to where the check timing's one idle
 * round would lead, when `checkTimingIdle` holds; the round's flags are left as an idle round leaves them
 * (`skipIdleCheckAfterAct`, no hook). The game is the same: an idle round changes nothing else, and its exits'
 * guards read the same game before it as after. Not to the state the transition comes from: re-entering it would
 * leave XState's snapshot as it was and end its run (the offers' own shortcut, `checkTimingSkippable`, does that).
 */
function skipIdleWindowCheckTimings(chart: Chart, path: readonly string[]): void {
  const checkTimings = new Map<string, CheckTimingExit[]>();
  const states = (chart['states'] as Record<string, Chart> | undefined) ?? {};
  for (const [name, state] of Object.entries(states)) {
    const exits = checkTimingExits(state);
    if (exits !== undefined) checkTimings.set(targetOf([...path, name]), exits);
  }
  if (checkTimings.size === 0) return;
  for (const [name, state] of Object.entries(states)) {
    if (checkTimings.has(targetOf([...path, name])) || !Array.isArray(state['always'])) continue;
    const source = targetOf([...path, name]);
    state['always'] = (state['always'] as Chart[]).flatMap((t) => {
      const exits = typeof t['target'] === 'string' ? checkTimings.get(t['target']) : undefined;
      if (exits === undefined || t['guard'] === undefined || exits.some((e) => e.target === source) || !holderOnly(t['actions']))
        return [t];
      const skips = exits.map((exit) => ({
        target: exit.target,
        // The exit's own guard (cheap: `awaitsAnswer`, `windowHasHook`) before the idle test, read once per transition.
        guard: and([t['guard'] as never, ...(exit.guard === undefined ? [] : [exit.guard as never]), 'checkTimingIdle']),
        actions: [...actionList(t['actions']), 'skipIdleCheckAfterAct', ...actionList(exit.actions)],
      }));
      return [...skips, t];
    });
  }
}

/**
 * Consecutive gotos (each but the last conditional): the first whose guard holds jumps; if none does, the
 * step goes on to `next`. One state for the run instead of one per goto (issue 14): goto states run
 * nothing, so their guards read the same game whether they are read from one state or from several; the
 * later gotos' states were never places to rest, and nothing else targets them.
 */
function gotoChart(title: TitleFlow, run: readonly GotoProcedure[], next: string, path: readonly string[], program: FlowProgram): Chart {
  const id = targetOf(path);
  const always: unknown[] = [];
  const branches: { test?: { name: string; params: JsonObject }; target: string }[] = [];
  const entry = runAheadEntry(program, id);
  for (const procedure of run) {
    const target = gotoTarget(title, procedure.goto);
    if (procedure.if === undefined) {
      always.push({ guard: 'quiet', target, reenter: true });
      branches.push({ target });
      program.nodes.set(id, { kind: 'goto', branches, next });
      return { entry, always };
    }
    const params = { name: procedure.if, params: procedure.params ?? {} };
    branches.push({ test: params, target });
    always.push({ guard: and(['quiet', { type: 'titleGuard', params }]), target, reenter: true });
  }
  always.push({ guard: 'quiet', target: next });
  program.nodes.set(id, { kind: 'goto', branches, next });
  return { entry, always };
}

function gotoTarget(title: TitleFlow, goto: string): string {
  if (goto === 'next-turn') return '#game.turn.next-turn';
  const [first, second] = goto.split('.');
  if (first === 'setup' && second !== undefined && title.flow.setup.some((s) => s.id === second)) return `#game.setup.${second}`;
  const phase = title.flow.phases.find((p) => p.id === first);
  if (phase !== undefined && (second === undefined || phase.steps.some((s) => s.id === second))) {
    return second === undefined ? `#game.turn.${first}` : `#game.turn.${first}.${second}`;
  }
  throw new EngineFault(`title "${title.id}": goto target "${goto}" is not a phase, step or next-turn`);
}

/** Readable, unique state names for a step's procedures (`draw`, `check-timing`, `check-timing~2`…). */
function procedureKeys(run: readonly Procedure[]): string[] {
  const seen = new Map<string, number>();
  return run.map((procedure) => {
    const base =
      'do' in procedure
        ? (procedure.label ?? procedure.do)
        : 'checkTiming' in procedure
          ? 'check-timing'
          : 'playTiming' in procedure
            ? `play-timing:${procedure.playTiming}`
            : `goto:${procedure.goto.replaceAll('.', '/')}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}~${count}`;
  });
}
