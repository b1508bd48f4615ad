/**
 * The status keys Vanguard keeps on cards and players, each with its type (see `defineStatusKeys`).
 * Read and write them through these accessors (lint forbids raw `status[…]` in title code).
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
  /** A card in the trigger zone: revealed by a drive check (10.6.1.2) or a damage check (10.8.1.2.2). */
  check: z.enum(['drive', 'damage']),
  /** A guardian: the card id of the unit it guards (10.5.1.2). */
  guarding: z.string(),
  /** An order being played in the order area (9.9.2): removed by the rule process once it is done. */
  playing: z.literal(true),
});

/** Gift markers (16.2.1.3.1.1): a circle, a gift and its kind. */
export const giftMarker = z.object({ circle: z.string(), gift: z.enum(['force', 'accel', 'protect']), kind: z.enum(['I', 'II']) });

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
  /** Orders played this turn (9.9.2.3). */
  ordersPlayed: z.number().int(),
  /** Units called this turn (for Unite, 14.x). */
  calledThisTurn: z.number().int(),
  /** A normal ride this turn (9.7.2): 1 once it happened. */
  rodeThisTurn: z.number().int(),
  /** Damage the vanguard took and has not yet checked (3.1.2, 10.8.1.2). */
  vanguardDamage: z.number().int(),
  /** The turn of the last persona ride (9.7.3.1). */
  personaRideTurn: z.number().int(),
  /** The front-row units when the persona ride happened (the +10000 goes to those, 9.7.3.1). */
  personaRideUnits: z.array(z.string()),
  /** The fighter started with a ride deck (2.4.3.1). */
  hasRideDeck: z.boolean(),
  /** The serials of the ride deck's cards at the start (for "from your ride deck" conditions). */
  rideDeckSerials: z.array(z.number().int()),
  /** A ride gift waiting for the next check timing (6.3.7). */
  pendingGift: z.enum(['force', 'accel', 'protect']),
  /** The gift received by the first ride with a gift (16.3.1.1). */
  rideGift: z.enum(['force', 'accel', 'protect']),
  /** The kind (I/II) chosen for each gift, kept for the game (16.3.1.3). */
  giftKinds: z.partialRecord(z.enum(['force', 'accel', 'protect']), z.enum(['I', 'II'])),
  /** The Accel circles made (16.3.1.5). */
  accelCircles: z.array(z.string()),
  /** Gift markers on this fighter's circles (16.2.1.3.1.1). */
  markers: z.array(giftMarker),
});

/** The player keys that count (read as 0 when absent). */
export type PlayerCounter = 'orderLimitBonus' | 'ordersPlayed' | 'calledThisTurn' | 'rodeThisTurn' | 'vanguardDamage' | 'personaRideTurn';
