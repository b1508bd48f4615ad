/**
 * The ride step's normal ride (9.7.2, 6.3): once per turn, from hand a unit of the vanguard's grade or one
 * higher, or from the ride deck area a unit of exactly one higher, discarding a card from hand
 * (6.3.3.2.2). With an empty hand the discard is impossible: by default the ride is rejected (digest
 * §21.10); `rideDeckDiscard: 'skip'` plays it under 1.3.2 instead (the discard is simply not done).
 */
import { cardRef, moveCard, zoneKey, type Action, type GameContext, type MoveContribution, type RuleError } from '@tcgkit/kernel';
import { handOf, performRide } from '../actions.js';
import { counter, definitionOf, gradeOf, setCounter } from '../state.js';
import { field, inZone, reject, vanguardGrade, vanguardGradeOnce } from './common.js';
import { mateUnitRideError } from '../keywords/mate-unit.js';

export interface RideOptions {
  rideDeckDiscard: 'reject' | 'skip';
}

/** `vanguard` reads the vanguard's grade, which a listing reads once for all its cards (issue 14). */
function gradeError(
  ctx: GameContext,
  card: string,
  player: string,
  fromRideDeck: boolean,
  vanguard: () => number | null = () => vanguardGrade(ctx, player),
): RuleError | null {
  const current = vanguard();
  const grade = gradeOf(ctx, card);
  const definition = definitionOf(ctx, card);
  if (definition?.type !== 'unit' || definition.subtype === 'g')
    return reject('VG_NOT_RIDEABLE', 'only a unit card (not a G unit) can be ridden', 'VG 9.7.2');
  const mate = mateUnitRideError(ctx, card);
  if (mate !== null) return mate;
  if (grade === null || current === null) return reject('VG_RIDE_GRADE', 'the grades cannot be compared', 'VG 9.7.2');
  if (fromRideDeck && grade !== current + 1)
    return reject('VG_RIDE_GRADE', `from the ride deck only grade ${current + 1} can be ridden`, 'VG 9.7.2');
  if (grade !== current && grade !== current + 1)
    return reject('VG_RIDE_GRADE', `ride a unit of grade ${current} or ${current + 1}, not ${grade}`, 'VG 9.7.2');
  return null;
}

const rideParams = { card: cardRef, discard: cardRef.optional() };

export function rideMove(options: RideOptions): Omit<MoveContribution, 'title'> {
  return {
    type: 'ride',
    params: rideParams,
    rule: 'VG 9.7.2',
    enumerate(ctx, player) {
      if (player !== ctx.state.turn.player || counter(ctx, player, 'rodeThisTurn') > 0) return [];
      const current = vanguardGradeOnce(ctx, player);
      const out: Action[] = [];
      const hand = handOf(ctx, player);
      for (const card of hand) if (gradeError(ctx, card, player, false, current) === null) out.push({ type: 'ride', player, card });
      for (const card of ctx.state.zones[zoneKey(player, 'ride-deck')] ?? []) {
        if (gradeError(ctx, card, player, true, current) !== null) continue;
        if (hand.length === 0 && options.rideDeckDiscard === 'skip') out.push({ type: 'ride', player, card });
        for (const discard of hand) out.push({ type: 'ride', player, card, discard });
      }
      return out;
    },
    validate(ctx, action) {
      const player = action.player;
      if (player !== ctx.state.turn.player) return reject('VG_NOT_YOUR_TURN', 'only the turn fighter rides', 'VG 9.7.2');
      if (counter(ctx, player, 'rodeThisTurn') > 0) return reject('VG_ALREADY_RODE', 'only one normal ride per turn', 'VG 9.7.2');
      const card = field(action, 'card');
      const fromHand = inZone(ctx, card, player, 'hand');
      const fromRideDeck = inZone(ctx, card, player, 'ride-deck');
      if (card === undefined || (!fromHand && !fromRideDeck))
        return reject('VG_RIDE_SOURCE', 'ride a card from your hand or your ride deck area', 'VG 9.7.2');
      const grade = gradeError(ctx, card, player, fromRideDeck);
      if (grade !== null) return grade;
      if (!fromRideDeck)
        return action['discard'] === undefined
          ? null
          : reject('VG_NO_DISCARD_FROM_HAND', 'a ride from hand discards nothing', 'VG 6.3.3.2');
      const discard = field(action, 'discard');
      if (discard === undefined) {
        if (handOf(ctx, player).length === 0 && options.rideDeckDiscard === 'skip') return null;
        return handOf(ctx, player).length === 0
          ? reject('VG_DISCARD_IMPOSSIBLE', 'a ride from the ride deck discards a card from hand, and your hand is empty', 'VG 6.3.3.2.2')
          : reject('VG_DISCARD_REQUIRED', 'name the card from your hand to discard ("discard")', 'VG 6.3.3.2.2');
      }
      if (!inZone(ctx, discard, player, 'hand')) return reject('VG_BAD_DISCARD', 'the discarded card must be in your hand', 'VG 6.3.3.2.2');
      return null;
    },
    perform(ctx, action) {
      const player = action.player;
      const card = field(action, 'card') as string;
      // 6.3.3.2.2: reveal it, discard a card from hand, then it is put on the vanguard circle.
      const discard = field(action, 'discard');
      if (discard !== undefined) moveCard(ctx, discard, zoneKey(player, 'drop'), { by: player, reason: 'discard' });
      setCounter(ctx, player, 'rodeThisTurn', 1);
      performRide(ctx, card, player, { normal: true });
    },
  };
}
