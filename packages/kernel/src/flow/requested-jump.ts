/**
 * A jump of the flow that an effect asks for ("end the turn", VG 18.4): the effect's verb records the step to
 * go to, and once the work it is part of stops, the driver drops whatever is in progress (the rest of the
 * resolving effect and any work under it, open windows, the decision) and starts that step. Pending abilities
 * stay pending, to be played at the next check timing (VG 18.4.3).
 */
import type { FlowContext } from './flow-context.js';
import { EngineFault } from '../rules/rule-error.js';
import type { GameState } from '../state/game-state.js';
import { jumpEvent } from './compile-flow.js';

/**
 * Asks the flow to go to the start of `phase.step` as soon as the running work stops; the rest of the work
 * (the resolving effect's later instructions, VG 18.4.1.2) is not done.
 */
export function requestFlowJump(ctx: { state: GameState }, phase: string, step: string): void {
  if (!/^[a-z0-9-]+$/.test(phase) || !/^[a-z0-9-]+$/.test(step)) throw new EngineFault(`bad jump target ${phase}.${step}`);
  ctx.state.flow.jumpTo = jumpEvent(phase, step);
  ctx.state.work = [];
}

/**
 * Ends the resolution in progress without moving the flow: the rest of the work (the resolving effect's later
 * instructions and any work under it) is not done (VG 18.4.1.2 when the turn ends during the end phase).
 */
export function endResolution(ctx: { state: GameState }): void {
  ctx.state.work = [];
}

/** The requested jump's event, taken off the state with everything in progress, if one was requested. */
export function takeRequestedJump(game: FlowContext): string | undefined {
  const state = game.state;
  const event = state.flow.jumpTo;
  if (event === undefined || state.result !== null) return undefined;
  delete state.flow.jumpTo;
  dropWorkInProgress(state);
  return event;
}

/**
 * Drops whatever is in progress (the decision, the work, open windows, the stack and the flags of the round in
 * progress) before the flow starts a step afresh: for a jump an effect asked for, and for `Game.startStep`.
 */
export function dropWorkInProgress(state: GameState): void {
  state.decision = null;
  state.work = [];
  state.windows = [];
  state.stack = [];
  state.flow.playedAbility = false;
  state.flow.returnToOuter = false;
}
