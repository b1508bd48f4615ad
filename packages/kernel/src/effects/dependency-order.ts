/**
 * The order of the modifications of one stat that the layers leave open (VG 11.11.3, WS 8.9.1.4, BD 1208-1f):
 * effect B depends on effect A when applying A first changes whether B applies; one that depends on another,
 * which does not depend on it in turn, is applied after it; otherwise the timestamp decides (VG 11.11.3.1).
 *
 * Reading (VG reading 410): what a modification applies to is asked by its condition and card selector; only
 * a condition that reads the very value being computed (a unit's power read while its power is computed) can
 * be changed by another modification of the same stat. Modifications of other stats never wait on this one:
 * each stat is computed with all of its own modifications whenever it is read, so an effect reading another
 * stat always sees that stat after every effect on it (a dependency the computation already honours).
 */
import type { Json } from '../state/json.js';

/** One modification in the open order: `applyTo` gives the value after it, `applies` (when conditional) says whether it applies now. */
export interface OpenOrderModification {
  readonly timestamp: number;
  applyTo(value: Json): Json;
  readonly applies?: () => boolean;
}

/**
 * The value being computed, as the conditions see it: `value` is what they read, and `reads` counts their
 * reads of it, so a condition that never reads it is known to depend on nothing in the group.
 */
export interface ValueInProgress {
  value: Json;
  reads: number;
}

/**
 * Applies `group` (already in timestamp order) to `entry.value`, each modification after those it depends on.
 * A group where no condition reads the value applies in timestamp order with each condition asked once.
 */
export function applyInDependencyOrder(group: readonly OpenOrderModification[], entry: ValueInProgress): void {
  // Ask each condition once at the starting value, noting whether it read the value at all.
  const readsValue = new Map<OpenOrderModification, boolean>();
  const fixedAnswer = new Map<OpenOrderModification, boolean>();
  for (const modification of group) {
    if (modification.applies === undefined) continue;
    const before = entry.reads;
    const answer = modification.applies();
    const read = entry.reads !== before;
    readsValue.set(modification, read);
    if (!read) fixedAnswer.set(modification, answer);
  }
  const appliesNow = (modification: OpenOrderModification): boolean =>
    modification.applies === undefined || (fixedAnswer.get(modification) ?? modification.applies());
  const applyOne = (modification: OpenOrderModification): void => {
    if (appliesNow(modification)) entry.value = modification.applyTo(entry.value);
  };
  if (![...readsValue.values()].some(Boolean)) {
    for (const modification of group) applyOne(modification);
    return;
  }
  /** Whether `b` applies differently when `a` is applied first (from the value reached now). */
  const dependsOn = (b: OpenOrderModification, a: OpenOrderModification): boolean => {
    if (readsValue.get(b) !== true) return false;
    const start = entry.value;
    try {
      const withoutA = appliesNow(b);
      if (!appliesNow(a)) return false;
      const afterA = a.applyTo(start);
      if (JSON.stringify(afterA) === JSON.stringify(start)) return false;
      entry.value = afterA;
      return appliesNow(b) !== withoutA;
    } finally {
      entry.value = start;
    }
  };
  const remaining = [...group];
  while (remaining.length > 0) {
    // The earliest one that waits on no other (11.11.3); with only mutual dependencies left, the earliest (11.11.3.1).
    const free = remaining.find((b) => !remaining.some((a) => a !== b && dependsOn(b, a) && !dependsOn(a, b)));
    const next = free ?? remaining[0]!;
    remaining.splice(remaining.indexOf(next), 1);
    applyOne(next);
  }
}
