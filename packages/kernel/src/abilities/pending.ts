import type { StateContext } from '../state/state-context.js';
import type { EffectFrame } from '../state/programs.js';
import type { PlayerId } from '../state/game-state.js';
import type { JsonObject } from '../state/json.js';
import type { PendingAbility } from '../state/records.js';

export type { PendingAbility } from '../state/records.js';

export function addPending(ctx: StateContext, pending: Omit<PendingAbility, 'id'>): PendingAbility {
  const record = { ...pending, id: ctx.state.counters.nextId++ } as PendingAbility;
  ctx.state.pending.push(record);
  return record;
}

/** Takes a pending ability away without playing it (it is played, declined, removed, or un-triggered). */
export function removePending(ctx: StateContext, id: number): void {
  ctx.state.pending = ctx.state.pending.filter((p) => p.id !== id);
}

/** Un-triggers every pending ability (BD 531-1c: moving to the end phase). */
export function clearPending(ctx: StateContext): void {
  ctx.state.pending = [];
}

/** Whether ability #`ability` (of the text of definition `text`, when given) of `source` is pending. */
export function isPending(ctx: StateContext, source: string, ability: number, text?: string): boolean {
  return ctx.state.pending.some((p) => p.source === source && p.ability === ability && (text === undefined || p.card === text));
}

export function pendingOf(ctx: StateContext, player: PlayerId): PendingAbility[] {
  return ctx.state.pending.filter((p) => p.controller === player);
}

/** The program and frame that playing `pending` runs. */
export function frameForPending(pending: PendingAbility): EffectFrame {
  const frame: EffectFrame = { controller: pending.controller, vars: {} };
  if (pending.source !== undefined) frame.source = pending.source;
  if (pending.event !== undefined) frame.event = pending.event;
  return frame;
}

export function pendingAsJson(pending: PendingAbility): JsonObject {
  return pending as unknown as JsonObject;
}
