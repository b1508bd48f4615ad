import type { GameContext } from '../engine/context.js';
import type { EffectFrame, Instruction } from '../effects/instruction.js';
import { pushEffect } from '../effects/interpreter.js';
import { EngineFault } from '../rules/rule-error.js';
import type { CardId, PlayerId } from '../state/game-state.js';
import type { JsonObject } from '../state/json.js';
import { appendLog } from '../state/log.js';

/**
 * Something played and waiting to resolve: a card or ability in Build Divide's resolution zone
 * (BD 1204-2), or Buddyfight's use and its 【対抗】 answer. The top item (last pushed) resolves first.
 */
export interface StackItem {
  id: number;
  controller: PlayerId;
  label: string;
  source?: CardId;
  /** For a triggered ability: its index on the source card (a state trigger waiting here does not trigger again). */
  ability?: number;
  effect: Instruction[];
  vars: JsonObject;
  event?: EffectFrame['event'];
  /** A pending ability put here by `pendingAbilities: 'answered'` whose answer chance has not come yet. */
  awaitsAnswer?: boolean;
}

export function pushStackItem(ctx: GameContext, item: Omit<StackItem, 'id'>): StackItem {
  const record = { ...item, id: ctx.state.counters.nextId++ } as StackItem;
  ctx.state.stack.push(record);
  appendLog(ctx.state, { type: 'item-played', player: item.controller, detail: { item: record.id, label: item.label } });
  return record;
}

/** Takes an item off the stack without resolving it (countered, BD 514; deleted, BD 531-1a). */
export function removeStackItem(ctx: GameContext, id: number): StackItem | undefined {
  const index = ctx.state.stack.findIndex((item) => item.id === id);
  if (index < 0) return undefined;
  return ctx.state.stack.splice(index, 1)[0];
}

/** Takes every item off the stack without resolving any (BD 531-1a). */
export function clearStack(ctx: GameContext): StackItem[] {
  const removed = ctx.state.stack;
  ctx.state.stack = [];
  return removed;
}

/** Takes the top item off and queues its effect (BD 1103-9a, Buddyfight PT 4–5). */
export function resolveTopItem(ctx: GameContext): void {
  const item = ctx.state.stack.pop();
  if (item === undefined) throw new EngineFault('nothing to resolve');
  appendLog(ctx.state, { type: 'item-resolves', player: item.controller, detail: { item: item.id, label: item.label } });
  const frame: EffectFrame = { controller: item.controller, vars: item.vars };
  if (item.source !== undefined) frame.source = item.source;
  if (item.event !== undefined) frame.event = item.event;
  pushEffect(ctx, item.effect, frame);
}
