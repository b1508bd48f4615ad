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
  const entry: LogEntry = { seq: last === undefined ? 0 : last.seq + 1, turn: state.turn.number, type: event.type };
  if (event.player !== undefined) entry.player = event.player;
  if (event.detail !== undefined) entry.detail = event.detail;
  if (event.hiddenFrom !== undefined && event.hiddenFrom.length > 0) entry.hiddenFrom = event.hiddenFrom;
  if (event.withheld !== undefined && Object.keys(event.withheld).length > 0) entry.withheld = event.withheld;
  state.log.push(entry);
  return entry;
}

export function detailValue(entry: { detail?: JsonObject }, key: string): Json | undefined {
  return entry.detail?.[key];
}
