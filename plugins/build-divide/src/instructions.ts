/**
 * The instructions Build Divide card data may write: the kernel's verbs and this title's, typed by their
 * parameter schemas (the same schemas check card data when the engine is built).
 */
import type { AbilityData, CardData, CoreInstruction, InstructionOf } from '@tcgkit/kernel';
import type { z } from 'zod';
import type { BuildDivideCard } from './cards/schema.js';
import type { verbs } from './verbs.js';

export type BuildDivideInstruction = CoreInstruction | InstructionOf<(typeof verbs)[number]>;

/** A card as written in a pool, its programs typed by the title's verbs. */
export type BuildDivideCardData = CardData<z.input<typeof BuildDivideCard>, BuildDivideInstruction>;
export type BuildDivideAbility = AbilityData<BuildDivideInstruction>;
