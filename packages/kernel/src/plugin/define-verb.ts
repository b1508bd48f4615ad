import type { z } from 'zod';
import type { TypedVerb } from '../effects/typed-verbs.js';
import type { GameContext } from './game-context.js';

/**
 * Declares a title's verb, keeping its name and parameter shape in its type (see `effects/typed-verbs.ts`):
 * `InstructionOf<typeof verbs[number]>` then types the title's card data. The result is a
 * `VerbContribution` without its `title`.
 */
export function defineVerb<const Name extends string, Shape extends z.ZodRawShape>(
  verb: TypedVerb<Name, Shape, GameContext>,
): TypedVerb<Name, Shape, GameContext> {
  return verb;
}
