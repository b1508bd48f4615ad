/**
 * The status keys keywords 14.41–14.63, the dress mechanics (6.8–6.10) and the skill icons (12.3.3–12.3.4)
 * keep on cards and fighters, each with its type (see `defineStatusKeys`).
 */
import { defineStatusKeys } from '@tcgkit/kernel';
import { z } from 'zod';

export const kwBCardStatus = defineStatusKeys({
  /** Named states given to this card by effects (5.2.2.2): Unison Dress (14.53), 邪竜解放 (14.56)… */
  namedStates: z.array(z.string()),
  /** Overcharge (14.55): the turn in which an ability of its master's vanguard last chose this unit. */
  chosenByVanguardTurn: z.number().int(),
  /** A dress-source: the serial of the unit it is linked to (the dress zone's host key, 6.7.2.2, 6.8.3.3). */
  dressOf: z.number().int(),
  /** Placed by X-overDress (6.8.4): in the X-overDress state while it has a dress-source. */
  xOverDress: z.literal(true),
  /** Beast synthesis (6.10.2.1): the card id of the top this card is under. */
  synthesizedUnder: z.string(),
  /** Wear (6.9.2.2): the special type 着装, and the vanguard (card id) it is linked to (6.9.2.3). */
  wornBy: z.string(),
});

export const kwBPlayerStatus = defineStatusKeys({
  /** Regalis Piece (14.51.2.2): cards or abilities with Regalis Piece this fighter has resolved this game. */
  regalisResolved: z.number().int().min(0),
  /** Regalis Piece (14.51.2.2.1): this fighter's resolution limit, when an effect set one (1 otherwise). */
  regalisLimit: z.number().int().min(0),
  /** Divine Skill / Unique Skill (12.3.3.2, 12.3.4.2): the icons whose abilities this fighter can no longer use. */
  spentSkillIcons: z.array(z.enum(['divine-skill', 'unique-skill'])),
  /** A token unit (15.4) was called for this fighter: the pseudo-card erase rule (13.8, 15.4.3.2) scans from then on. */
  hasTokenUnits: z.literal(true),
  /** Named states of 5.2.2.1 this fighter's effects gave by card name: state → card names. */
  namedStatesByName: z.record(z.string(), z.array(z.string())),
});
