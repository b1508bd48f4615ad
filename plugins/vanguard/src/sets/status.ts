/**
 * The status keys of the set-specific rules of chapter 17 (17.2–17.8) and ultimate stride (6.6.3), kept apart from
 * the title's common keys so each mechanism owns its data (read and written only through these accessors).
 */
import { defineStatusKeys } from '@tcgkit/kernel';
import { z } from 'zod';

export const setCardStatus = defineStatusKeys({
  /** 収容 (17.5.1.1): a card imprisoned in the order zone where a prison set order is. */
  imprisoned: z.literal(true),
  /** An equipment order on a vanguard circle (17.8.3, 17.8.6): the vanguard it is linked to (equipped on). */
  equippedTo: z.string(),
  /** A G unit placed on the vanguard circle by an ultimate stride (6.6.3.5). */
  ultimateStrode: z.literal(true),
});

export const setPlayerStatus = defineStatusKeys({
  /** The fighter's circles with the star-domain attribute (4.9.6, 17.3.1). */
  starDomain: z.array(z.string()),
  /** The fighter is a striker (17.6.1) and has a Monster BOX zone (17.6.1.2). */
  striker: z.literal(true),
  /** The turn in which the fighter last exchanged a card with the Monster BOX (17.6.2: once each turn). */
  monsterBoxTurn: z.number().int(),
  /** An ultimately strode G unit of this fighter went back to the G zone (6.6.3.5): the G zone is to be removed. */
  gZoneRemoval: z.literal(true),
});
