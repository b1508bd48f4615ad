import type { CardId, PlayerId } from './ids.js';
import type { Json } from './json.js';

/*
 * What players are asked and what they answer, as the plain data a game state holds (`GameState.decision`,
 * `WorkUnit.answer`). The decision kinds that list and check answers are on the decisions floor.
 */

/**
 * Every answer a player gives is an `Action`: a plain object with a `type` and the acting `player`.
 * Kernel types: `choose` (answers a `select` decision), `pass` (at a play timing), `concede` (any time).
 * Titles add move types (call, ride, attack…) through `MoveContribution`.
 */
export interface Action {
  type: string;
  player: PlayerId;
  /** Optionally, the id of the decision being answered; a stale id is rejected. */
  decision?: number;
  [field: string]: Json | undefined;
}

export interface ChooseAction extends Action {
  type: 'choose';
  choice: string[];
}

export interface DecisionOption {
  id: string;
  label: string;
  card?: CardId;
}

interface DecisionBase {
  id: number;
  player: PlayerId;
  prompt: string;
  rule?: string;
}

/** Pick between `min` and `max` of `options` (targets, which pending ability first, yes/no, mulligan…). */
export interface SelectDecision extends DecisionBase {
  kind: 'select';
  options: DecisionOption[];
  min: number;
  max: number;
  /** The order of `choice` matters (e.g. ordering abilities on the stack, cards put on the deck). */
  ordered?: boolean;
}

/** A play timing: take one of the window's moves, or pass. */
export interface PlayDecision extends DecisionBase {
  kind: 'play';
  window: string;
  /** `act`: any move the window allows; `answer`: only moves that may answer (【対抗】, quick…). */
  role: 'act' | 'answer';
}

/** A title's own decision kind, listed and checked by its `DecisionKindContribution`. */
export interface CustomDecision extends DecisionBase {
  kind: string;
  data?: Json;
}

/**
 * What `legalActions()` lists for a `select` decision instead of every subset (issue 14): the structure of
 * the answers. It is not an answer itself: any `{ type: 'choose', player, choice }` whose `choice` names
 * between `min` and `max` different ids of `options` (their order counts only when `ordered`) is one, and
 * `act()` checks it against the decision. Bots sample an answer from it (`pickAnswer`), people pick in a
 * multi-select. It carries the decision's option ids only, and only the decider is given it.
 */
export interface SelectAnswers {
  type: 'choose';
  player: PlayerId;
  select: { options: string[]; min: number; max: number; ordered: boolean };
}

/** One entry of `legalActions()`: an answer as it may be sent to `act()`, or a select's answers described. */
export type LegalAction = Action | SelectAnswers;

/** Whether a `legalActions()` entry describes a select's answers rather than being an answer itself. */
export function isSelectAnswers(entry: LegalAction): entry is SelectAnswers {
  return entry.type === 'choose' && Object.hasOwn(entry, 'select') && !Object.hasOwn(entry, 'choice');
}

export type Decision = SelectDecision | PlayDecision;
export type AnyDecision = Decision | CustomDecision;

export type DecisionRequest = Omit<SelectDecision, 'id'> | Omit<PlayDecision, 'id'>;
