/** A JSON value: everything in `GameState` is one of these, so a game always survives `JSON.stringify`. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/**
 * A deep copy of plain JSON data. The kernel runs without Node or DOM globals (so no `structuredClone` in
 * its types), and every value it copies this way is JSON by construction.
 */
export function jsonCopy<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
