/**
 * The status keys of the Buddyfight-related rules (17.17), declared apart from the title's own keys so this
 * mechanism owns its data (read and written only through these accessors).
 */
import { defineStatusKeys } from '@tcgkit/kernel';
import { z } from 'zod';

export const buddyCardStatus = defineStatusKeys({
  /**
   * A card in the buddy soul zone: the serial of the unit it lies under (17.17.7.1; the kernel's linked-zone
   * host key, so it follows that unit between circles, 17.17.7.3).
   */
  buddySoulOf: z.number().int(),
  /** A unit in the link-attack state (17.17.11): the battle it lasts for, as `turn:battle`. */
  linkAttack: z.string(),
});

export const buddyPlayerStatus = defineStatusKeys({
  /** The fighter has become a buddyfighter (17.17.4). */
  buddyfighter: z.literal(true),
  /** The card names that are this fighter's buddy monsters for the rest of the game (17.17.4.1.1). */
  buddyMonsters: z.array(z.string()),
});
