import { z } from 'zod';
import type { Json } from './json.js';

/**
 * The shape of a `GameState` as `restore()` accepts it from outside. Core records are strict (an unknown
 * key is refused); payloads that titles and effects define (status, data, instructions, log details) are
 * any JSON. What the shape cannot say (every card in one zone, ids that agree) is checked afterwards by
 * `checkIntegrity`.
 */

/** Ids the engine hands out, and player ids: short, plain, and never a name `Object.prototype` has. */
const prototypeNames = new Set(Object.getOwnPropertyNames(Object.prototype));
const plainIdPattern = /^[A-Za-z0-9_.:-]{1,64}$/;

/** The same test as `plainId`, without zod: for the compact snapshot's rows, checked by hand. */
export function isPlainId(value: unknown): value is string {
  return typeof value === 'string' && plainIdPattern.test(value) && !prototypeNames.has(value);
}

export const plainId = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1–64 letters, digits or _ . : -')
  .refine((id) => !prototypeNames.has(id), 'must not be a name Object.prototype has');

const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/**
 * Title payloads (status, data, log details, instructions): any JSON. `restore()` always parses text
 * (an object it is given is stringified first), so every value here is JSON by construction, except a
 * number literal too large for a double, which parses to Infinity: `hasNonFiniteNumber` refuses those
 * afterwards. The schema only checks the kind of container, because the generic recursive `z.json()`
 * costs microseconds per object even when it is empty, and every card carries one (`status`): half of
 * a restore's time went there (issue 14).
 */
const json = z.unknown() as z.ZodType<Json>;
const jsonObject = z.object({}).catchall(z.unknown()) as unknown as z.ZodType<Record<string, Json>>;
// The generator's words are 32-bit; some steps leave them signed.
const word32 = z.number().int().min(-0x80000000).max(0xffffffff);

const cardObject = z.strictObject({
  id: plainId,
  serial: z.number().int().min(-1).max(Number.MAX_SAFE_INTEGER),
  card: z.string().min(1).max(128),
  owner: plainId,
  controller: plainId,
  zone: z.string().min(1).max(160),
  faceUp: z.boolean(),
  status: jsonObject,
  enteredAt: count,
  knownTo: z.array(plainId).optional(),
  token: z.boolean().optional(),
});

const player = z.strictObject({
  id: plainId,
  name: z.string().max(128),
  status: jsonObject,
  losing: z.string().max(128).optional(),
  playTimings: z.literal('rules').optional(),
  team: plainId.optional(),
});

const event = z.looseObject({ seq: count, type: z.string(), player: plainId.optional(), detail: jsonObject.optional() });

const decision = z.looseObject({
  id: count,
  kind: z.string().min(1).max(64),
  player: plainId,
  prompt: z.string().max(1024),
  rule: z.string().max(64).optional(),
});

const result = z.union([
  z.strictObject({
    kind: z.literal('win'),
    winner: plainId,
    winners: z.array(plainId).max(8).optional(),
    reason: z.string().max(128),
    rule: z.string().max(64).optional(),
  }),
  z.strictObject({ kind: z.literal('draw'), reason: z.string().max(128), rule: z.string().max(64).optional() }),
]);

export const gameStateSchema = z.strictObject({
  version: z.literal(1),
  title: z.string().min(1).max(64),
  seed: z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER),
  rng: z.tuple([word32, word32, word32, word32]),
  players: z.array(player).min(1).max(8),
  turn: z.strictObject({
    number: count,
    player: plainId,
    firstPlayer: plainId,
    extraTurns: z.array(plainId).max(1000),
    resumeWith: plainId.optional(),
    order: z.array(plainId).max(8).optional(),
  }),
  flow: z.strictObject({
    value: json,
    returnToOuter: z.boolean(),
    rulesInterrupted: z.boolean().optional(),
    playedAbility: z.boolean(),
    jumpTo: z.string().max(200).optional(),
  }),
  zones: z.record(z.string().max(160), z.array(plainId)),
  cards: z.record(plainId, cardObject),
  lastKnown: z.record(plainId, cardObject),
  pending: z.array(z.looseObject({ id: count, controller: plainId, label: z.string(), event: event.optional() })),
  delayed: z.array(z.looseObject({ id: count, controller: plainId, event: z.string(), duration: z.string() })),
  effects: z.array(z.looseObject({ id: count, layer: z.string(), timestamp: count, controller: plainId, cards: z.array(plainId) })),
  replacements: z.array(z.looseObject({ id: count, controller: plainId, replaces: z.string(), duration: z.string() })),
  stack: z.array(z.looseObject({ id: count, controller: plainId, label: z.string(), vars: jsonObject, event: event.optional() })),
  windows: z.array(
    z.looseObject({
      name: z.string().max(64),
      holder: plainId,
      role: z.enum(['act', 'answer']),
      passes: count,
      last: z.enum(['none', 'acted', 'passed']),
      nested: z.boolean(),
      fresh: z.boolean(),
      data: jsonObject,
    }),
  ),
  work: z.array(z.looseObject({ kind: z.string().max(64), step: z.string().max(64), data: jsonObject })),
  decision: decision.nullable(),
  result: result.nullable(),
  log: z.array(z.looseObject({ seq: count, turn: count, type: z.string().max(64) })),
  usage: z.strictObject({ turn: z.record(z.string(), count), game: z.record(z.string(), count) }),
  protectedSpan: count,
  counters: z.strictObject({ nextObject: count, nextSerial: count, nextId: count, timestamp: count, decision: count }),
  data: jsonObject,
  options: z.record(z.string().max(64), z.string().max(64)).optional(),
});

/**
 * The state fields a compact (`version: 2`) snapshot writes as they are, checked as in `gameStateSchema`;
 * its card and event rows and its zone lists are checked by `decodeSnapshot` (engine/snapshot-codec.ts).
 */
export const compactStateSchema = gameStateSchema.omit({ cards: true, lastKnown: true, log: true }).extend({
  // Every id a zone lists must be one of the (checked) card rows: `checkIntegrity` refuses any other, and
  // `decodeSnapshot` checks the lists' shape by hand (a zod record over sixty zones was half the schema's time).
  zones: z.unknown(),
});

/**
 * A compact `version: 3` or `version: 4` snapshot (the two differ only in how the log's rows are written): the
 * state fields it writes as they are, checked as in `gameStateSchema`; its zones, cards and log (the other keys)
 * are checked and built by `decodeV3` (engine/snapshot-v3-decode.ts).
 */
export const v3SnapshotSchema = gameStateSchema.omit({ version: true, cards: true, lastKnown: true, log: true, zones: true }).extend({
  version: z.literal([3, 4]),
  defs: z.unknown(),
  cards: z.unknown(),
  cardsMore: z.unknown(),
  zones: z.unknown(),
  lastKnown: z.unknown(),
  events: z.unknown(),
  shapes: z.unknown(),
  strings: z.unknown(),
  privacy: z.unknown(),
  logFrom: z.unknown(),
  log: z.unknown(),
});

/** The first problem zod found, as `path: message`. */
export function firstSchemaProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) return 'malformed';
  const path = issue.path.map((p) => String(p).slice(0, 32)).join('.');
  return `${path === '' ? '(root)' : path}: ${issue.message}`;
}

/**
 * A number literal that may overflow a double has a three-digit exponent (`1e400`) or over 300 digits
 * (`hasDigitRun`): only then is the parse walked.
 */
const longExponent = /[0-9][eE]\+?[0-9]{3}/;
const digitsThatMayOverflow = 300;

/** Whether parsed JSON `text` holds a number JSON.parse turned into ±Infinity. */
export function hasNonFiniteNumber(text: string, parsed: unknown): boolean {
  return (longExponent.test(text) || hasDigitRun(text, digitsThatMayOverflow)) && !finiteThroughout(parsed);
}

/**
 * Whether `text` has `run` digits in a row. It looks at one character per `run` while there are none (the
 * regular expression `[0-9]{300}` tried every digit, and was most of a restore's check for overflowing numbers;
 * issue 14, round 6): no run of `run` digits ends before `end`, and when the characters back from `end` meet a
 * non-digit at `j`, none ends before `j + run` either, since it would have to hold `j`.
 */
export function hasDigitRun(text: string, run: number): boolean {
  let end = run - 1;
  while (end < text.length) {
    let j = end;
    while (j > end - run && isDigit(text.charCodeAt(j))) j--;
    if (j === end - run) return true;
    end = j + run;
  }
  return false;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function finiteThroughout(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'object' || value === null) return true;
  if (Array.isArray(value)) return value.every(finiteThroughout);
  for (const key in value) if (!finiteThroughout((value as Record<string, unknown>)[key])) return false;
  return true;
}
