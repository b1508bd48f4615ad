import type { DecisionRequest } from '../state/actions.js';
import type { Instruction } from '../state/programs.js';

export type { EffectFrame, Instruction, Predicate } from '../state/programs.js';

/**
 * What a verb reports: finished; needs an answer (the verb runs again with `frame.answer` set); or
 * replaced by other instructions run in its place (if/may/repeat/draw N expand this way).
 */
export type VerbResult = { type: 'done' } | { type: 'decide'; request: DecisionRequest } | { type: 'expand'; program: Instruction[] };

export const verbDone: VerbResult = { type: 'done' };
export function expand(program: readonly Instruction[]): VerbResult {
  return { type: 'expand', program: [...program] };
}
