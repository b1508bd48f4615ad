import type { StateContext } from '../state/state-context.js';
import type { CardObject } from '../state/game-state.js';
import type { AbilityDefinition } from './ability.js';

/** Usage limits are counted per physical card and ability (VG 12.3.2, BD 1206), or under a shared key. */
function usageKey(card: Pick<CardObject, 'serial' | 'card'>, index: number, ability: AbilityDefinition): string {
  return ability.limit?.key ?? `${card.serial}:${card.card}:${index}`;
}

export function usageAllows(
  ctx: StateContext,
  card: Pick<CardObject, 'serial' | 'card'>,
  index: number,
  ability: AbilityDefinition,
): boolean {
  if (ability.limit === undefined) return true;
  const used = ctx.state.usage[ability.limit.per][usageKey(card, index, ability)] ?? 0;
  return used < ability.limit.count;
}

export function recordUsage(ctx: StateContext, card: Pick<CardObject, 'serial' | 'card'>, index: number, ability: AbilityDefinition): void {
  if (ability.limit === undefined) return;
  const table = ctx.state.usage[ability.limit.per];
  const key = usageKey(card, index, ability);
  table[key] = (table[key] ?? 0) + 1;
}

/** Sets how many times ability #`index` of `card` was used in its limit's period (a position built by hand). */
export function setUsage(
  ctx: StateContext,
  card: Pick<CardObject, 'serial' | 'card'>,
  index: number,
  ability: AbilityDefinition,
  count: number,
): void {
  if (ability.limit === undefined) return;
  const table = ctx.state.usage[ability.limit.per];
  const key = usageKey(card, index, ability);
  if (count === 0) delete table[key];
  else table[key] = count;
}
