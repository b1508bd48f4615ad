import type { Action, ChooseAction } from '../state/actions.js';

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
