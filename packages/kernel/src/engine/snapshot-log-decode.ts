import type { PlayerId } from '../state/game-state.js';
import type { Json, JsonObject } from '../state/json.js';
import { logEntry, type LogEntry } from '../state/log.js';
import { isPlainId } from '../state/snapshot-schema.js';
import { headPlayers, headPrivacy } from './snapshot-v3-log.js';
import { isCount, isIndex, isObject, isWithheld } from './snapshot-values.js';

/*
 * Reads the log of a compact snapshot (the format is described in snapshot-v3.ts and snapshot-v3-log.ts): the
 * tables `events`, `shapes`, `strings` and `privacy`, `logFrom`, and the rows, as version 3 wrote them (an array
 * per event) or as version 4 writes them (one flat list). Nothing is trusted: every table entry and every row is
 * checked, and the first problem is named with its path.
 */

interface LogTables {
  events: readonly string[];
  shapes: readonly string[][];
  strings: readonly string[];
  privacy: readonly [unknown, unknown][];
  logFrom: number;
}

/** The log of a parsed version 3 or 4 snapshot, every row checked; or the first problem. */
export function decodeLog(raw: Record<string, unknown>, players: readonly PlayerId[]): LogEntry[] | string {
  const tables = checkedTables(raw);
  if (typeof tables === 'string') return tables;
  const rows = raw['log'];
  if (!Array.isArray(rows)) return 'log: must be a list of turns and event rows';
  return raw['version'] === 3 ? rowsLog(rows, tables, players) : flatLog(rows, tables, players);
}

function checkedTables(raw: Record<string, unknown>): LogTables | string {
  const { events, shapes, strings, privacy, logFrom } = raw;
  if (!isCount(logFrom)) return 'logFrom: must be a whole number, 0 or more';
  if (!Array.isArray(events) || !events.every((e) => typeof e === 'string' && e.length <= 64))
    return 'events: must be a list of event types';
  if (!Array.isArray(strings) || !strings.every((e) => typeof e === 'string')) return 'strings: must be a list of strings';
  if (!Array.isArray(shapes)) return 'shapes: must be a list of key lists';
  for (let i = 0; i < shapes.length; i++) {
    const shape: unknown = shapes[i];
    if (
      !Array.isArray(shape) ||
      typeof shape[0] !== 'string' ||
      !/^[sj]*$/.test(shape[0]) ||
      shape[0].length !== shape.length - 1 ||
      !shape.every((k, j) => j === 0 || (typeof k === 'string' && k !== '__proto__' && k.length <= 128))
    )
      return `shapes.${i}: must be a list of value kinds (s or j per key) and keys`;
  }
  if (!Array.isArray(privacy)) return 'privacy: must be a list of [hiddenFrom, withheld] pairs';
  for (let i = 0; i < privacy.length; i++) {
    const pair: unknown = privacy[i];
    if (!Array.isArray(pair) || pair.length !== 2) return `privacy.${i}: must be a [hiddenFrom, withheld] pair`;
    const [hiddenFrom, withheld] = pair as unknown[];
    if (hiddenFrom !== 0 && !(Array.isArray(hiddenFrom) && hiddenFrom.every(isPlainId)))
      return `privacy.${i}.0: must be a list of plain ids`;
    if (withheld !== 0 && !isWithheld(withheld)) return `privacy.${i}.1: must map plain ids to lists of keys`;
    Object.freeze(hiddenFrom);
    if (withheld !== 0) for (const key in withheld as Record<string, string[]>) Object.freeze((withheld as Record<string, string[]>)[key]);
  }
  return {
    events: events as string[],
    shapes: shapes as string[][],
    strings: strings as string[],
    privacy: privacy as [unknown, unknown][],
    logFrom,
  };
}

/** An entry of the log, its privacy pair (`hidden`: index + 1 in `privacy`, 0 for none) shared as in a live game. */
function entryOf(
  tables: LogTables,
  seq: number,
  turn: number,
  type: number,
  player: PlayerId | undefined,
  detail: JsonObject | undefined,
  hidden: number,
): LogEntry {
  const entry = logEntry(seq, turn, tables.events[type] as string, player, detail);
  if (hidden !== 0) {
    const [hiddenFrom, withheld] = tables.privacy[hidden - 1] as [unknown, unknown];
    // Shared by the entries that have them, as in a live game (`hiddenFrom` and withheld lists are frozen
    // there: a log entry never changes once written).
    if (hiddenFrom !== 0) entry.hiddenFrom = hiddenFrom as string[];
    if (withheld !== 0) entry.withheld = withheld as Record<string, string[]>;
  }
  return entry;
}

/** Version 3: a turn number before each turn's events, each event `[type, player, detail, privacy]`. */
function rowsLog(rows: readonly unknown[], tables: LogTables, players: readonly PlayerId[]): LogEntry[] | string {
  const out: LogEntry[] = [];
  let turn = -1;
  for (let i = 0; i < rows.length; i++) {
    const row: unknown = rows[i];
    if (typeof row === 'number') {
      if (!isCount(row)) return `log.${i}: a turn must be a whole number, 0 or more`;
      turn = row;
      continue;
    }
    if (turn < 0) return `log.${i}: the log must start with a turn number`;
    if (!Array.isArray(row) || row.length < 1 || row.length > 4) return `log.${i}: must be an event row of 1 to 4 fields`;
    const [type, player = 0, detail = 0, hidden = 0] = row as unknown[];
    if (!isIndex(type, tables.events.length)) return `log.${i}.type: must be the index of an event type`;
    if (player !== 0 && !isIndex((player as number) - 1, players.length)) return `log.${i}.player: must be 0 or a player's index + 1`;
    const details = detail === 0 ? undefined : detailFrom(detail, tables);
    if (details === null) return `log.${i}.detail: must be an object, or a shape index and its values`;
    if (hidden !== 0 && !isIndex((hidden as number) - 1, tables.privacy.length))
      return `log.${i}.privacy: must be 0 or an index + 1 in privacy`;
    const who = player === 0 ? undefined : players[(player as number) - 1];
    out.push(entryOf(tables, tables.logFrom + out.length, turn, type, who, details, hidden as number));
  }
  return out;
}

/** A version 3 detail object from `[shape, …values]` or an object as it is; null for anything else. */
function detailFrom(detail: unknown, tables: LogTables): JsonObject | null {
  if (isObject(detail)) return detail as JsonObject;
  if (!Array.isArray(detail) || !isIndex(detail[0], tables.shapes.length)) return null;
  const shape = tables.shapes[detail[0]] as string[];
  if (detail.length !== shape.length) return null;
  return shaped(shape, detail, 1, tables.strings);
}

/** The detail object of `shape` whose values start at `values[from]`; null for a string index past `strings`. */
function shaped(shape: readonly string[], values: readonly unknown[], from: number, strings: readonly string[]): JsonObject | null {
  const kinds = shape[0] as string;
  const out: JsonObject = {};
  for (let k = 1; k < shape.length; k++) {
    const value: unknown = values[from + k - 1];
    if (kinds.charCodeAt(k - 1) === 115 /* s */) {
      if (!isIndex(value, strings.length)) return null;
      out[shape[k] as string] = strings[value] as string;
    } else out[shape[k] as string] = value as Json;
  }
  return out;
}

/**
 * Version 4: one flat list. `-1 - turn` starts a turn's events; an event is its head, `type * 32 + hasPrivacy *
 * 16 + player` (player 0 for none, else the seat + 1), its privacy pair's index when the head says it has one,
 * then its detail: `0` for none, a shape's index + 1 and one value per key, or `-1` and the detail object.
 */
function flatLog(rows: readonly unknown[], tables: LogTables, players: readonly PlayerId[]): LogEntry[] | string {
  const out: LogEntry[] = [];
  const length = rows.length;
  let turn = -1;
  let i = 0;
  while (i < length) {
    const at = i;
    const head: unknown = rows[i++];
    if (!Number.isSafeInteger(head)) return `log.${at}: must be a turn (-1 - turn) or an event's head`;
    if ((head as number) < 0) {
      turn = -1 - (head as number);
      continue;
    }
    if (turn < 0) return `log.${at}: the log must start with a turn`;
    const player = (head as number) % headPlayers;
    const flags = ((head as number) - player) / headPlayers;
    const hasPrivacy = flags % headPrivacy;
    const type = (flags - hasPrivacy) / headPrivacy;
    if (type >= tables.events.length) return `log.${at}.type: must be the index of an event type`;
    if (player > players.length) return `log.${at}.player: must be 0 or a player's index + 1`;
    let hidden = 0;
    if (hasPrivacy === 1) {
      const pair: unknown = rows[i++];
      if (!isIndex(pair, tables.privacy.length)) return `log.${at}.privacy: must be an index in privacy`;
      hidden = pair + 1;
    }
    const detail: unknown = rows[i++];
    let details: JsonObject | undefined;
    if (detail === -1) {
      const object: unknown = rows[i++];
      if (!isObject(object)) return `log.${at}.detail: must be followed by an object`;
      details = object as JsonObject;
    } else if (detail !== 0) {
      if (!Number.isSafeInteger(detail) || (detail as number) < 1 || (detail as number) > tables.shapes.length)
        return `log.${at}.detail: must be 0, -1 or a shape index + 1`;
      const shape = tables.shapes[(detail as number) - 1] as string[];
      if (i + shape.length - 1 > length) return `log.${at}.detail: the log ends before the detail's values`;
      const object = shaped(shape, rows, i, tables.strings);
      if (object === null) return `log.${at}.detail: a string value must be an index in strings`;
      details = object;
      i += shape.length - 1;
    }
    const who = player === 0 ? undefined : players[player - 1];
    out.push(entryOf(tables, tables.logFrom + out.length, turn, type, who, details, hidden));
  }
  return out;
}
