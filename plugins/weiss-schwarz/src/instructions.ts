/**
 * The instructions Weiß Schwarz card data may write: the kernel's verbs and this title's, typed by their
 * parameter schemas (the same schemas check card data when the engine is built).
 */
import type { AbilityWith, CardData, CoreInstruction, InstructionOf } from '@tcgkit/kernel';
import type { z } from 'zod';
import type { cardSchema } from './cards/schema.js';
import type { damageVerb } from './damage.js';
import type { keywordVerbs } from './keyword-verbs.js';
import type { weissSchwarzVerbs } from './verbs.js';

/** A program of Weiß Schwarz instructions: nested programs (`if`'s `then`, costs) are typed too. */
export type WeissSchwarzProgram = WeissSchwarzInstruction[];

export type WeissSchwarzInstruction =
  | CoreInstruction<WeissSchwarzProgram>
  | InstructionOf<(typeof weissSchwarzVerbs)[number] | (typeof keywordVerbs)[number] | typeof damageVerb, WeissSchwarzProgram>;

/** A card as written in a pool, its programs typed by the title's verbs. */
export type WeissSchwarzCardData = CardData<z.input<typeof cardSchema>, WeissSchwarzProgram>;
export type WeissSchwarzAbility = AbilityWith<WeissSchwarzProgram>;
