/**
 * The zones of ch.4. The field (4.8) is one zone whose slots are the circles (4.9.1): the vanguard circle,
 * five rear-guard circles and the guardian circle, each with its row and column, so a circle-to-circle
 * move (column swap, intercept) keeps the card the same object (4.1.8) while any other zone change makes
 * a new one.
 */
import { cardsIn, zoneKey, type GameContext, type ZoneContribution } from '@tcgkit/kernel';
import { playerStatus } from './cards/status.js';
import { circleLocked } from './verbs/lock.js';

export type Row = 'front' | 'back';
export type Column = 'left' | 'centre' | 'right';
export type CircleKind = 'vanguard' | 'rear-guard' | 'guardian' | 'hearts';

export interface Circle {
  name: string;
  kind: CircleKind;
  row: Row | null;
  column: Column | null;
}

/** 4.9.1: seven circles per fighter; columns as seen by their owner (my left faces the opponent's right, 4.9.1.2). */
export const circles: readonly Circle[] = [
  { name: 'vc', kind: 'vanguard', row: 'front', column: 'centre' },
  { name: 'fl', kind: 'rear-guard', row: 'front', column: 'left' },
  { name: 'fr', kind: 'rear-guard', row: 'front', column: 'right' },
  { name: 'bl', kind: 'rear-guard', row: 'back', column: 'left' },
  { name: 'bc', kind: 'rear-guard', row: 'back', column: 'centre' },
  { name: 'br', kind: 'rear-guard', row: 'back', column: 'right' },
  { name: 'gc', kind: 'guardian', row: null, column: null },
  // Accel circles (16.3.1.5): rear-guard circles counted as front row, which exist only once an Accel gift
  // has added them (see `rearGuardCirclesOf`). The first goes left of front-left, the second right of
  // front-right, and so on alternating; they share no column with the original circles.
  { name: 'a1', kind: 'rear-guard', row: 'front', column: null },
  { name: 'a2', kind: 'rear-guard', row: 'front', column: null },
  { name: 'a3', kind: 'rear-guard', row: 'front', column: null },
  { name: 'a4', kind: 'rear-guard', row: 'front', column: null },
  // Premium format (src/premium/): the legion mate (6.4.3.2: a vanguard, but never attacked or attacking by
  // itself, 6.4.3.2.2) and the hearts under a G unit (6.5.2.2.3: still on the vanguard circle, not units).
  // Kept apart as slots of the field, so the vanguard circle holds one vanguard for everything else
  // (docs/titles/vanguard.md, reading "legion and hearts slots").
  { name: 'legion', kind: 'vanguard', row: null, column: null },
  { name: 'hearts', kind: 'hearts', row: null, column: null },
];

/**
 * Where each circle's key sits in `zoneKeysOf(ctx, player, 'field')`: the field's slots are `circles`, in this
 * order (`vanguardZones`). Rule checks read a fighter's circles through that one list of keys (issue 14).
 */
export const circleSlotIndex: ReadonlyMap<string, number> = new Map(circles.map((c, i) => [c.name, i]));

/** The five rear-guard circles every fighter starts with (4.9.2.5). */
export const rearGuardCircles = ['fl', 'fr', 'bl', 'bc', 'br'];

/** A fighter's rear-guard circles now: the five, plus the Accel circles their gifts added. */
export function rearGuardCirclesOf(ctx: GameContext, player: string): string[] {
  const accel = playerStatus.get(
    ctx.state.players.find((p) => p.id === player),
    'accelCircles',
  );
  const all = Array.isArray(accel) ? [...rearGuardCircles, ...(accel as string[])] : rearGuardCircles;
  // 7.30.3, 4.9.2.7: a circle with a locked card on it has the lock attribute, not the rear-guard one.
  return all.some((c) => circleLocked(ctx, player, c)) ? all.filter((c) => !circleLocked(ctx, player, c)) : all;
}

export function circleNamed(name: string): Circle | undefined {
  return circles.find((c) => c.name === name);
}

/** The circle a zone key names (`p1/field#fl` → fl), if it is a field key. */
export function circleOfKey(key: string): Circle | undefined {
  const hash = key.indexOf('#');
  if (hash < 0 || !key.slice(0, hash).endsWith('/field')) return undefined;
  return circleNamed(key.slice(hash + 1));
}

export function circleKey(player: string, circle: string): string {
  return zoneKey(player, 'field', circle);
}

export function cardOnCircle(ctx: GameContext, player: string, circle: string): string | undefined {
  return cardsIn(ctx, circleKey(player, circle))[0];
}

/** The vanguard of `player` (the unit on the vanguard circle, 4.9.2.6), if any. */
export function vanguardOf(ctx: GameContext, player: string): string | undefined {
  return cardOnCircle(ctx, player, 'vc');
}

export function rearGuardsOf(ctx: GameContext, player: string): string[] {
  return rearGuardCirclesOf(ctx, player).flatMap((c) => cardsIn(ctx, circleKey(player, c)));
}

export function guardiansOf(ctx: GameContext, player: string): string[] {
  return [...cardsIn(ctx, circleKey(player, 'gc'))];
}

/** Units in the front row: the vanguard and the front rear-guards (4.9.1.3). */
export function frontRowOf(ctx: GameContext, player: string): string[] {
  return circles.filter((c) => c.row === 'front').flatMap((c) => cardsIn(ctx, circleKey(player, c.name)));
}

/** The circle behind `circle` in the same column (boost, 10.4.1.12), if any. */
export function circleBehind(circle: string): string | undefined {
  const front = circleNamed(circle);
  if (front === undefined || front.row !== 'front' || front.column === null) return undefined;
  return circles.find((c) => c.row === 'back' && c.column === front.column)?.name;
}

/** The circle a card is on, if it is on the field. */
export function circleOf(ctx: GameContext, id: string): Circle | undefined {
  const card = ctx.state.cards[id];
  return card === undefined ? undefined : circleOfKey(card.zone);
}

const player = (
  name: string,
  visibility: ZoneContribution['visibility'],
  ordered: boolean,
  rule: string,
  extra: Partial<ZoneContribution> = {},
) => ({ name, scope: 'player' as const, visibility, ordered, rule, ...extra });

/**
 * Zone table (4.4–4.19). Damage is public but face-down cards there carry no information (4.11.2.1), which
 * the kernel shows as hidden faces. The ride deck area is the owner's (4.18): the opponent sees a count.
 * The trigger zone keeps arrival order (4.13.2). The deck is ordered (digest §21.1: 4.5.2's "not managed"
 * contradicts every "top of the deck" in the rules).
 */
export const vanguardZones: Omit<ZoneContribution, 'title'>[] = [
  player('deck', 'hidden', true, 'VG 4.5'),
  player('hand', 'owner', false, 'VG 4.6'),
  player('drop', 'public', false, 'VG 4.7'),
  player('field', 'public', false, 'VG 4.8', {
    keepsIdentityWithin: true,
    slots: circles.map((c) => ({
      name: c.name,
      // 4.9.4: one card on a vanguard or rear-guard circle in principle (13.3 removes extras); the GC holds many.
      attributes: { kind: c.kind, row: c.row, column: c.column },
    })),
  }),
  player('soul', 'public', false, 'VG 4.10'),
  // 4.11.2: the order of the damage zone's cards is not managed (scenario checks compare it as a multiset).
  player('damage', 'public', false, 'VG 4.11'),
  player('bind', 'public', false, 'VG 4.12'),
  player('trigger', 'public', true, 'VG 4.13'),
  // 4.14.2: face-down cards are known to their owner only (the opponent sees a count); 4.14.4: face-up ones are public.
  player('g-zone', 'owner', false, 'VG 4.14', { faceDown: true, ownerSeesFaceDown: true, faceUpPublic: true }),
  player('gauge', 'owner', false, 'VG 4.15'),
  player('order-area', 'public', false, 'VG 4.16'),
  player('order-zone', 'public', false, 'VG 4.17'),
  // 4.18.2–3: face down; the owner may look at their own face-down ride deck, nobody else may.
  // 4.1.5: the face-up cards put back into the ride deck (4.18.4) are seen by every fighter (reading 421).
  player('ride-deck', 'owner', false, 'VG 4.18', { faceDown: true, ownerSeesFaceDown: true, faceUpPublic: true }),
  player('crest', 'public', false, 'VG 4.19'),
  player('removed', 'public', false, 'VG 7.19'),
  // Dress-sources (6.7.2) stay with their unit on its circle; they are kept apart so the circle's one-card
  // rule (13.3.5) and "units on the field" never count them. They move with their unit (6.7.5): when it
  // leaves the field they go where it went, no longer linked, units again (6.7.5.1).
  player('dress', 'public', false, 'VG 6.7', {
    linked: { hostKey: 'dressOf', keepWithin: ['field', 'worn', 'synthesis'], reason: 'dress-unlinked' },
  }),
];
