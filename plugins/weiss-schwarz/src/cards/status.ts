/**
 * The status keys Weiß Schwarz keeps on cards, each with its type (see `defineStatusKeys`). Read and write
 * them through these accessors instead of raw `status['…']` strings.
 */
import { defineStatusKeys } from '@tcgkit/kernel';
import { z } from 'zod';

export const cardStatus = defineStatusKeys({
  /** Rest (4.6.1.2): present only while the character is rested. */
  rested: z.literal(true),
  /** Reverse (4.6.1.3): present only while the character is reversed. Neither key: standing (4.6.1.1). */
  reversed: z.literal(true),
});
