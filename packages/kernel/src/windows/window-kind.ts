import type { Contribution } from '../rules/rules-context.js';
import type { WindowDefinition } from './window-definition.js';

/** A statechart node config (XState), as the flow compiler assembles it. */
export type Chart = Record<string, unknown>;

/**
 * What the kernel hands a window kind when it compiles one play timing (see `WindowKindContribution`):
 * ready-made pieces that keep the chart inside the kernel's conventions (absolute targets, quiet guards).
 *
 * Names a kind's chart may use, besides its own states:
 * - actions: `openWindow` (the `open` entry below), `closeWindow`, `offerPlay` (ask the frame's holder to act
 *   or pass), `setHolder` (see `holder`), `resolveTopItem`, `runWindowProcedure` { hook },
 *   `runProcedure` { name, params } (a title's procedure), `passIdleWindow` { steps } (see `idle`),
 *   `skipIdleCheckAfterAct` { hook? };
 * - guards: `quiet` (no work, decision or result), `acted`, `passed`, `windowEnded` (the window was ended
 *   early, see `endWindow`), `allPassed` (passes in a row ≥ players), `stackHasItems`, `windowHasHook` { hook },
 *   `nestedWindowOpened`, `windowNested` (the open window is a nested one), `returnsToOuterWindow`, `windowRepeats`, `titleGuard` { name, params },
 *   `idleWindowPassed`, `idleWindowStopsAt` { offer }, `checkTimingSkippable` { hook? } (after an action, the
 *   states up to the holder's next offer would do nothing and that offer rests: see flow/idle-check-after-act.ts),
 *   `checkTimingIdle` (a check timing now would do nothing; the flow compiler already skips a window's idle check
 *   timings by it, see compile-flow.ts `skipIdleWindowCheckTimings`).
 */
export interface WindowChartBuild {
  /** The window's name (a key of the title's `windows`). */
  window: string;
  definition: WindowDefinition;
  /** The entry action that opens the window's frame. */
  open: unknown;
  /** The absolute target of the state after this play timing. */
  next: string;
  /** The absolute target of one of this window's own states. */
  own(state: string): string;
  /** A check-timing sub-chart named `name` inside this window, going on to sibling `then` (or to exits). */
  ct(name: string, then: string | readonly Exit[]): Chart;
  /** The `setHolder` action: priority to the turn player (passes reset) or to the other player. */
  holder(who: 'turn-player' | 'other', role?: 'act' | 'answer'): unknown;
  /**
   * The transient state a kind's chart starts in (its `initial`) so that a window in which nobody can act
   * costs one statechart step (issue 14): its entry goes through `steps` at once if every one is trivial
   * (`passIdleWindow`), and it then leaves for `next` (running `actions` on the way, after the kind's exit
   * actions); if every step before an offer was trivial but the holder there may act, it goes on to that
   * offer's state (`resume`, one per `offer` step, in order); otherwise nothing has changed and it goes on
   * to the kind's own first state `first`.
   */
  idle(steps: readonly IdleStep[], first: string, actions?: unknown, resume?: readonly IdleResume[]): Chart;
  /** A guard that holds when the game is quiet and every named guard holds (`not(g)` negates one). */
  when(...guards: unknown[]): unknown;
  not(guard: unknown): unknown;
}

/**
 * What a window kind's states do, in order, when nobody can act and nothing needs checking (`idle`):
 * `check-timing` (one round that finds nothing to do), `hooks` (the window's round and before-rule-processing
 * procedures, each idle by its own `idle` test), `offer` (the holder can only pass, and is passed for:
 * `autoPass`), `to-turn-player` / `to-other` (the `setHolder` action with role `act`), `no-repeat` (the
 * window's `repeatIf` guard does not hold).
 */
export type IdleStep = 'check-timing' | 'hooks' | 'offer' | 'to-turn-player' | 'to-other' | 'no-repeat';

/**
 * The state that makes an offer of a window kind's idle path (`WindowChartBuild.idle`), and whether its
 * entry sets the holder itself (`setHolder`): then the holder change just before that offer is undone
 * before going there, so that it is made once.
 */
export interface IdleResume {
  state: string;
  holderOnEntry?: boolean;
}

/** Where a finished check timing goes: a target, optionally only when a guard holds (first match wins). */
export interface Exit {
  target: string;
  guard?: unknown;
  actions?: unknown;
}

/** An absolute target: the statechart id of the node at `path`. */
export function targetOf(path: readonly string[]): string {
  return `#${path.join('.')}`;
}

/**
 * A kind of play timing: how players act and answer in a title's windows (its `answerModel` names one).
 * The kernel contributes `none` (one player acts, no responses), `counter` (one answer deep) and `stack`
 * (priority passes over a resolution zone); a title may contribute its own. The chart is compiled once,
 * into the title's statechart, for each of its play timings. (`WindowKindContribution`.)
 */
export interface WindowKind extends Contribution {
  name: string;
  /**
   * Whether what players play waits as a stack item until the window resolves it (`true`), or resolves at
   * once (`false`). The kernel's `activate` move reads it; titles' moves may too.
   */
  stack: boolean;
  /**
   * The play timing's sub-chart: entry opens the frame (`build.open`), states offer play to the frame's
   * holder and route on `acted` / `passed`, and every path that ends the window leaves the frame closed
   * (an `exit: 'closeWindow'`, or a state that closes it) before reaching `build.next`. A window ended
   * early (`endWindow`) offers nothing: `windowEnded` holds where `passed` would, and must end it.
   */
  chart(build: WindowChartBuild): Chart;
}
