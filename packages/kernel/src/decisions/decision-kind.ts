import type { Contribution } from '../rules/rules-context.js';
import type { RuleError } from '../rules/rule-error.js';
import type { Action, Decision, LegalAction } from '../state/actions.js';
import type { ActionShape } from './action-shape.js';

/**
 * How a kind of decision lists and checks its answers (`DecisionKindContribution`), receiving the context
 * `C`. The kernel contributes `select` and `play`.
 */
export interface DecisionKind<C> extends Contribution {
  kind: string;
  /** Action types that answer this kind besides moves and the kernel's (`pass`, `choose`, `concede`), with their shapes. */
  actions?: Readonly<Record<string, ActionShape>>;
  /**
   * The action types that may answer `decision` (default: the keys of `actions`). The kernel checks an
   * action's shape only when its type is one of these; any other type goes straight to `validate`,
   * which says what was expected.
   */
  accepts?(ctx: C, decision: Decision): readonly string[];
  /** The legal answers, each an action or (a select's) a description of many (`SelectAnswers`). */
  enumerate(ctx: C, decision: Decision): LegalAction[];
  validate(ctx: C, decision: Decision, action: Action): RuleError | null;
}
