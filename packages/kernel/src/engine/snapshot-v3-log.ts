import type { PlayerId } from '../state/game-state.js';
import type { Json, JsonObject } from '../state/json.js';
import type { LogEntry } from '../state/log.js';

/*
 * The log part of a compact snapshot (the format is described in snapshot-v3.ts): the tables `events`, `shapes`,
 * `strings` and `privacy`, `logFrom`, and the rows, written as version 4 writes them: one flat list of numbers
 * (and the few detail values that are not strings), no array per event. Version 3 wrote an array per event and
 * one per detail, and those small arrays were half of what `JSON.parse` did with the log (issue 14, round 7);
 * `snapshot-log-decode.ts` reads both.
 *
 * The log was about half of a snapshot's `JSON.stringify` time and of the work before it (round 6, issue 14), and
 * between two snapshots of one game it mostly holds the same entries: entries are only appended (a log entry never
 * changes once written), cut from the front when a turn ends (`Game.#advance`) and cut from the back when an idle
 * window takes back what it logged. So a `LogEncoder` kept by a game encodes each entry once: while the log it sees
 * still starts with the entries it encoded last time, it encodes only the new ones and appends their text.
 * Anything else (the front cut, a back cut into what it encoded, another seating) starts it afresh. The tables
 * number values by their first appearance in the log, so encoding on from where it stopped gives the same text as
 * encoding the whole log again: a snapshot's text does not depend on when earlier snapshots were taken.
 */

/**
 * How an event's head packs its type, privacy flag and player: `type * 32 + hasPrivacy * 16 + player`, `player`
 * 0 for none or the seat + 1 (at most 8 seats, so below 16). Exported for the decoder.
 */
export const headPlayers = 16;
export const headPrivacy = 2;

interface LogTables {
  events: string[];
  shapes: string[][];
  strings: string[];
  privacy: Json[][];
}

/**
 * A trie over a sequence of keys (a detail's keys and the kinds of its values; a privacy pair's lists), so
 * that finding a sequence's index looks each step up in a small map instead of building a text to hash.
 */
interface Trie {
  /** The next step by a key whose value is a string (`s`), or any other value (`j`); privacy pairs use `s`. */
  s: Map<unknown, Trie>;
  j: Map<unknown, Trie>;
  at: number;
}

interface LogIndex {
  events: Map<string, number>;
  strings: Map<string, number>;
  shapes: Trie;
  privacy: Trie;
}

const trie = (): Trie => ({ s: new Map(), j: new Map(), at: -1 });

function step(steps: Map<unknown, Trie>, key: unknown): Trie {
  let next = steps.get(key);
  if (next === undefined) steps.set(key, (next = trie()));
  return next;
}

/** A table's JSON text, made again only when the table has grown (tables only grow). */
interface TableText {
  length: number;
  text: string;
}

/** Encodes a game's log for its snapshots, keeping what it encoded for the next one (see above). */
export class LogEncoder {
  #tables: LogTables = { events: [], shapes: [], strings: [], privacy: [] };
  #index: LogIndex = { events: new Map(), strings: new Map(), shapes: trie(), privacy: trie() };
  #texts = new Map<keyof LogTables, TableText>();
  /** The seating the player numbers were written for, the entries encoded (first and last), and their rows. */
  #seating = '';
  #first: LogEntry | undefined;
  #last: LogEntry | undefined;
  #count = 0;
  #turn = -1;
  #rows = '';

  /**
   * `"events":…,"shapes":…,"strings":…,"privacy":…,"logFrom":…,"log":…` for `log`, or null when an event's
   * player is not seated or a turn number is not a count (the state does not fit version 4).
   */
  fields(log: readonly LogEntry[], seats: ReadonlyMap<PlayerId, number>, seating: string): string | null {
    if (!this.#continues(log, seating)) this.#reset(seating);
    if (log.length > this.#count) {
      const rows: Json[] = [];
      for (let i = this.#count; i < log.length; i++) {
        const entry = log[i] as LogEntry;
        // A turn's events follow its marker, -1 - turn (event heads are 0 or more).
        if (entry.turn !== this.#turn) {
          if (!Number.isSafeInteger(entry.turn) || entry.turn < 0) {
            this.#reset(seating);
            return null;
          }
          rows.push(-1 - (this.#turn = entry.turn));
        }
        if (!this.#row(entry, seats, rows)) {
          this.#reset(seating);
          return null;
        }
      }
      // One `JSON.stringify` for every new row: a call per row costs more than the rows.
      const text = JSON.stringify(rows);
      this.#rows += this.#rows === '' ? text.slice(1, -1) : `,${text.slice(1, -1)}`;
      this.#first = log[0];
      this.#last = log[log.length - 1];
      this.#count = log.length;
    }
    return (
      `"events":${this.#table('events')},"shapes":${this.#table('shapes')},"strings":${this.#table('strings')},` +
      `"privacy":${this.#table('privacy')},"logFrom":${log[0]?.seq ?? 0},"log":[${this.#rows}]`
    );
  }

  /** Whether `log` still starts with the entries encoded so far, for the same seating. */
  #continues(log: readonly LogEntry[], seating: string): boolean {
    if (seating !== this.#seating) return false;
    if (this.#count === 0) return true;
    // Entries only come and go at the ends, so the two ends of what was encoded say whether it is all there.
    return log.length >= this.#count && log[0] === this.#first && log[this.#count - 1] === this.#last;
  }

  #reset(seating: string): void {
    this.#tables = { events: [], shapes: [], strings: [], privacy: [] };
    this.#index = { events: new Map(), strings: new Map(), shapes: trie(), privacy: trie() };
    this.#texts.clear();
    this.#seating = seating;
    this.#first = this.#last = undefined;
    this.#count = 0;
    this.#turn = -1;
    this.#rows = '';
  }

  #table(name: keyof LogTables): string {
    const table = this.#tables[name];
    let text = this.#texts.get(name);
    if (text === undefined || text.length !== table.length)
      this.#texts.set(name, (text = { length: table.length, text: JSON.stringify(table) }));
    return text.text;
  }

  /**
   * Appends an event to `rows`: its head (`type * 32 + hasPrivacy * 16 + player`), its privacy pair's index when
   * it has one, then its detail: `0` for none, a shape's index + 1 followed by one value per key of the shape, or
   * `-1` followed by the detail object as it is. False for a player not seated (nothing appended then matters:
   * the caller starts afresh).
   */
  #row(entry: LogEntry, seats: ReadonlyMap<PlayerId, number>, rows: Json[]): boolean {
    const type = interned(entry.type, this.#tables.events, this.#index.events);
    let player = 0;
    if (entry.player !== undefined) {
      const seat = seats.get(entry.player);
      if (seat === undefined || seat + 1 >= headPlayers) return false;
      player = seat + 1;
    }
    const hidden = entry.hiddenFrom !== undefined || entry.withheld !== undefined;
    rows.push((type * headPrivacy + (hidden ? 1 : 0)) * headPlayers + player);
    if (hidden) rows.push(this.#privacy(entry) - 1);
    if (entry.detail === undefined) rows.push(0);
    else this.#detail(entry.detail, rows);
    return true;
  }

  /**
   * The index + 1 of an entry's privacy pair in `privacy`, found by the lists' content (as JSON), so that the
   * same game writes the same text whether its lists are the kernel's shared ones or a restore's.
   */
  #privacy(entry: LogEntry): number {
    let node = step(this.#index.privacy.s, entry.hiddenFrom === undefined ? 0 : listJson(entry.hiddenFrom));
    const withheld = entry.withheld;
    if (withheld !== undefined) for (const player in withheld) node = step(step(node.s, player).s, listJson(withheld[player] as string[]));
    if (node.at < 0) node.at = this.#tables.privacy.push([entry.hiddenFrom ?? 0, withheld ?? 0]);
    return node.at;
  }

  /**
   * Appends a detail: the index + 1 of its shape in `shapes`, where `shapes[shape]` is `[kinds, …keys]` and `kinds`
   * has a letter per key (`s`, the value is a string written as its index in `strings`; `j`, the value is written
   * as it is), then its values. A detail with a `__proto__` key (which no shape may hold) is written as `-1` and
   * the object itself.
   */
  #detail(detail: JsonObject, rows: Json[]): void {
    const at = rows.push(0) - 1;
    let node = this.#index.shapes;
    for (const key in detail) {
      const value = detail[key];
      if (value === undefined) continue; // JSON leaves it out
      if (key === '__proto__') {
        rows.length = at;
        rows.push(-1, detail);
        return;
      }
      if (typeof value === 'string') {
        node = step(node.s, key);
        rows.push(interned(value, this.#tables.strings, this.#index.strings));
      } else {
        node = step(node.j, key);
        rows.push(value);
      }
    }
    if (node.at < 0) {
      const keys = [''];
      for (const key in detail) {
        const value = detail[key];
        if (value === undefined) continue;
        keys[0] += typeof value === 'string' ? 's' : 'j';
        keys.push(key);
      }
      node.at = this.#tables.shapes.push(keys) - 1;
    }
    rows[at] = node.at + 1;
  }
}

/** A live game shares a few frozen lists (`move-card.ts`), so each list's JSON is made once and kept by the list. */
const listJsons = new WeakMap<readonly string[], string>();

function listJson(list: readonly string[]): string {
  let json = listJsons.get(list);
  if (json === undefined) listJsons.set(list, (json = JSON.stringify(list)));
  return json;
}

function interned(value: string, table: string[], index: Map<string, number>): number {
  let at = index.get(value);
  if (at === undefined) index.set(value, (at = table.push(value) - 1));
  return at;
}
