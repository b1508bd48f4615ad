import type { ZonesContext } from './zones-context.js';
import { EngineFault } from '../rules/rule-error.js';
import type { CardId, CardObject, PlayerId, ZoneKey } from '../state/game-state.js';
import { appendLog } from '../state/log.js';
import { shuffleInPlace } from '../state/rng.js';
import { noStatus, ownStatus } from '../state/card-status.js';
import { teamMembers } from '../state/teams.js';
import { parseZoneKey, zoneKey, zoneNameOf } from './zone-key.js';

export function cardAt(ctx: ZonesContext, id: CardId): CardObject | undefined {
  return ctx.state.cards[id];
}

/** What `cardsIn` answers for a zone key with no list: one shared empty list, not a new array per read (issue 14). */
const noCards: readonly CardId[] = Object.freeze([]);

export function cardsIn(ctx: ZonesContext, key: ZoneKey): readonly CardId[] {
  return ctx.state.zones[key] ?? noCards;
}

/**
 * Zone keys by zone name and owner, per title (a title's zones are fixed, and the keys depend on nothing
 * else): rule checks ask for the same few lists many times per decision, and a key made once is also
 * hashed once (issue 14). Kept per title rather than per game state, where a dozen maps cost each game
 * about 3 KB. A zone's owners are few (two or four seats), so they are found by a scan of a short list
 * rather than a second map; past `ownersKept` of them (a server seating ever new player ids) its lists are
 * simply made again. The last title asked for is kept apart: a process nearly always plays one title, and
 * the weak map's lookup was a third of the cost of a read (issue 14, round 7).
 */
interface OwnerKeys {
  owners: PlayerId[];
  keys: (readonly ZoneKey[])[];
}
const keysByTitle = new WeakMap<ZonesContext['title'], Map<string, OwnerKeys>>();
let lastTitle: ZonesContext['title'] | undefined;
let lastKeys: Map<string, OwnerKeys> | undefined;
const ownersKept = 64;

/** Every zone key of a zone name for `owner`: the zone itself, or one per slot. */
export function zoneKeysOf(ctx: ZonesContext, owner: PlayerId, zone: string): readonly ZoneKey[] {
  let byZone: Map<string, OwnerKeys> | undefined;
  if (ctx.title === lastTitle) byZone = lastKeys!;
  else {
    byZone = keysByTitle.get(ctx.title);
    if (byZone === undefined) keysByTitle.set(ctx.title, (byZone = new Map()));
    lastTitle = ctx.title;
    lastKeys = byZone;
  }
  let byOwner = byZone.get(zone);
  if (byOwner !== undefined) {
    const owners = byOwner.owners;
    for (let i = 0; i < owners.length; i++) if (owners[i] === owner) return byOwner.keys[i]!;
  } else byZone.set(zone, (byOwner = { owners: [], keys: [] }));
  const definition = ctx.title.zones.get(zone);
  if (definition === undefined) throw new EngineFault(`unknown zone "${zone}"`);
  const who = definition.scope === 'shared' ? 'shared' : owner;
  const keys = Object.freeze(
    definition.slots === undefined ? [zoneKey(who, zone)] : definition.slots.map((s) => zoneKey(who, zone, s.name)),
  );
  if (byOwner.owners.length >= ownersKept) {
    byOwner.owners.length = 0;
    byOwner.keys.length = 0;
  }
  byOwner.owners.push(owner);
  byOwner.keys.push(keys);
  return keys;
}

/** The cards in every slot of a zone, in slot order. */
export function cardsInZone(ctx: ZonesContext, owner: PlayerId, zone: string): CardId[] {
  const keys = zoneKeysOf(ctx, owner, zone);
  // One key (a zone without slots): a copy of its list, without the spread's iterator.
  if (keys.length === 1) return (ctx.state.zones[keys[0]!] ?? []).slice();
  const out: CardId[] = [];
  for (const key of keys) for (const id of ctx.state.zones[key] ?? []) out.push(id);
  return out;
}

/**
 * How many cards a zone holds, every slot counted: what `cardsInZone(...).length` says without copying the
 * lists (rule checks count a deck or a damage zone at every check timing, issue 14).
 */
export function zoneCount(ctx: ZonesContext, owner: PlayerId, zone: string): number {
  const keys = zoneKeysOf(ctx, owner, zone);
  let count = 0;
  for (let k = 0; k < keys.length; k++) count += ctx.state.zones[keys[k]!]?.length ?? 0;
  return count;
}

export function capacityOf(ctx: ZonesContext, key: ZoneKey): number | undefined {
  const { zone, slot } = parseZoneKey(key);
  const definition = ctx.title.zones.get(zone);
  if (definition === undefined) return undefined;
  if (slot !== undefined) return definition.slots?.find((s) => s.name === slot)?.capacity ?? definition.capacity;
  return definition.capacity;
}

/** Creates a card object (set-up, tokens). */
export function createCard(
  ctx: ZonesContext,
  init: { card: string; owner: PlayerId; zone: ZoneKey; faceUp?: boolean; token?: boolean },
): CardObject {
  const state = ctx.state;
  const definition = ctx.title.zones.get(zoneNameOf(init.zone));
  const object: CardObject = {
    id: `c${state.counters.nextObject++}`,
    serial: init.token === true ? -1 : state.counters.nextSerial++,
    card: init.card,
    owner: init.owner,
    controller: init.owner,
    zone: init.zone,
    faceUp: init.faceUp ?? !(definition?.faceDown ?? definition?.visibility === 'hidden'),
    status: noStatus,
    enteredAt: state.counters.timestamp++,
  };
  if (init.token === true) object.token = true;
  state.cards[object.id] = object;
  addToZone(state.zones, init.zone, object.id, 'bottom');
  return object;
}

/** Links `card` (in a linked zone) to `host`: it follows the host when the host changes zone. */
export function linkCard(ctx: ZonesContext, card: CardId, host: CardId): void {
  const linked = cardAt(ctx, card);
  const hostCard = cardAt(ctx, host);
  if (linked === undefined || hostCard === undefined) throw new EngineFault(`cannot link ${card} to ${host}`);
  const zone = ctx.title.zones.get(zoneNameOf(linked.zone))?.linked;
  if (zone === undefined) throw new EngineFault(`${card} is not in a zone of linked cards`);
  ownStatus(linked)[zone.hostKey] = hostCard.serial;
}

/** Whether `viewer` may see the identity of `card` (hidden zones, owner-only zones, face-down cards). */
export function canSee(ctx: ZonesContext, card: CardObject, viewer: PlayerId): boolean {
  // In a team game what one teammate may see, both may (BD 2001-3); without teams `team` is the viewer alone.
  const team = teamMembers(ctx.state, viewer);
  if (card.knownTo?.some((p) => team.includes(p)) === true) return true;
  const definition = ctx.title.zones.get(zoneNameOf(card.zone));
  const visibility = definition?.visibility ?? 'hidden';
  if (visibility === 'hidden') return false;
  if (!card.faceUp) return definition?.ownerSeesFaceDown === true && team.includes(parseZoneKey(card.zone).owner);
  if (visibility === 'owner') return team.includes(parseZoneKey(card.zone).owner) || definition?.faceUpPublic === true;
  return true;
}

/**
 * Whether `viewer` may name `card` in an action: its identity is visible, or it lies in a public zone
 * (a face-down card on the field is known to be there). `view()` lists exactly these cards.
 */
export function canPointAt(ctx: ZonesContext, card: CardObject, viewer: PlayerId): boolean {
  return canSee(ctx, card, viewer) || ctx.title.zones.get(zoneNameOf(card.zone))?.visibility === 'public';
}

/** Randomises a zone's order; cards in `keep` stay where they are and only the others are shuffled. */
export function shuffleZone(ctx: ZonesContext, key: ZoneKey, keep: ReadonlySet<CardId> = new Set()): void {
  const list = ctx.state.zones[key];
  if (list === undefined) return;
  // A zone of 0 or 1 cards keeps its order but still counts as shuffled (VG 7.5.1.1, BD 505-1a): no random draw is made.
  if (list.length >= 2 && keep.size === 0) shuffleInPlace(ctx.state.rng, list);
  else if (list.length >= 2) {
    const places = list.flatMap((id, index) => (keep.has(id) ? [] : [index]));
    const others = places.map((index) => list[index] as CardId);
    shuffleInPlace(ctx.state.rng, others);
    places.forEach((index, i) => (list[index] = others[i] as CardId));
  }
  // Whatever anybody knew of the order of the shuffled cards is gone (BD 505-1, VG 7.12.3). A card somebody had
  // looked at (a scout, BD 518; a look, VG 7.7; a search, VG 7.11.1) is hidden again and becomes a new object
  // with a new id, as a card hidden again at the end of a reveal does (Vanguard's end-reveal, VG 7.10.3.1): its
  // old id, which the looker's own logged choice names, would otherwise tell where it went. Cards nobody knew
  // keep their ids: no view ever named them while hidden, so there is nothing to forget.
  for (const id of [...list]) {
    const card = ctx.state.cards[id];
    if (card?.knownTo === undefined || keep.has(id)) continue;
    delete renewInPlace(ctx, card).knownTo;
  }
  appendLog(ctx.state, { type: 'shuffled', detail: { zone: key } });
}

/**
 * `card` as a new object in the same place (a new id; everything else as it was), for a card that went out of
 * the sight of someone who saw it without moving: the old id, which that player's view and log name, must not
 * follow it (a shuffle here; the end of a reveal, VG 7.10.3.1, and of a look). Returns the new object.
 */
export function renewInPlace(ctx: ZonesContext, card: CardObject): CardObject {
  const state = ctx.state;
  const fresh: CardObject = { ...card, id: `c${state.counters.nextObject++}` };
  delete state.cards[card.id];
  state.cards[fresh.id] = fresh;
  const list = state.zones[card.zone];
  if (list !== undefined) {
    const index = list.indexOf(card.id);
    if (index >= 0) list[index] = fresh.id;
  }
  return fresh;
}

/**
 * Puts `id` on the top (first) or bottom (last) of the list of `key`. The list is replaced by a new array of
 * exactly its length rather than grown in place: a growing array keeps room for half as many again plus
 * 16 ids, and a game has dozens of small zones (a hand, a damage zone, each circle), so that room was about
 * a tenth of a live game's memory (issue 14). Zone lists are only ever read through `state.zones[key]`,
 * never held across a move.
 */
export function addToZone(zones: Record<ZoneKey, CardId[]>, key: ZoneKey, id: CardId, at: 'top' | 'bottom'): void {
  const list = zones[key];
  if (list === undefined || list.length === 0) zones[key] = [id];
  else zones[key] = at === 'bottom' ? list.concat(id) : [id].concat(list);
}

/** Takes `id` out of the list of `key` (it must be there). */
export function removeFromZone(zones: Record<ZoneKey, CardId[]>, key: ZoneKey, id: CardId): void {
  const list = zones[key];
  const index = list === undefined ? -1 : list.indexOf(id);
  if (list === undefined || index < 0) throw new EngineFault(`card ${id} is not in ${key}`);
  list.splice(index, 1);
}

/** The card object, or its last-known information if it has left (VG 11.13). */
export function cardOrLastKnown(ctx: ZonesContext, id: CardId): CardObject | undefined {
  return ctx.state.cards[id] ?? ctx.state.lastKnown[id];
}
