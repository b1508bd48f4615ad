/**
 * The status keys Build Divide keeps on cards and players, each with its type (see `defineStatusKeys`).
 * Read and write them through these accessors instead of raw `status['…']` strings.
 */
import { defineStatusKeys } from '@tcgkit/kernel';
import { z } from 'zod';

export const cardStatus = defineStatusKeys({
  /** 401-6: present only while the card is rested. */
  rested: z.literal(true),
  /** 1303: an aura, its host, and the number (or `log`, 1415) it carries. */
  aura: z.literal(true),
  host: z.string(),
  auraInfo: z.union([z.number(), z.literal('log')]),
  /** 319: a territory's open side is up. */
  open: z.literal(true),
  /** 1409: the Evol form the card was played for (`true` for the single form). */
  evol: z.union([z.literal(true), z.string()]),
  /** 1406-1a, 1604: a card that is a unit without being a Unit card. */
  unit: z.literal(true),
  /** 1702-1: a double-faced territory with its unit side up (in the resolution zone or on the field). */
  unitSide: z.literal(true),
  'stat:power': z.number().int(),
  'stat:hit': z.number().int(),
});

export const playerStatus = defineStatusKeys({
  /** 407-4c: the red-zone count when an effect changed it. */
  redZone: z.number().int(),
  /** 1601: alchemy counters (525). */
  'counter:alchemy': z.number().int(),
});
