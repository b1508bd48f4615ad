import type { CardObject, GameState, PlayerId, ZoneKey } from '../state/game-state.js';
import type { Json, JsonObject } from '../state/json.js';
import { logEntry, type LogEntry } from '../state/log.js';
import { noStatus } from '../state/card-status.js';
import { isPlainId } from '../state/snapshot-schema.js';
import type { GameContext } from './context.js';
import { seatingZones } from './integrity.js';

/*
 * The compact snapshot, format `version: 3` (issue 14). Restoring a game was mostly `JSON.parse` of the text
 * (43%), so this format is about a third of version 2's text, in tokens that parse fast (small numbers):
 *
 * - `defs`: each card definition the cards use, once; cards name it by its index.
 * - `cards`: every live card object as seven numbers, in the state's order (that of their ids' numbers: cards
 *   enter `state.cards` as they are made, with ever higher numbers): `n` of its id `c<n>`, serial,
 *   definition index, owner and controller (indexes into `players`), face up (1) or down (0), enteredAt.
 *   `cardsMore` holds what few cards have, `[index in cards, status, knownTo, token]`, `0` for a field left
 *   at its default and trailing defaults left out.
 * - `zones`: one list per zone key of the title for this seating, in the order a new game makes them
 *   (`seatingZones`), the keys themselves not written, each card given by its index in `cards`. A card's zone
 *   is the list that holds it.
 * - `lastKnown`: `[n, serial, definition, owner, controller, faceUp, enteredAt, zone key, status, knownTo,
 *   token]`, trailing defaults left out.
 * - `log`: the events from `logFrom` on (their numbers count on), a turn number before the events of each
 *   turn and each event `[type, player, detail, privacy]`, trailing defaults (`0`) left out: `type` indexes
 *   `events`; `player` is the player's index + 1; `detail` is `[shape, …values]` with `shapes[shape]` =
 *   `[kinds, …keys]` (a letter per key: `s`, a string written as its index in `strings`; `j`, any JSON as it
 *   is), or an object as it is; `privacy` is an index + 1 in `privacy`, the distinct `[hiddenFrom, withheld]`
 *   pairs. Events repeat a handful of types, key lists, card names, zone keys and privacy lists.
 * - everything else as it is in the state.
 *
 * A state that does not fit (a card id that is not `c<n>`, cards not in the order of their numbers, an owner who
 * is not seated, zone keys other than the title's in their order: only a full `version: 1` snapshot from outside can make one) is written in version 2.
 *
 * The decoder trusts nothing: it checks every field of every row (naming the path of the first problem) and,
 * as it builds the zones and cards, all that `checkCards` and `checkZones` would check (every card in exactly
 * one zone list, capacities, known definitions, serials handed out and never two live objects of one physical
 * card, no last-known object also live), so `restore()` checks only the references and the title's own rules
 * after it. The remaining state fields go through the zod schema as before.
 */

/** The fields of a live card's row in `cards`. */
const cardFields = 7;
/** The compact text of `ctx.state` in version 3, or `null` when the state does not fit it (see above). */
export function encodeV3(ctx: GameContext): string | null {
  const state = ctx.state;
  const seats = new Map<PlayerId, number>();
  state.players.forEach((p, i) => seats.set(p.id, i));
  const zones = seatingZones(ctx, state.players);
  let z = 0;
  for (const key in state.zones) if (zones.keys[z++] !== key) return null;
  if (z !== zones.keys.length) return null;

  const defs: string[] = [];
  const defIndex = new Map<string, number>();
  const defOf = (card: string): number => {
    let i = defIndex.get(card);
    if (i === undefined) defIndex.set(card, (i = defs.push(card) - 1));
    return i;
  };
  const cards: number[] = [];
  const more: Json[][] = [];
  const indexOf = new Map<string, number>();
  let index = 0;
  let previous = 0;
  // for…in, not Object.values: the cards record is a hash table, which Object.values copies out (4× the time).
  for (const id in state.cards) {
    const card = state.cards[id] as CardObject;
    const n = numberOf(card.id);
    const owner = seats.get(card.owner);
    const controller = seats.get(card.controller);
    if (n === null || n <= previous || card.id !== id || owner === undefined || controller === undefined) return null;
    previous = n;
    indexOf.set(id, index);
    cards.push(n, card.serial, defOf(card.card), owner, controller, card.faceUp ? 1 : 0, card.enteredAt);
    const extra = extras(card);
    if (extra !== null) more.push([index, ...extra]);
    index++;
  }
  const lists: number[][] = [];
  for (const key in state.zones) {
    const ids = state.zones[key] as string[];
    const list: number[] = [];
    for (let i = 0; i < ids.length; i++) {
      const at = indexOf.get(ids[i] as string);
      if (at === undefined) return null;
      list.push(at);
    }
    lists.push(list);
  }
  const lastKnown: Json[][] = [];
  for (const id in state.lastKnown) {
    const card = state.lastKnown[id] as CardObject;
    const n = numberOf(card.id);
    const owner = seats.get(card.owner);
    const controller = seats.get(card.controller);
    if (n === null || card.id !== id || owner === undefined || controller === undefined) return null;
    const row: Json[] = [n, card.serial, defOf(card.card), owner, controller, card.faceUp ? 1 : 0, card.enteredAt, card.zone];
    const extra = extras(card);
    lastKnown.push(extra === null ? row : row.concat(extra));
  }

  const log = encodeLog(state.log, seats);
  if (log === null) return null;
  // One object literal (an object given thirty keys one by one becomes a hash table, which JSON.stringify
  // walks several times slower); every field of the state but those written above, in a fixed order.
  const out: { version: 3 } & { [K in keyof V3Fields]-?: V3Fields[K] } & Record<string, unknown> = {
    version: 3,
    title: state.title,
    seed: state.seed,
    rng: state.rng,
    players: state.players,
    turn: state.turn,
    flow: state.flow,
    pending: state.pending,
    delayed: state.delayed,
    effects: state.effects,
    replacements: state.replacements,
    stack: state.stack,
    windows: state.windows,
    work: state.work,
    decision: state.decision,
    result: state.result,
    usage: state.usage,
    protectedSpan: state.protectedSpan,
    counters: state.counters,
    data: state.data,
    // Absent when the title declares no game options (JSON leaves an undefined field out).
    options: state.options as Record<string, string>,
    defs,
    cards,
    cardsMore: more,
    zones: lists,
    lastKnown,
    events: log.events,
    shapes: log.shapes,
    strings: log.strings,
    privacy: log.privacy,
    logFrom: log.logFrom,
    log: log.log,
  };
  return JSON.stringify(out);
}

/** `n` of an id `c<n>` (the ids `createCard` and moves hand out), or null for any other id. */
function numberOf(id: string): number | null {
  // By hand, not a regular expression: it runs for every card of every snapshot. `c`, then 1–15 digits
  // without a leading zero (so that `c${n}` gives the id back).
  const length = id.length;
  if (length < 2 || length > 16 || id.charCodeAt(0) !== 99 /* c */ || (id.charCodeAt(1) === 48 && length > 2)) return null;
  let n = 0;
  for (let i = 1; i < length; i++) {
    const digit = id.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return null;
    n = n * 10 + digit;
  }
  return n;
}

/** `[status, knownTo, token]` of a card, `0` for a default and trailing defaults left out; null if all are. */
function extras(card: CardObject): Json[] | null {
  const status = card.status === noStatus || Object.keys(card.status).length === 0 ? 0 : card.status;
  if (status === 0 && card.knownTo === undefined && card.token === undefined) return null;
  const row: Json[] = [status, card.knownTo ?? 0, card.token ?? 0];
  while (row[row.length - 1] === 0) row.pop();
  return row;
}

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

const trie = (): Trie => ({ s: new Map(), j: new Map(), at: -1 });

function step(steps: Map<unknown, Trie>, key: unknown): Trie {
  let next = steps.get(key);
  if (next === undefined) steps.set(key, (next = trie()));
  return next;
}

function encodeLog(log: readonly LogEntry[], seats: ReadonlyMap<PlayerId, number>): (LogTables & { logFrom: number; log: Json[] }) | null {
  const tables: LogTables = { events: [], shapes: [], strings: [], privacy: [] };
  const index: LogIndex = { events: new Map(), strings: new Map(), shapes: trie(), privacy: trie() };
  const rows: Json[] = [];
  let turn = -1;
  for (const entry of log) {
    if (entry.turn !== turn) rows.push((turn = entry.turn));
    const type = interned(entry.type, tables.events, index.events);
    let player = 0;
    if (entry.player !== undefined) {
      const seat = seats.get(entry.player);
      if (seat === undefined) return null;
      player = seat + 1;
    }
    const row: Json[] = [type, player, entry.detail === undefined ? 0 : detailRow(entry.detail, tables, index)];
    if (entry.hiddenFrom !== undefined || entry.withheld !== undefined) row.push(privacyIndex(entry, tables, index.privacy));
    while (row.length > 1 && row[row.length - 1] === 0) row.pop();
    rows.push(row);
  }
  return {
    events: tables.events,
    shapes: tables.shapes,
    strings: tables.strings,
    privacy: tables.privacy,
    logFrom: log[0]?.seq ?? 0,
    log: rows,
  };
}

interface LogIndex {
  events: Map<string, number>;
  strings: Map<string, number>;
  shapes: Trie;
  privacy: Trie;
}

/**
 * The index + 1 of an entry's privacy pair in `privacy`, found by the lists' content (as JSON), so that the
 * same game writes the same text whether its lists are the kernel's shared ones or a restore's. A live game
 * shares a few frozen lists (`move-card.ts`), so each list's JSON is made once and kept by the list.
 */
function privacyIndex(entry: LogEntry, tables: LogTables, root: Trie): number {
  let node = step(root.s, entry.hiddenFrom === undefined ? 0 : listJson(entry.hiddenFrom));
  const withheld = entry.withheld;
  if (withheld !== undefined) for (const player in withheld) node = step(step(node.s, player).s, listJson(withheld[player] as string[]));
  if (node.at < 0) node.at = tables.privacy.push([entry.hiddenFrom ?? 0, withheld ?? 0]);
  return node.at;
}

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

/**
 * A detail as `[shape, …values]`, where `shapes[shape]` is `[kinds, …keys]` and `kinds` has a letter per
 * key: `s`, the value is a string written as its index in `strings`; `j`, the value is written as it is. A
 * detail with a `__proto__` key (which no shape may hold) is written as the object itself.
 */
function detailRow(detail: JsonObject, tables: LogTables, index: LogIndex): Json {
  const values: Json[] = [0];
  let node = index.shapes;
  for (const key in detail) {
    const value = detail[key];
    if (value === undefined) continue; // JSON leaves it out
    if (key === '__proto__') return detail;
    if (typeof value === 'string') {
      node = step(node.s, key);
      values.push(interned(value, tables.strings, index.strings));
    } else {
      node = step(node.j, key);
      values.push(value);
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
    node.at = tables.shapes.push(keys) - 1;
  }
  values[0] = node.at;
  return values;
}

/** A version 3 snapshot's cards, zones and log, checked and decoded; or the first problem. */
export type DecodedV3 =
  | {
      ok: true;
      zones: Record<ZoneKey, string[]>;
      cards: GameState['cards'];
      lastKnown: GameState['lastKnown'];
      log: LogEntry[];
    }
  | { ok: false; problem: string };

/** The state fields a version 3 snapshot writes as they are (checked by the caller's schema). */
export type V3Fields = Omit<GameState, 'version' | 'zones' | 'cards' | 'lastKnown' | 'log'>;

/** The state of a decoded version 3 snapshot: its fields in the order a new game has them. */
export function stateFromV3(fields: V3Fields, decoded: Extract<DecodedV3, { ok: true }>): GameState {
  const state: GameState = {
    version: 1,
    title: fields.title,
    seed: fields.seed,
    rng: fields.rng,
    players: fields.players,
    turn: fields.turn,
    flow: fields.flow,
    zones: decoded.zones,
    cards: decoded.cards,
    lastKnown: decoded.lastKnown,
    pending: fields.pending,
    delayed: fields.delayed,
    effects: fields.effects,
    replacements: fields.replacements,
    stack: fields.stack,
    windows: fields.windows,
    work: fields.work,
    decision: fields.decision,
    result: fields.result,
    log: decoded.log,
    usage: fields.usage,
    protectedSpan: fields.protectedSpan,
    counters: fields.counters,
    data: fields.data,
  };
  if (fields.options !== undefined) state.options = fields.options;
  return state;
}

/**
 * Checks and decodes a parsed version 3 snapshot's cards, zones and log against the title and seating, given
 * its other fields already checked by the caller's schema: zone keys, owners and serials
 * are read from them.
 */
export function decodeV3(
  raw: Record<string, unknown>,
  ctx: Pick<GameContext, 'title'>,
  checked: { players: readonly { id: PlayerId }[]; counters: { nextSerial: number } },
): DecodedV3 {
  const fail = (problem: string): DecodedV3 => ({ ok: false, problem });
  const players = checked.players.map((p) => p.id);
  const counters = checked.counters;
  const defs = checkedDefs(raw['defs'], ctx);
  if (typeof defs === 'string') return fail(defs);

  // Live cards, in the state's order.
  const flat = raw['cards'];
  if (!Array.isArray(flat) || flat.length % cardFields !== 0) return fail(`cards: must be a list of ${cardFields} numbers per card`);
  const count = flat.length / cardFields;
  const cards: Record<string, CardObject> = {};
  const list: CardObject[] = [];
  let previous = 0;
  for (let i = 0; i < count; i++) {
    const at = i * cardFields;
    const card = cardFrom(flat, at, defs, players, counters);
    if (typeof card === 'string') return fail(`cards.${i}: ${card}`);
    // Increasing numbers: no id twice, and the state's order is theirs.
    if ((flat[at] as number) <= previous) return fail(`cards.${i}: card numbers must increase (${card.id} after c${previous})`);
    previous = flat[at] as number;
    list.push(card);
  }
  const more = raw['cardsMore'];
  if (!Array.isArray(more)) return fail('cardsMore: must be a list of rows');
  let last = -1;
  for (let j = 0; j < more.length; j++) {
    const row: unknown = more[j];
    if (!Array.isArray(row) || row.length < 2 || row.length > 4) return fail(`cardsMore.${j}: must be a row of 2 to 4 fields`);
    const index: unknown = row[0];
    if (!Number.isSafeInteger(index) || (index as number) <= last || (index as number) >= count)
      return fail(`cardsMore.${j}.0: must be the index of a card row, after the row before`);
    last = index as number;
    const problem = applyExtras(list[last] as CardObject, row, 1);
    if (problem !== null) return fail(`cardsMore.${j}: ${problem}`);
  }
  // One physical card is never two live objects: serials are below `nextSerial`, so a bitmap when that is
  // small (as in every real game), else a set.
  const seen = counters.nextSerial <= 1 << 16 ? new Uint8Array(counters.nextSerial + 1) : null;
  const serials = seen === null ? new Set<number>() : null;
  for (const card of list) {
    if (card.token !== true) {
      const serial = card.serial + 1; // tokens' -1 aside, serials are 0 or more
      if (seen !== null ? seen[serial] === 1 : serials!.has(serial))
        return fail(`cards.${card.id}.serial: physical card ${card.serial} is also another live object`);
      if (seen !== null) seen[serial] = 1;
      else serials!.add(serial);
    }
    cards[card.id] = card;
  }

  // Zones: each list in the seating's key order; a card's zone is the list that holds it.
  const seating = seatingZones(ctx, checked.players);
  const lists = raw['zones'];
  if (!Array.isArray(lists) || lists.length !== seating.keys.length)
    return fail(`zones: must be ${seating.keys.length} lists of card indexes, one per zone of the title`);
  // Made from the seating's template, so every game of the title shares one shape (see engine/new-game.ts).
  const zones = { ...seating.empty } as Record<ZoneKey, string[]>;
  let placed = 0;
  for (let z = 0; z < lists.length; z++) {
    const key = seating.keys[z] as ZoneKey;
    const indexes: unknown = lists[z];
    if (!Array.isArray(indexes)) return fail(`zones.${key}: must be a list of card indexes`);
    const capacity = seating.capacity.get(key);
    if (capacity !== undefined && indexes.length > capacity)
      return fail(`${key} holds ${indexes.length} cards; its capacity is ${capacity}`);
    const ids: string[] = [];
    for (let i = 0; i < indexes.length; i++) {
      const at: unknown = indexes[i];
      if (!isIndex(at, count)) return fail(`zones.${key}.${i}: must be the index of a card row`);
      const card = list[at] as CardObject;
      if (card.zone !== '') return fail(`${card.id} is listed twice`);
      card.zone = key;
      ids.push(card.id);
      placed++;
    }
    zones[key] = ids;
  }
  if (placed !== count) {
    const lost = list.find((card) => card.zone === '') as CardObject;
    return fail(`card object ${lost.id} (${lost.card}) is in no zone list`);
  }

  const lastKnown = decodeLastKnown(raw['lastKnown'], defs, players, counters, cards);
  if (typeof lastKnown === 'string') return fail(lastKnown);
  const log = decodeLog(raw, players);
  if (typeof log === 'string') return fail(log);
  return { ok: true, zones, cards, lastKnown, log };
}

function checkedDefs(defs: unknown, ctx: Pick<GameContext, 'title'>): string[] | string {
  if (!Array.isArray(defs)) return 'defs: must be a list of card ids';
  for (let i = 0; i < defs.length; i++) {
    const def: unknown = defs[i];
    if (typeof def !== 'string' || def.length === 0 || def.length > 128) return `defs.${i}: must be a card id`;
    if (!ctx.title.cards.has(def)) return `defs.${i}: the title has no card "${def}"`;
  }
  return defs as string[];
}

/** A card from the seven numbers at `at` (its zone is set when a zone list is read); or the problem. */
function cardFrom(
  flat: readonly unknown[],
  at: number,
  defs: readonly string[],
  players: readonly PlayerId[],
  counters: { nextSerial: number },
): CardObject | string {
  const n = flat[at];
  const serial = flat[at + 1];
  const def = flat[at + 2];
  const owner = flat[at + 3];
  const controller = flat[at + 4];
  const faceUp = flat[at + 5];
  const enteredAt = flat[at + 6];
  if (!isCount(n) || n > 999_999_999_999_999) return 'id: must be the number of an object id c<n>';
  if (!Number.isSafeInteger(serial) || (serial as number) < -1) return 'serial: must be a whole number, -1 or more';
  if ((serial as number) >= counters.nextSerial) return `serial: ${serial as number} was never handed out`;
  if (!isIndex(def, defs.length)) return 'card: must be the index of a card in defs';
  if (!isIndex(owner, players.length)) return 'owner: must be the index of a player';
  if (!isIndex(controller, players.length)) return 'controller: must be the index of a player';
  if (faceUp !== 0 && faceUp !== 1) return 'faceUp: must be 0 or 1';
  if (!isCount(enteredAt)) return 'enteredAt: must be a whole number, 0 or more';
  return {
    id: objectId(n),
    serial: serial as number,
    card: defs[def] as string,
    owner: players[owner] as PlayerId,
    controller: players[controller] as PlayerId,
    zone: '',
    faceUp: faceUp === 1,
    status: noStatus,
    enteredAt,
  };
}

/**
 * The id `c<n>`, one string per number (up to a bound): the cards record and the zone lists of every restored
 * game share it, and as a key it is hashed once.
 */
const ids: string[] = [];
const idsKept = 1 << 16;

function objectId(n: number): string {
  if (n >= idsKept) return `c${n}`;
  return (ids[n] ??= `c${n}`);
}

/** Sets status, knownTo and token from `row[from…]` (each `0` for its default); or the problem. */
function applyExtras(card: CardObject, row: readonly unknown[], from: number): string | null {
  const status = row[from] ?? 0;
  const knownTo = row[from + 1] ?? 0;
  const token = row[from + 2] ?? 0;
  if (status !== 0 && !isObject(status)) return 'status: must be an object';
  if (knownTo !== 0 && !(Array.isArray(knownTo) && knownTo.every(isPlainId))) return 'knownTo: must be a list of plain ids';
  if (token !== 0 && typeof token !== 'boolean') return 'token: must be true or false';
  if (status !== 0) card.status = status as JsonObject;
  if (knownTo !== 0) card.knownTo = knownTo as PlayerId[];
  if (token !== 0) card.token = token as boolean;
  return null;
}

function decodeLastKnown(
  rows: unknown,
  defs: readonly string[],
  players: readonly PlayerId[],
  counters: { nextSerial: number },
  live: Readonly<Record<string, CardObject>>,
): Record<string, CardObject> | string {
  if (!Array.isArray(rows)) return 'lastKnown: must be a list of card rows';
  const out: Record<string, CardObject> = {};
  for (let i = 0; i < rows.length; i++) {
    const row: unknown = rows[i];
    const where = `lastKnown.${i}`;
    if (!Array.isArray(row) || row.length < 8 || row.length > 11) return `${where}: must be a card row of 8 to 11 fields`;
    const card = cardFrom(row, 0, defs, players, counters);
    if (typeof card === 'string') return `${where}: ${card}`;
    const zone: unknown = row[7];
    if (typeof zone !== 'string' || zone.length === 0 || zone.length > 160) return `${where}: zone: must be a zone key`;
    card.zone = zone;
    const problem = applyExtras(card, row, 8);
    if (problem !== null) return `${where}: ${problem}`;
    if (Object.hasOwn(out, card.id)) return `${where}: ${card.id} appears twice`;
    if (Object.hasOwn(live, card.id)) return `${card.id} is both a live object and last-known information`;
    out[card.id] = card;
  }
  return out;
}

function decodeLog(raw: Record<string, unknown>, players: readonly PlayerId[]): LogEntry[] | string {
  const { events, shapes, strings, privacy, logFrom, log: rows } = raw;
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
  if (!Array.isArray(rows)) return 'log: must be a list of turns and event rows';
  const tables = { shapes: shapes as string[][], strings: strings as string[] };
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
    if (!isIndex(type, events.length)) return `log.${i}.type: must be the index of an event type`;
    if (player !== 0 && !isIndex((player as number) - 1, players.length)) return `log.${i}.player: must be 0 or a player's index + 1`;
    const details = detail === 0 ? undefined : detailFrom(detail, tables);
    if (details === null) return `log.${i}.detail: must be an object, or a shape index and its values`;
    if (hidden !== 0 && !isIndex((hidden as number) - 1, privacy.length)) return `log.${i}.privacy: must be 0 or an index + 1 in privacy`;
    const entry = logEntry(
      logFrom + out.length,
      turn,
      events[type] as string,
      player === 0 ? undefined : players[(player as number) - 1],
      details,
    );
    if (hidden !== 0) {
      const [hiddenFrom, withheld] = privacy[(hidden as number) - 1] as [unknown, unknown];
      // Shared by the entries that have them, as in a live game (`hiddenFrom` and withheld lists are frozen
      // there: a log entry never changes once written).
      if (hiddenFrom !== 0) entry.hiddenFrom = hiddenFrom as string[];
      if (withheld !== 0) entry.withheld = withheld as Record<string, string[]>;
    }
    out.push(entry);
  }
  return out;
}

/** A detail object from `[shape, …values]` or an object as it is; null for anything else. */
function detailFrom(detail: unknown, tables: { shapes: readonly string[][]; strings: readonly string[] }): JsonObject | null {
  if (isObject(detail)) return detail as JsonObject;
  if (!Array.isArray(detail) || !isIndex(detail[0], tables.shapes.length)) return null;
  const shape = tables.shapes[detail[0]] as string[];
  if (detail.length !== shape.length) return null;
  const kinds = shape[0] as string;
  const out: JsonObject = {};
  for (let k = 1; k < shape.length; k++) {
    const value: unknown = detail[k];
    if (kinds.charCodeAt(k - 1) === 115 /* s */) {
      if (!isIndex(value, tables.strings.length)) return null;
      out[shape[k] as string] = tables.strings[value] as string;
    } else out[shape[k] as string] = value as Json;
  }
  return out;
}

function isCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

function isIndex(value: unknown, length: number): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) < length;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isWithheld(value: unknown): boolean {
  if (!isObject(value)) return false;
  for (const key in value) {
    const keys = value[key];
    if (!isPlainId(key) || !Array.isArray(keys) || !keys.every((k) => typeof k === 'string')) return false;
  }
  return true;
}
