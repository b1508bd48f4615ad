import type { Action, DecisionRequest } from '../decisions/decision.js';
import type { JsonObject } from '../state/json.js';

/**
 * A resumable piece of work below the flow: an effect half resolved, a choice being asked, a damage check.
 * Units are plain data on `GameState.work` (a stack); `kind` names the handler, `step` where it is.
 * No closure or generator ever holds game progress, so a snapshot taken while a unit waits for an
 * answer restores and continues exactly.
 */
export interface WorkUnit {
  kind: string;
  step: string;
  /** The answer to the decision this unit asked, set by `act()` and consumed by the handler. */
  answer?: Action;
  data: JsonObject;
}

/**
 * What a handler reports after one run:
 * - `done`: remove this unit (anything it pushed stays above its old place and runs next);
 * - `continue`: run again (it changed `step`, or pushed units that must finish first);
 * - `decide`: stop and ask; the answer arrives in `unit.answer`.
 */
export type ProcessResult = { type: 'done' } | { type: 'continue' } | { type: 'decide'; request: DecisionRequest };

export const done: ProcessResult = { type: 'done' };
export const proceed: ProcessResult = { type: 'continue' };
export function decide(request: DecisionRequest): ProcessResult {
  return { type: 'decide', request };
}

/** The option ids a `choose` answer picked, taken off the unit; `null` while the unit has not been answered. */
export function takeChoice(unit: WorkUnit): string[] | null {
  const answer = unit.answer;
  delete unit.answer;
  if (answer === undefined || answer.type !== 'choose' || !Array.isArray(answer['choice'])) return null;
  return answer['choice'].filter((id): id is string => typeof id === 'string');
}
