/**
 * Contribution points. Each is a symbol and an interface of the same name; a title binds any number of
 * values to each (multi-binding) and the kernel reads them all once, in `createEngine`, grouped by `title`.
 * The kernel's own built-ins are bound to the same tokens with `title: '*'` (every title gets them).
 */
import type { AbilityDefinition } from '../abilities/ability.js';
import type { PendingAbility } from '../abilities/pending.js';
import type { ActionShape } from '../decisions/action-shape.js';
import type { Action, Decision } from '../decisions/decision.js';
import type { EffectFrame, Instruction, VerbResult } from '../effects/instruction.js';
import type { InstructionSchemas, ParamsDeclaration } from '../effects/language.js';
import type { GameContext } from '../engine/context.js';
import type { RuleError } from '../rules/rule-error.js';
import type { ZodType } from 'zod';
import type { Json, JsonObject } from '../state/json.js';
import type { CardId, CardObject, PlayerId } from '../state/game-state.js';
import type { WindowFrame } from '../windows/window-frame.js';
import type { Chart, WindowChartBuild } from '../windows/window-kind.js';
import type { ProcessResult, WorkUnit } from '../work/work-unit.js';
import type { CardDefinition, DeckList } from './card-definition.js';
import type { TitleDefinition } from './title-definition.js';

/** Every contribution names the title it belongs to, or `*` for all titles. */
export interface Contribution {
  title: string;
}

export const TitleContribution = Symbol.for('tcgkit.TitleContribution');
export type TitleContribution = TitleDefinition;

export const ZoneContribution = Symbol.for('tcgkit.ZoneContribution');
export interface ZoneContribution extends Contribution {
  name: string;
  /** One per player, or one shared by the table. */
  scope: 'player' | 'shared';
  /** Who sees the cards: everyone, the zone's owner, or nobody (decks). Face-down cards are hidden anyway. */
  visibility: 'public' | 'owner' | 'hidden';
  /** Whether order matters (decks, damage in order, soul order…). Unordered zones are shown sorted by id. */
  ordered: boolean;
  /** Named slots (circles, stage positions), each its own zone key with a capacity. */
  slots?: readonly SlotDefinition[];
  /** Cards a (slot of the) zone may hold; `undefined` means unlimited. */
  capacity?: number;
  /** Moving between slots of this zone keeps the card the same object (VG 4.1.8 column swap). */
  keepsIdentityWithin?: boolean;
  /** Cards enter face down unless the move says otherwise. */
  faceDown?: boolean;
  /** The owner may look at the face-down cards here (VG 4.18.2: only other fighters cannot see a ride deck). */
  ownerSeesFaceDown?: boolean;
  /** Cards here are linked to a host card (cards under a card, dress sources, markers): see `LinkedZone`. */
  linked?: LinkedZone;
  rule?: string;
}

/**
 * How the cards of a zone follow their host (VG 6.7.5). A linked card names its host by the host's serial
 * (the physical card, stable across zone changes) in its status under `hostKey` (`linkCard`). When the host
 * changes zone, unless it goes to one of `keepWithin`, each linked card moves with it to the zone of the same
 * name (its owner's) for `reason`, becoming a new object there, so it is no longer linked (VG 6.7.5.1).
 */
export interface LinkedZone {
  hostKey: string;
  /** Zones the host may move to (and within) while its linked cards stay linked where they are. */
  keepWithin: readonly string[];
  /** The reason of the linked cards' moves (`moved` events), e.g. `dress-unlinked`. */
  reason: string;
}

export interface SlotDefinition {
  name: string;
  capacity?: number;
  /** Free-form attributes titles use (row, column, "vanguard circle"…). */
  attributes?: JsonObject;
}

export const KeywordContribution = Symbol.for('tcgkit.KeywordContribution');
export interface KeywordContribution extends Contribution {
  name: string;
  rule: string;
  /** The abilities a card with this keyword has. Keywords that are only read by rules return nothing. */
  abilities?: (params: JsonObject) => AbilityDefinition[];
}

export const RuleProcessContribution = Symbol.for('tcgkit.RuleProcessContribution');
export interface RuleProcessContribution extends Contribution {
  id: string;
  rule: string;
  /** Lower runs first when several apply. */
  order: number;
  /**
   * `check`: performed at a check timing, all applicable ones together, repeated until none applies.
   * `interrupt`: performed at once whenever it applies, outside cost payment (WS 9.1.2.1, 9.2.3).
   */
  timing: 'check' | 'interrupt';
  /**
   * Check-type processes of a later stage are read only when none of an earlier stage applies (VG 13.6.1:
   * damage is applied once no other rule process applies). Default 0: every process reads together.
   */
  stage?: number;
  applies(ctx: GameContext): boolean;
  perform(ctx: GameContext): void;
}

export const VerbContribution = Symbol.for('tcgkit.VerbContribution');
export interface VerbContribution extends Contribution {
  name: string;
  rule?: string;
  /**
   * The verb's parameters besides `do`, as a zod shape built from the language's value kinds, e.g.
   * `params: (l) => ({ count: l.number.optional(), player: l.player.optional() })`. Card data is checked
   * against it when the engine is built; a parameter not declared here is an error.
   */
  params: ParamsDeclaration;
  run(ctx: GameContext, instruction: Instruction, frame: EffectFrame): VerbResult;
  /** For verbs used as costs: whether the whole cost can be paid now (all-or-nothing payment). */
  canPay?(ctx: GameContext, instruction: Instruction, frame: EffectFrame): boolean;
}

export const ConditionContribution = Symbol.for('tcgkit.ConditionContribution');
export interface ConditionContribution extends Contribution {
  name: string;
  /** The test's parameters besides `test`, declared like a verb's (`noParams` when it takes none). */
  params: ParamsDeclaration;
  /** `subject` is the card being tested (for selectors), or the frame's source. */
  test(ctx: GameContext, params: JsonObject, subject: string | undefined, frame: EffectFrame): boolean;
}

export const ProcedureContribution = Symbol.for('tcgkit.ProcedureContribution');
/** A named step of the turn, run when the flow enters it ("stand all your cards", "draw one"). */
export interface ProcedureContribution extends Contribution {
  name: string;
  rule?: string;
  run(ctx: GameContext, params: JsonObject): void;
}

export const GuardContribution = Symbol.for('tcgkit.GuardContribution');
/** A named test the turn's statechart branches on ("the defender declared no guard"). */
export interface GuardContribution extends Contribution {
  name: string;
  rule?: string;
  test(ctx: GameContext, params: JsonObject): boolean;
}

export const MoveContribution = Symbol.for('tcgkit.MoveContribution');
/** An action a player may take at a play timing: call, ride, attack, play a card, activate… */
export interface MoveContribution extends Contribution {
  type: string;
  rule: string;
  /**
   * The action's fields besides `type`, `player` and `decision` (e.g. `{ card: cardRef, ability:
   * z.number().int() }`). The kernel refuses anything else before `validate` runs, and checks every
   * `cardRef`/`cardRefs` field names a card the actor may see.
   */
  params: ActionShape;
  /** Every legal instance of this move for `player` in `window`. */
  enumerate(ctx: GameContext, player: PlayerId, window: WindowFrame): Action[];
  /** `null` when legal; otherwise why not. Must not change anything. */
  validate(ctx: GameContext, action: Action, window: WindowFrame): RuleError | null;
  /** Carries the move out; called only after `validate` returned `null`. */
  perform(ctx: GameContext, action: Action, window: WindowFrame): void;
}

export const ProcessContribution = Symbol.for('tcgkit.ProcessContribution');
/** A handler for one kind of resumable work unit (a damage check, a mulligan, a drive check…). */
export interface ProcessContribution extends Contribution {
  kind: string;
  run(ctx: GameContext, unit: WorkUnit): ProcessResult;
}

export const DecisionKindContribution = Symbol.for('tcgkit.DecisionKindContribution');
/** How a kind of decision lists and checks its answers. The kernel contributes `select` and `play`. */
export interface DecisionKindContribution extends Contribution {
  kind: string;
  /** Action types that answer this kind besides moves and the kernel's (`pass`, `choose`, `concede`), with their shapes. */
  actions?: Readonly<Record<string, ActionShape>>;
  /**
   * The action types that may answer `decision` (default: the keys of `actions`). The kernel checks an
   * action's shape only when its type is one of these; any other type goes straight to `validate`,
   * which says what was expected.
   */
  accepts?(ctx: GameContext, decision: Decision): readonly string[];
  enumerate(ctx: GameContext, decision: Decision): Action[];
  validate(ctx: GameContext, decision: Decision, action: Action): RuleError | null;
}

export const PendingAbilityContribution = Symbol.for('tcgkit.PendingAbilityContribution');
/**
 * How a title's pending automatic abilities are played (VG 11.9.5, BD 1304-3): which are removed unplayed,
 * which their controller may decline, and what the played program does. The kernel plays every pending
 * ability (one at a time, or all onto the stack as `TitleDefinition.pendingAbilities` says) and asks each
 * of the title's contributions; a title with none plays every pending ability as printed. Consulted only
 * for a card's ability, not for a delayed trigger (which carries its own program).
 */
export interface PendingAbilityContribution extends Contribution {
  /** The section cited when this contribution removes or lets the controller decline an ability. */
  rule: string;
  /** Whether `pending` can no longer be played at the moment it would be; it is then removed unplayed and not counted. */
  unplayable?(ctx: GameContext, pending: PendingAbility, ability: AbilityDefinition): boolean;
  /** Whether its controller may choose not to play it; it is then removed and not counted toward its limit. */
  mayDecline?(ctx: GameContext, pending: PendingAbility, ability: AbilityDefinition): boolean;
  /** The effect that is played, from the printed one (the cost is paid before it either way). */
  effect?(ctx: GameContext, pending: PendingAbility, ability: AbilityDefinition, effect: readonly Instruction[]): Instruction[];
}

export const RestrictionContribution = Symbol.for('tcgkit.RestrictionContribution');
/**
 * Rules that forbid choosing a card or using an ability ("cannot be chosen", VG 7.50.2 and Resist 14.15;
 * "cannot be used", VG 12.2), written once by the title and enforced by the kernel everywhere: every
 * kernel verb that chooses (and title verbs through `choosableBy`), activation, triggering, and playing
 * a pending ability.
 */
export interface RestrictionContribution extends Contribution {
  /** The section cited when this restriction refuses something. */
  rule: string;
  /** Whether `chooser` may not choose `card` for the effect running in `frame`. */
  cannotChoose?(ctx: GameContext, card: CardId, chooser: PlayerId, frame: EffectFrame): boolean;
  /**
   * Whether ability #`index` of `card` cannot be used now: an activated one cannot be played, an automatic
   * one does not trigger, and a pending one still restricted when it would be played is removed unplayed.
   */
  cannotUse?(ctx: GameContext, card: CardObject, index: number, ability: AbilityDefinition): boolean;
}

export const WindowKindContribution = Symbol.for('tcgkit.WindowKindContribution');
/**
 * A kind of play timing: how players act and answer in a title's windows (its `answerModel` names one).
 * The kernel contributes `none` (one player acts, no responses), `counter` (one answer deep) and `stack`
 * (priority passes over a resolution zone); a title may contribute its own. The chart is compiled once,
 * into the title's statechart, for each of its play timings.
 */
export interface WindowKindContribution extends Contribution {
  name: string;
  /**
   * Whether what players play waits as a stack item until the window resolves it (`true`), or resolves at
   * once (`false`). The kernel's `activate` move reads it; titles' moves may too.
   */
  stack: boolean;
  /**
   * The play timing's sub-chart: entry opens the frame (`build.open`), states offer play to the frame's
   * holder and route on `acted` / `passed`, and every path that ends the window leaves the frame closed
   * (an `exit: 'closeWindow'`, or a state that closes it) before reaching `build.next`. A window ended
   * early (`endWindow`) offers nothing: `windowEnded` holds where `passed` would, and must end it.
   */
  chart(build: WindowChartBuild): Chart;
}

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
