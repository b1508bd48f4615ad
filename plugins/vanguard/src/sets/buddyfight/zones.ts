/**
 * The zones of the Buddyfight-related rules: the call cost zone (17.17.6) and the buddy soul (17.17.7).
 */
import type { ZoneContribution } from '@tcgkit/kernel';

/**
 * The call cost zone (17.17.6): public and unordered (17.17.6.1). Cards only pass through it while a call
 * cost is paid, so a card that went from zone A through it to zone B is reported as moved from A to B
 * (17.17.6.2: the kernel's `passThrough`).
 */
export const callCostZone: Omit<ZoneContribution, 'title'> = {
  name: 'call-cost',
  scope: 'player',
  visibility: 'public',
  ordered: false,
  rule: 'VG 17.17.6',
  passThrough: true,
};

/**
 * Buddy soul (17.17.7): the cards under a rear-guard of a Buddyfight-related card (17.17.7.1), which are not
 * units on that circle (17.17.7.2). Like dress-sources (reading 9) they are kept apart in their owner's
 * `buddy-soul` zone, linked to the unit by its serial: they follow it between circles (17.17.7.3) and, when it
 * goes anywhere else, go to the drop zone (17.17.7.4: the kernel's `LinkedZone.to`). A move from a rear-guard
 * circle to the vanguard circle keeps them with it on the field, and rule process 13.14.1 then drops them.
 */
export const buddySoulZone: Omit<ZoneContribution, 'title'> = {
  name: 'buddy-soul',
  scope: 'player',
  visibility: 'public',
  ordered: false,
  rule: 'VG 17.17.7',
  linked: { hostKey: 'buddySoulOf', keepWithin: ['field'], reason: 'buddy-soul-dropped', to: 'drop' },
};
