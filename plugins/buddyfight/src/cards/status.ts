/**
 * The status keys Buddyfight keeps on cards and players, each with its type (see `defineStatusKeys`).
 * Read and write them through these accessors (lint forbids raw `status[…]` in title code).
 */
import { defineStatusKeys } from '@tcgkit/kernel';
import { z } from 'zod';

export const cardStatus = defineStatusKeys({
  /** [Mat-⑤⑥⑦]: present only while the card is rested. */
  rested: z.literal(true),
  /** [Atk 2.2]: a card attacking in the battle being fought. */
  attacking: z.literal(true),
  /** [Atk 2.2]: the attacked card. */
  battling: z.literal(true),
  /** 『N回攻撃』 ([Atk 4.1]): the turn and the number of times this card stood to attack again. */
  nAttackTurn: z.number().int(),
  nAttackStands: z.number().int(),
  /** [Oth:ソウル]: a soul card's host, by the host's serial (the physical card). */
  host: z.number().int(),
});

export const playerStatus = defineStatusKeys({
  /** [Intro]: the fighter's life. */
  life: z.number().int(),
});
