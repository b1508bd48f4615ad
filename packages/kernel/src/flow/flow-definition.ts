import type { JsonObject } from '../state/json.js';

import type { WindowDefinition } from '../windows/window-definition.js';

export type { WindowDefinition } from '../windows/window-definition.js';

/**
 * A title's game as data: set-up steps, then the turn's phases and steps, each step a list of
 * procedures. The kernel compiles it into one XState machine (see `compile-flow.ts`).
 */
export interface FlowDefinition {
  /** Before the first turn (deck shuffle, first player, opening hand, mulligan…). */
  setup: readonly StepDefinition[];
  /** One turn, in order. After the last phase the turn passes (extra turns first). */
  phases: readonly PhaseDefinition[];
}

export interface PhaseDefinition {
  id: string;
  rule?: string;
  steps: readonly StepDefinition[];
}

export interface StepDefinition {
  id: string;
  rule?: string;
  run: readonly Procedure[];
}

/**
 * - `do`: run the title's (or kernel's) named procedure.
 * - `checkTiming`: the check-timing window: rule processes, then pending automatic abilities, until quiet.
 * - `playTiming`: a play timing, by the name of one of the title's windows, under the title's answer model.
 * - `goto`: jump to a step (`phase.step`, `setup.step`), or to `next-turn`, when the guard `if` holds
 *   (always, without `if`). A jump to the step it is in starts that step again.
 */
export type Procedure =
  | { do: string; params?: JsonObject; label?: string }
  | { checkTiming: true }
  | { playTiming: string }
  | { goto: string; if?: string; params?: JsonObject };

/** What the flow compiler reads of a title's definition (`TitleDefinition`). */
export interface TitleFlow {
  id: string;
  /** The window kind its play timings run. */
  answerModel: string;
  flow: FlowDefinition;
  windows: Readonly<Record<string, WindowDefinition>>;
}
