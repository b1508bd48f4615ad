import type { PlayerId } from '../state/game-state.js';
import type { Action, ChooseAction, SelectDecision } from '../state/actions.js';
import type { SelectQuestion } from '../effects/ask-select.js';

export { isSelectAnswers } from '../state/actions.js';

export type {
  Action,
  AnyDecision,
  ChooseAction,
  CustomDecision,
  Decision,
  DecisionOption,
  DecisionRequest,
  LegalAction,
  PlayDecision,
  SelectAnswers,
  SelectDecision,
} from '../state/actions.js';

export function isChooseAction(action: Action): action is ChooseAction {
  return action.type === 'choose' && Array.isArray(action.choice) && action.choice.every((c) => typeof c === 'string');
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
