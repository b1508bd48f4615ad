/**
 * Specific actions of ch.6–7 as functions over the game, shared by moves, verbs and rule processes:
 * call (6.2), ride (6.3), persona ride (6.3.8, 7.15.1.4), stand/rest (7.2), retire (7.18), deal damage (7.35).
 */
import { recordDamageSource, type DamageSource } from './sources.js';
import {
  cardsIn,
  cardsInZone,
  drawCard,
  emitEvent,
  moveCard,
  pushEffect,
  pushEffectAfterRunning,
  statOf,
  zoneKey,
  type GameContext,
} from '@tcgkit/kernel';
import { cardOnCircle, circleKey, circleNamed, frontRowOf } from './zones.js';
import { counter, definitionOf, gradeOf, playerState, setCounter } from './state.js';
import { cardStatus, playerStatus } from './cards/status.js';
import { followLegion, legionPartner } from './premium/legion-state.js';
import { premiumCardStatus } from './premium/status.js';
import { growthSourcesFor, makeGrowthSources } from './sets/corocoro-growth.js';
import { placedOnCircle } from './sets/music-orders.js';

export type CallKind = 'normal' | 'superior';

/**
 * Calls `id` to `circle` of `player` (6.2.3): the card enters standing on a rear-guard circle and rested on
 * the guardian circle (6.2.3.3); a unit already on that rear-guard circle is retired (6.2.3.4). A call always
 * makes a new card (6.2.5). Returns the new id.
 */
export function performCall(
  ctx: GameContext,
  id: string,
  player: string,
  circle: string,
  kind: CallKind,
  by = player,
  callCost: 'pay' | 'skip' = 'pay',
): string {
  const target = circleNamed(circle);
  if (target === undefined) throw new Error(`no circle ${circle}`);
  // 17.17.8: a unit with a call cost called to a rear-guard circle pays it first (src/sets/buddyfight/call-cost.ts,
  // which calls back here with 'skip'); "without paying the call cost" (17.17.8.6) skips it.
  if (callCost === 'pay' && target.kind === 'rear-guard' && definitionOf(ctx, id)?.callCost !== undefined) {
    const pay = [{ do: 'call-with-call-cost', card: id, circle, kind, player }];
    const source = ctx.state.cards[id];
    if (source !== undefined && source.zone.endsWith('/deck')) {
      // 17.17.8.4.1: from the deck, the unit goes to the call cost zone now and the rest waits for the effect's end.
      const waiting = moveCard(ctx, id, zoneKey(source.owner, 'call-cost'), { by, reason: 'call-cost' });
      pushEffectAfterRunning(ctx, [{ ...pay[0]!, card: waiting }], { controller: by, vars: {} });
      return waiting;
    }
    pushEffect(ctx, pay, { controller: by, vars: {} });
    return id;
  }
  const occupants = target.kind === 'rear-guard' ? cardsIn(ctx, circleKey(player, circle)).filter((c) => c !== id) : [];
  // 17.16.6.2: a unit meeting a 爆裂成長期 card's condition becomes its growth source instead of being retired.
  const growing = growthSourcesFor(ctx, id, player, occupants);
  const previous = occupants.filter((c) => !growing.includes(c));
  const called = moveCard(ctx, id, circleKey(player, circle), {
    by,
    reason: kind === 'normal' ? 'call' : 'superior-call',
    newObject: true,
  });
  const card = ctx.state.cards[called];
  if (card !== undefined) {
    if (target.kind === 'guardian') cardStatus.set(card, 'rested', true);
    else cardStatus.clear(card, 'rested');
  }
  if (growing.length > 0) makeGrowthSources(ctx, called, growing, by);
  // 17.4.4: a music order on that circle goes to the drop at once.
  placedOnCircle(ctx, player, circle);
  // Unite (14.21) counts cards called to rear-guard and guardian circles this turn.
  setCounter(ctx, player, 'calledThisTurn', counter(ctx, player, 'calledThisTurn') + 1);
  // The old unit is retired right after the placement, as a retire instruction so replacement effects apply (11.12).
  if (previous.length > 0) pushEffect(ctx, [{ do: 'retire', cards: previous }], { controller: by, vars: {} });
  return called;
}

/** Field → drop: any such move is a retire (7.18.2). */
export function retire(ctx: GameContext, id: string, by?: string): string | undefined {
  const card = ctx.state.cards[id];
  if (card === undefined) return undefined;
  return moveCard(ctx, id, zoneKey(card.owner, 'drop'), { by: by ?? card.controller, reason: 'retire' });
}

/**
 * Stand (7.2): a card already standing does not "stand" again and no event fires (1.3.2.1). `byEffect`: an
 * effect stood it (Rush 14.29 reads it), not the stand phase.
 */
/**
 * Whether `id` may not change to that orientation (stat `cannotStand` / `cannotRest`, given by effects): 6.4.4.1,
 * a change forbidden to one unit of a legion pair is forbidden to both.
 */
function orientationForbidden(ctx: GameContext, id: string, stat: 'cannotStand' | 'cannotRest'): boolean {
  const partner = legionPartner(ctx, id);
  return statOf(ctx, id, stat) === true || (partner !== undefined && statOf(ctx, partner, stat) === true);
}

export function standUnit(ctx: GameContext, id: string, by: string, byEffect = false): boolean {
  const card = ctx.state.cards[id];
  if (card === undefined || cardStatus.get(card, 'rested') !== true) return false;
  if (orientationForbidden(ctx, id, 'cannotStand')) return false;
  cardStatus.clear(card, 'rested');
  emitEvent(ctx, { type: 'stood', player: by, detail: byEffect ? { card: id, byEffect: true } : { card: id } });
  followLegion(ctx, id, by, standUnit); // 6.4.4
  return true;
}

export function restUnit(ctx: GameContext, id: string, by: string): boolean {
  const card = ctx.state.cards[id];
  if (card === undefined || cardStatus.get(card, 'rested') === true) return false;
  if (orientationForbidden(ctx, id, 'cannotRest')) return false;
  cardStatus.set(card, 'rested', true);
  emitEvent(ctx, { type: 'rested', player: by, detail: { card: id } });
  followLegion(ctx, id, by, restUnit); // 6.4.4
  return true;
}

/**
 * Deal damage (7.35): only the vanguard-damage counter grows; rule process 13.6 does the checks. `from` is the
 * damage's source (11.5.2), kept for each point until its damage check.
 */
export function dealDamage(ctx: GameContext, player: string, amount: number, from?: DamageSource): void {
  if (amount <= 0) return; // 1.3.2.2: a zero or negative amount does nothing.
  setCounter(ctx, player, 'vanguardDamage', counter(ctx, player, 'vanguardDamage') + amount);
  if (from !== undefined) recordDamageSource(ctx, player, amount, from);
}

export interface RideOptions {
  /** A normal ride (6.3.2): by the turn fighter, by rule, from hand or the ride deck area. */
  normal: boolean;
}

/**
 * Ride (6.3.3): the card goes onto the vanguard circle face up and standing (4.9.2.3.1); every other card
 * there goes to the soul and at the same moment the new card becomes the vanguard (6.3.3.5). The old
 * vanguard "was ridden" (6.3.5). A persona ride (6.3.8) and a ride gift (6.3.7) follow. Returns the new id.
 */
export function performRide(ctx: GameContext, id: string, player: string, options: RideOptions): string {
  const source = ctx.state.cards[id];
  if (source === undefined) throw new Error(`no card ${id}`);
  const fromHand = source.zone === zoneKey(player, 'hand');
  const old = cardOnCircle(ctx, player, 'vc');
  const persona =
    options.normal &&
    fromHand &&
    old !== undefined &&
    hasPersonaRideIcon(ctx, old) &&
    hasPersonaRideIcon(ctx, id) &&
    definitionOf(ctx, old)?.name === definitionOf(ctx, id)?.name;
  const ridden = moveCard(ctx, id, circleKey(player, 'vc'), { by: player, reason: 'ride', newObject: true });
  cardStatus.clear(ctx.state.cards[ridden]!, 'rested');
  // 6.3.3.4.2: "the vanguard that appeared" in this ride is read as it is now, placed but not yet the vanguard.
  const placedGrade = gradeOf(ctx, ridden);
  // 6.3.3.5.1: the hearts and the legion mate are on the vanguard circle too (premium slots, src/premium/).
  const others = ['vc', 'legion', 'hearts'].flatMap((c) => cardsIn(ctx, circleKey(player, c)));
  for (const other of others.filter((c) => c !== ridden)) {
    moveCard(ctx, other, zoneKey(player, 'soul'), { by: player, reason: 'ridden' });
  }
  emitEvent(ctx, { type: 'rode', player, detail: { card: ridden, normal: options.normal, grade: placedGrade } });
  if (persona) personaRide(ctx, player);
  const gift = definitionOf(ctx, ridden)?.gift;
  // 6.3.7: a ridden card's Imaginary Gift is processed at the next check timing (11.6.1.2–3).
  if (gift !== undefined) playerStatus.set(playerState(ctx, player), 'pendingGift', gift);
  return ridden;
}

/**
 * The persona ride icon (2.13.3): a D-legion unit loses it while it is in D-legion (6.4.1.3.1).
 */
export function hasPersonaRideIcon(ctx: GameContext, id: string): boolean {
  if (definitionOf(ctx, id)?.personaRide !== true) return false;
  return premiumCardStatus.get(ctx.state.cards[id], 'dLegion') !== true || legionPartner(ctx, id) === undefined;
}

/**
 * Persona ride (7.15.1.4): draw 1 (a draw by ability, 7.6.4.1); this turn that fighter's units in the front
 * row get +10000 (read positionally, see rule-modifications.ts); the event "persona rode" fires.
 */
export function personaRide(ctx: GameContext, player: string): void {
  drawCard(ctx, player);
  setCounter(ctx, player, 'personaRideTurn', ctx.state.turn.number);
  // For the locked reading (digest §21.11): the units in the front row when the persona ride happens.
  playerStatus.set(playerState(ctx, player), 'personaRideUnits', frontRowOf(ctx, player));
  emitEvent(ctx, { type: 'persona-rode', player, detail: {} });
}

export function handOf(ctx: GameContext, player: string): string[] {
  return cardsInZone(ctx, player, 'hand');
}
