import type { AnyStateMachine } from 'xstate';
import type { ZodType } from 'zod';
import type { AbilityDefinition } from '../abilities/ability.js';
import type { ActionShape } from '../decisions/action-shape.js';
import type { DecisionKind } from '../decisions/decision-kind.js';
import type { Condition, ContinuousModifier, Restriction, Verb } from '../effects/effects-context.js';
import type { InstructionSchemas } from '../effects/language.js';
import type { GuardTest, ProcedureHandler } from '../flow/flow-context.js';
import type { RuleProcess } from '../rules/rules-context.js';
import type { GameState } from '../state/game-state.js';
import type { Move, PendingAbilityRule } from '../windows/windows-context.js';
import type { WindowKind } from '../windows/window-kind.js';
import type { WorkProcess } from '../work/work-context.js';
import type { ZoneDefinition } from '../zones/zones-context.js';
import type { CardDefinition, DeckList, KeywordDefinition } from './card-definition.js';
import type { TitleDefinition } from './title-definition.js';

/**
 * What every rule function receives: the game's plain state (mutated in place inside `act()`) and the
 * title's wiring, resolved once at start-up. Rule code is free functions over this pair. It satisfies the
 * narrower context of every kernel floor (`FlowContext`, `WindowsContext`, … `StateContext`).
 */
export interface GameContext {
  state: GameState;
  readonly title: TitleRuntime;
}

/**
 * A title wired for play: plain maps and precomputed indexes the hot path reads. Built at start-up;
 * nothing here changes while games run.
 */
export interface TitleRuntime {
  readonly definition: TitleDefinition;
  readonly zones: ReadonlyMap<string, ZoneDefinition>;
  /** Zones whose cards are linked to a host and follow it (`ZoneDefinition.linked`). */
  readonly linkedZones: readonly ZoneDefinition[];
  readonly keywords: ReadonlyMap<string, KeywordDefinition>;
  readonly ruleProcesses: {
    readonly check: readonly RuleProcess<GameContext>[];
    /** The check-type processes by stage, earliest first (see `RuleProcessContribution.stage`). */
    readonly checkStages: readonly (readonly RuleProcess<GameContext>[])[];
    readonly interrupt: readonly RuleProcess<GameContext>[];
  };
  readonly verbs: ReadonlyMap<string, Verb<GameContext>>;
  readonly conditions: ReadonlyMap<string, Condition<GameContext>>;
  readonly procedures: ReadonlyMap<string, ProcedureHandler<GameContext>>;
  readonly guards: ReadonlyMap<string, GuardTest<GameContext>>;
  readonly moves: ReadonlyMap<string, Move<GameContext>>;
  readonly processes: ReadonlyMap<string, WorkProcess<GameContext>>;
  readonly decisionKinds: ReadonlyMap<string, DecisionKind<GameContext>>;
  /** Action type → the fields it may carry (kernel actions, moves, and answers of the title's decision kinds). */
  readonly actionShapes: ReadonlyMap<string, ActionShape>;
  /** The title's rules for playing pending abilities (all of them apply, in binding order). */
  readonly pendingAbilityRules: readonly PendingAbilityRule<GameContext>[];
  /** What cannot be chosen or used, the kernel's and the title's. */
  readonly restrictions: readonly Restriction<GameContext>[];
  /** The window kinds this title may use (the kernel's and its own), by name. */
  readonly windowKinds: ReadonlyMap<string, WindowKind>;
  /** The title's answer model: the window kind its play timings run. */
  readonly windowKind: WindowKind;
  readonly cards: ReadonlyMap<string, CardDefinition>;
  readonly decks: readonly DeckList[];
  /** A card's abilities: printed ones, then those its keywords give. */
  abilitiesOf(card: string): readonly AbilityDefinition[];
  keywordNamesOf(card: string): readonly string[];
  cardName(card: string): string;
  layerIndex(layer: string): number;
  /** Event type → ids of cards with an automatic ability triggered by it. */
  readonly triggerIndex: ReadonlyMap<string, ReadonlySet<string>>;
  readonly stateTriggerCards: ReadonlySet<string>;
  readonly continuousCards: ReadonlySet<string>;
  /** Stat → ids of cards with a continuous ability that modifies it. */
  readonly continuousSources: ReadonlyMap<string, ReadonlySet<string>>;
  /** The stats some continuous ability modifies, `given` ones included (a card may gain them, VG 7.14.1). */
  readonly continuousStats: ReadonlySet<string>;
  /** A card's continuous abilities that modify `stat`, with just those modify instructions. */
  continuousModifiers(card: string, stat: string): readonly ContinuousModifier[];
  readonly activatedCards: ReadonlySet<string>;
  /** The instruction language's schemas for this title's verbs, tests, zones and keywords. */
  readonly schemas: InstructionSchemas;
  /** The title's card format, built from `schemas`. */
  readonly cardSchema: ZodType;
  /** Every problem of card data in this title's format, one line each (`card x: abilities[0].effect[1].do: …`). */
  checkCards(cards: readonly unknown[]): string[];
  readonly machine: AnyStateMachine;
}
