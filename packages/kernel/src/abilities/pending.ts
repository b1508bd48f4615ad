import type { GameContext } from '../engine/context.js';
import type { EffectFrame, Instruction } from '../effects/instruction.js';
import type { PlayerId } from '../state/game-state.js';
import type { JsonObject } from '../state/json.js';

/**
 * An automatic ability waiting to be played (待機状態, VG 11.9.2; "triggered", BD 1205-2).
 * `source` may name an object that has since left its zone: it is played anyway, with last-known
 * information (VG 11.9.9, BD 1304-1a).
 */
export interface PendingAbility {
  id: number;
  source?: string;
  /** Card definition id, or `null` for delayed triggers. */
  card: string | null;
  /** Index into the card's abilities, or `null` when `effect` carries the program (delayed triggers). */
  ability: number | null;
  controller: PlayerId;
  label: string;
  event?: EffectFrame['event'];
  effect?: Instruction[];
}

export function addPending(ctx: GameContext, pending: Omit<PendingAbility, 'id'>): PendingAbility {
  const record = { ...pending, id: ctx.state.counters.nextId++ } as PendingAbility;
  ctx.state.pending.push(record);
  return record;
}

/** Takes a pending ability away without playing it (it is played, declined, removed, or un-triggered). */
export function removePending(ctx: GameContext, id: number): void {
  ctx.state.pending = ctx.state.pending.filter((p) => p.id !== id);
}

/** Un-triggers every pending ability (BD 531-1c: moving to the end phase). */
export function clearPending(ctx: GameContext): void {
  ctx.state.pending = [];
}

export function isPending(ctx: GameContext, source: string, ability: number): boolean {
  return ctx.state.pending.some((p) => p.source === source && p.ability === ability);
}

export function pendingOf(ctx: GameContext, player: PlayerId): PendingAbility[] {
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
