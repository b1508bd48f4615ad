/**
 * Card data typed by the verbs a title registers. A verb's `params` is a zod shape; a typed verb keeps the
 * verb's name and that shape in its type, so `InstructionOf<verbs>` is the union of the instructions card
 * data may write (`{ do: 'draw', count?: … } | { do: 'move', cards: …, to: … } | …`). The same shape checks
 * card data when the engine is built (INVALID_CARD, `tcgkit cards --check`); here it types the title's
 * card definitions, so a misspelt verb or parameter in a demo pool is a compile error too. Nested programs
 * (`if`'s `then`) are typed as plain `Instruction`s and checked at load. Titles declare theirs with the
 * plugin floor's `defineVerb`; the kernel's own verbs use `defineCoreVerb`.
 */
import type { z } from 'zod';
import type { AbilityDefinition } from '../abilities/ability.js';
import type { EffectsContext, Verb } from './effects-context.js';
import type { InstructionSchemas } from './language.js';

/** A verb whose name and parameter shape stay in its type; `C` is the context its `run` receives. */
export interface TypedVerb<Name extends string, Shape extends z.ZodRawShape, C = EffectsContext> extends Omit<
  Verb<C>,
  'title' | 'name' | 'params'
> {
  name: Name;
  params: (schemas: InstructionSchemas) => Shape;
}

/** A kernel verb (run with the effects floor's context), its name and parameters kept in its type. */
export function defineCoreVerb<const Name extends string, Shape extends z.ZodRawShape>(
  verb: TypedVerb<Name, Shape>,
): TypedVerb<Name, Shape> {
  return verb;
}

/** The instructions card data may write for the verbs `V` (a union of typed verbs). */
export type InstructionOf<V> = V extends {
  name: infer Name extends string;
  params: (schemas: InstructionSchemas) => infer Shape extends z.ZodRawShape;
}
  ? { do: Name } & z.output<z.ZodObject<Shape>>
  : never;

/** An ability whose cost and effect are programs of `I`. */
export type AbilityData<I> = Omit<AbilityDefinition, 'cost' | 'effect'> & { cost?: readonly I[]; effect: readonly I[] };

/**
 * A title's card input type with its programs typed by `I`: `effect` (a command's or event's program) and
 * each ability's cost and effect. `Card` may be a union of card types; each member is rewritten.
 */
export type CardData<Card, I> = Card extends unknown
  ? Omit<Card, 'effect' | 'abilities'> &
      ('effect' extends keyof Card ? { effect?: readonly I[] } : unknown) &
      ('abilities' extends keyof Card ? { abilities?: readonly AbilityData<I>[] } : unknown)
  : never;
