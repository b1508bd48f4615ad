/**
 * Card data typed by the verbs a title registers. A verb's `params` is a zod shape; a typed verb keeps the
 * verb's name and that shape in its type, so `InstructionOf<verbs>` is the union of the instructions card
 * data may write (`{ do: 'draw', count?: … } | { do: 'move', cards: …, to: … } | …`). The same shape checks
 * card data when the engine is built (INVALID_CARD, `tcgkit cards --check`); here it types the title's
 * card definitions, so a misspelt verb or parameter in a demo pool is a compile error too, nested programs
 * (`if`'s `then`, costs, abilities a verb grants) included when the title gives its program type (see
 * `InstructionOf`). Titles declare theirs with the
 * plugin floor's `defineVerb`; the kernel's own verbs use `defineCoreVerb`.
 */
import type { z } from 'zod';
import type { AbilityDefinition } from '../abilities/ability.js';
import type { EffectsContext, Verb } from './effects-context.js';
import type { Instruction } from './instruction.js';
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

/** True when each of `A` and `B` is assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** An ability whose cost and effect are programs of the type `P`. */
export type AbilityWith<P> = Omit<AbilityDefinition, 'cost' | 'effect'> & { cost?: P; effect: P };

/**
 * One parameter's type with its nested programs typed by `P`: a parameter declared with `l.program` (exactly
 * `Instruction[]`), `l.instruction`, `l.ability` or a list of abilities is rewritten; any other is kept.
 */
type Nested<V, P> =
  Same<Exclude<V, undefined>, Instruction[]> extends true
    ? P | Extract<V, undefined>
    : Same<Exclude<V, undefined>, Instruction> extends true
      ? (P extends readonly (infer I)[] ? I : never) | Extract<V, undefined>
      : Same<Exclude<V, undefined>, AbilityDefinition[]> extends true
        ? AbilityWith<P>[] | Extract<V, undefined>
        : Same<Exclude<V, undefined>, AbilityDefinition> extends true
          ? AbilityWith<P> | Extract<V, undefined>
          : V;

/** `T` with every nested program typed by `P` (see `Nested`). */
export type WithPrograms<T, P> = { [K in keyof T]: Nested<T[K], P> };

/**
 * The instructions card data may write for the verbs `V` (a union of typed verbs), nested programs (`if`'s
 * `then`, `may`'s `cost`…) typed as `P`. A title closes the loop with an array type, whose element TypeScript
 * resolves lazily: `type MyProgram = MyInstruction[]` and
 * `type MyInstruction = CoreInstruction<MyProgram> | InstructionOf<typeof myVerbs[number], MyProgram>`.
 * Without `P`, nested programs are plain `Instruction[]` (checked at load only).
 */
export type InstructionOf<V, P = Instruction[]> = V extends {
  name: infer Name extends string;
  params: (schemas: InstructionSchemas) => infer Shape extends z.ZodRawShape;
}
  ? { do: Name } & WithPrograms<z.output<z.ZodObject<Shape>>, P>
  : never;

/** An ability whose cost and effect are programs of `I`. */
export type AbilityData<I> = AbilityWith<I[]>;

/**
 * A title's card input type with its programs typed by `P` (the title's program type): every field that is
 * a program or a list of abilities (`effect`, `abilities`, Vanguard's `orderEffect`…). `Card` may be a union
 * of card types; each member is rewritten.
 */
export type CardData<Card, P> = Card extends unknown ? WithPrograms<Card, P> : never;
