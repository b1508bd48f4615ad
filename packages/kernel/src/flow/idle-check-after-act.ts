import type { FlowContext } from './flow-context.js';
import { EngineFault } from '../rules/rule-error.js';
import { checkTimingIdle } from '../windows/check-timing.js';
import { autoPass, listForNextOffer, onlyPass, playActions, playsByRules } from '../windows/play-decision.js';
import { requireWindow, windowDefinition, type WindowFrame } from '../windows/window-frame.js';
import type { Action } from '../state/actions.js';
import { nextPriorityHolder } from '../state/teams.js';

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
 * skip too (their offer always rests), except past a window hook: those are read after every procedure.
 */
export function checkTimingSkippable(ctx: FlowContext, hook: HookBeforeRules): boolean {
  // With interrupt rule processes (WS 9.1.2.1) the offer always rests: `offerPlay` leaves the play unit, and the work
  // loop performs them before it runs. Nothing between the action and that offer reads them (a check-timing round
  // does not), unless the window has a hook, a procedure, after which they are read: then the states run.
  const interrupts = ctx.title.ruleProcesses.interrupt.length > 0;
  if (interrupts && hookProcedure(ctx, hook) !== undefined) return false;
  const frame = afterActIdle(ctx, hook, interrupts);
  if (frame === undefined) return false;
  // `offerPlay` passes for a holder who can only pass (`autoPass`), and then the chart would have to move on.
  if (interrupts || playsByRules(ctx, frame.holder) || ctx.title.definition.autoPass !== true) return true;
  const legal = listedNow(ctx, frame);
  if (onlyPass(legal)) {
    onlyPassListed.set(frame, { holder: frame.holder, stamp: stampOf(ctx) });
    return false;
  }
  listForNextOffer(ctx, frame, legal);
  return true;
}

/**
 * The open window when, after its holder acted, the hook before rule processing and the check timing would do
 * nothing; `undefined` otherwise (or when the states must run: interrupt rule processes, a requested jump, an
 * ending window).
 */
function afterActIdle(ctx: FlowContext, hook: HookBeforeRules, interruptsRead = false): WindowFrame | undefined {
  const state = ctx.state;
  if (!interruptsRead && ctx.title.ruleProcesses.interrupt.length > 0) return undefined;
  if (state.work.length > 0 || state.decision !== null || state.result !== null) return undefined;
  // A jump an effect asked for (VG 18.4) is taken by the driver, never skipped over.
  if (state.flow.jumpTo !== undefined) return undefined;
  const frame = requireWindow(ctx);
  if (frame.ending === true) return undefined;
  const name = hookProcedure(ctx, hook);
  if (name !== undefined) {
    const procedure = ctx.title.procedures.get(name);
    if (procedure?.idle === undefined || !procedure.idle(ctx)) return undefined;
  }
  return checkTimingIdle(ctx) ? frame : undefined;
}

/** The open window's procedure for `hook`, if the chart has the hook and the window one. */
function hookProcedure(ctx: FlowContext, hook: HookBeforeRules): string | undefined {
  return hook === undefined ? undefined : windowDefinition(ctx, requireWindow(ctx).name)[hook];
}

/**
 * The holder's only-pass answers listed by `checkTimingSkippable`, taken by `passesOnAfterAct`, the guard read
 * right after it on the same game when it refuses (stamped as `listForNextOffer` stamps, so never taken stale).
 */
const onlyPassListed = new WeakMap<WindowFrame, { holder: string; stamp: string }>();

function stampOf(ctx: FlowContext): string {
  const c = ctx.state.counters;
  return `${c.nextObject}:${c.timestamp}:${c.nextId}:${ctx.state.log.length}`;
}

function listedNow(ctx: FlowContext, frame: WindowFrame): Action[] {
  return playActions(ctx, frame, frame.holder);
}

/** Whether the holder can only pass now: what `checkTimingSkippable` just found, or listed afresh. */
function holderOnlyPasses(ctx: FlowContext, frame: WindowFrame): boolean {
  const found = onlyPassListed.get(frame);
  onlyPassListed.delete(frame);
  if (found !== undefined && found.holder === frame.holder && found.stamp === stampOf(ctx)) return true;
  return onlyPass(listedNow(ctx, frame));
}

/** Where the priority window goes after the passes `passesOnAfterAct` found: an offer that rests, the top item's resolution, the window's close. */
export type PassOnTarget = 'offer' | 'resolve' | 'close';

interface PassOn {
  stamp: string;
  to: PassOnTarget | undefined;
  /** The holders passed for, in order, and the holder of the offer that rests (`to: 'offer'`). */
  passers: string[];
  holder: string;
  legal: Action[] | undefined;
}

/** What `passesOnAfterAct` found for the game as it is (one reading serves the chart's three guards). */
const passOn = new WeakMap<WindowFrame, PassOn>();

/**
 * After the holder acted in a priority window (BD 1103-11): the states up to the holder's next offer would do
 * nothing (`checkTimingSkippable`'s tests), the holder can only pass there and is passed for (`autoPass`,
 * 1103-10: priority goes to the next player), and so on while each next player, after a check timing that
 * would do nothing, can only pass too. Holds, for `to`, when that ends at an offer that rests (`offer`: the
 * player may do more than pass, or is asked anyway), or with every player passed and an item to resolve
 * (`resolve`, 1103-9) or none and no repeat (`close`, 1103-8). The chart then goes there in one step (issue 14),
 * instead of the damage check, check timing and offer states for each pass. After a pass (`after: 'passed'`) the
 * same, from priority going to the next player (1103-10); after a resolution, from priority going to the turn
 * player (1103-9).
 *
 * Read as a guard, so it changes nothing: each pass and holder change is tried on the frame and taken back
 * (the frame's fields and the log entries are all they touch), and `passOnAfterAct` makes them for real.
 */
export function passesOnAfterAct(ctx: FlowContext, hook: HookBeforeRules, to: PassOnTarget, after: PassOnAfter = 'acted'): boolean {
  const frame = currentFrame(ctx);
  if (frame === undefined) return false;
  const stamp = `${after}:${stampOf(ctx)}`;
  let found = passOn.get(frame);
  if (found === undefined || found.stamp !== stamp) {
    found = readPasses(ctx, frame, hook, stamp, after);
    passOn.set(frame, found);
  }
  return found.to === to;
}

/**
 * What came just before: the holder acted (the offer state), the holder passed and not every player has
 * (the offer state: priority goes to the next player, 1103-10, and the chart runs the check timing and that
 * player's offer), or the top item resolved (the resolve state, after which priority goes to the turn player,
 * 1103-9, and the chart runs the same states).
 */
export type PassOnAfter = 'acted' | 'passed' | 'resolved';

function currentFrame(ctx: FlowContext): WindowFrame | undefined {
  return ctx.state.windows[ctx.state.windows.length - 1];
}

function readPasses(ctx: FlowContext, frame: WindowFrame, hook: HookBeforeRules, stamp: string, after: PassOnAfter): PassOn {
  const none: PassOn = { stamp, to: undefined, passers: [], holder: frame.holder, legal: undefined };
  if (ctx.title.definition.autoPass !== true) return none;
  if (after === 'acted' && (frame.last !== 'acted' || afterActIdle(ctx, hook) === undefined)) return none;
  if (after === 'acted' && (playsByRules(ctx, frame.holder) || !holderOnlyPasses(ctx, frame))) return none;
  // A pass the holder made: unless every player has passed in a row (the chart resolves or closes at once).
  if (after === 'passed' && (frame.last !== 'passed' || frame.passes >= ctx.state.players.length || !passedQuiet(ctx, frame))) return none;
  const saved = { holder: frame.holder, role: frame.role, passes: frame.passes, last: frame.last, fresh: frame.fresh };
  const logged = ctx.state.log.length;
  const passers: string[] = [];
  let to: PassOnTarget | undefined;
  let legal: Action[] | undefined;
  if (after === 'resolved') {
    toTurnPlayer(ctx, frame);
    if (afterActIdle(ctx, hook) === undefined) {
      Object.assign(frame, saved);
      return none;
    }
    const listed = playsByRules(ctx, frame.holder) ? undefined : playActions(ctx, frame, frame.holder);
    if (listed === undefined || !onlyPass(listed)) {
      Object.assign(frame, saved);
      return { stamp, to: 'offer', passers, holder: ctx.state.turn.player, legal: listed };
    }
  }
  for (let guard = 0; guard <= ctx.state.players.length; guard++) {
    // After a pass the holder's pass is made: the loop starts with priority going to the next player.
    if (after !== 'passed' || guard > 0) {
      passers.push(frame.holder);
      autoPass(ctx, frame);
    }
    if (frame.passes >= ctx.state.players.length) {
      // Every player passed in a row: the top item resolves, or the window ends unless it repeats (1103-8a).
      if (ctx.state.stack.length > 0) to = 'resolve';
      else if (!repeats(ctx, frame)) to = 'close';
      break;
    }
    toNextHolder(ctx, frame);
    if (!checkTimingIdle(ctx)) break;
    if (playsByRules(ctx, frame.holder)) {
      to = 'offer';
      break;
    }
    const listed = playActions(ctx, frame, frame.holder);
    if (!onlyPass(listed)) {
      to = 'offer';
      legal = listed;
      break;
    }
  }
  const holder = frame.holder;
  Object.assign(frame, saved);
  ctx.state.log.length = logged;
  // From the resolve state a further resolution is its own state's re-entry: left to the states.
  if (after === 'resolved' && to === 'resolve') return none;
  return { stamp, to, passers, holder, legal };
}

/**
 * After a pass, what `afterActIdle` asks but the hook (after a pass the chart goes to the check timing, not the
 * damage check): nothing waits, no jump was asked, the window is not ending and no interrupt rule process is
 * read between the states. Whether the check timing is idle is read for the next holder, in the loop.
 */
function passedQuiet(ctx: FlowContext, frame: WindowFrame): boolean {
  const state = ctx.state;
  return (
    ctx.title.ruleProcesses.interrupt.length === 0 &&
    state.work.length === 0 &&
    state.decision === null &&
    state.result === null &&
    state.flow.jumpTo === undefined &&
    frame.ending !== true
  );
}

/** The `setHolder` action to the turn player, as the resolve state's transitions run it (1103-9). */
function toTurnPlayer(ctx: FlowContext, frame: WindowFrame): void {
  frame.fresh = false;
  frame.role = 'act';
  frame.holder = ctx.state.turn.player;
  frame.passes = 0;
}

/** The `setHolder` action to the next player, as the offer state's transition after a pass runs it (1103-10). */
function toNextHolder(ctx: FlowContext, frame: WindowFrame): void {
  frame.holder = nextPriorityHolder(ctx.state, frame.holder, frame.passes);
  frame.fresh = false;
  frame.role = 'act';
}

function repeats(ctx: FlowContext, frame: WindowFrame): boolean {
  const name = windowDefinition(ctx, frame.name).repeatIf;
  if (name === undefined) return false;
  const test = ctx.title.guards.get(name);
  if (test === undefined) throw new EngineFault(`unknown guard "${name}"`);
  return test.test(ctx, {});
}

/**
 * Carries out what `passesOnAfterAct` found, in the order the skipped states would: the hook before rule
 * processing (idle) and the idle check timing's flags; then each player passed for, priority to the next and
 * (the check timing between being idle) its flags; for an offer, the answers listed for it.
 */
export function passOnAfterAct(ctx: FlowContext, hook: HookBeforeRules, after: PassOnAfter = 'acted'): void {
  const frame = requireWindow(ctx);
  const found = passOn.get(frame);
  passOn.delete(frame);
  if (found?.to === undefined || found.stamp !== `${after}:${stampOf(ctx)}`)
    throw new EngineFault('passOnAfterAct without passesOnAfterAct');
  if (after === 'resolved') toTurnPlayer(ctx, frame);
  // After a pass there is no hook: priority goes to the next player before the check timing (1103-10).
  if (after === 'passed') toNextHolder(ctx, frame);
  skipIdleCheckAfterAct(ctx, after === 'passed' ? undefined : hook);
  for (const [index, player] of found.passers.entries()) {
    frame.holder = player;
    autoPass(ctx, frame);
    if (index + 1 < found.passers.length || found.to === 'offer') {
      frame.holder = nextPriorityHolder(ctx.state, player, frame.passes);
      frame.fresh = false;
      frame.role = 'act';
    }
  }
  if (found.legal !== undefined) listForNextOffer(ctx, frame, found.legal);
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
