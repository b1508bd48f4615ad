import { short } from '../rules/rule-error.js';
import type { Json } from '../state/json.js';

/** How much an action may hold: a legal action is a handful of short fields. */
export interface InputLimits {
  /** Nesting of objects and arrays. */
  depth: number;
  /** Values of every kind, counted over the whole input. */
  nodes: number;
  /** Characters of any one string or key. */
  stringLength: number;
}

export const actionLimits: InputLimits = { depth: 4, nodes: 256, stringLength: 256 };

export type PlainCopy = { ok: true; value: Json } | { ok: false; problem: string };

class Unplain extends Error {}

/**
 * A deep copy of untrusted input that holds only plain JSON data, or why it cannot be one. The input is
 * read exactly once, through property descriptors, so an accessor is refused rather than called (a
 * getter could answer validation with one value and the move with another) and whatever a proxy's
 * traps answer is fixed in the copy. Keys land as own data properties (`__proto__` stays a key), and
 * anything that throws while being read is reported, never rethrown.
 *
 * Every action passes here (issue 14, round 7): the path named in a refusal is spelled out only when there is
 * one to give (it was a new string per value read), the objects being read are kept in a list as deep as the
 * nesting allowed (a handful) rather than a set, and a key is written by assignment unless it is `__proto__`,
 * the one key whose assignment on a plain object would not make an own property.
 */
export function plainCopy(input: unknown, limits: InputLimits = actionLimits): PlainCopy {
  let nodes = 0;
  /** The objects and arrays being read, outermost first, and the key each child is read under. */
  const open: object[] = [];
  const trail: string[] = [];
  const where = (extra?: string): string => {
    let path = 'action';
    for (const key of trail) path += `.${short(key)}`;
    return extra === undefined ? path : `${path}.${short(extra)}`;
  };
  const copy = (value: unknown, depth: number): Json => {
    if (++nodes > limits.nodes) throw new Unplain(`more than ${limits.nodes} values`);
    if (value === null || typeof value === 'boolean') return value;
    if (typeof value === 'string') {
      if (value.length > limits.stringLength) throw new Unplain(`${where()} is longer than ${limits.stringLength} characters`);
      return value;
    }
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new Unplain(`${where()} is not a finite number`);
      return value;
    }
    if (typeof value !== 'object') throw new Unplain(`${where()} is a ${typeof value}, not JSON data`);
    if (depth >= limits.depth) throw new Unplain(`${where()} is nested more than ${limits.depth} deep`);
    if (open.includes(value)) throw new Unplain(`${where()} refers back to itself`);
    open.push(value);
    const array = Array.isArray(value);
    const proto: unknown = Object.getPrototypeOf(value);
    if (array ? proto !== Array.prototype : proto !== Object.prototype && proto !== null) {
      throw new Unplain(`${where()} is not a plain object or array`);
    }
    const keys = Reflect.ownKeys(value);
    const out: Json[] | Record<string, Json> = array ? [] : {};
    for (const key of keys) {
      if (typeof key === 'symbol') throw new Unplain(`${where()} has a symbol key`);
      if (array && key === 'length') continue;
      const descriptor = Reflect.getOwnPropertyDescriptor(value, key);
      if (descriptor === undefined) continue;
      if (!('value' in descriptor)) throw new Unplain(`${where(key)} is an accessor, not data`);
      if (descriptor.enumerable !== true) throw new Unplain(`${where(key)} is not enumerable`);
      if (key.length > limits.stringLength) throw new Unplain(`${where()} has a key longer than ${limits.stringLength} characters`);
      trail.push(key);
      const item = copy(descriptor.value, depth + 1);
      trail.pop();
      if (array) {
        const index = Number(key);
        if (!Number.isInteger(index) || index < 0 || String(index) !== key) throw new Unplain(`${where()} has a non-index key`);
        (out as Json[])[index] = item;
      } else if (key === '__proto__') {
        Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
      } else (out as Record<string, Json>)[key] = item;
    }
    if (array && (out as Json[]).length !== keys.length - 1) throw new Unplain(`${where()} has holes`);
    open.pop();
    return out;
  };
  try {
    return { ok: true, value: copy(input, 0) };
  } catch (error) {
    if (error instanceof Unplain) return { ok: false, problem: error.message };
    return { ok: false, problem: 'it could not be read as plain data' };
  }
}
