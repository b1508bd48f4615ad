/**
 * The status keys of the premium format's mechanics (G zone, stride and hearts, legion), kept apart from the
 * title's common keys (`cards/status.ts`). Read and write them through these accessors.
 */
import { defineStatusKeys } from '@tcgkit/kernel';
import { z } from 'zod';

export const premiumCardStatus = defineStatusKeys({
  /** A heart (6.5.2.2): the G unit it is linked to (6.5.1.2). Present only while the card is a heart. */
  heartOf: z.string(),
  /** A G unit on the vanguard circle: the heart chosen by 6.5.1.3 (its name and power are added). */
  strideHeart: z.string(),
  /** A unit in legion (6.4.1.3.2): the other unit of the pair. */
  legionWith: z.string(),
  /** Which of the pair it is (6.4.3). */
  legionRole: z.enum(['leader', 'mate']),
  /** In D-legion (6.4.1.3.2): the pair also has the D-legion state. */
  dLegion: z.literal(true),
  /** This unit has been in legion (14.11.2: Seek Mate needs a unit that never was). */
  wasInLegion: z.literal(true),
});

export const premiumPlayerStatus = defineStatusKeys({
  /** 6.6.2: the fighter's vanguard was grade 3 or more at the start of their turn (set at each turn start). */
  gradeThreeAtTurnStart: z.boolean(),
});
