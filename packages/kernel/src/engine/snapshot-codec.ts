import type { CardObject, GameState } from '../state/game-state.js';
import type { JsonObject } from '../state/json.js';
import { logEntry, type LogEntry } from '../state/log.js';
import { isPlainId } from '../state/snapshot-schema.js';
import { noStatus } from '../state/card-status.js';
import type { GameContext } from './context.js';
import { encodeV3 } from './snapshot-v3.js';
import type { LogEncoder } from './snapshot-v3-log.js';
import { decodeV3, stateFromV3, type V3Fields } from './snapshot-v3-decode.js';
import { isCount, isObject, isWithheld } from './snapshot-values.js';

/*
 * What `snapshot()` writes: version 4 (engine/snapshot-v3.ts), or version 2 for a state version 4 cannot hold.
 *
 * The compact snapshot format `version: 2` (issue 14), read for snapshots written before version 3. A snapshot is mostly card objects and log entries
 * (about 110–120 cards and 100–200 events), and as objects each repeats its field names and its default
 * values. Here a card is one array, `[id, serial, card, owner, controller, zone, faceUp, enteredAt,
 * status, knownTo, token]`, and an event `[turn, type, player, detail, hiddenFrom, withheld]`, with the
 * trailing fields that hold their default left out and a `0` standing for one left out before a field
 * that is present. Event numbers are not written: they count on from `logFrom`. Everything else is the
 * state as it is. About half the text, so half the `JSON.stringify`/`JSON.parse` time and half the size
 * of every stored copy; and checking a card row by hand costs a fraction of a zod object schema.
 *
 * The decoder trusts nothing: every field of every row is checked here (with the path of the first
 * problem), and `restore()` then checks the rest of the state with its zod schema and the whole with
 * `checkIntegrity`, as for a full (`version: 1`) snapshot, which `restore()` still accepts.
 */

export type CardRow = (string | number | boolean | JsonObject | string[])[];
export type LogRow = (string | number | JsonObject | string[] | Record<string, string[]>)[];

/** The state's keys in the order a snapshot writes them (a fixed order keeps snapshots byte-stable). */
const stateKeys = [
  'title',
  'seed',
  'rng',
  'players',
  'turn',
  'flow',
  'zones',
  'pending',
  'delayed',
  'effects',
  'replacements',
  'stack',
  'windows',
  'work',
  'decision',
  'result',
  'usage',
  'protectedSpan',
  'counters',
  'data',
  // Absent when the title declares no game options (JSON leaves an undefined field out).
  'options',
] as const satisfies readonly (keyof GameState)[];

/**
 * The compact text of the game (what `game.snapshot()` returns): version 4 where the state fits it. `log`: the
 * game's own log encoder, kept between its snapshots (snapshot-v3-log.ts); a fresh one when not given.
 */
export function encodeSnapshot(ctx: GameContext, log?: LogEncoder): string {
  return encodeV3(ctx, log) ?? encodeV2(ctx.state);
}

/** The version 2 text of `state`. */
export function encodeV2(state: GameState): string {
  const out: Record<string, unknown> = { version: 2 };
  for (const key of stateKeys) out[key] = state[key];
  out['cards'] = Object.values(state.cards).map(cardRow);
  out['lastKnown'] = Object.values(state.lastKnown).map(cardRow);
  out['logFrom'] = state.log[0]?.seq ?? 0;
  out['log'] = state.log.map(logRow);
  return JSON.stringify(out);
}

function cardRow(card: CardObject): CardRow {
  const row: CardRow = [card.id, card.serial, card.card, card.owner, card.controller, card.zone, card.faceUp ? 1 : 0, card.enteredAt];
  const status = Object.keys(card.status).length === 0 ? 0 : card.status;
  const tail: CardRow = [status, card.knownTo ?? 0, card.token ?? 0];
  while (tail.length > 0 && tail[tail.length - 1] === 0) tail.pop();
  return tail.length === 0 ? row : [...row, ...tail];
}

function logRow(entry: LogEntry): LogRow {
  const row: LogRow = [entry.turn, entry.type, entry.player ?? 0, entry.detail ?? 0, entry.hiddenFrom ?? 0, entry.withheld ?? 0];
  while (row.length > 2 && row[row.length - 1] === 0) row.pop();
  return row;
}

/** A compact snapshot's parts, checked and turned back into state records; or the first problem. */
export type Decoded =
  | { ok: true; rest: Record<string, unknown>; cards: GameState['cards']; lastKnown: GameState['lastKnown']; log: LogEntry[] }
  | { ok: false; problem: string };

/**
 * Checks and decodes the rows of a parsed compact snapshot, and checks the zone lists. `rest` is the
 * remaining state fields as given (for the caller's schema check), with `version: 1` in place of 2.
 */
export function decodeSnapshot(raw: Record<string, unknown>): Decoded {
  const { cards: cardRows, lastKnown: knownRows, log: logRows, logFrom, version: _version, ...rest } = raw;
  const zoneProblem = checkZoneLists(rest['zones']);
  if (zoneProblem !== null) return { ok: false, problem: zoneProblem };
  const cards = decodeCards('cards', cardRows);
  if (typeof cards === 'string') return { ok: false, problem: cards };
  const lastKnown = decodeCards('lastKnown', knownRows);
  if (typeof lastKnown === 'string') return { ok: false, problem: lastKnown };
  if (!isCount(logFrom)) return { ok: false, problem: 'logFrom: must be a whole number, 0 or more' };
  const log = decodeLog(logRows, logFrom);
  if (typeof log === 'string') return { ok: false, problem: log };
  return { ok: true, rest: { version: 1, ...rest }, cards, lastKnown, log };
}

/**
 * The zone lists' shape: an object of lists of short strings under keys of at most 160 characters. Whether
 * each key names a zone of the title and each id a card row is `checkIntegrity`'s to say (it refuses any
 * other), so nothing more is checked here: by hand, because a zod record over sixty zones was nearly half
 * of the schema's time (issue 14).
 */
function checkZoneLists(zones: unknown): string | null {
  if (!isObject(zones)) return 'zones: must be an object of zone lists';
  for (const key in zones) {
    if (key.length > 160) return `zones.${key.slice(0, 32)}: a zone key is at most 160 characters`;
    const ids = zones[key];
    if (!Array.isArray(ids)) return `zones.${key}: must be a list of card ids`;
    for (let i = 0; i < ids.length; i++) {
      const id: unknown = ids[i];
      if (typeof id !== 'string' || id.length > 64) return `zones.${key}.${i}: must be a card id`;
    }
  }
  return null;
}

function decodeCards(where: string, rows: unknown): Record<string, CardObject> | string {
  if (!Array.isArray(rows)) return `${where}: must be a list of card rows`;
  const out: Record<string, CardObject> = {};
  for (let i = 0; i < rows.length; i++) {
    const card = decodeCard(rows[i]);
    if (typeof card === 'string') return `${where}.${i}: ${card}`;
    if (Object.hasOwn(out, card.id)) return `${where}.${i}: ${card.id} appears twice`;
    out[card.id] = card;
  }
  return out;
}

function decodeCard(row: unknown): CardObject | string {
  if (!Array.isArray(row) || row.length < 8 || row.length > 11) return 'must be a card row of 8 to 11 fields';
  const [id, serial, definition, owner, controller, zone, faceUp, enteredAt, status = 0, knownTo = 0, token = 0] = row as unknown[];
  if (!isPlainId(id)) return 'id: must be a plain id';
  if (!Number.isSafeInteger(serial) || (serial as number) < -1) return 'serial: must be a whole number, -1 or more';
  if (typeof definition !== 'string' || definition.length === 0 || definition.length > 128) return 'card: must be a card id';
  if (!isPlainId(owner)) return 'owner: must be a plain id';
  if (!isPlainId(controller)) return 'controller: must be a plain id';
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 160) return 'zone: must be a zone key';
  if (faceUp !== 0 && faceUp !== 1) return 'faceUp: must be 0 or 1';
  if (!isCount(enteredAt)) return 'enteredAt: must be a whole number, 0 or more';
  if (status !== 0 && !isObject(status)) return 'status: must be an object';
  if (knownTo !== 0 && !(Array.isArray(knownTo) && knownTo.every(isPlainId))) return 'knownTo: must be a list of plain ids';
  if (token !== 0 && typeof token !== 'boolean') return 'token: must be true or false';
  const card: CardObject = {
    id,
    serial: serial as number,
    card: definition,
    owner,
    controller,
    zone,
    faceUp: faceUp === 1,
    status: status === 0 ? noStatus : (status as JsonObject),
    enteredAt,
  };
  if (knownTo !== 0) card.knownTo = knownTo as string[];
  if (token !== 0) card.token = token as boolean;
  return card;
}

function decodeLog(rows: unknown, from: number): LogEntry[] | string {
  if (!Array.isArray(rows)) return 'log: must be a list of event rows';
  const out: LogEntry[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row: unknown = rows[i];
    const where = `log.${i}`;
    if (!Array.isArray(row) || row.length < 2 || row.length > 6) return `${where}: must be an event row of 2 to 6 fields`;
    const [turn, type, player = 0, detail = 0, hiddenFrom = 0, withheld = 0] = row as unknown[];
    if (!isCount(turn)) return `${where}.turn: must be a whole number, 0 or more`;
    if (typeof type !== 'string' || type.length > 64) return `${where}.type: must be a short string`;
    if (player !== 0 && !isPlainId(player)) return `${where}.player: must be a plain id`;
    if (detail !== 0 && !isObject(detail)) return `${where}.detail: must be an object`;
    if (hiddenFrom !== 0 && !(Array.isArray(hiddenFrom) && hiddenFrom.every(isPlainId)))
      return `${where}.hiddenFrom: must be a list of plain ids`;
    if (withheld !== 0 && !isWithheld(withheld)) return `${where}.withheld: must map plain ids to lists of keys`;
    const entry = logEntry(
      from + i,
      turn,
      type,
      player === 0 ? undefined : (player as string),
      detail === 0 ? undefined : (detail as JsonObject),
    );
    if (hiddenFrom !== 0) entry.hiddenFrom = hiddenFrom as string[];
    if (withheld !== 0) entry.withheld = withheld as Record<string, string[]>;
    out.push(entry);
  }
  return out;
}

/**
 * The state of a snapshot text this kernel wrote itself (a game's checkpoint: what `snapshot()` or a
 * restore was given, already checked), of any version.
 */
export function trustedState(text: string, ctx: Pick<GameContext, 'title'>): GameState | string {
  const raw = JSON.parse(text) as Record<string, unknown>;
  if (raw['version'] === 4 || raw['version'] === 3) {
    const fields = raw as unknown as V3Fields;
    const decoded = decodeV3(raw, ctx, fields);
    return decoded.ok ? stateFromV3(fields, decoded) : decoded.problem;
  }
  if (raw['version'] !== 2) return raw as unknown as GameState;
  const decoded = decodeSnapshot(raw);
  if (!decoded.ok) return decoded.problem;
  return {
    ...(decoded.rest as Omit<GameState, 'cards' | 'lastKnown' | 'log'>),
    cards: decoded.cards,
    lastKnown: decoded.lastKnown,
    log: decoded.log,
  };
}
