import type { CardId, CardObject, PlayerId, ZoneKey } from '../state/game-state.js';
import type { GameEvent } from '../state/log.js';
import type { JsonObject } from '../state/json.js';
import { EngineFault } from '../rules/rule-error.js';
import { noStatus, ownStatus } from '../state/card-status.js';
import { zoneNameOf } from '../zones/zone-key.js';
import { addToZone, canSee, removeFromZone, zoneKeysOf } from '../zones/zone-ops.js';
import type { EffectsContext } from './effects-context.js';
import { anyReplacements, replaceEvent, type ReplaceableEvent } from './replacement.js';
import { runningFrame } from './interpreter.js';
import { emitEvent } from './triggers.js';
import { faceAfterMove, shownDefinition } from './card-face.js';

/*
 * A card changing zone as the rules see it: replacement effects may replace the move (VG 11.12, BD 1209),
 * the card becomes a new object, its linked cards follow it (VG 6.7.5), and the `moved` event may trigger
 * abilities. Placing cards without any of that (set-up, queries) is the zones floor's.
 */

/** The status key a card in a pass-through zone keeps its previous zone under (`ZoneDefinition.passThrough`). */
export const passedFromKey = 'passedFrom';

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
  /** More for the `moved` event, for a title's conditions (VG 7.6.4.1: the draw phase's own draw). */
  detail?: JsonObject;
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
export function moveCard(ctx: EffectsContext, id: CardId, to: ZoneKey, options: MoveOptions = {}): CardId {
  const state = ctx.state;
  const card = state.cards[id];
  if (card === undefined) throw new EngineFault(`move of unknown card ${id}`);
  if (options.silent !== true && options.irreplaceable !== true && anyReplacements(ctx)) {
    const reason = options.reason ?? 'move';
    const event: ReplaceableEvent = {
      type: 'move',
      reason,
      card: id,
      detail: { card: id, from: card.zone, to, reason },
      // Declining every optional replacement, the move happens after all (VG 11.3.1.3.2).
      otherwise: [{ do: 'perform-move', card: id, to, options: { ...options } as JsonObject }],
    };
    if (options.by !== undefined) event.player = options.by;
    if (replaceEvent(ctx, event)) return id;
  }
  const from = card.zone;
  const fromZone = zoneNameOf(from);
  const toZone = zoneNameOf(to);
  const toDefinition = ctx.title.zones.get(toZone);
  // A zone cards only pass through reports where the card came from before it (VG 17.17.6.2).
  const passedFrom = card.status[passedFromKey];
  const reportedFrom = ctx.title.zones.get(fromZone)?.passThrough === true && typeof passedFrom === 'string' ? passedFrom : from;
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
      card: faceAfterMove(ctx, card, toZone),
      owner: card.owner,
      controller: card.owner,
      zone: to,
      faceUp: true,
      status: noStatus,
      enteredAt: state.counters.timestamp++,
    };
    if (card.token === true) moved.token = true;
    state.cards[moved.id] = moved;
  }
  moved.zone = to;
  moved.faceUp = options.faceUp ?? !(toDefinition.faceDown === true || toDefinition.visibility === 'hidden');
  if (!keep || from !== to) delete moved.knownTo;
  if (toDefinition.passThrough === true && fromZone !== toZone) ownStatus(moved)[passedFromKey] = reportedFrom;
  addToZone(state.zones, to, moved.id, options.position === 'bottom' ? 'bottom' : 'top');

  if (options.silent !== true) {
    const detail: JsonObject = {
      card: moved.id,
      previous: id,
      definition: card.card,
      from: reportedFrom,
      to,
      reason: options.reason ?? 'move',
    };
    // The source of the effect making the move, if an effect makes it (VG 11.5.1); rules have none (11.5.1.2).
    const source = effectSource(ctx);
    if (source !== undefined) detail['source'] = source;
    if (options.detail !== undefined) Object.assign(detail, options.detail);
    const event: GameEvent = { type: 'moved', player: options.by ?? card.controller, detail };
    addMovePrivacy(ctx, card, moved, event);
    emitEvent(ctx, event);
  }
  if (ctx.title.linkedZones.length > 0 && card.serial >= 0) moveLinkedCards(ctx, card.serial, toZone, options);
  return moved.id;
}

/**
 * The cards linked to the host with `serial` follow it to `toZone` (VG 6.7.5, 6.7.5.1), unless the host's
 * new zone keeps them linked (`LinkedZone.keepWithin`).
 */
function moveLinkedCards(ctx: EffectsContext, serial: number, toZone: string, hostMove: MoveOptions): void {
  const zones = ctx.title.linkedZones;
  const players = ctx.state.players;
  for (let z = 0; z < zones.length; z++) {
    const zone = zones[z]!;
    const linked = zone.linked!;
    if (toZone === zone.name || linked.keepWithin.includes(toZone)) continue;
    const destination = linked.to ?? toZone;
    for (let p = 0; p < players.length; p++) {
      const keys = zoneKeysOf(ctx, players[p]!.id, zone.name);
      for (let k = 0; k < keys.length; k++) {
        // Most hosts have nothing linked: the cards that follow are listed first, and only then moved (each move
        // changes the list), rather than every list copied for every move (issue 14, round 7).
        const list = ctx.state.zones[keys[k]!];
        if (list === undefined || list.length === 0) continue;
        let following: CardId[] | undefined;
        for (let i = 0; i < list.length; i++)
          if (ctx.state.cards[list[i]!]!.status[linked.hostKey] === serial) (following ??= []).push(list[i]!);
        if (following === undefined) continue;
        for (const id of following) {
          const card = ctx.state.cards[id]!;
          if (card.status[linked.hostKey] !== serial) continue;
          const options: MoveOptions = { reason: linked.reason };
          if (hostMove.by !== undefined) options.by = hostMove.by;
          if (hostMove.silent === true) options.silent = true;
          moveCard(ctx, id, zoneKeysOf(ctx, card.owner, destination)[0]!, options);
        }
      }
    }
  }
}

/**
 * Who may learn what of a move: a player who sees the card neither before nor after learns only that a
 * card moved; one who sees it only before does not learn its new object id (it would follow the card
 * into a hidden zone); one who sees it only after does not learn its old id.
 */
/*
 * A game keeps a hundred or more move events, most of them hidden from someone, and their privacy lists
 * repeat the same few values: they are shared, frozen lists (a log entry is never changed once written),
 * which saves a small array per event (issue 14).
 */
const withheldCard: string[] = Object.freeze(['card']) as string[];
const withheldPrevious: string[] = Object.freeze(['previous']) as string[];
const withheldDefinition: string[] = Object.freeze(['definition']) as string[];
const withheldPreviousAndDefinition: string[] = Object.freeze(['previous', 'definition']) as string[];
const sharedLists = new Map<string, PlayerId[]>();

/** The one frozen list equal to `ids` (seatings are few; past a bound a list is simply kept as it is). */
function sharedList(ids: PlayerId[]): PlayerId[] {
  const key = ids.join(' ');
  const known = sharedLists.get(key);
  if (known !== undefined) return known;
  if (sharedLists.size >= 256) return ids;
  const list = Object.freeze(ids) as PlayerId[];
  sharedLists.set(key, list);
  return list;
}

/** Writes onto the `moved` event who may not see it and who may not see some of it; nothing is made for a move all see. */
function addMovePrivacy(ctx: EffectsContext, before: CardObject, after: CardObject, event: GameEvent): void {
  let hiddenFrom: PlayerId[] | undefined;
  let withheld: Record<PlayerId, string[]> | undefined;
  const players = ctx.state.players;
  for (let i = 0; i < players.length; i++) {
    const player = players[i]!.id;
    const sawBefore = canSee(ctx, before, player);
    const shownAfter = shownDefinition(ctx, after, player);
    if (!sawBefore && shownAfter === undefined) (hiddenFrom ??= []).push(player);
    else if (shownAfter === undefined) (withheld ??= {})[player] = withheldCard;
    // Shown only one side of the card now (BD 410-2a): its definition would name the hidden side too.
    else if (shownAfter !== after.card) (withheld ??= {})[player] = sawBefore ? withheldDefinition : withheldPreviousAndDefinition;
    else if (!sawBefore) (withheld ??= {})[player] = withheldPrevious;
  }
  if (hiddenFrom !== undefined) event.hiddenFrom = sharedList(hiddenFrom);
  if (withheld !== undefined) event.withheld = withheld;
}

/**
 * Takes a card out of the game altogether (VG 13.8: a pseudo card anywhere but where it may be ceases to
 * exist): it leaves its zone and is no object any more; its last-known information stays for look-back
 * rules. Emits `erased` with the zone it was in.
 */
export function eraseCard(ctx: EffectsContext, id: CardId): void {
  const card = ctx.state.cards[id];
  if (card === undefined) return;
  const list = ctx.state.zones[card.zone];
  if (list !== undefined && list.includes(id)) removeFromZone(ctx.state.zones, card.zone, id);
  ctx.state.lastKnown[id] = card;
  delete ctx.state.cards[id];
  emitEvent(ctx, { type: 'erased', player: card.owner, detail: { card: id, from: card.zone } });
}

/**
 * The source of the effect whose verb makes this move (VG 11.5.1.1), for the `moved` event; none for a move made
 * by the rules (11.5.1.2) or while a cost is paid (a cost is not an effect; `begin-cost` opens the span).
 */
function effectSource(ctx: EffectsContext): string | undefined {
  const source = runningFrame()?.source;
  return source === undefined || ctx.state.protectedSpan > 0 ? undefined : source;
}
