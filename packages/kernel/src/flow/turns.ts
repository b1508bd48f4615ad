import type { FlowContext } from './flow-context.js';
import { expireDurations } from '../effects/durations.js';
import { appendLog } from '../state/log.js';
import { nextInTurnOrder } from '../state/teams.js';

/**
 * Entering the turn segment: from set-up this is turn 1. `Game.startStep` re-enters it for a hand-built
 * position that already has its turn number (turn 5, say), which is kept.
 */
export function beginFirstTurn(ctx: FlowContext): void {
  const turn = ctx.state.turn;
  if (turn.number < 1) turn.number = 1;
  appendLog(ctx.state, { type: 'turn-began', player: turn.player, detail: { turn: turn.number } });
}

/**
 * Passes the turn: an extra turn granted last goes first (VG 18.2.2, BD 1603), otherwise the other
 * player in turn order (`nextInTurnOrder`: seat order, or the title's `turn.order`). Per-turn usage counts reset; anything still lasting "this turn" ends (titles expire it at their
 * own point first, e.g. VG 9.11.9; this is the backstop); last-known information nobody still refers to
 * is dropped.
 */
export function endTurn(ctx: FlowContext): void {
  const state = ctx.state;
  appendLog(state, { type: 'turn-ended', player: state.turn.player, detail: { turn: state.turn.number } });
  expireDurations(ctx, 'turn');
  state.usage.turn = {};
  const referenced = new Set<string>();
  for (const pending of state.pending) if (pending.source !== undefined) referenced.add(pending.source);
  for (const item of state.stack) if (item.source !== undefined) referenced.add(item.source);
  for (const id of Object.keys(state.lastKnown)) if (!referenced.has(id)) delete state.lastKnown[id];
  // Extra turns are inserted before the turn that would normally come next (VG 18.2.1): remember whose
  // that is when the first extra turn starts, and resume with it once none is left.
  const extra = state.turn.extraTurns.pop();
  const normalNext = state.turn.resumeWith ?? nextInTurnOrder(state, state.turn.player);
  if (extra !== undefined) {
    state.turn.resumeWith = normalNext;
    state.turn.player = extra;
  } else {
    delete state.turn.resumeWith;
    state.turn.player = normalNext;
  }
  state.turn.number += 1;
  appendLog(state, { type: 'turn-began', player: state.turn.player, detail: { turn: state.turn.number, extra: extra !== undefined } });
}
