import { isPlainId } from '../state/snapshot-schema.js';

/*
 * The state fields a `version: 3` or `version: 4` snapshot writes as they are, checked by hand. This is
 * `v3SnapshotSchema` (state/snapshot-schema.ts, the zod schema that says what is accepted) written out: a zod parse
 * of them was a fifth of a restore (issue 14), and these few records are checked in a microsecond or two by hand.
 * The test `[security 4] the hand check of a version 3 snapshot's fields accepts exactly what its zod schema
 * accepts` holds the two together over thousands of corrupted snapshots. Each check returns the first problem as
 * `.path: message` relative to the value it was given (`: message` for the value itself), or null: a container
 * puts the key in front of its item's problem, so a path is spelled out only for a problem (building every
 * field's path up front was half of the check; issue 14, round 7).
 */

type Check = (value: unknown) => string | null;

/** `problem` of the item at `key`, as a problem of its container. */
const under = (key: string | number, problem: string): string => `.${key}${problem}`;

const maxSafe = Number.MAX_SAFE_INTEGER;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function wholeIn(min: number, max: number): Check {
  return (value) =>
    Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max
      ? null
      : `: must be a whole number from ${min} to ${max}`;
}

const count = wholeIn(0, maxSafe);
const word32 = wholeIn(-0x80000000, 0xffffffff);
const boolean: Check = (value) => (typeof value === 'boolean' ? null : `: must be true or false`);
const plainId: Check = (value) => (isPlainId(value) ? null : `: must be a plain id`);
const anyString: Check = (value) => (typeof value === 'string' ? null : `: must be a string`);
const jsonObject: Check = (value) => (isObject(value) ? null : `: must be an object`);
const anything: Check = () => null;

function text(min: number, max: number): Check {
  return (value) =>
    typeof value === 'string' && value.length >= min && value.length <= max ? null : `: must be a string of ${min} to ${max} characters`;
}

function oneOf(...values: string[]): Check {
  return (value) => (values.includes(value as string) ? null : `: must be one of ${values.join(', ')}`);
}

function list(item: Check, min = 0, max = Infinity): Check {
  return (value) => {
    if (!Array.isArray(value) || value.length < min || value.length > max) return `: must be a list of ${min} to ${max} items`;
    for (let i = 0; i < value.length; i++) {
      const problem = item(value[i]);
      if (problem !== null) return under(i, problem);
    }
    return null;
  };
}

function record(key: Check, item: Check): Check {
  return (value) => {
    if (!isObject(value)) return `: must be an object`;
    for (const k in value) {
      const problem = key(k) ?? item(value[k]);
      if (problem !== null) return under(k, problem);
    }
    return null;
  };
}

/** A field that may be left out (`?` in the shape); every other field must be there. */
interface Optional {
  optional: Check;
}
type Shape = Record<string, Check | Optional>;

/** An object with these fields; `strict`: and no others. */
function object(shape: Shape, strict: boolean): Check {
  const keys = Object.keys(shape);
  return (value) => {
    if (!isObject(value)) return `: must be an object`;
    for (const key of keys) {
      const field = shape[key] as Check | Optional;
      const present = Object.hasOwn(value, key);
      if (typeof field === 'function') {
        const problem = present ? field(value[key]) : ': is missing';
        if (problem !== null) return under(key, problem);
      } else if (present) {
        const problem = field.optional(value[key]);
        if (problem !== null) return under(key, problem);
      }
    }
    if (strict) for (const key in value) if (!Object.hasOwn(shape, key)) return `: unknown field "${key.slice(0, 32)}"`;
    return null;
  };
}

const optional = (check: Check): Optional => ({ optional: check });
const nullable =
  (check: Check): Check =>
  (value) =>
    value === null ? null : check(value);

const event = object({ seq: count, type: anyString, player: optional(plainId), detail: optional(jsonObject) }, false);

const player = object(
  {
    id: plainId,
    name: text(0, 128),
    status: jsonObject,
    losing: optional(text(0, 128)),
    playTimings: optional(oneOf('rules')),
    team: optional(plainId),
  },
  true,
);

const win = object(
  {
    kind: oneOf('win'),
    winner: plainId,
    winners: optional(list(plainId, 0, 8)),
    reason: text(0, 128),
    rule: optional(text(0, 64)),
  },
  true,
);
const draw = object({ kind: oneOf('draw'), reason: text(0, 128), rule: optional(text(0, 64)) }, true);
const result: Check = (value) => {
  if (value === null) return null;
  if (isObject(value) && value['kind'] === 'win') return win(value);
  if (isObject(value) && value['kind'] === 'draw') return draw(value);
  return `: must be null, a win or a draw`;
};

/** The fields of a version 3 or 4 snapshot; its rows (cards, zones, log and their tables) are `decodeV3`'s. */
const fields = object(
  {
    version: (value) => (value === 3 || value === 4 ? null : `: must be 3 or 4`),
    title: text(1, 64),
    seed: wholeIn(-maxSafe, maxSafe),
    rng: (value) => (Array.isArray(value) && value.length === 4 ? list(word32)(value) : `: must be four 32-bit words`),
    players: list(player, 1, 8),
    turn: object(
      {
        number: count,
        player: plainId,
        firstPlayer: plainId,
        extraTurns: list(plainId, 0, 1000),
        resumeWith: optional(plainId),
        order: optional(list(plainId, 0, 8)),
      },
      true,
    ),
    flow: object(
      {
        value: anything,
        returnToOuter: boolean,
        rulesInterrupted: optional(boolean),
        playedAbility: boolean,
        jumpTo: optional(text(0, 200)),
      },
      true,
    ),
    pending: list(object({ id: count, controller: plainId, label: anyString, event: optional(event) }, false)),
    delayed: list(object({ id: count, controller: plainId, event: anyString, duration: anyString }, false)),
    effects: list(object({ id: count, layer: anyString, timestamp: count, controller: plainId, cards: list(plainId) }, false)),
    replacements: list(object({ id: count, controller: plainId, replaces: anyString, duration: anyString }, false)),
    stack: list(object({ id: count, controller: plainId, label: anyString, vars: jsonObject, event: optional(event) }, false)),
    windows: list(
      object(
        {
          name: text(0, 64),
          holder: plainId,
          role: oneOf('act', 'answer'),
          passes: count,
          last: oneOf('none', 'acted', 'passed'),
          nested: boolean,
          fresh: boolean,
          data: jsonObject,
        },
        false,
      ),
    ),
    work: list(object({ kind: text(0, 64), step: text(0, 64), data: jsonObject }, false)),
    decision: nullable(
      object({ id: count, kind: text(1, 64), player: plainId, prompt: text(0, 1024), rule: optional(text(0, 64)) }, false),
    ),
    result,
    usage: object({ turn: record(anyString, count), game: record(anyString, count) }, true),
    protectedSpan: count,
    counters: object({ nextObject: count, nextSerial: count, nextId: count, timestamp: count, decision: count }, true),
    data: jsonObject,
    options: optional(record(text(0, 64), text(0, 64))),
    // The rows, checked by `decodeV3`.
    defs: anything,
    cards: anything,
    cardsMore: anything,
    zones: anything,
    lastKnown: anything,
    events: anything,
    shapes: anything,
    strings: anything,
    privacy: anything,
    logFrom: anything,
    log: anything,
  },
  true,
);

/** The first problem of a parsed version 3 or 4 snapshot's fields other than its rows, or null. */
export function checkV3Fields(raw: Record<string, unknown>): string | null {
  const problem = fields(raw);
  if (problem === null) return null;
  // `.path: message` for a field, `: message` for the snapshot itself.
  return problem.startsWith('.') ? problem.slice(1) : `(root)${problem}`;
}
