import { isChooseAction } from './decision.js';
import type { Action, DecisionOption, SelectDecision } from '../state/actions.js';
import type { PlayerId } from '../state/game-state.js';

/** One select question a verb (or a flow step) asks: pick between `min` and `max` of `options`. */
export interface SelectQuestion {
  player: PlayerId;
  prompt: string;
  /** The rule section the question comes from (shown with the decision). */
  rule?: string;
  options: readonly DecisionOption[];
  /** The fewest to pick; 1 by default. */
  min?: number;
  /** The most to pick; 1 by default. */
  max?: number;
  /** The order of the answer matters (sub-abilities played in the order named). */
  ordered?: boolean;
  /** Whether an answer is one to this question; an answer it does not accept is asked again. Any choice by default. */
  accepts?: (picked: readonly string[]) => boolean;
  /**
   * When the options leave no choice (`leavesNoChoice`: every one must be picked, in no order that matters), take
   * them without asking (WS 10.15.1.1: the only other character is the one put under). Off by default: some
   * questions are asked even then (a yes/no is never forced).
   */
  takeForced?: boolean;
}

/** The option ids picked, or the decision to return (the verb runs again with the answer). */
export type SelectAsked = { picked: readonly string[] } | { ask: { type: 'decide'; request: Omit<SelectDecision, 'id'> } };

/**
 * The one way a verb (or a flow step) asks a plain select question (a circle, a yes/no, an order to fuse
 * with…): with no answer yet (or an answer that is not a choice, or one `accepts` refuses) it returns the
 * decision to ask; with the answer it returns the ids picked. Pure: nothing changes in the game. The decision
 * itself only accepts ids of `options` between `min` and `max` (decisions/select.ts); `picked` is empty when
 * the interpreter left out every option (cards that cannot be chosen, VG 7.50.2). A verb that picks cards
 * from candidates under such restrictions uses `chooseCards`, which also takes a forced answer without asking.
 * The request keeps the question's key order (an absent `min`/`max` goes last), so a decision reads the same
 * whether a title wrote it out or asked through here.
 */
export function askSelect(answer: Action | undefined, question: SelectQuestion): SelectAsked {
  const { accepts, ordered, takeForced, ...asked } = question;
  if (takeForced === true && ordered !== true && leavesNoChoice(asked.options.length, asked.min ?? 1)) {
    return { picked: asked.options.map((option) => option.id) };
  }
  if (answer !== undefined && isChooseAction(answer) && (accepts === undefined || accepts(answer.choice))) return { picked: answer.choice };
  const request = { kind: 'select', ...asked, options: [...asked.options] } as Omit<SelectDecision, 'id'>;
  request.min ??= 1;
  request.max ??= 1;
  if (ordered === true) request.ordered = true;
  return { ask: { type: 'decide', request } };
}

/**
 * Whether a question leaves no choice: all of its `count` options must be picked (at least `min` of them, and
 * `min` is all). The one rule for a forced answer, which `chooseCards` and `askSelect` (`takeForced`) take
 * without asking; a title that asks in a flow step of its own reads it here too.
 */
export function leavesNoChoice(count: number, min: number): boolean {
  return count > 0 && min >= count;
}

/** A yes/no question (option ids `yes` and `no`), to ask with `askSelect`. */
export function confirmQuestion(player: PlayerId, prompt: string, rule?: string): SelectQuestion {
  const options = [
    { id: 'yes', label: 'Yes' },
    { id: 'no', label: 'No' },
  ];
  return rule === undefined ? { player, prompt, options, min: 1, max: 1 } : { player, prompt, options, min: 1, max: 1, rule };
}

/** A yes/no question as a select decision. */
export function confirmRequest(player: PlayerId, prompt: string, rule?: string): Omit<SelectDecision, 'id'> {
  return { kind: 'select', ...confirmQuestion(player, prompt, rule) } as Omit<SelectDecision, 'id'>;
}
