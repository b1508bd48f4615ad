/**
 * @tcgkit/kernel: a title-agnostic trading card game rules engine. Titles plug in as inversify
 * `ContainerModule`s (see `titleModule`); `createEngine` wires them; a `Game` runs until a decision.
 */
// Engine contract
export { createEngine, type Engine } from './engine/engine.js';
export { Game, type ActResult, type HistoryMode } from './engine/game.js';
export { playLoop, loopBans, gameStateFingerprint } from './engine/play-loop.js';
export { loopStoppers, type LoopAction, type LoopAnswerAction, type LoopBan, type LoopOutcome } from './plugin/loops.js';
export type { LoopProposal, LoopRules } from './plugin/loop-rules.js';
export type { GameContext } from './engine/context.js';
export type { CreateGameOptions, PlayerSetup, RestoreOptions } from './engine/new-game.js';
export { playerIdPattern, maxPlayerNameLength } from './engine/new-game.js';
export type { GameView, ZoneView, CardView, ViewOptions } from './engine/view.js';
export { judgeViewer } from './engine/view.js';
export type {
  PositionSetup,
  PlacedCard,
  CardChange,
  PendingSetup,
  StackSetup,
  UsageSetup,
  PositionMade,
  EffectSetup,
  WithSource,
} from './engine/position-setup.js';
export { checkIntegrity, checkZones, checkCards, checkReferences, checkCounters, checkSchema } from './engine/integrity.js';
export { maxSnapshotLength } from './engine/restore.js';
export { gameStateSchema, plainId } from './state/snapshot-schema.js';
export { plainCopy, actionLimits, type InputLimits } from './engine/plain-data.js';

// State
export * from './state/index.js';

// Zones
export { zoneKey, parseZoneKey, zoneNameOf, sharedOwner } from './zones/zone-key.js';
export {
  createCard,
  cardAt,
  cardsIn,
  cardsInZone,
  zoneCount,
  zoneKeysOf,
  capacityOf,
  canSee,
  canPointAt,
  shuffleZone,
  cardOrLastKnown,
  linkCard,
} from './zones/zone-ops.js';
export { cardsInZones } from './zones/cards-in-zones.js';
export { tokenCards } from './zones/token-cards.js';
export { anyPresent } from './zones/definitions-in-game.js';
export { moveCard, eraseCard, passedFromKey, type MoveOptions } from './effects/move-card.js';
export { setCardFace, shownDefinition } from './effects/card-face.js';

// Flow
export type { FlowDefinition, PhaseDefinition, StepDefinition, Procedure, WindowDefinition } from './flow/flow-definition.js';
export { positionOf, statePath, type Position } from './flow/position.js';
export { compileFlowConfig } from './flow/compile-flow.js';
export { endResolution, requestFlowJump } from './flow/requested-jump.js';

// Windows
export {
  openWindow,
  openNestedWindow,
  closeWindow,
  endWindow,
  currentWindow,
  otherPlayer,
  type WindowFrame,
} from './windows/window-frame.js';
export { pushStackItem, removeStackItem, clearStack, resolveTopItem, type StackItem } from './windows/stack.js';
export type { WindowChartBuild, Chart as WindowChart } from './windows/window-kind.js';
export type { Exit as CheckTimingExit } from './windows/check-timing.js';
export type { ActivationRule } from './windows/windows-context.js';

// Decisions
export * from './decisions/decision.js';
export { answerAt, answerCount, isAnswerIn, listAnswers, pickAnswer, selectAnswersOf } from './decisions/select.js';
export { cardRef, cardRefs, cardOrPlayerRef, cardOrPlayerRefs, unknownCardError, type ActionShape } from './decisions/action-shape.js';

// Abilities
export type { AbilityDefinition, EventTrigger, StateTrigger, AbilityRef } from './abilities/ability.js';
export { abilityRef, parseAbilityRef } from './abilities/ability.js';
export {
  emitEvent,
  atTheSameTime,
  addDelayedTrigger,
  removeDelayedTrigger,
  expireDelayedTriggers,
  type DelayedTrigger,
} from './effects/triggers.js';
export { addPending, removePending, clearPending, pendingOf, frameForPending, type PendingAbility } from './abilities/pending.js';
export { expireDurations } from './effects/durations.js';
export { usageAllows, recordUsage } from './abilities/usage.js';

// Effects
export * from './effects/instruction.js';
export { testPredicate, compare, type Comparison } from './effects/conditions.js';
export { pushEffect, pushEffectAfterRunning, withCost, canPayCost } from './effects/interpreter.js';
export {
  statOf,
  statThroughLayer,
  numericStat,
  keywordsOf,
  workingModifiers,
  statMayFallBelowBase,
  baseStatOf,
  addContinuousEffect,
  removeContinuousEffect,
  expireContinuousEffects,
  abilitiesHeld,
  heldAbility,
  abilityChangedCards,
  printedHeld,
  type HeldAbility,
  type ContinuousEffect,
  type Modification,
} from './effects/continuous.js';
export {
  addReplacement,
  removeReplacement,
  expireReplacements,
  consumeReplacement,
  replaceEvent,
  replacementsFor,
  type ReplacementEffect,
  type ReplaceableEvent,
  type ReplacementRule,
} from './effects/replacement.js';
export type { EventObserver } from './effects/effects-context.js';
export { liveCards, resolveCards, resolveNumber, resolvePlayer, select, opponentOf, type Selector } from './effects/values.js';
export { drawCard, programOf, replaceFirst, typedCoreVerbs, modifyCards, modifyParams } from './effects/core-verbs.js';
export type { CoreInstruction } from './effects/core-instruction.js';
export {
  defineCoreVerb,
  type AbilityData,
  type AbilityWith,
  type CardData,
  type InstructionOf,
  type TypedVerb,
  type WithPrograms,
} from './effects/typed-verbs.js';
export { defineVerb } from './plugin/define-verb.js';
export {
  askSelect,
  confirmQuestion,
  confirmRequest,
  leavesNoChoice,
  type SelectAsked,
  type SelectQuestion,
} from './decisions/ask-select.js';
export { cardLabel, cardOptions, chooseCards, type CardChoice, type CardChoiceResult } from './effects/choose-cards.js';
export {
  abilitiesLost,
  attackableBy,
  attackRestriction,
  choosableBy,
  choosableCards,
  restrictChoice,
  useRestriction,
} from './effects/restrictions.js';
export {
  instructionSchemas,
  openInstructionSchemas,
  noParams,
  playerNames,
  type InstructionSchemas,
  type LanguageSchema,
  type InstructionVocabulary,
  type ParamsDeclaration,
  type PlayerName,
  type PlayerRef,
  type CardsRef,
  type NumberRef,
  type VarRef,
} from './effects/language.js';
export { modificationParams } from './effects/continuous.js';
export {
  defineStatusKeys,
  type StatusKeys,
  type StatusHolder,
  type StatusKey,
  type StatusValue,
  type FamilyKey,
} from './effects/status-keys.js';

// Rules
export { ErrorCode, ruleError, short, TcgError, EngineFault, type RuleError, type FaultReproduction } from './rules/rule-error.js';
export { citation, type KernelReading } from './rules/citations.js';
export { markLoss, declareWinner, settleResult } from './rules/outcome.js';

// Work
export { pushWork, runWork } from './work/processor.js';
export { done, proceed, decide, takeChoice, type WorkUnit, type ProcessResult } from './work/work-unit.js';

// Plugin API
export * from './plugin/tokens.js';
export type { TitleDefinition, AnswerModel, RuleModification, BoardLayout } from './plugin/title-definition.js';
export type { CardDefinition, DeckList } from './plugin/card-definition.js';
export { kernelCardSchema, cardProblems, deckListSchema, deckProblems, formatPath } from './plugin/card-validation.js';
export { titleModule, type TitlePlugin } from './plugin/title-module.js';
export { defineTitleData, type TitleData } from './plugin/title-data.js';
export type { TitleRuntime } from './plugin/title-runtime.js';

// Players: the contract a title's bot heuristic fulfils, and view readings heuristics share
export type { Seat } from './players/seat.js';
export type { Heuristic } from './players/heuristic.js';
export { statIn, countIn, opponentIn, latestIn } from './players/view-queries.js';
export {
  teamOf,
  sameTeam,
  teamMembers,
  teammatesOf,
  opponentsOf,
  nextPriorityHolder,
  nextInTurnOrder,
  teamsFromTurnPlayer,
} from './state/teams.js';
export type { GameSeating } from './plugin/title-definition.js';
