/**
 * The instructions Vanguard card data may write: the kernel's verbs and every verb this title registers,
 * typed by their parameter schemas (the same schemas check card data when the engine is built). Nested
 * programs (`if`'s `then`, `may`'s `cost`, an ability's cost and effect) are `VanguardProgram`s, so they are
 * checked at compile time too.
 */
import type { AbilityWith, CardData, CoreInstruction, InstructionOf } from '@tcgkit/kernel';
import type { z } from 'zod';
import type { cardSchema } from './cards/schema.js';
import type { vanguardVerbList } from './verb-list.js';

/** Every verb the title registers (`verb-list.ts`). */
type VanguardVerb = (typeof vanguardVerbList)[number];

/** A program of Vanguard instructions. */
export type VanguardProgram = VanguardInstruction[];

export type VanguardInstruction = CoreInstruction<VanguardProgram> | InstructionOf<VanguardVerb, VanguardProgram>;

/** A card as written in a pool, its programs typed by the title's verbs. */
export type VanguardCardData = CardData<z.input<typeof cardSchema>, VanguardProgram>;
export type VanguardAbility = AbilityWith<VanguardProgram>;
