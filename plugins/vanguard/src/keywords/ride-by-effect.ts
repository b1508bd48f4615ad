/**
 * Rides made by abilities, which Revol Dress / Drag Dress (14.48: after a unit's attack, ride a unit from
 * another zone onto it, standing) and Rewrite (14.58: ACTs that ride a unit directly from hand) are keywords
 * of. The verb `ride-by-effect` rides the chosen card onto its master's vanguard (6.3.3; not a normal ride,
 * 6.3.2, so no persona ride) standing (14.48.1); a card that cannot be ridden (Mate Unit, 14.54.2) is not.
 */
import { defineVerb, liveCards, resolveCards, verbDone } from '@tcgkit/kernel';
import { performRide } from '../actions.js';
import { definitionOf } from '../state.js';
import { circleOf } from '../zones.js';
import { mateUnitRideError } from './mate-unit.js';

export const rideByEffectVerb = defineVerb({
  name: 'ride-by-effect',
  rule: 'VG 14.48.1',
  params: (l) => ({ cards: l.cards }),
  run(ctx, instruction, frame) {
    const [card] = liveCards(ctx, resolveCards(ctx, instruction['cards'], frame));
    if (card === undefined || definitionOf(ctx, card.id)?.type !== 'unit' || mateUnitRideError(ctx, card.id) !== null) return verbDone;
    if (circleOf(ctx, card.id)?.kind === 'vanguard') return verbDone;
    performRide(ctx, card.id, frame.controller, { normal: false });
    return verbDone;
  },
});
