/**
 * The instructions Build Divide card data may write: the kernel's verbs and this title's, typed by their
 * parameter schemas (the same schemas check card data when the engine is built).
 */
import type { AbilityWith, CardData, CoreInstruction, InstructionOf } from '@tcgkit/kernel';
import type { z } from 'zod';
import type { BuildDivideCard } from './cards/schema.js';
import type { verbs } from './verbs.js';

/** A program of Build Divide instructions: nested programs (`if`'s `then`, costs) are typed too. */
export type BuildDivideProgram = BuildDivideInstruction[];

export type BuildDivideInstruction = CoreInstruction<BuildDivideProgram> | InstructionOf<(typeof verbs)[number], BuildDivideProgram>;

/** A card as written in a pool, its programs typed by the title's verbs. */
export type BuildDivideCardData = CardData<z.input<typeof BuildDivideCard>, BuildDivideProgram>;
export type BuildDivideAbility = AbilityWith<BuildDivideProgram>;
