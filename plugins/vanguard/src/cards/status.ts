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
  /** A gauge card (4.15.3): the card it is linked to (7.40.2); a new link replaces the old one (4.15.3.5). */
  gaugeOf: z.string(),
  /** A gauge card's name (4.15.4, 7.40.3). */
  gaugeName: z.string(),
  /** A deleted unit (7.32): face down, keeping its place; cleared when it is turned face up (7.32.4). */
  deleted: z.literal(true),
  /** Twin drive given to this unit by an effect, for the battle with this number (7.46). */
  twinDriveInBattle: z.number().int(),
  /** Time leap (7.33): the bound card this unit was called for, called back at the end of the turn. */
  timeLeapFor: z.string(),
});

export const playerStatus = defineStatusKeys({
  /** Raised order limit this turn (9.9.2.3). */
  orderLimitBonus: z.number().int(),
  /** Energy (3.1.3): at least 0, no maximum unless a crest sets one (3.1.3.1). */
  energy: z.number().int().min(0),
  /** "一気呵勢" / "一気爆勢" (7.42): the state and the turn it lasts to (null = the rest of the game). */
  fighterStates: z.record(z.string(), z.number().int().nullable()),
  /** The fighter's world (7.43): one world name, or none (7.43.1.1). */
  world: z.string(),
  /** Someone has gained a crest pseudo-card (7.14.6): the pseudo-card erase rule scans for them from then on. */
  hasCrests: z.literal(true),
});
