/**
 * Record markers (15.8): named markers put on a circle or on a unit, which are neither cards nor pseudo-cards
 * (15.8.1.2: no effect on cards or units touches them, and no zone counts them). A marker's information is its
 * name (15.1.2.1, 15.1.2.1.2) and the master of the effect that put it (15.8.5); it has no other information
 * (15.1.2.4.1).
 *
 * - On a circle (15.8.2.1): kept in the fighter's `circleMarkers`; moved to something that is not a circle, it
 *   is erased (15.8.4.2).
 * - On a unit (15.8.2.2): kept in the unit's status, so it stays with the unit on its moves between circles
 *   (15.8.4.3, the same object 4.1.8) and is gone with the object when the unit leaves the circles or is bound
 *   (15.8.4.4).
 * - "A marker on X" includes the markers whose position is X; a marker on a unit is in the circle the unit is
 *   on (15.8.2.3, 15.8.2.3.1): the `has-marker` test.
 */
import { defineVerb, emitEvent, resolveCards, resolvePlayer, verbDone, type ConditionContribution, type GameContext } from '@tcgkit/kernel';
import { z } from 'zod';
import { playerState } from '../state.js';
import { circleOf, circleNamed, rearGuardCirclesOf } from '../zones.js';
import { verbCardStatus, verbPlayerStatus, type CircleMarker, type RecordMarker } from './status.js';

type Condition = Omit<ConditionContribution, 'title'>;

/** The circles a fighter has now (Accel circles only once made, 16.3.1.5). */
function circleExists(ctx: GameContext, player: string, circle: string): boolean {
  return circle === 'vc' || circle === 'gc' || rearGuardCirclesOf(ctx, player).includes(circle);
}

export function circleMarkersOf(ctx: GameContext, player: string): CircleMarker[] {
  return verbPlayerStatus.get(playerState(ctx, player), 'circleMarkers') ?? [];
}

export function unitMarkersOf(ctx: GameContext, id: string): RecordMarker[] {
  return verbCardStatus.get(ctx.state.cards[id], 'recordMarkers') ?? [];
}

/**
 * `{ do: 'put-marker', name, cards }` puts a marker on each unit (15.8.2.2); `{ do: 'put-marker', name, circle,
 * player? }` on that circle of the fighter (15.8.2.1). Where no proper position exists — a card that is not a
 * unit on a circle, a circle the fighter does not have — nothing is put (15.8.3, 15.8.3.1).
 */
export const putMarkerVerb = defineVerb({
  name: 'put-marker',
  rule: 'VG 15.8.3',
  params: (l) => ({ name: z.string().min(1), cards: l.cards.optional(), circle: z.string().optional(), player: l.player.optional() }),
  run(ctx, instruction, frame) {
    const marker: RecordMarker = { name: String(instruction['name']), master: frame.controller };
    if (instruction['cards'] !== undefined) {
      for (const id of resolveCards(ctx, instruction['cards'], frame)) {
        const card = ctx.state.cards[id];
        if (card === undefined || circleOf(ctx, id) === undefined) continue; // 15.8.3.1
        verbCardStatus.set(card, 'recordMarkers', [...unitMarkersOf(ctx, id), marker]);
        emitEvent(ctx, { type: 'marker-put', player: frame.controller, detail: { card: id, name: marker.name } });
      }
      return verbDone;
    }
    const circle = String(instruction['circle'] ?? '');
    const player = resolvePlayer(ctx, instruction['player'] ?? 'you', frame);
    if (circleNamed(circle) === undefined || !circleExists(ctx, player, circle)) return verbDone; // 15.8.3.1
    verbPlayerStatus.set(playerState(ctx, player), 'circleMarkers', [...circleMarkersOf(ctx, player), { ...marker, circle }]);
    emitEvent(ctx, { type: 'marker-put', player: frame.controller, detail: { circle, name: marker.name } });
    return verbDone;
  },
});

/**
 * `{ do: 'remove-marker', name, cards | circle, player? }`: erases the named markers there (15.8.4.1: taken off
 * and no longer in the game). A marker on a unit is not on the circle's list and the reverse: each is erased
 * where it was put.
 */
export const removeMarkerVerb = defineVerb({
  name: 'remove-marker',
  rule: 'VG 15.8.4.1',
  params: (l) => ({ name: z.string().min(1), cards: l.cards.optional(), circle: z.string().optional(), player: l.player.optional() }),
  run(ctx, instruction, frame) {
    const name = String(instruction['name']);
    if (instruction['cards'] !== undefined) {
      for (const id of resolveCards(ctx, instruction['cards'], frame)) {
        const card = ctx.state.cards[id];
        if (card === undefined) continue;
        const kept = unitMarkersOf(ctx, id).filter((m) => m.name !== name);
        if (kept.length === 0) verbCardStatus.clear(card, 'recordMarkers');
        else verbCardStatus.set(card, 'recordMarkers', kept);
      }
      return verbDone;
    }
    const player = playerState(ctx, resolvePlayer(ctx, instruction['player'] ?? 'you', frame));
    const circle = String(instruction['circle'] ?? '');
    verbPlayerStatus.set(
      player,
      'circleMarkers',
      circleMarkersOf(ctx, player.id).filter((m) => !(m.name === name && m.circle === circle)),
    );
    return verbDone;
  },
});

/**
 * `{ do: 'move-marker', name, circle, to, player? }`: moves the fighter's circle marker to the circle `to`; to
 * anything that is not one of their circles (the drop, the soul…) it is erased (15.8.4.2).
 */
export const moveMarkerVerb = defineVerb({
  name: 'move-marker',
  rule: 'VG 15.8.4.2',
  params: (l) => ({ name: z.string().min(1), circle: z.string(), to: z.string(), player: l.player.optional() }),
  run(ctx, instruction, frame) {
    const player = resolvePlayer(ctx, instruction['player'] ?? 'you', frame);
    const name = String(instruction['name']);
    const from = String(instruction['circle']);
    const to = String(instruction['to']);
    const markers = circleMarkersOf(ctx, player);
    const index = markers.findIndex((m) => m.name === name && m.circle === from);
    if (index < 0) return verbDone;
    const onCircle = circleNamed(to) !== undefined && circleExists(ctx, player, to);
    const next = markers.filter((_, i) => i !== index);
    if (onCircle) next.push({ ...markers[index]!, circle: to });
    verbPlayerStatus.set(playerState(ctx, player), 'circleMarkers', next);
    return verbDone;
  },
});

/** The record markers at a unit's position: on the unit itself and on the circle it is on (15.8.2.3, 15.8.2.3.1). */
export function markersAt(ctx: GameContext, id: string): RecordMarker[] {
  const card = ctx.state.cards[id];
  const circle = circleOf(ctx, id);
  if (card === undefined || circle === undefined) return [];
  const owner = card.zone.slice(0, card.zone.indexOf('/'));
  return [...unitMarkersOf(ctx, id), ...circleMarkersOf(ctx, owner).filter((m) => m.circle === circle.name)];
}

export const markerConditions: Condition[] = [
  {
    // `{ test: 'has-marker', name?, master? }`: a "(name) marker" is a marker with that name (15.1.2.1.1); with
    // `master`, only one put by an effect of that fighter (15.8.5).
    name: 'has-marker',
    params: (l) => ({ name: z.string().optional(), master: l.player.optional() }),
    test: (ctx, p, s, frame) => {
      if (s === undefined) return false;
      const master = p['master'] === undefined ? undefined : resolvePlayer(ctx, p['master'], frame);
      return markersAt(ctx, s).some(
        (m) => (p['name'] === undefined || m.name === p['name']) && (master === undefined || m.master === master),
      );
    },
  },
];
