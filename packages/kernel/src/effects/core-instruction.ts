import type { typedCoreVerbs } from './core-verbs.js';
import type { typedDeckVerbs } from './deck-verbs.js';
import type { Instruction } from './instruction.js';
import type { InstructionOf } from './typed-verbs.js';

/**
 * The instructions card data may write with the kernel's verbs, its deck verbs included (a title adds its
 * own: `InstructionOf`), nested programs typed as `P` (see `InstructionOf`).
 */
export type CoreInstruction<P = Instruction[]> = InstructionOf<(typeof typedCoreVerbs)[number] | (typeof typedDeckVerbs)[number], P>;
