import type { FlowContext } from './flow-context.js';
import { EngineFault } from '../rules/rule-error.js';
import { checkTimingIdle } from '../windows/check-timing.js';
import { listForNextOffer, onlyPass, playActions, playsByRules } from '../windows/play-decision.js';
import { requireWindow, windowDefinition } from '../windows/window-frame.js';

/** The window hook that runs between an action and the check timing after it (BD 1103-5), if the chart has one. */
export type HookBeforeRules = 'beforeRuleProcessing' | undefined;

/**
 * Whether, after the holder acted, the states between the action and the next offer to the same holder
 * would do nothing (issue 14: a Vanguard main phase goes offer → check timing → offer after every action,
 * a Build Divide window offer → damage check → check timing → offer, three statechart steps): the window's
 * hook before rule processing says it has nothing to do (`ProcedureHandler.idle`), the check timing would
 * do nothing (`checkTimingIdle`), and the offer will rest, because the holder may do more than pass (their
 * answers, listed here, are handed to that offer) or is asked anyway (a seat that plays by the rules'
 * timings). The chart then goes back to the offer in one step (`skipIdleCheckAfterAct`).
 *
 * The offer must rest: the step is a re-entry of the offer's own state, which leaves XState's snapshot as
 * it was, and XState ends its run of eventless steps there. Titles with interrupt rule processes (WS 9.1.2.1)
 * keep their states: those are read after every procedure, between the steps saved here.
 */
export function checkTimingSkippable(ctx: FlowContext, hook: HookBeforeRules): boolean {
  const state = ctx.state;
  if (ctx.title.ruleProcesses.interrupt.length > 0) return false;
  if (state.work.length > 0 || state.decision !== null || state.result !== null) return false;
  // A jump an effect asked for (VG 18.4) is taken by the driver, never skipped over.
  if (state.flow.jumpTo !== undefined) return false;
  const frame = requireWindow(ctx);
  if (frame.ending === true) return false;
  const name = hook === undefined ? undefined : windowDefinition(ctx, frame.name)[hook];
  if (name !== undefined) {
    const procedure = ctx.title.procedures.get(name);
    if (procedure?.idle === undefined || !procedure.idle(ctx)) return false;
  }
  if (!checkTimingIdle(ctx)) return false;
  // `offerPlay` passes for a holder who can only pass (`autoPass`), and then the chart would have to move on.
  if (playsByRules(ctx, frame.holder) || ctx.title.definition.autoPass !== true) return true;
  const legal = playActions(ctx, frame, frame.holder);
  if (onlyPass(legal)) return false;
  listForNextOffer(ctx, frame, legal);
  return true;
}

/**
 * What the skipped states do when `checkTimingSkippable` holds: the hook runs (an idle hook changes nothing
 * the rules read, but may note things in the window's own data, as `passIdleWindow` runs it too), and the
 * check timing's flags are left as an idle round leaves them (`checkTimingRoundAction`).
 */
export function skipIdleCheckAfterAct(ctx: FlowContext, hook: HookBeforeRules): void {
  const frame = requireWindow(ctx);
  const name = hook === undefined ? undefined : windowDefinition(ctx, frame.name)[hook];
  if (name !== undefined) {
    const procedure = ctx.title.procedures.get(name);
    if (procedure === undefined) throw new EngineFault(`unknown procedure "${name}"`);
    procedure.run(ctx, {});
  }
  ctx.state.flow.playedAbility = false;
  ctx.state.flow.rulesInterrupted = false;
}
