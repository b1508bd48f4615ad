/**
 * The status keys the set-specific rules 17.9–17.16 keep on cards and fighters (see `defineStatusKeys`).
 */
import { defineStatusKeys } from '@tcgkit/kernel';
import { z } from 'zod';

export const setBCardStatus = defineStatusKeys({
  /** Scout / Engage (17.11.2.1): the storage this card is in, in its master's order zone. */
  storedAs: z.enum(['scout', 'engage']),
  /** 修行中 (17.14.4): the card id of the card whose ability put this card in training. */
  trainingWith: z.string(),
  /** Retry (17.16.2.2): the turn in which this unit was made to retry (it cannot retry again that turn). */
  retriedTurn: z.number().int(),
  /** 開眼 (17.16.3.2): the turn in which this unit persona rode. */
  personaRodeTurn: z.number().int(),
  /** 爆裂成長期 (17.16.6.2): a growth source, linked to the unit's serial (the `growth` zone's host key). */
  growthOf: z.number().int(),
  /** A growth source's effects wait here while it is not a unit (17.16.6.2.1): its card id on the field. */
  growthWasId: z.string(),
});

export const setBPlayerStatus = defineStatusKeys({
  /** 誉 (17.14.2): the turn in which this fighter last paid a 誉 cost. */
  homarePaidTurn: z.number().int(),
  /** 思い出 (17.15.1): an effect made this fighter's order zone count as their memories too. */
  orderZoneIsMemories: z.literal(true),
  /** C+P=X (17.16.7.1): the formula count. */
  formulaCount: z.number().int().min(0),
});
