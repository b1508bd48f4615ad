import type { FlowContext } from './flow-context.js';
import { checkTimingIdle } from '../windows/check-timing.js';
import { autoPass, onlyPass, playActions, playsByRules } from '../windows/play-decision.js';
import { otherPlayer, requireWindow, windowDefinition, type WindowFrame } from '../windows/window-frame.js';
import type { IdleStep } from '../windows/window-kind.js';

export type { IdleStep } from '../windows/window-kind.js';

type ReadStep = Extract<IdleStep, 'check-timing' | 'hooks' | 'no-repeat'>;

/** Frames whose window `passIdleWindow` just went through; read by the chart's very next guard only. */
const idled = new WeakSet<WindowFrame>();

/**
 * An idle window in one statechart step (issue 14): the window kind's chart enters a transient state whose
 * entry runs this, and leaves the window at once when it returns `true` (`idleWindowPassed`).
 *
 * `steps` is what the kind's own states do, in their order, when nobody can act and nothing needs checking
 * (`IdleStep`). Each step is first shown to be trivial here (the check timing would perform no rule
 * process, make no ability pending and play none; each hook the window has says it has nothing to do;
 * the holder's only legal answer is "pass", so `autoPass` passes for them) and then done as the chart
 * would do it: the holder and pass count change on the open frame and the same `passed` entries are
 * logged. A step that is not trivial undoes the steps before it (the frame's fields and the log entries
 * they appended are the only things they changed) and the window runs through its states as always. So
 * the game that results is the same, entry for entry, as the one the states give; only the statechart's
 * microsteps (eight or more for a Build Divide window) are saved.
 */
export function passIdleWindow(ctx: FlowContext, steps: readonly IdleStep[]): boolean {
  const state = ctx.state;
  const frame = requireWindow(ctx);
  if (!idleWindowCandidate(ctx, frame)) return false;
  const saved = { holder: frame.holder, role: frame.role, passes: frame.passes, last: frame.last, fresh: frame.fresh };
  const logged = state.log.length;
  if (!idleSteps(ctx, frame, steps)) {
    Object.assign(frame, saved);
    state.log.length = logged;
    return false;
  }
  // What the last (idle) check-timing round leaves (checkTimingRoundAction).
  state.flow.playedAbility = false;
  state.flow.rulesInterrupted = false;
  idled.add(frame);
  return true;
}

/**
 * Goes through the steps; `false` at the first that is not trivial. The tests that change nothing (check
 * timing, hooks, repeat) are read when the next step that changes something (an offer, a holder change)
 * comes, after that step's own test: the game is the same at every point in between, so the order of the
 * tests does not matter, and an offer's "only pass?" fails most often, so it goes first. The same test
 * twice with nothing changed in between is read once.
 */
function idleSteps(ctx: FlowContext, frame: WindowFrame, steps: readonly IdleStep[]): boolean {
  const waiting = new Set<ReadStep>();
  const settle = (): boolean => {
    for (const step of waiting) if (!readStep(ctx, frame, step)) return false;
    waiting.clear();
    return true;
  };
  for (const step of steps) {
    switch (step) {
      case 'check-timing':
      case 'hooks':
      case 'no-repeat':
        waiting.add(step);
        break;
      case 'offer':
        if (playsByRules(ctx, frame.holder) || !onlyPass(playActions(ctx, frame, frame.holder)) || !settle()) return false;
        autoPass(ctx, frame);
        break;
      case 'to-turn-player':
      case 'to-other':
        if (!settle()) return false;
        changeHolder(ctx, frame, step);
        break;
    }
  }
  return settle();
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

/** Whether the open window was just gone through by `passIdleWindow` (the `idleWindowPassed` guard). */
export function idleWindowPassed(ctx: FlowContext): boolean {
  const frame = ctx.state.windows[ctx.state.windows.length - 1];
  return frame !== undefined && idled.has(frame);
}

/**
 * What no step changes and every idle window needs: the holder is passed for at each offer (`offerPlay`'s
 * conditions: the title's `autoPass`, no interrupt rule processes, no work), nothing is being decided or
 * waits on the stack, and the window was just opened and not ended.
 */
function idleWindowCandidate(ctx: FlowContext, frame: WindowFrame): boolean {
  const state = ctx.state;
  return (
    ctx.title.definition.autoPass === true &&
    ctx.title.ruleProcesses.interrupt.length === 0 &&
    state.work.length === 0 &&
    state.decision === null &&
    state.result === null &&
    state.stack.length === 0 &&
    frame.ending !== true &&
    !frame.nested
  );
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
  const definition = windowDefinition(ctx, frame.name);
  for (const name of [definition.eachRound, definition.beforeRuleProcessing]) {
    if (name === undefined) continue;
    const procedure = ctx.title.procedures.get(name);
    if (procedure?.idle === undefined || !procedure.idle(ctx)) return false;
  }
  return true;
}
