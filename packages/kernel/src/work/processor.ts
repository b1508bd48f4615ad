import type { WorkContext } from './work-context.js';
import { rememberLegal } from './legal-cache.js';
import { EngineFault } from '../rules/rule-error.js';
import { declareDraw } from '../rules/outcome.js';
import { performInterrupts } from '../rules/rule-processes.js';
import type { WorkUnit } from './work-unit.js';

/** A loop bound far above any real game's needs: hitting it means a title's rule never settles. */
const maxStepsPerRun = 100_000;

/** How many steps (or flow rounds) may pass without a decision: the title's own bound, or the default. */
export function settleBound(ctx: WorkContext): number {
  return ctx.title.definition.unstoppableLoop?.after ?? maxStepsPerRun;
}

/**
 * The game ran on for `settleBound` steps without asking any player anything. A title that declares
 * `unstoppableLoop` reads that as a loop no player can stop and ends the game in a draw (BD 1602-1d);
 * otherwise a rule that never settles is an engine fault.
 */
export function unsettled(ctx: WorkContext, fault: string): void {
  const loop = ctx.title.definition.unstoppableLoop;
  if (loop === undefined) throw new EngineFault(fault);
  declareDraw(ctx, 'a loop no player can stop', loop.rule);
}

export function pushWork(ctx: WorkContext, kind: string, data: WorkUnit['data'] = {}, step = 'start'): WorkUnit {
  const unit: WorkUnit = { kind, step, data };
  ctx.state.work.push(unit);
  return unit;
}

/**
 * Runs the work stack (ygopro-style): the top unit runs until it is done, continues or asks a question.
 * Interrupt rule processes go first whenever they apply and no cost is being paid (WS 9.1.2.1, 9.2.3).
 * Stops when the stack is empty, a decision is pending, or the game is over.
 */
export function runWork(ctx: WorkContext): void {
  const state = ctx.state;
  for (let steps = 0; state.work.length > 0 && state.decision === null && state.result === null; steps++) {
    if (steps > settleBound(ctx)) {
      unsettled(ctx, `work did not settle: ${describeTop(ctx)}`);
      return;
    }
    if (state.protectedSpan === 0 && performInterrupts(ctx)) continue;
    const index = state.work.length - 1;
    const unit = state.work[index] as WorkUnit;
    const handler = ctx.title.processes.get(unit.kind);
    if (handler === undefined) throw new EngineFault(`no process handles work of kind "${unit.kind}"`);
    const result = handler.run(ctx, unit);
    if (result.type === 'done') {
      const at = state.work.lastIndexOf(unit);
      if (at >= 0) state.work.splice(at, 1);
    } else if (result.type === 'decide') {
      state.counters.decision += 1;
      state.decision = { ...result.request, id: state.counters.decision };
      if (result.legal !== undefined) rememberLegal(ctx, state.counters.decision, result.legal);
    }
  }
}

function describeTop(ctx: WorkContext): string {
  const top = ctx.state.work[ctx.state.work.length - 1];
  return top === undefined ? 'empty' : `${top.kind}/${top.step}`;
}
