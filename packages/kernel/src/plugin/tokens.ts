/**
 * Contribution points. Each is a symbol and a type of the same name; a title binds any number of values
 * to each (multi-binding) and the kernel reads them all once, in `createEngine`, grouped by `title`. The
 * kernel's own built-ins are bound to the same tokens with `title: '*'` (every title gets them).
 *
 * Each contribution's shape is declared on the kernel floor that reads it (`RuleProcess` in rules,
 * `Verb` in effects, `Move` in windows…), generic in the context it receives; here each is given the
 * engine's full `GameContext`, which is what titles write against.
 */
import type { ZodType } from 'zod';
import type { DecisionKind } from '../decisions/decision-kind.js';
import type { Condition, Restriction, Verb } from '../effects/effects-context.js';
import type { InstructionSchemas } from '../effects/language.js';
import type { GuardTest, ProcedureHandler } from '../flow/flow-context.js';
import type { Contribution, RuleProcess } from '../rules/rules-context.js';
import type { Json } from '../state/json.js';
import type { Move, PendingAbilityRule } from '../windows/windows-context.js';
import type { WindowKind } from '../windows/window-kind.js';
import type { WorkProcess } from '../work/work-context.js';
import type { ZoneDefinition } from '../zones/zones-context.js';
import type { CardDefinition, DeckList, KeywordDefinition } from './card-definition.js';
import type { GameContext } from './game-context.js';
import type { TitleDefinition } from './title-definition.js';

export type { Contribution } from '../rules/rules-context.js';
export type { LinkedZone, SlotDefinition } from '../zones/zones-context.js';

export const TitleContribution = Symbol.for('tcgkit.TitleContribution');
export type TitleContribution = TitleDefinition;

export const ZoneContribution = Symbol.for('tcgkit.ZoneContribution');
export type ZoneContribution = ZoneDefinition;

export const KeywordContribution = Symbol.for('tcgkit.KeywordContribution');
export type KeywordContribution = KeywordDefinition;

export const RuleProcessContribution = Symbol.for('tcgkit.RuleProcessContribution');
export type RuleProcessContribution = RuleProcess<GameContext>;

export const VerbContribution = Symbol.for('tcgkit.VerbContribution');
export type VerbContribution = Verb<GameContext>;

export const ConditionContribution = Symbol.for('tcgkit.ConditionContribution');
export type ConditionContribution = Condition<GameContext>;

export const ProcedureContribution = Symbol.for('tcgkit.ProcedureContribution');
export type ProcedureContribution = ProcedureHandler<GameContext>;

export const GuardContribution = Symbol.for('tcgkit.GuardContribution');
export type GuardContribution = GuardTest<GameContext>;

export const MoveContribution = Symbol.for('tcgkit.MoveContribution');
export type MoveContribution = Move<GameContext>;

export const ProcessContribution = Symbol.for('tcgkit.ProcessContribution');
export type ProcessContribution = WorkProcess<GameContext>;

export const DecisionKindContribution = Symbol.for('tcgkit.DecisionKindContribution');
export type DecisionKindContribution = DecisionKind<GameContext>;

export const PendingAbilityContribution = Symbol.for('tcgkit.PendingAbilityContribution');
export type PendingAbilityContribution = PendingAbilityRule<GameContext>;

export const RestrictionContribution = Symbol.for('tcgkit.RestrictionContribution');
export type RestrictionContribution = Restriction<GameContext>;

export const WindowKindContribution = Symbol.for('tcgkit.WindowKindContribution');
export type WindowKindContribution = WindowKind;

export const CardPoolContribution = Symbol.for('tcgkit.CardPoolContribution');
export interface CardPoolContribution extends Contribution {
  cards: readonly CardDefinition[];
  decks?: readonly DeckList[];
  /**
   * The title's card format, built from the instruction language's schemas (abilities, programs and
   * predicates inside a card are checked with the title's vocabulary). The kernel's minimal card schema
   * (`id`, `name`, `type`, `abilities`, `keywords`) when absent.
   */
  cardSchema?: CardSchemaDeclaration;
}

/** A title's card schema, built from the instruction language's schemas. */
export type CardSchemaDeclaration = (schemas: InstructionSchemas) => ZodType;

export type { Json };
