/**
 * The status keys Build Divide keeps on cards and players, each with its type (see `defineStatusKeys`).
 * Read and write them through these accessors (lint forbids raw `status[…]` in title code).
 */
import { defineStatusKeys } from '@tcgkit/kernel';
import { z } from 'zod';

export const cardStatus = defineStatusKeys({
  /** 401-6: present only while the card is rested. */
  rested: z.literal(true),
  /** 1303: an aura, its host, and the number (or `log`, 1415) it carries. */
  aura: z.literal(true),
  host: z.string(),
  auraInfo: z.union([z.number(), z.literal('log'), z.literal('clothes')]),
  /** 319: a territory's open side is up. */
  open: z.literal(true),
  /** 1409: the Evol form the card was played for (`true` for the single form). */
  evol: z.union([z.literal(true), z.string()]),
  /** 1409-3: a unit that entered the field played for its Evol cost. */
  enteredByEvol: z.literal(true),
  /** 1406-1a, 1604: a card that is a unit without being a Unit card. */
  unit: z.literal(true),
  'stat:power': z.number().int(),
  'stat:hit': z.number().int(),
  /** A unit's part in the battle being fought (attacker, blocker, battling). */
  attacking: z.literal(true),
  blocking: z.literal(true),
  battling: z.literal(true),
  /** 1410-3, 1410-3a: the unit brighted in the battle being fought. */
  brighted: z.literal(true),
  /** 1204-2c: the zone an item in the resolution zone was played from. */
  playedFrom: z.string(),
  /** 1408 (Legacy): played from the graveyard, so it is removed instead of going back there. */
  legacy: z.literal(true),
  /** Damage a unit has taken this turn (cleared at the end of the turn). */
  damage: z.number().int(),
});

export const playerStatus = defineStatusKeys(
  {
    /** 407-4c: the red-zone count when an effect changed it. */
    redZone: z.number().int(),
    /** 602-1h:ii: the player has taken their one mulligan. */
    mulliganed: z.literal(true),
    /** Energy placements allowed per turn, when an effect changed it. */
    energyLimit: z.number().int(),
    /** 405-4: the hand limit, when an effect changed it. */
    handLimit: z.number().int(),
  },
  /** 1601: counters named by card data (alchemy counters, 525, …). */
  { 'counter:': z.number().int() },
);
