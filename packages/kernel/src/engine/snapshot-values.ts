import { isPlainId } from '../state/snapshot-schema.js';

/**
 * The value checks every snapshot decoder (version 2 rows, version 3 and 4 cards, the log of either) makes on
 * parsed, untrusted JSON: one definition, so the versions cannot drift apart in what they accept.
 */

/** A non-negative safe integer. */
export function isCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

/** An index into a table of `length` entries. */
export function isIndex(value: unknown, length: number): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) < length;
}

/** A JSON object (not an array, not null). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A log entry's withheld fields: plain player ids, each with a list of field names. */
export function isWithheld(value: unknown): boolean {
  if (!isObject(value)) return false;
  for (const key in value) {
    const keys = value[key];
    if (!isPlainId(key) || !Array.isArray(keys) || !keys.every((k) => typeof k === 'string')) return false;
  }
  return true;
}
