import type { CardObject, GameState, PlayerId, ZoneKey } from '../state/game-state.js';
import type { JsonObject } from '../state/json.js';
import type { LogEntry } from '../state/log.js';
import { decodeLog } from './snapshot-log-decode.js';
import { noStatus } from '../state/card-status.js';
import { isPlainId } from '../state/snapshot-schema.js';
import type { GameContext } from './context.js';
import { seatingZones } from './integrity.js';
import { isCount, isIndex, isObject } from './snapshot-values.js';

/*
 * Reads the compact snapshots `version: 3` and `version: 4` (the format is described in snapshot-v3.ts; the two
 * differ only in how the log's rows are written, which `snapshot-log-decode.ts` reads). The decoder trusts
 * nothing: it checks every field of every row (naming the path of the first problem) and, as it builds the
 * zones and cards, all that `checkCards` and `checkZones` would check (every card in exactly one zone list,
 * capacities, known definitions, serials handed out and never two live objects of one physical card, no
 * last-known object also live), so `restore()` checks only the references and the title's own rules after
 * it. The other state fields are checked before, by `checkV3Fields`.
 */

/** The numbers of a live card in `cards`: seven in version 3, five in version 4 (see snapshot-v3.ts). */
const cardFieldsV3 = 7;
const cardFieldsV4 = 5;

/** Version 4 packs a card's seats and face as `(owner * seatsPacked + controller) * 2 + faceUp`. */
export const seatsPacked = 8;

/** A version 3 or 4 snapshot's cards, zones and log, checked and decoded; or the first problem. */
export type DecodedV3 =
  | {
      ok: true;
      zones: Record<ZoneKey, string[]>;
      cards: GameState['cards'];
      lastKnown: GameState['lastKnown'];
      log: LogEntry[];
    }
  | { ok: false; problem: string };

/** The state fields a version 3 or 4 snapshot writes as they are (checked by the caller's schema). */
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
 * Checks and decodes a parsed version 3 or 4 snapshot's cards, zones and log against the title and seating, given
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
  const packed = raw['version'] === 4;
  const fields = packed ? cardFieldsV4 : cardFieldsV3;
  if (!Array.isArray(flat) || flat.length % fields !== 0) return fail(`cards: must be a list of ${fields} numbers per card`);
  const count = flat.length / fields;
  const cards: Record<string, CardObject> = {};
  const list: CardObject[] = [];
  let previous = 0;
  for (let i = 0; i < count; i++) {
    const at = i * fields;
    const card = packed ? packedCardFrom(flat, at, previous, defs, players, counters) : cardFrom(flat, at, defs, players, counters);
    if (typeof card === 'string') return fail(`cards.${i}: ${card}`);
    // Increasing numbers: no id twice, and the state's order is theirs (version 4 writes the gaps, each 1 or more).
    const n = packed ? previous + (flat[at] as number) : (flat[at] as number);
    if (n <= previous) return fail(`cards.${i}: card numbers must increase (${card.id} after c${previous})`);
    previous = n;
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
  return checkedCard(flat[at], flat[at + 1], flat[at + 2], flat[at + 3], flat[at + 4], flat[at + 5], flat[at + 6], defs, players, counters);
}

/**
 * A card from the five numbers of version 4 at `at`: the gap from the card number before (`previous`), serial,
 * definition, `(owner * seatsPacked + controller) * 2 + faceUp`, enteredAt; or the problem.
 */
function packedCardFrom(
  flat: readonly unknown[],
  at: number,
  previous: number,
  defs: readonly string[],
  players: readonly PlayerId[],
  counters: { nextSerial: number },
): CardObject | string {
  const gap = flat[at];
  const seats = flat[at + 3];
  if (!Number.isSafeInteger(gap) || (gap as number) < 1) return 'id: must be the gap from the card number before, 1 or more';
  if (!isCount(seats)) return 'seats: must be (owner * 8 + controller) * 2 + faceUp';
  const faceUp = seats % 2;
  const pair = (seats - faceUp) / 2;
  const controller = pair % seatsPacked;
  const owner = (pair - controller) / seatsPacked;
  return checkedCard(
    previous + (gap as number),
    flat[at + 1],
    flat[at + 2],
    owner,
    controller,
    faceUp,
    flat[at + 4],
    defs,
    players,
    counters,
  );
}

/** A card from its fields as written, each checked; or the problem. */
function checkedCard(
  n: unknown,
  serial: unknown,
  def: unknown,
  owner: unknown,
  controller: unknown,
  faceUp: unknown,
  enteredAt: unknown,
  defs: readonly string[],
  players: readonly PlayerId[],
  counters: { nextSerial: number },
): CardObject | string {
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
