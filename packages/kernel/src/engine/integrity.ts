import type { z } from 'zod';
import type { CardObject, GameState, PlayerId, ZoneKey } from '../state/game-state.js';
import { parseZoneKey, sharedOwner, zoneKey } from '../zones/zone-key.js';
import type { GameContext } from './context.js';

/**
 * What must hold of every state between two actions, whatever the title: checked by `restore()` on a
 * snapshot from outside, and by the playout invariants after every action of a test game. Each check
 * returns the first problem found, as text that names where it is, or null.
 */

/**
 * Zones: every key names one of the title's zones (and slots) for a player or `shared`; capacities hold;
 * every listed object exists, says it is in that zone, and is listed once; no object is outside the zones,
 * and none is also kept as last-known information.
 */
export function checkZones(ctx: GameContext, options: { capacity?: boolean } = {}): string | null {
  const state = ctx.state;
  const players = new Set(state.players.map((p) => p.id));
  const listed = new Set<string>();
  const known = seatingZones(ctx, state.players).capacity;
  for (const key in state.zones) {
    if (!known.has(key)) return zoneKeyProblem(ctx, key, players);
    const ids = state.zones[key] as string[];
    const capacity = known.get(key);
    if (options.capacity !== false && capacity !== undefined && ids.length > capacity)
      return `${key} holds ${ids.length} cards; its capacity is ${capacity}`;
    for (const id of ids) {
      const card = Object.hasOwn(state.cards, id) ? state.cards[id] : undefined;
      if (card === undefined) return `${key} lists ${id}, which is not a card object`;
      if (card.zone !== key) return `${key} lists ${id}, but the card says it is in ${card.zone}`;
      if (listed.has(id)) return `${id} is listed twice`;
      if (!players.has(card.owner) || !players.has(card.controller))
        return `${id} has owner ${card.owner} / controller ${card.controller}, not players`;
      listed.add(id);
    }
  }
  for (const id in state.cards) {
    if (!listed.has(id)) return `card object ${id} (${state.cards[id]?.card}) is in no zone list (it claims ${state.cards[id]?.zone})`;
  }
  // Last-known information is of objects that left: a live object must not also be one.
  for (const id in state.lastKnown) if (Object.hasOwn(state.cards, id)) return `${id} is both a live object and last-known information`;
  return null;
}

/**
 * Every zone key a game of the title seated so has, with its capacity, in the order a new game makes them
 * (`engine/new-game.ts`): the same for every such game, so kept per title and seating (a restore checked
 * sixty-odd keys one by one, parsing each twice; issue 14). At most a few seatings per title are kept, so
 * snapshots naming ever new player ids cannot grow it. The compact snapshot (`version: 3`) writes the zone
 * lists in this order without their keys.
 */
export interface SeatingZones {
  readonly capacity: ReadonlyMap<ZoneKey, number | undefined>;
  readonly keys: readonly ZoneKey[];
  /** Every key with an empty list, made whole (one shape): a template to copy. */
  readonly empty: Readonly<Record<ZoneKey, readonly string[]>>;
}

const keysBySeating = new WeakMap<GameContext['title'], Map<string, SeatingZones>>();
const seatingsKept = 8;

export function seatingZones(ctx: Pick<GameContext, 'title'>, players: readonly { id: PlayerId }[]): SeatingZones {
  const seating = players.length === 2 ? `${players[0]!.id} ${players[1]!.id}` : players.map((p) => p.id).join(' ');
  let bySeating = keysBySeating.get(ctx.title);
  if (bySeating === undefined) keysBySeating.set(ctx.title, (bySeating = new Map()));
  let zones = bySeating.get(seating);
  if (zones !== undefined) return zones;
  const capacity = new Map<ZoneKey, number | undefined>();
  for (const zone of ctx.title.zones.values()) {
    for (const owner of zone.scope === 'shared' ? [sharedOwner] : players.map((p) => p.id)) {
      // As `capacityOf` reads it: a slot's own capacity, else the zone's.
      if (zone.slots === undefined) capacity.set(zoneKey(owner, zone.name), zone.capacity);
      else for (const slot of zone.slots) capacity.set(zoneKey(owner, zone.name, slot.name), slot.capacity ?? zone.capacity);
    }
  }
  const keys = [...capacity.keys()];
  zones = { capacity, keys, empty: Object.fromEntries(keys.map((key) => [key, [] as string[]])) };
  if (bySeating.size >= seatingsKept) bySeating.clear();
  bySeating.set(seating, zones);
  return zones;
}

/** Why `key` is not a zone key of this game (it is not among `seatingZones`). */
export function zoneKeyProblem(ctx: GameContext, key: ZoneKey, players: ReadonlySet<PlayerId>): string {
  const { owner, zone } = parseZoneKey(key);
  const definition = ctx.title.zones.get(zone);
  if (definition === undefined) return `zone key ${key} names no zone of the title`;
  if (definition.scope === 'shared' ? owner !== sharedOwner : !players.has(owner))
    return `zone key ${key} has the wrong owner for a ${definition.scope} zone`;
  return `zone key ${key} does not match the slots of zone "${zone}"`;
}

/** Cards: each object is filed under its own id, is of a card the title has, and no physical card is two objects. */
export function checkCards(ctx: GameContext): string | null {
  const state = ctx.state;
  const serials = new Map<number, string>();
  const check = (where: string, records: Record<string, CardObject>, live: boolean): string | null => {
    for (const id in records) {
      const card = records[id] as CardObject;
      if (card.id !== id) return `${where}.${id}.id: the object says it is ${card.id}`;
      if (!ctx.title.cards.has(card.card)) return `${where}.${id}.card: the title has no card "${card.card}"`;
      if (card.serial >= state.counters.nextSerial) return `${where}.${id}.serial: ${card.serial} was never handed out`;
      if (!live || card.token === true) continue;
      const other = serials.get(card.serial);
      if (other !== undefined) return `${where}.${id}.serial: physical card ${card.serial} is also ${other}`;
      serials.set(card.serial, id);
    }
    return null;
  };
  return check('cards', state.cards, true) ?? check('lastKnown', state.lastKnown, false);
}

/** Every player id the state mentions is seated; every decision, window and unit is one the title knows. */
export function checkReferences(ctx: GameContext): string | null {
  const state = ctx.state;
  const seated = new Set(state.players.map((p) => p.id));
  if (seated.size !== state.players.length) return 'players: two players share an id';
  const seatedCheck = (path: string, id: string | undefined): string | null =>
    id === undefined || seated.has(id) ? null : `${path}: "${id}" is not a player of this game`;
  // Checked in turn, each path spelled out only for a problem: this runs on every restore (issue 14, round 6).
  const listCheck = (path: string, items: readonly { controller?: string; holder?: string }[], key: 'controller' | 'holder') => {
    for (let i = 0; i < items.length; i++) {
      const id = items[i]![key];
      if (id !== undefined && !seated.has(id)) return seatedCheck(`${path}.${i}.${key}`, id);
    }
    return null;
  };
  const extraTurn = state.turn.extraTurns.findIndex((p) => !seated.has(p));
  const problem =
    seatedCheck('turn.player', state.turn.player) ??
    seatedCheck('turn.firstPlayer', state.turn.firstPlayer) ??
    seatedCheck('turn.resumeWith', state.turn.resumeWith) ??
    (extraTurn < 0 ? null : seatedCheck(`turn.extraTurns.${extraTurn}`, state.turn.extraTurns[extraTurn])) ??
    seatedCheck('decision.player', state.decision?.player) ??
    (state.result?.kind === 'win' ? seatedCheck('result.winner', state.result.winner) : null) ??
    listCheck('windows', state.windows, 'holder') ??
    listCheck('pending', state.pending, 'controller') ??
    listCheck('stack', state.stack, 'controller') ??
    listCheck('effects', state.effects, 'controller');
  if (problem !== null) return problem;
  if (state.decision !== null && !ctx.title.decisionKinds.has(state.decision.kind))
    return `decision.kind: the title has no decision kind "${state.decision.kind}"`;
  if (state.decision !== null && state.decision.id > state.counters.decision)
    return `decision.id: ${state.decision.id} was never handed out`;
  if (state.decision !== null && state.result !== null) return 'decision: the game is over, yet a decision is pending';
  if (state.decision !== null && state.work.length === 0) return 'decision: no work unit asked it';
  const window = state.windows[state.windows.length - 1];
  if (state.decision?.kind === 'play' && window?.holder !== state.decision.player)
    return 'decision: a play timing is offered, but no window is open for that player';
  const unit = state.work.findIndex((w) => !ctx.title.processes.has(w.kind));
  if (unit >= 0) return `work.${unit}.kind: the title has no process "${state.work[unit]?.kind}"`;
  const unknownWindow = state.windows.findIndex((w) => ctx.title.definition.windows[w.name] === undefined);
  if (unknownWindow >= 0) return `windows.${unknownWindow}.name: the title has no window "${state.windows[unknownWindow]?.name}"`;
  return null;
}

/**
 * Every check above, then the title's own (`TitleDefinition.checkState`). `capacity: false` leaves zone
 * capacities unchecked (a hand-built position that tests the rule process repairing a full zone).
 */
export function checkIntegrity(ctx: GameContext, options: { capacity?: boolean } = {}): string | null {
  return (
    checkCards(ctx) ?? checkZones(ctx, options) ?? checkReferences(ctx) ?? ctx.title.definition.checkState?.(ctx.state as GameState) ?? null
  );
}

/**
 * For a title's `checkState`: the first value among `keys` of `record` (all of its keys when omitted)
 * that is a number but not a whole number ≥ 0, as `path.key: …`, or null. Counters are never negative.
 */
export function checkCounters(record: Readonly<Record<string, unknown>>, path: string, keys?: readonly string[]): string | null {
  for (const key of keys ?? Object.keys(record)) {
    const value = record[key];
    if (typeof value === 'number' && !(Number.isSafeInteger(value) && value >= 0)) return `${path}.${key}: ${value} is not a count`;
  }
  return null;
}

/**
 * For a title's `checkState`: `value` against the zod `schema` the title's code is written for, as
 * `path.key…: message` of the first issue, or null. A title checks its `state.data` payload this way, so a
 * snapshot its code cannot run on is refused at restore (INVALID_SNAPSHOT) rather than failing later.
 */
export function checkSchema(schema: z.ZodType, value: unknown, path: string): string | null {
  const parsed = schema.safeParse(value);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return `${[path, ...issue.path.map(String)].join('.')}: ${issue.message}`;
}
