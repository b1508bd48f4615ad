/**
 * The instructions Vanguard card data may write: the kernel's verbs and this title's, typed by their
 * parameter schemas (the same schemas check card data when the engine is built).
 */
import type { AbilityData, CardData, CoreInstruction, InstructionOf } from '@tcgkit/kernel';
import type { z } from 'zod';
import type { cardSchema } from './cards/schema.js';
import type { gainGiftVerb } from './gifts.js';
import type { finishOrderVerb } from './moves/order.js';
import type { vanguardVerbs } from './verbs.js';

export type VanguardInstruction =
  CoreInstruction | InstructionOf<(typeof vanguardVerbs)[number] | typeof finishOrderVerb | typeof gainGiftVerb>;

/** A card as written in a pool, its programs typed by the title's verbs. */
export type VanguardCardData = CardData<z.input<typeof cardSchema>, VanguardInstruction>;
export type VanguardAbility = AbilityData<VanguardInstruction>;
