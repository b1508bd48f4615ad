/**
 * Typed status keys. A card's (or player's) `status` is a plain JSON record in the state; a title declares
 * the keys it uses once, each with a zod schema of its value, and reads and writes them through the
 * accessor: `cardStatus.get(card, 'rested')` is `true | undefined`, and a misspelt key or a value of the
 * wrong type is a compile error instead of a silent `status['restd']`. Keys named by card data (a counter
 * called "alchemy") are declared as a family by their prefix: `{ 'counter:': z.number() }` types every
 * `counter:…` key. The accessor is a plain property read or write (no parsing on the hot path); `schema`
 * checks a whole status record where data comes in from outside (a scenario's set-up, a snapshot).
 */
import { z } from 'zod';
import type { Json, JsonObject } from '../state/json.js';
import { clearStatusKey, ownStatus } from '../state/card-status.js';

/** Something with a status record: a card object or a player. */
export interface StatusHolder {
  status: JsonObject;
}

/** The keys a family of prefixes names: `{ 'counter:': … }` → `counter:${string}`. */
export type FamilyKey<Families> = { [P in keyof Families & string]: `${P}${string}` }[keyof Families & string];

/** Every key a declaration allows. */
export type StatusKey<Shape, Families> = (keyof Shape & string) | FamilyKey<Families>;

/** The type of key `K`'s value. */
export type StatusValue<Shape, Families, K> = K extends keyof Shape
  ? z.output<Shape[K] & z.ZodType>
  : { [P in keyof Families & string]: K extends `${P}${string}` ? z.output<Families[P] & z.ZodType> : never }[keyof Families & string];

export interface StatusKeys<Shape extends z.ZodRawShape, Families extends Record<string, z.ZodType> = Record<never, z.ZodType>> {
  /** Every declared key, optional, and every family key; other keys are allowed (kernel-written ones). */
  readonly schema: z.ZodType;
  readonly keys: readonly (keyof Shape & string)[];
  /** The key's value; `undefined` when it is absent, or when there is no holder (a card that left). */
  get<K extends StatusKey<Shape, Families>>(holder: StatusHolder | undefined, key: K): StatusValue<Shape, Families, K> | undefined;
  set<K extends StatusKey<Shape, Families>>(holder: StatusHolder, key: K, value: StatusValue<Shape, Families, K> & Json): void;
  /** Removes the key (a card that stands has no `rested` at all, so snapshots stay minimal). */
  clear<K extends StatusKey<Shape, Families>>(holder: StatusHolder, key: K): void;
}

/**
 * Declares a title's status keys: `defineStatusKeys({ rested: z.literal(true), damage: z.number() })`, with
 * optional key families by prefix: `defineStatusKeys({ … }, { 'counter:': z.number().int() })`.
 */
export function defineStatusKeys<Shape extends z.ZodRawShape, Families extends Record<string, z.ZodType> = Record<never, z.ZodType>>(
  shape: Shape,
  families?: Families,
): StatusKeys<Shape, Families> {
  const prefixes = Object.entries(families ?? {});
  const record = z.object(shape).partial().loose();
  const schema =
    prefixes.length === 0
      ? record
      : record.superRefine((value, ctx) => {
          for (const [key, entry] of Object.entries(value)) {
            const family = prefixes.find(([prefix]) => key.startsWith(prefix) && !(key in shape));
            if (family === undefined) continue;
            const result = family[1].safeParse(entry);
            if (!result.success)
              ctx.addIssue({ code: 'custom', message: `${key}: ${result.error.issues[0]?.message ?? 'invalid'}`, path: [key] });
          }
        });
  return {
    schema,
    keys: Object.keys(shape) as (keyof Shape & string)[],
    // The record only ever holds what `set` wrote (or what `schema` checked), so the read is typed by the declaration.
    get: (holder, key) => holder?.status[key] as StatusValue<Shape, Families, typeof key> | undefined,
    set: (holder, key, value) => {
      ownStatus(holder)[key] = value;
    },
    clear: (holder, key) => clearStatusKey(holder, key),
  };
}
