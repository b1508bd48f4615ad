/**
 * Status keys of chapter 18's verbs (src/verbs/other-rules.ts), apart so that `state.ts` can read a set card's
 * unit type (18.5.2) without importing the verbs.
 */
import { defineStatusKeys } from '@tcgkit/kernel';
import { z } from 'zod';

export const otherRulesCardStatus = defineStatusKeys({
  /** A set card put on a circle as a unit (18.5.2): the subtype the placing gave it. */
  setAsUnit: z.enum(['normal', 'trigger']),
  /** 18.5.3: its power, critical and shield as the placing set them (18.5.3.1: 0, 0 and none otherwise). */
  'stat:power': z.number().int(),
  'stat:critical': z.number().int(),
  'stat:shield': z.number().int().nullable(),
});

export const otherRulesPlayerStatus = defineStatusKeys({
  /** "You may stride" by an effect (18.6.2): the last turn it lasts to (null = the rest of the game). */
  mayStrideUntil: z.number().int().nullable(),
});
