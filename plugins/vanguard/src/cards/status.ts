/**
 * The status keys Vanguard keeps on cards and players, each with its type (see `defineStatusKeys`).
 * Read and write them through these accessors instead of raw `status['…']` strings.
 */
import { defineStatusKeys } from '@tcgkit/kernel';
import { z } from 'zod';

export const cardStatus = defineStatusKeys({
  /** Rest (4.3.4): present only while the card is rested. */
  rested: z.literal(true),
  /** Stand trigger (11.10.2.5): the turn after which this unit may not drive check. */
  noDriveAfterTurn: z.number().int(),
});

export const playerStatus = defineStatusKeys({
  /** Raised order limit this turn (9.9.2.3). */
  orderLimitBonus: z.number().int(),
});
