/**
 * Typed status keys. A card's (or player's) `status` is a plain JSON record in the state; a title declares
 * the keys it uses once, each with a zod schema of its value, and reads and writes them through the
 * accessor: `cardStatus.get(card, 'rested')` is `true | undefined`, and a misspelt key or a value of the
 * wrong type is a compile error instead of a silent `status['restd']`. The accessor is a plain property
 * read or write (no parsing on the hot path); `schema` checks a whole status record where data comes in
 * from outside (a scenario's set-up, a snapshot).
 */
import { z } from 'zod';
import type { Json, JsonObject } from '../state/json.js';

/** Something with a status record: a card object or a player. */
export interface StatusHolder {
  status: JsonObject;
}

export interface StatusKeys<Shape extends z.ZodRawShape> {
  /** Every declared key, optional; other keys are allowed (a title may still hold untyped ones). */
  readonly schema: z.ZodType;
  readonly keys: readonly (keyof Shape & string)[];
  /** The key's value; `undefined` when it is absent, or when there is no holder (a card that left). */
  get<K extends keyof Shape & string>(holder: StatusHolder | undefined, key: K): z.output<Shape[K]> | undefined;
  set<K extends keyof Shape & string>(holder: StatusHolder, key: K, value: z.output<Shape[K]> & Json): void;
  /** Removes the key (a card that stands has no `rested` at all, so snapshots stay minimal). */
  clear<K extends keyof Shape & string>(holder: StatusHolder, key: K): void;
}

/** Declares a title's status keys: `defineStatusKeys({ rested: z.literal(true), damage: z.number() })`. */
export function defineStatusKeys<Shape extends z.ZodRawShape>(shape: Shape): StatusKeys<Shape> {
  return {
    schema: z.object(shape).partial().loose(),
    keys: Object.keys(shape) as (keyof Shape & string)[],
    // The record only ever holds what `set` wrote (or what `schema` checked), so the read is typed by the declaration.
    get: (holder, key) => holder?.status[key] as z.output<Shape[typeof key]> | undefined,
    set: (holder, key, value) => {
      holder.status[key] = value;
    },
    clear: (holder, key) => {
      delete holder.status[key];
    },
  };
}
