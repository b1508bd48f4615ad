/**
 * The instructions Buddyfight card data may write: the kernel's verbs and every verb this title registers,
 * typed by their parameter schemas (the same schemas check card data when the engine is built). Nested
 * programs (`if`'s `then`, `may-pay`'s `cost`, an ability's cost and effect) are typed too.
 */
import type { AbilityWith, CardData, CoreInstruction, InstructionOf } from '@tcgkit/kernel';
import type { z } from 'zod';
import type { BuddyfightCard } from './cards/schema.js';
import type { buddyfightVerbs } from './verb-list.js';

/** A program of Buddyfight instructions. */
export type BuddyfightProgram = BuddyfightInstruction[];

export type BuddyfightInstruction = CoreInstruction<BuddyfightProgram> | InstructionOf<(typeof buddyfightVerbs)[number], BuddyfightProgram>;

/** A card as written in a pool, its programs typed by the title's verbs. */
export type BuddyfightCardData = CardData<z.input<typeof BuddyfightCard>, BuddyfightProgram>;
export type BuddyfightAbility = AbilityWith<BuddyfightProgram>;
