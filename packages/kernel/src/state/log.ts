import type { Json, JsonObject } from './json.js';
import type { PlayerId } from './ids.js';

/**
 * One thing that happened. `hiddenFrom` lists players who must not see `detail` (a drawn card's identity,
 * say): `view()` gives them the entry without it.
 */
export interface LogEntry {
  seq: number;
  turn: number;
  type: string;
  player?: PlayerId;
  detail?: JsonObject;
  hiddenFrom?: PlayerId[];
  /** Detail keys a player may not see although the rest is theirs (the new id of a card that went out of sight). */
  withheld?: Record<PlayerId, string[]>;
}

export interface GameEvent {
  type: string;
  player?: PlayerId;
  detail?: JsonObject;
  hiddenFrom?: PlayerId[];
  withheld?: Record<PlayerId, string[]>;
}

/** Appends to the log of `state` (a `GameState`: only its log and turn number are read). */
export function appendLog(state: { log: LogEntry[]; turn: { number: number } }, event: GameEvent): LogEntry {
  // Counted on from the last entry, not the log's length: old entries move out of the state (Game.history()).
  const last = state.log[state.log.length - 1];
  const entry = logEntry(last === undefined ? 0 : last.seq + 1, state.turn.number, event.type, event.player, event.detail);
  if (event.hiddenFrom !== undefined && event.hiddenFrom.length > 0) entry.hiddenFrom = event.hiddenFrom;
  if (event.withheld !== undefined && Object.keys(event.withheld).length > 0) entry.withheld = event.withheld;
  state.log.push(entry);
  return entry;
}

/**
 * A log entry with exactly the fields given. Each common shape is one object literal: a literal gets room
 * for its own fields only, and a field added afterwards costs a separate property array (24 more bytes per
 * entry, and a game keeps 100–300 entries; issue 14). The fields and their order are the same either way.
 */
export function logEntry(seq: number, turn: number, type: string, player: string | undefined, detail: JsonObject | undefined): LogEntry {
  if (player !== undefined) return detail !== undefined ? { seq, turn, type, player, detail } : { seq, turn, type, player };
  return detail !== undefined ? { seq, turn, type, detail } : { seq, turn, type };
}

export function detailValue(entry: { detail?: JsonObject }, key: string): Json | undefined {
  return entry.detail?.[key];
}
