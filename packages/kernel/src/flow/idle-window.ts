import type { FlowContext } from './flow-context.js';
import { EngineFault } from '../rules/rule-error.js';
import type { Action } from '../state/actions.js';
import { checkTimingIdle } from '../windows/check-timing.js';
import { autoPass, listForNextOffer, onlyPass, playActions, playsByRules } from '../windows/play-decision.js';
import { otherPlayer, requireWindow, windowDefinition, type WindowFrame } from '../windows/window-frame.js';
import type { IdleResume, IdleStep } from '../windows/window-kind.js';

export type { IdleResume, IdleStep } from '../windows/window-kind.js';

type ReadStep = Extract<IdleStep, 'check-timing' | 'hooks' | 'no-repeat'>;
type Frame = Pick<WindowFrame, 'holder' | 'role' | 'passes' | 'last' | 'fresh'>;

/**
 * How `passIdleWindow` left the open window, read by the chart's very next guards only: passed whole, or
 * gone through up to its `offer`-th offer (counted from 0), which the chart's states make.
 */
const outcomes = new WeakMap<WindowFrame, 'passed' | number>();

/**
 * An idle window in one statechart step (issue 14): the window kind's chart enters a transient state whose
 * entry runs this, and leaves the window at once when it was idle (`idleWindowPassed`).
 *
 * `steps` is what the kind's own states do, in their order, when nobody can act and nothing needs checking
 * (`IdleStep`). Each step is first shown to be trivial here (the check timing would perform no rule
 * process, make no ability pending and play none; each hook the window has says it has nothing to do;
 * the holder's only legal answer is "pass", so `autoPass` passes for them) and then done as the chart
 * would do it: the holder and pass count change on the open frame and the same `passed` entries are
 * logged. So the game that results is the same, entry for entry, as the one the states give; only the
 * statechart's microsteps (eight or more for a Build Divide window) are saved.
 *
 * When every step up to an offer is trivial but the holder there may act, the window goes on at the state
 * that makes that offer (`resume`, one per offer: `idleWindowStopsAt`), with what was done so far kept,
 * the window's hooks run (an idle hook may note things in the window's own data that later rounds read),
 * and the holder's answers, already listed, handed to that offer. Any other step that is not trivial
 * undoes the steps before it (the frame's fields and the log entries they appended are the only things
 * they changed), and the window runs through its states from the start.
 */
export function passIdleWindow(ctx: FlowContext, steps: readonly IdleStep[], resume: readonly IdleResume[]): void {
  const state = ctx.state;
  const frame = requireWindow(ctx);
  if (!idleWindowCandidate(ctx, frame, steps)) return;
  const saved = fieldsOf(frame);
  const logged = state.log.length;
  const outcome = idleSteps(ctx, frame, steps);
  const at = outcome === 'busy' || outcome === 'passed' ? undefined : resume[outcome.offer];
  if (outcome === 'busy' || (outcome !== 'passed' && at === undefined)) {
    Object.assign(frame, saved);
    state.log.length = logged;
    return;
  }
  // What the last (idle) check-timing round leaves (checkTimingRoundAction).
  state.flow.playedAbility = false;
  state.flow.rulesInterrupted = false;
  if (outcome === 'passed') {
    outcomes.set(frame, 'passed');
    return;
  }
  // The offer's state sets the holder itself on entry: as it was before the step that set it here.
  if (at!.holderOnEntry === true && outcome.beforeHolder !== undefined) Object.assign(frame, outcome.beforeHolder);
  if (outcome.hooks) runHooks(ctx, frame);
  if (outcome.listed !== undefined) listForNextOffer(ctx, frame, outcome.listed);
  outcomes.set(frame, outcome.offer);
}

/** Whether the open window was just gone through whole by `passIdleWindow` (the `idleWindowPassed` guard). */
export function idleWindowPassed(ctx: FlowContext): boolean {
  const frame = ctx.state.windows[ctx.state.windows.length - 1];
  return frame !== undefined && outcomes.get(frame) === 'passed';
}

/** Whether `passIdleWindow` stopped at the open window's offer number `offer` (the `idleWindowStopsAt` guard). */
export function idleWindowStopsAt(ctx: FlowContext, offer: number): boolean {
  return idleWindowStop(ctx) === offer;
}

/** The offer (counted from 0) at which `passIdleWindow` just stopped in the open window, if it stopped at one. */
export function idleWindowStop(ctx: FlowContext): number | undefined {
  const frame = ctx.state.windows[ctx.state.windows.length - 1];
  const outcome = frame === undefined ? undefined : outcomes.get(frame);
  return typeof outcome === 'number' ? outcome : undefined;
}

/**
 * What no step changes and every idle window needs: two players; the holder is passed for at each offer (`offerPlay`'s
 * conditions: the title's `autoPass`, no work), nothing is being decided or waits on the stack, and the window was
 * just opened and not ended. With interrupt rule processes (WS 9.1.2.1) no offer is passed for (`offerPlay` leaves
 * the play unit, which performs them first: `idleSteps` stops at the first offer), and the window may not have hooks:
 * those are procedures, after which the states read the interrupt processes.
 */
function idleWindowCandidate(ctx: FlowContext, frame: WindowFrame, steps: readonly IdleStep[]): boolean {
  const state = ctx.state;
  return (
    // A kind's idle steps are written for two players (one `to-other`); with teams priority goes round every
    // seat before the window ends (BD 2502-8), so such games run the states.
    state.players.length === 2 &&
    ctx.title.definition.autoPass === true &&
    (ctx.title.ruleProcesses.interrupt.length === 0 || !steps.includes('hooks')) &&
    state.work.length === 0 &&
    state.decision === null &&
    state.result === null &&
    state.stack.length === 0 &&
    frame.ending !== true &&
    !frame.nested
  );
}

type Outcome = 'passed' | 'busy' | { offer: number; listed: Action[] | undefined; beforeHolder: Frame | undefined; hooks: boolean };

/**
 * Goes through the steps: `passed` when all are trivial, the offer it stopped at when every step before
 * it was trivial, `busy` at any other step that is not. The tests that change nothing (check timing,
 * hooks, repeat) are read when the next step that changes something (an offer, a holder change) comes,
 * after that step's own test: the game is the same at every point in between, so the order of the tests
 * does not matter, and an offer's "only pass?" fails most often, so it goes first. The same test twice
 * with nothing changed in between is read once.
 */
function idleSteps(ctx: FlowContext, frame: WindowFrame, steps: readonly IdleStep[]): Outcome {
  const waiting = new Set<ReadStep>();
  const settle = (): boolean => {
    for (const step of waiting) if (!readStep(ctx, frame, step)) return false;
    waiting.clear();
    return true;
  };
  let offer = 0;
  let beforeHolder: Frame | undefined;
  let hooks = false;
  for (const step of steps) {
    switch (step) {
      case 'hooks':
        hooks = true;
        waiting.add(step);
        break;
      case 'check-timing':
      case 'no-repeat':
        waiting.add(step);
        break;
      case 'offer': {
        // With interrupt rule processes the offer always rests (`offerPlay`): it is where the idle steps stop.
        if (ctx.title.ruleProcesses.interrupt.length > 0) return settle() ? { offer, listed: undefined, beforeHolder, hooks } : 'busy';
        const listed = playsByRules(ctx, frame.holder) ? undefined : playActions(ctx, frame, frame.holder);
        if (listed !== undefined && onlyPass(listed)) {
          if (!settle()) return 'busy';
          autoPass(ctx, frame);
          offer++;
          beforeHolder = undefined;
          break;
        }
        return settle() ? { offer, listed, beforeHolder, hooks } : 'busy';
      }
      case 'to-turn-player':
      case 'to-other':
        if (!settle()) return 'busy';
        beforeHolder = fieldsOf(frame);
        changeHolder(ctx, frame, step);
        break;
    }
  }
  return settle() ? 'passed' : 'busy';
}

function fieldsOf(frame: WindowFrame): Frame {
  return { holder: frame.holder, role: frame.role, passes: frame.passes, last: frame.last, fresh: frame.fresh };
}

/** The `setHolder` action with role `act`, as the kind's chart runs it. */
function changeHolder(ctx: FlowContext, frame: WindowFrame, step: 'to-turn-player' | 'to-other'): void {
  frame.fresh = false;
  frame.role = 'act';
  if (step === 'to-other') {
    frame.holder = otherPlayer(ctx, frame.holder);
    return;
  }
  frame.holder = ctx.state.turn.player;
  frame.passes = 0;
}

/** A test that changes nothing: whether this step would do nothing now. */
function readStep(ctx: FlowContext, frame: WindowFrame, step: ReadStep): boolean {
  if (step === 'check-timing') return checkTimingIdle(ctx);
  if (step === 'hooks') return hooksIdle(ctx, frame);
  const name = windowDefinition(ctx, frame.name).repeatIf;
  if (name === undefined) return true;
  const guard = ctx.title.guards.get(name);
  return guard !== undefined && !guard.test(ctx, {});
}

/**
 * The window's round and before-rule-processing procedures (BD 1103-4, 1103-5) have nothing to do: each
 * says so through its `idle` test. A procedure without one is never taken to be idle.
 */
function hooksIdle(ctx: FlowContext, frame: WindowFrame): boolean {
  for (const name of hookNames(ctx, frame)) {
    const procedure = ctx.title.procedures.get(name);
    if (procedure?.idle === undefined || !procedure.idle(ctx)) return false;
  }
  return true;
}

/**
 * Runs the window's hooks, which `hooksIdle` found idle: as the states would have (`runWindowProcedure`,
 * with no interrupt rule processes to settle after them), so what they note in the window's data is there.
 */
function runHooks(ctx: FlowContext, frame: WindowFrame): void {
  for (const name of hookNames(ctx, frame)) {
    const procedure = ctx.title.procedures.get(name);
    if (procedure === undefined) throw new EngineFault(`unknown procedure "${name}"`);
    procedure.run(ctx, {});
  }
}

function hookNames(ctx: FlowContext, frame: WindowFrame): string[] {
  const definition = windowDefinition(ctx, frame.name);
  const names: string[] = [];
  if (definition.eachRound !== undefined) names.push(definition.eachRound);
  if (definition.beforeRuleProcessing !== undefined) names.push(definition.beforeRuleProcessing);
  return names;
}
