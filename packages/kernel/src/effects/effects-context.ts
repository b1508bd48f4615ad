import type { AbilityDefinition } from '../abilities/ability.js';
import type { Contribution } from '../rules/rules-context.js';
import type { CardId, CardObject, PlayerId } from '../state/game-state.js';
import type { JsonObject } from '../state/json.js';
import type { LogEntry } from '../state/log.js';
import type { EffectFrame, Instruction, Predicate } from '../state/programs.js';
import type { ContinuousEffect, Modification } from '../state/records.js';
import type { WorkContext } from '../work/work-context.js';
import type { VerbResult } from './instruction.js';
import type { ParamsDeclaration } from './language.js';

/** A verb of the instruction language (`VerbContribution`), receiving the context `C`. */
export interface Verb<C> extends Contribution {
  name: string;
  rule?: string;
  /**
   * The verb's parameters besides `do`, as a zod shape built from the language's value kinds, e.g.
   * `params: (l) => ({ count: l.number.optional(), player: l.player.optional() })`. Card data is checked
   * against it when the engine is built; a parameter not declared here is an error.
   */
  params: ParamsDeclaration;
  run(ctx: C, instruction: Instruction, frame: EffectFrame): VerbResult;
  /** For verbs used as costs: whether the whole cost can be paid now (all-or-nothing payment). */
  canPay?(ctx: C, instruction: Instruction, frame: EffectFrame): boolean;
}

/** A test of the instruction language (`ConditionContribution`), receiving the context `C`. */
export interface Condition<C> extends Contribution {
  name: string;
  /** The test's parameters besides `test`, declared like a verb's (`noParams` when it takes none). */
  params: ParamsDeclaration;
  /** `subject` is the card being tested (for selectors), or the frame's source. */
  test(ctx: C, params: JsonObject, subject: string | undefined, frame: EffectFrame): boolean;
}

/**
 * Rules that forbid choosing a card or using an ability ("cannot be chosen", VG 7.50.2 and Resist 14.15;
 * "cannot be used", VG 12.2), written once by the title and enforced by the kernel everywhere: every
 * kernel verb that chooses (and title verbs through `choosableBy`), activation, triggering, and playing
 * a pending ability. `RestrictionContribution`, receiving the context `C`.
 */
export interface Restriction<C> extends Contribution {
  /** The section cited when this restriction refuses something. */
  rule: string;
  /**
   * Whether `chooser` may not choose `card` for the effect running in `frame` (VG 7.50.2; Resist, VG 14.15.1,
   * is "cannot be chosen by the opponent's card effects"). Read by every choice an effect asks, never by the
   * choice of an attack's target, which is no effect (see `cannotBeAttacked`).
   */
  cannotChoose?(ctx: C, card: CardId, chooser: PlayerId, frame: EffectFrame): boolean;
  /**
   * Whether `target` cannot be attacked by `attacker` now (VG 10.4.1.6: a target is a unit "not forbidden by
   * the rules or an effect to be attacked by the attacking unit"; VG 10.2.3: a unit that cannot be made the
   * attacked unit cannot battle). Read by a title's attack through `attackRestriction` / `attackableBy`.
   */
  cannotBeAttacked?(ctx: C, target: CardObject, attacker: CardObject): boolean;
  /**
   * Whether ability #`index` of `card` cannot be used now: an activated one cannot be played, an automatic
   * one does not trigger, and a pending one still restricted when it would be played is removed unplayed.
   */
  cannotUse?(ctx: C, card: CardObject, index: number, ability: AbilityDefinition): boolean;
  /**
   * Whether `card` is treated as having none of its abilities now (VG 7.14.2 "loses", 7.32.2 a deleted
   * unit): its activated abilities cannot be played, its automatic ones do not trigger and its continuous
   * ones do not apply. Keywords the title reads as information (`keywords`) are not abilities here.
   */
  losesAbilities?(ctx: C, card: CardObject): boolean;
  /**
   * Whether continuous effect `effect` cannot be ended by an effect whose master is `by` (VG 12.5.2: an effect
   * whose source is a unit unaffected by `by`'s effects is unaffected by them too). Read by `end-effects`.
   */
  cannotEndEffect?(ctx: C, effect: ContinuousEffect, by: PlayerId): boolean;
}

/**
 * A replacement the title's rules make, always in force and never used up (VG 4.18.4: a ride deck card
 * that would go to the deck goes to the ride deck instead). Its controller is the affected card's owner.
 */
export interface ReplacementRule {
  /** For logs and decisions. */
  name: string;
  rule: string;
  replaces: string;
  match?: Predicate;
  instead: Instruction[];
}

/**
 * Bookkeeping the title's rules keep from events as they happen (VG 14.32: whether a card was put into a
 * fighter's soul this turn other than by a ride). `observe` runs for every event of type `event`, before the
 * abilities it triggers are collected; it may record (player or card status, title data), never emit or move.
 */
export interface EventObserver {
  event: string;
  rule: string;
  observe(ctx: EffectsContext, event: LogEntry): void;
}

/** A modification made by the title's rules (see `TitleDefinition.ruleModifications`). */
export interface RuleModification {
  layer: string;
  modification: Modification;
  /** Orders it among the layer's effects; 0 (before every effect) when absent. */
  timestamp?: number;
}

/** One of a card's continuous abilities, with just its `modify` instructions for one stat (`TitleRuntime.continuousModifiers`). */
export interface ContinuousModifier {
  ability: AbilityDefinition;
  /** Its index among the card's abilities (`abilitiesOf`). */
  index: number;
  modifies: readonly Instruction[];
}

/** The game as the effects floor sees it: the work floor's context and what the instruction language reads. */
export interface EffectsContext extends WorkContext {
  readonly title: WorkContext['title'] & {
    readonly definition: {
      /** See `TitleDefinition`: the parts of the title's definition that effects read. */
      readonly abilityZones: readonly string[];
      readonly roles: { readonly deck: string; readonly hand: string };
      readonly layerOrder?: 'set-after-add' | 'timestamp';
      readonly continuousDependency?: boolean;
      readonly revealLasts?: 'zone' | 'effect';
      readonly defaultLayers: { readonly add: string; readonly set: string; readonly abilities: string };
      ruleModifications?(ctx: EffectsContext, card: CardObject, stat: string): readonly RuleModification[];
      readonly replacementRules?: readonly ReplacementRule[];
      onChosen?(ctx: EffectsContext, cards: readonly CardId[], frame: EffectFrame): void;
      readonly eventObservers?: readonly EventObserver[];
      readonly controlZones?: readonly string[];
      abilityRuleHolders?(ctx: EffectsContext): readonly CardId[];
      faceAfterMove?(card: CardObject, toZone: string): string | undefined;
      shownFace?(card: CardObject): { face: string; seenBy: PlayerId } | undefined;
    };
    readonly verbs: ReadonlyMap<string, Verb<EffectsContext>>;
    readonly conditions: ReadonlyMap<string, Condition<EffectsContext>>;
    readonly restrictions: readonly Restriction<EffectsContext>[];
    /** The title's cards by id, as printed (`CardDefinition`). */
    readonly cards: ReadonlyMap<string, PrintedCard>;
    abilitiesOf(card: string): readonly AbilityDefinition[];
    keywordNamesOf(card: string): readonly string[];
    cardName(card: string): string;
    layerIndex(layer: string): number;
    readonly triggerIndex: ReadonlyMap<string, ReadonlySet<string>>;
    readonly stateTriggerCards: ReadonlySet<string>;
    readonly continuousCards: ReadonlySet<string>;
    readonly continuousSources: ReadonlyMap<string, ReadonlySet<string>>;
    readonly continuousStats: ReadonlySet<string>;
    continuousModifiers(card: string, stat: string): readonly ContinuousModifier[];
  };
}

/** What effects read of a printed card: its name, type and the title's own fields (`CardDefinition`). */
export interface PrintedCard {
  readonly name: string;
  readonly type: string;
  readonly [field: string]: unknown;
}
