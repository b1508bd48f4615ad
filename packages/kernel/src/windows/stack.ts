import type { WindowsContext } from './windows-context.js';
import type { EffectFrame } from '../effects/instruction.js';
import { pushEffect } from '../effects/interpreter.js';
import { EngineFault } from '../rules/rule-error.js';
import { appendLog } from '../state/log.js';
import type { StackItem } from '../state/records.js';

export type { StackItem } from '../state/records.js';

export function pushStackItem(ctx: WindowsContext, item: Omit<StackItem, 'id'>): StackItem {
  const record = { ...item, id: ctx.state.counters.nextId++ } as StackItem;
  ctx.state.stack.push(record);
  appendLog(ctx.state, { type: 'item-played', player: item.controller, detail: { item: record.id, label: item.label } });
  return record;
}

/** Takes an item off the stack without resolving it (countered, BD 514; deleted, BD 531-1a). */
export function removeStackItem(ctx: WindowsContext, id: number): StackItem | undefined {
  const index = ctx.state.stack.findIndex((item) => item.id === id);
  if (index < 0) return undefined;
  return ctx.state.stack.splice(index, 1)[0];
}

/** Takes every item off the stack without resolving any (BD 531-1a). */
export function clearStack(ctx: WindowsContext): StackItem[] {
  const removed = ctx.state.stack;
  ctx.state.stack = [];
  return removed;
}

/** Takes the top item off and queues its effect (BD 1103-9a, Buddyfight PT 4–5). */
export function resolveTopItem(ctx: WindowsContext): void {
  const item = ctx.state.stack.pop();
  if (item === undefined) throw new EngineFault('nothing to resolve');
  appendLog(ctx.state, { type: 'item-resolves', player: item.controller, detail: { item: item.id, label: item.label } });
  const frame: EffectFrame = { controller: item.controller, vars: item.vars };
  if (item.source !== undefined) frame.source = item.source;
  if (item.event !== undefined) frame.event = item.event;
  pushEffect(ctx, item.effect, frame);
}
