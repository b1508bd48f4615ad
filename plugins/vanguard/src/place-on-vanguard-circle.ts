/**
 * "Put" a unit from a rear-guard circle onto the vanguard circle by an ability (7.4.1.1): that is a ride (6.3),
 * not a plain move. A rule replacement turns such a move into the ride by effect (`ride-by-effect`, 6.3.3: not a
 * normal ride), so the old vanguard goes to the soul and the ride's events and gift happen as for any ride.
 * A move the ride itself makes (reason `ride`) is not replaced (reading 416). 6.3.3.1 (a card on the field is not
 * ridden) does not stop this ride: 7.4.1.1 is the exception that makes the rear-guard's move a ride (reading 424).
 */
import type { ConditionContribution, ReplacementRule } from '@tcgkit/kernel';
import { circleOfKey } from './zones.js';

/** The event moves a card from a rear-guard circle onto a vanguard circle, other than as a ride. */
export const rearGuardToVanguardCircleCondition: Omit<ConditionContribution, 'title'> = {
  name: 'rear-guard-to-vanguard-circle',
  params: () => ({}),
  test: (_ctx, _p, _s, frame) => {
    const detail = frame.event?.detail;
    if (detail === undefined || detail['reason'] === 'ride') return false;
    return circleOfKey(String(detail['from']))?.kind === 'rear-guard' && circleOfKey(String(detail['to']))?.kind === 'vanguard';
  },
};

export const placeOnVanguardCircleIsRide: ReplacementRule = {
  name: 'place-on-vanguard-circle-is-ride',
  rule: 'VG 7.4.1.1',
  replaces: 'move',
  match: { test: 'rear-guard-to-vanguard-circle' },
  instead: [{ do: 'ride-by-effect', cards: { var: 'replaced' }, fromRearGuard: true }],
};
