import type { CardObject, PlayerId } from '../state/game-state.js';
import type { Json } from '../state/json.js';
import { noStatus } from '../state/card-status.js';
import { seatsPacked, type V3Fields } from './snapshot-v3-decode.js';
import type { GameContext } from './context.js';
import { seatingZones } from './integrity.js';
import { LogEncoder } from './snapshot-v3-log.js';

/*
 * The compact snapshot, format `version: 4`, which is `version: 3` with the log's rows in one flat list (issue 14). Restoring a game was mostly `JSON.parse` of the text
 * (43%), so this format is a little over half of version 2's text (52–60% for the four titles' mid-game
 * states), mostly small numbers, which parse fast:
 *
 * - `defs`: each card definition the cards use, once; cards name it by its index.
 * - `cards`: every live card object as five numbers, in the state's order (that of their ids' numbers: cards
 *   enter `state.cards` as they are made, with ever higher numbers): the gap from the number `n` of the card
 *   before (the first's from 0) to that of its id `c<n>`, serial, definition index, its seats and face as
 *   `(owner * 8 + controller) * 2 + faceUp` (owner and controller are indexes into `players`, at most 8; face up
 *   1, down 0), enteredAt. (Version 3 wrote seven: `n`, serial, definition, owner, controller, faceUp,
 *   enteredAt; fewer, smaller numbers are less text to write and parse.)
 *   `cardsMore` holds what few cards have, `[index in cards, status, knownTo, token]`, `0` for a field left
 *   at its default and trailing defaults left out.
 * - `zones`: one list per zone key of the title for this seating, in the order a new game makes them
 *   (`seatingZones`), the keys themselves not written, each card given by its index in `cards`. A card's zone
 *   is the list that holds it.
 * - `lastKnown`: `[n, serial, definition, owner, controller, faceUp, enteredAt, zone key, status, knownTo,
 *   token]`, trailing defaults left out.
 * - `log`: the events from `logFrom` on (their numbers count on), in one flat list: `-1 - turn` before the
 *   events of each turn, and each event as its head, `type * 32 + hasPrivacy * 16 + player` (`type` indexes
 *   `events`; `player` is 0 or the player's index + 1), then, when `hasPrivacy` is 1, an index in `privacy` (the
 *   distinct `[hiddenFrom, withheld]` pairs), then its detail: `0` for none, or `shape + 1` followed by a value
 *   per key of `shapes[shape]` = `[kinds, …keys]` (a letter per key: `s`, a string written as its index in
 *   `strings`; `j`, any JSON as it is), or `-1` followed by the object as it is. Events repeat a handful of
 *   types, key lists, card names, zone keys and privacy lists. Version 3 wrote each event as an array
 *   `[type, player, detail, privacy]` (detail `[shape, …values]`), a turn number before each turn's events:
 *   those small arrays were half of what `JSON.parse` did with the log (issue 14, round 7). It is still read.
 * - everything else as it is in the state.
 *
 * A state that does not fit (a card id that is not `c<n>`, cards not in the order of their numbers, an owner or
 * an event's player who is not seated, zone keys other than the title's in their order: only a full
 * `version: 1` snapshot from outside can make one) is written in version 2.
 *
 * This file writes it (`snapshot-v3-log.ts` the log); `snapshot-v3-decode.ts` and `snapshot-log-decode.ts` read
 * it and version 3.
 */

/**
 * The compact text of `ctx.state` in version 4, or `null` when the state does not fit it (see above). `log`:
 * the encoder a game keeps between its snapshots, which encodes only the entries logged since the last one.
 */
export function encodeV3(ctx: GameContext, log: LogEncoder = new LogEncoder()): string | null {
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
  const indexOf = new CardIndexes();
  let index = 0;
  let previous = 0;
  // Object.keys, not Object.values or for…in: the cards record is a hash table, which Object.values copies out
  // (4× the time) and for…in enumerates a third slower.
  const ids = Object.keys(state.cards);
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as string;
    const card = state.cards[id] as CardObject;
    const n = numberOf(card.id);
    const owner = seats.get(card.owner);
    const controller = seats.get(card.controller);
    if (n === null || n <= previous || card.id !== id || owner === undefined || controller === undefined) return null;
    if (owner >= seatsPacked || controller >= seatsPacked) return null;
    indexOf.set(n, index);
    cards.push(n - previous, card.serial, defOf(card.card), (owner * seatsPacked + controller) * 2 + (card.faceUp ? 1 : 0), card.enteredAt);
    previous = n;
    const extra = extras(card);
    if (extra !== null) more.push([index, ...extra]);
    index++;
  }
  const lists: number[][] = [];
  for (const key in state.zones) {
    const ids = state.zones[key] as string[];
    const list: number[] = [];
    for (let i = 0; i < ids.length; i++) {
      const n = numberOf(ids[i] as string);
      const at = n === null ? undefined : indexOf.get(n);
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

  // Player numbers in the log are seats: what the encoder wrote before holds only for the same seating.
  const seating = state.players.length === 2 ? `${state.players[0]!.id} ${state.players[1]!.id}` : state.players.map((p) => p.id).join(' ');
  const logFields = log.fields(state.log, seats, seating);
  if (logFields === null) return null;
  // One object literal (an object given thirty keys one by one becomes a hash table, which JSON.stringify
  // walks several times slower); every field of the state but those written above, in a fixed order. The
  // log's fields come last, as text from the game's `LogEncoder`.
  const out: { version: 4 } & { [K in keyof V3Fields]-?: V3Fields[K] } & Record<string, unknown> = {
    version: 4,
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
  };
  const head = JSON.stringify(out);
  return `${head.slice(0, -1)},${logFields}}`;
}

/**
 * Each card's index in `cards` by its id's number: an array while the numbers are small (every real game: a few
 * hundred objects), a Map past that. A Map by id was an eighth of a snapshot's encoding (issue 14, round 6).
 */
class CardIndexes {
  static readonly #arrayBound = 1 << 16;
  readonly #small: number[] = [];
  #large: Map<number, number> | undefined;

  set(n: number, index: number): void {
    if (n < CardIndexes.#arrayBound) this.#small[n] = index;
    else (this.#large ??= new Map()).set(n, index);
  }

  get(n: number): number | undefined {
    return n < CardIndexes.#arrayBound ? this.#small[n] : this.#large?.get(n);
  }
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
