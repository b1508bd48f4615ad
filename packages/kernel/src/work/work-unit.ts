import type { Action, DecisionRequest } from '../state/actions.js';
import type { WorkUnit } from '../state/records.js';

export type { WorkUnit } from '../state/records.js';

/**
 * What a handler reports after one run:
 * - `done`: remove this unit (anything it pushed stays above its old place and runs next);
 * - `continue`: run again (it changed `step`, or pushed units that must finish first);
 * - `decide`: stop and ask; the answer arrives in `unit.answer`.
 */
export type ProcessResult =
  { type: 'done' } | { type: 'continue' } | { type: 'decide'; request: DecisionRequest; legal?: readonly Action[] };

export const done: ProcessResult = { type: 'done' };
export const proceed: ProcessResult = { type: 'continue' };
/** Asks `request`; `legal`, when the handler already listed every legal answer, spares listing them again. */
export function decide(request: DecisionRequest, legal?: readonly Action[]): ProcessResult {
  return legal === undefined ? { type: 'decide', request } : { type: 'decide', request, legal };
}

/** The option ids a `choose` answer picked, taken off the unit; `null` while the unit has not been answered. */
export function takeChoice(unit: WorkUnit): string[] | null {
  const answer = unit.answer;
  delete unit.answer;
  if (answer === undefined || answer.type !== 'choose' || !Array.isArray(answer['choice'])) return null;
  return answer['choice'].filter((id): id is string => typeof id === 'string');
}
