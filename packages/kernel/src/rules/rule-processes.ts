import type { RuleProcess, RulesContext } from './rules-context.js';
import { EngineFault } from './rule-error.js';
import { settleResult } from './outcome.js';

/**
 * Check-type rule processes (VG 13.1, WS 9.1.2.2, BD 1302-2): every process that applies is performed
 * "at the same time": all conditions are read first, then each applicable one is performed, and the
 * round repeats while any still applies. A later stage is read only when no process of an earlier one
 * applies (VG 13.6.1). Returns whether anything was performed.
 */
export function performCheckProcesses(ctx: RulesContext): boolean {
  let performedAny = false;
  for (let round = 0; ; round++) {
    if (round > 1000) throw new EngineFault('check rule processes never settle');
    settleResult(ctx);
    if (ctx.state.result !== null) return performedAny;
    const applicable = applicableNow(ctx);
    if (applicable.length === 0) return performedAny;
    for (const process of applicable) process.perform(ctx);
    performedAny = true;
    settleResult(ctx);
    // A process that asks a player something (work pushed) finishes before the next round is read.
    if (ctx.state.work.length > 0) return performedAny;
  }
}

/**
 * The processes of the earliest stage with any that applies. Read several times a decision, and nearly always
 * to find none: indexed loops, and a list made only once a process applies (issue 14).
 */
function applicableNow(ctx: RulesContext): readonly RuleProcess<RulesContext>[] {
  const stages = ctx.title.ruleProcesses.checkStages;
  for (let s = 0; s < stages.length; s++) {
    const stage = stages[s]!;
    let applicable: RuleProcess<RulesContext>[] | undefined;
    for (let i = 0; i < stage.length; i++) {
      const process = stage[i]!;
      if (process.applies(ctx)) (applicable ??= []).push(process);
    }
    if (applicable !== undefined) return applicable;
  }
  return none;
}

const none: readonly RuleProcess<RulesContext>[] = Object.freeze([]);

/** Whether any check-type process would be performed now (stopping at the first that would). */
export function anyCheckProcessApplies(ctx: RulesContext): boolean {
  const check = ctx.title.ruleProcesses.check;
  for (let i = 0; i < check.length; i++) if (check[i]!.applies(ctx)) return true;
  return false;
}

/**
 * Interrupt-type processes (WS refresh and level-up): performed as soon as they apply, the turn player's
 * first (WS 9.1.2.1.1.1: processes are ordered by `order`, titles give per-player order in `applies`).
 * Returns whether one was performed (it may have pushed work that now runs on top).
 */
export function performInterrupts(ctx: RulesContext): boolean {
  for (const process of ctx.title.ruleProcesses.interrupt) {
    if (process.applies(ctx)) {
      process.perform(ctx);
      return true;
    }
  }
  return false;
}
