import type { GameContext } from '../engine/context.js';
import { EngineFault } from '../rules/rule-error.js';
import type { CardId, CardObject, PlayerId, ZoneKey } from '../state/game-state.js';
import { appendLog, type GameEvent } from '../state/log.js';
import { shuffleInPlace } from '../state/rng.js';
import { emitEvent } from '../abilities/triggers.js';
import { anyReplacements, replaceEvent, type ReplaceableEvent } from '../effects/replacement.js';
import { parseZoneKey, zoneKey, zoneNameOf } from './zone-key.js';

export interface MoveOptions {
  /** Where in the destination: `top` (index 0, the default) or `bottom`. */
  position?: 'top' | 'bottom';
  faceUp?: boolean;
  /** Why: recorded on the `moved` event so triggers can match ("retired", "called", "discarded"…). */
  reason?: string;
  /** Who caused it (the effect's master, or the acting player). */
  by?: PlayerId;
  /** Do not emit a `moved` event (internal shuffles between hidden zones during set-up). */
  silent?: boolean;
  /** Keep the same object even across zones (titles declare such moves, e.g. VG 4.1.8). */
  keepIdentity?: boolean;
  /** Always make a new object, even between slots of a zone that keeps identity (VG 6.2.5: a call from a circle). */
  newObject?: boolean;
  /** Not subject to replacement effects (a replacement's own bookkeeping; rule moves a title declares so). */
  irreplaceable?: boolean;
}

export function cardAt(ctx: GameContext, id: CardId): CardObject | undefined {
  return ctx.state.cards[id];
}

export function cardsIn(ctx: GameContext, key: ZoneKey): readonly CardId[] {
  return ctx.state.zones[key] ?? [];
}

/** Every zone key of a zone name for `owner`: the zone itself, or one per slot. */
export function zoneKeysOf(ctx: GameContext, owner: PlayerId, zone: string): readonly ZoneKey[] {
  const definition = ctx.title.zones.get(zone);
  if (definition === undefined) throw new EngineFault(`unknown zone "${zone}"`);
  const who = definition.scope === 'shared' ? 'shared' : owner;
  return definition.slots === undefined ? [zoneKey(who, zone)] : definition.slots.map((s) => zoneKey(who, zone, s.name));
}

/** The cards in every slot of a zone, in slot order. */
export function cardsInZone(ctx: GameContext, owner: PlayerId, zone: string): CardId[] {
  const out: CardId[] = [];
  for (const key of zoneKeysOf(ctx, owner, zone)) out.push(...cardsIn(ctx, key));
  return out;
}

export function capacityOf(ctx: GameContext, key: ZoneKey): number | undefined {
  const { zone, slot } = parseZoneKey(key);
  const definition = ctx.title.zones.get(zone);
  if (definition === undefined) return undefined;
  if (slot !== undefined) return definition.slots?.find((s) => s.name === slot)?.capacity ?? definition.capacity;
  return definition.capacity;
}

/** Creates a card object (set-up, tokens). */
export function createCard(
  ctx: GameContext,
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
    status: {},
    enteredAt: state.counters.timestamp++,
  };
  if (init.token === true) object.token = true;
  state.cards[object.id] = object;
  (state.zones[init.zone] ??= []).push(object.id);
  return object;
}

/**
 * Moves a card. It becomes a new object with a new id (VG 4.1.5, WS 3.1.4, BD 401-4) unless the move
 * keeps identity (within a zone whose definition says so, or by `keepIdentity`); the old object's
 * last-known information is kept for look-back triggers. Returns the card's id after the move.
 *
 * Every move is an event replacement effects may replace (`move`, or the move's `reason`: VG 11.12,
 * BD 1209): then the card does not move, the replacement's program is queued instead, and the card's
 * current id is returned (it is still where it was).
 */
export function moveCard(ctx: GameContext, id: CardId, to: ZoneKey, options: MoveOptions = {}): CardId {
  const state = ctx.state;
  const card = state.cards[id];
  if (card === undefined) throw new EngineFault(`move of unknown card ${id}`);
  if (options.silent !== true && options.irreplaceable !== true && anyReplacements(ctx)) {
    const reason = options.reason ?? 'move';
    const event: ReplaceableEvent = { type: 'move', reason, card: id, detail: { card: id, from: card.zone, to, reason } };
    if (options.by !== undefined) event.player = options.by;
    if (replaceEvent(ctx, event)) return id;
  }
  const from = card.zone;
  const fromZone = zoneNameOf(from);
  const toZone = zoneNameOf(to);
  const toDefinition = ctx.title.zones.get(toZone);
  if (toDefinition === undefined) throw new EngineFault(`move to unknown zone ${to}`);
  removeFromZone(state.zones, from, id);

  const keep =
    options.newObject !== true &&
    (options.keepIdentity === true || (fromZone === toZone && (toDefinition.keepsIdentityWithin === true || from === to)));
  let moved: CardObject;
  if (keep) {
    moved = card;
  } else {
    state.lastKnown[id] = card;
    delete state.cards[id];
    moved = {
      id: `c${state.counters.nextObject++}`,
      serial: card.serial,
      card: card.card,
      owner: card.owner,
      controller: card.owner,
      zone: to,
      faceUp: true,
      status: {},
      enteredAt: state.counters.timestamp++,
    };
    if (card.token === true) moved.token = true;
    state.cards[moved.id] = moved;
  }
  moved.zone = to;
  moved.faceUp = options.faceUp ?? !(toDefinition.faceDown === true || toDefinition.visibility === 'hidden');
  if (!keep || from !== to) delete moved.knownTo;
  const list = (state.zones[to] ??= []);
  if (options.position === 'bottom') list.push(moved.id);
  else list.unshift(moved.id);

  if (options.silent !== true) {
    const privacy = movePrivacy(ctx, card, moved);
    emitEvent(ctx, {
      type: 'moved',
      player: options.by ?? card.controller,
      detail: {
        card: moved.id,
        previous: id,
        definition: card.card,
        from,
        to,
        reason: options.reason ?? 'move',
      },
      ...privacy,
    });
  }
  if (ctx.title.linkedZones.length > 0 && card.serial >= 0) moveLinkedCards(ctx, card.serial, toZone, options);
  return moved.id;
}

/**
 * The cards linked to the host with `serial` follow it to `toZone` (VG 6.7.5, 6.7.5.1), unless the host's
 * new zone keeps them linked (`LinkedZone.keepWithin`).
 */
function moveLinkedCards(ctx: GameContext, serial: number, toZone: string, hostMove: MoveOptions): void {
  for (const zone of ctx.title.linkedZones) {
    const linked = zone.linked!;
    if (toZone === zone.name || linked.keepWithin.includes(toZone)) continue;
    for (const { id: player } of ctx.state.players) {
      for (const key of zoneKeysOf(ctx, player, zone.name)) {
        for (const id of [...cardsIn(ctx, key)]) {
          const card = ctx.state.cards[id]!;
          if (card.status[linked.hostKey] !== serial) continue;
          const options: MoveOptions = { reason: linked.reason };
          if (hostMove.by !== undefined) options.by = hostMove.by;
          if (hostMove.silent === true) options.silent = true;
          moveCard(ctx, id, zoneKeysOf(ctx, card.owner, toZone)[0]!, options);
        }
      }
    }
  }
}

/** Links `card` (in a linked zone) to `host`: it follows the host when the host changes zone. */
export function linkCard(ctx: GameContext, card: CardId, host: CardId): void {
  const linked = cardAt(ctx, card);
  const hostCard = cardAt(ctx, host);
  if (linked === undefined || hostCard === undefined) throw new EngineFault(`cannot link ${card} to ${host}`);
  const zone = ctx.title.zones.get(zoneNameOf(linked.zone))?.linked;
  if (zone === undefined) throw new EngineFault(`${card} is not in a zone of linked cards`);
  linked.status[zone.hostKey] = hostCard.serial;
}

/**
 * Who may learn what of a move: a player who sees the card neither before nor after learns only that a
 * card moved; one who sees it only before does not learn its new object id (it would follow the card
 * into a hidden zone); one who sees it only after does not learn its old id.
 */
function movePrivacy(ctx: GameContext, before: CardObject, after: CardObject): Pick<GameEvent, 'hiddenFrom' | 'withheld'> {
  const hiddenFrom: PlayerId[] = [];
  const withheld: Record<PlayerId, string[]> = {};
  for (const { id: player } of ctx.state.players) {
    const sawBefore = canSee(ctx, before, player);
    const seesAfter = canSee(ctx, after, player);
    if (!sawBefore && !seesAfter) hiddenFrom.push(player);
    else if (!seesAfter) withheld[player] = ['card'];
    else if (!sawBefore) withheld[player] = ['previous'];
  }
  const out: Pick<GameEvent, 'hiddenFrom' | 'withheld'> = {};
  if (hiddenFrom.length > 0) out.hiddenFrom = hiddenFrom;
  if (Object.keys(withheld).length > 0) out.withheld = withheld;
  return out;
}

/** Whether `viewer` may see the identity of `card` (hidden zones, owner-only zones, face-down cards). */
export function canSee(ctx: GameContext, card: CardObject, viewer: PlayerId): boolean {
  if (card.knownTo?.includes(viewer) === true) return true;
  const definition = ctx.title.zones.get(zoneNameOf(card.zone));
  const visibility = definition?.visibility ?? 'hidden';
  if (visibility === 'hidden') return false;
  if (!card.faceUp) return definition?.ownerSeesFaceDown === true && parseZoneKey(card.zone).owner === viewer;
  if (visibility === 'owner') return parseZoneKey(card.zone).owner === viewer;
  return true;
}

/**
 * Whether `viewer` may name `card` in an action: its identity is visible, or it lies in a public zone
 * (a face-down card on the field is known to be there). `view()` lists exactly these cards.
 */
export function canPointAt(ctx: GameContext, card: CardObject, viewer: PlayerId): boolean {
  return canSee(ctx, card, viewer) || ctx.title.zones.get(zoneNameOf(card.zone))?.visibility === 'public';
}

export function shuffleZone(ctx: GameContext, key: ZoneKey): void {
  const list = ctx.state.zones[key];
  if (list === undefined || list.length < 2) return;
  shuffleInPlace(ctx.state.rng, list);
  // Whatever anybody knew of the order is gone.
  for (const id of list) {
    const card = ctx.state.cards[id];
    if (card !== undefined) delete card.knownTo;
  }
  appendLog(ctx.state, { type: 'shuffled', detail: { zone: key } });
}

function removeFromZone(zones: Record<ZoneKey, CardId[]>, key: ZoneKey, id: CardId): void {
  const list = zones[key];
  const index = list === undefined ? -1 : list.indexOf(id);
  if (list === undefined || index < 0) throw new EngineFault(`card ${id} is not in ${key}`);
  list.splice(index, 1);
}

/**
 * Takes a card out of the game altogether (VG 13.8: a pseudo card anywhere but where it may be ceases to
 * exist): it leaves its zone and is no object any more; its last-known information stays for look-back
 * rules. Emits `erased` with the zone it was in.
 */
export function eraseCard(ctx: GameContext, id: CardId): void {
  const card = ctx.state.cards[id];
  if (card === undefined) return;
  const list = ctx.state.zones[card.zone];
  if (list !== undefined && list.includes(id)) removeFromZone(ctx.state.zones, card.zone, id);
  ctx.state.lastKnown[id] = card;
  delete ctx.state.cards[id];
  emitEvent(ctx, { type: 'erased', player: card.owner, detail: { card: id, from: card.zone } });
}

/** The card object, or its last-known information if it has left (VG 11.13). */
export function cardOrLastKnown(ctx: GameContext, id: CardId): CardObject | undefined {
  return ctx.state.cards[id] ?? ctx.state.lastKnown[id];
}
