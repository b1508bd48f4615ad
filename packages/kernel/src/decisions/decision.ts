import type { PlayerId } from '../state/game-state.js';
import type { Action, ChooseAction, SelectDecision } from '../state/actions.js';

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

/** A yes/no question as a select decision. */
export function confirmRequest(player: PlayerId, prompt: string, rule?: string): Omit<SelectDecision, 'id'> {
  const request: Omit<SelectDecision, 'id'> = {
    kind: 'select',
    player,
    prompt,
    options: [
      { id: 'yes', label: 'Yes' },
      { id: 'no', label: 'No' },
    ],
    min: 1,
    max: 1,
  };
  if (rule !== undefined) request.rule = rule;
  return request;
}
