import type { Action, DecisionRequest } from '../decisions/decision.js';
import type { PlayerId } from '../state/game-state.js';
import type { Json, JsonObject } from '../state/json.js';

/** One step of an effect program: a registered verb and its parameters, e.g. `{ do: 'draw', count: 1 }`. */
export interface Instruction {
  do: string;
  [param: string]: Json;
}

/** A condition as data: a registered test with parameters, or a combination. */
export type Predicate = { all: Predicate[] } | { any: Predicate[] } | { not: Predicate } | { test: string; [param: string]: Json };

/** The context an effect program runs in: who controls it, its source, what triggered it, its variables. */
export interface EffectFrame {
  controller: PlayerId;
  source?: string;
  event?: { seq: number; type: string; player?: PlayerId; detail?: JsonObject };
  /** Values earlier instructions stored (chosen targets, counts), by name. */
  vars: JsonObject;
  /** The answer to the decision the current instruction asked, present only while it resumes. */
  answer?: Action;
}

/**
 * What a verb reports: finished; needs an answer (the verb runs again with `frame.answer` set); or
 * replaced by other instructions run in its place (if/may/repeat/draw N expand this way).
 */
export type VerbResult = { type: 'done' } | { type: 'decide'; request: DecisionRequest } | { type: 'expand'; program: Instruction[] };

export const verbDone: VerbResult = { type: 'done' };
export function expand(program: readonly Instruction[]): VerbResult {
  return { type: 'expand', program: [...program] };
}
