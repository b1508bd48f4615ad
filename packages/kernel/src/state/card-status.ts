import type { JsonObject } from './json.js';

/*
 * Most card objects have no status at all (a deck, a hand, a drop zone), and an empty object literal costs
 * 56 bytes of heap: a tenth of a live game's memory was empty status records (issue 14). Cards with no
 * status share one frozen empty record instead, and a record is made the holder's own at its first write.
 * Every write to a status goes through `ownStatus` (status keys, the core verbs, position set-up); a write
 * that does not would throw (a frozen object refuses it in strict mode), so a missed writer fails loudly
 * instead of changing every card at once. The shared record is never serialised differently: a snapshot
 * leaves out an empty status either way.
 */

/** The status of a card (or player) that has none: shared, frozen, never written. */
export const noStatus: JsonObject = Object.freeze({}) as JsonObject;

/** The holder's status record, ready to be written: the shared empty one is replaced by a record of its own. */
export function ownStatus(holder: { status: JsonObject }): JsonObject {
  if (holder.status === noStatus) holder.status = {};
  return holder.status;
}

/** Removes `key`; a record left empty goes back to the shared one (so a card that stood again holds no record). */
export function clearStatusKey(holder: { status: JsonObject }, key: string): void {
  const status = holder.status;
  if (status === noStatus || !Object.hasOwn(status, key)) return;
  delete status[key];
  for (const _ in status) return;
  holder.status = noStatus;
}
