import type { Contribution } from '../rules/rules-context.js';
import type { JsonObject } from '../state/json.js';
import type { WindowsContext } from '../windows/windows-context.js';

/** A named step of the turn, run when the flow enters it ("stand all your cards", "draw one"): `ProcedureContribution`. */
export interface ProcedureHandler<C> extends Contribution {
  name: string;
  rule?: string;
  run(ctx: C, params: JsonObject): void;
  /**
   * For a window's round or before-rule-processing procedure (`WindowDefinition.eachRound`,
   * `beforeRuleProcessing`): `true` when running it now would do nothing the rules or a move's legality read
   * (it may only note things in the open window's own `data`), so a window in which nobody can act is passed
   * without entering its states (issue 14). Must not change anything. Omitted: never taken to be idle.
   */
  idle?(ctx: C): boolean;
}

/** A named test the turn's statechart branches on ("the defender declared no guard"): `GuardContribution`. */
export interface GuardTest<C> extends Contribution {
  name: string;
  rule?: string;
  test(ctx: C, params: JsonObject): boolean;
}

/** The game as the flow floor sees it: the windows floor's context and the title's procedures and guards. */
export interface FlowContext extends WindowsContext {
  readonly title: WindowsContext['title'] & {
    readonly procedures: ReadonlyMap<string, ProcedureHandler<FlowContext>>;
    readonly guards: ReadonlyMap<string, GuardTest<FlowContext>>;
  };
}
