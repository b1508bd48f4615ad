import type { Action, AnyDecision } from '../decisions/decision.js';
import { FlowDriver } from '../flow/flow-machine.js';
import { positionOf, type Position } from '../flow/position.js';
import type { TitleRuntime } from '../plugin/title-runtime.js';
import { markLoss } from '../rules/outcome.js';
import { ErrorCode, EngineFault, ruleError, TcgError, type RuleError } from '../rules/rule-error.js';
import { jumpEvent } from '../flow/compile-flow.js';
import type { GameResult, GameState, PlayerId } from '../state/game-state.js';
import type { Json } from '../state/json.js';
import { appendLog, type LogEntry } from '../state/log.js';
import { runWork } from '../work/processor.js';
import type { GameContext } from './context.js';
import { viewFor, type GameView, type ViewOptions } from './view.js';

export type ActResult = { ok: true; decision: AnyDecision | null; result: GameResult | null } | { ok: false; error: RuleError };

/**
 * A running game: plain state, one long-lived statechart actor, and the engine contract. `act()` either
 * rejects (state untouched: every check runs before anything changes) or applies the answer and runs
 * the rules forward to the next decision.
 */
export class Game {
  readonly #ctx: GameContext;
  readonly #flow: FlowDriver;
  /** Log entries older than the previous turn: kept by this object, not in the state (see `history()`). */
  readonly #archive: LogEntry[] = [];

  /** @internal use `engine.create()` or `engine.restore()`. */
  constructor(title: TitleRuntime, state: GameState, resume: boolean) {
    this.#ctx = { state, title };
    this.#flow = resume ? FlowDriver.resume(title.machine, this.#ctx) : FlowDriver.start(title.machine, this.#ctx);
    if (!resume) this.#advance();
  }

  /** Runs the rules to the next decision, then moves old log entries out of the state. */
  #advance(): void {
    this.#flow.advance(runWork);
    const state = this.#ctx.state;
    const keepFrom = state.turn.number - 1;
    let cut = 0;
    while (cut < state.log.length && state.log[cut]!.turn < keepFrom) cut++;
    if (cut > 0) this.#archive.push(...state.log.splice(0, cut));
  }

  /**
   * Every event since this object was created or restored. The state itself keeps only the current and
   * previous turn's events, so snapshots stay small; the whole game is its seed and action log anyway.
   */
  history(): LogEntry[] {
    return [...this.#archive, ...this.#ctx.state.log];
  }

  get title(): string {
    return this.#ctx.state.title;
  }

  /** The decision the game waits for, or `null` once it is over. */
  get decision(): AnyDecision | null {
    return this.#ctx.state.decision;
  }

  get result(): GameResult | null {
    return this.#ctx.state.result;
  }

  /** The live state, for tools and tests; treat it as read-only (`snapshot()` gives a copy). */
  get state(): Readonly<GameState> {
    return this.#ctx.state;
  }

  /** The rule context, for title code and test harnesses that inspect computed values. */
  get context(): GameContext {
    return this.#ctx;
  }

  position(): Position {
    const state = this.#ctx.state;
    return positionOf(state.flow.value, state.windows[state.windows.length - 1]?.name ?? null);
  }

  /** Every legal answer to the current decision (a `select` with very many subsets is cut; see docs). */
  legalActions(): Action[] {
    const decision = this.#ctx.state.decision;
    if (decision === null || this.#ctx.state.result !== null) return [];
    return this.#kind(decision).enumerate(this.#ctx, decision);
  }

  act(input: unknown): ActResult {
    const checked = this.#check(input);
    if ('error' in checked) return { ok: false, error: checked.error };
    const action = checked.action;
    const state = this.#ctx.state;
    appendLog(state, { type: 'action', player: action.player, detail: { action: action as unknown as Json }, ...this.#privacy(action) });
    if (action.type === 'concede') {
      markLoss(this.#ctx, action.player, 'conceded', true);
      this.#advance();
    } else {
      const top = state.work[state.work.length - 1];
      if (top === undefined) throw new EngineFault('a decision is pending but no work unit asked it');
      top.answer = action;
      state.decision = null;
      this.#advance();
    }
    return { ok: true, decision: state.decision, result: state.result };
  }

  /**
   * For tools that build positions by hand (scenario files, judges' rulings, tests): drops whatever is
   * in progress (decision, work, open windows, stack) and starts the flow afresh at the beginning of
   * `phase.step` (`setup.<step>` for set-up steps), then runs to the next decision. Not a rules action:
   * it never happens in a game played under the rules.
   */
  startStep(phase: string, step: string): void {
    const state = this.#ctx.state;
    const event = jumpEvent(phase, step);
    const known =
      phase === 'setup'
        ? this.#ctx.title.definition.flow.setup.some((s) => s.id === step)
        : this.#ctx.title.definition.flow.phases.some((p) => p.id === phase && p.steps.some((s) => s.id === step));
    if (!known) throw new TcgError(ruleError(ErrorCode.invalidSetup, `${this.#ctx.title.definition.name} has no step "${phase}.${step}"`));
    state.decision = null;
    state.work = [];
    state.windows = [];
    state.stack = [];
    state.flow.playedAbility = false;
    state.flow.returnToOuter = false;
    this.#flow.jump(event);
    this.#advance();
  }

  view(player: PlayerId, options?: ViewOptions): GameView {
    return viewFor(this.#ctx, player, options);
  }

  /** The whole game as JSON; `engine.restore()` continues exactly from it. */
  snapshot(): string {
    return JSON.stringify(this.#ctx.state);
  }

  #kind(decision: AnyDecision) {
    const kind = this.#ctx.title.decisionKinds.get(decision.kind);
    if (kind === undefined) throw new EngineFault(`no decision kind "${decision.kind}"`);
    return kind;
  }

  /** Answers to decisions about hidden cards are hidden from the other players in the log. */
  #privacy(action: Action): { hiddenFrom?: PlayerId[] } {
    const decision = this.#ctx.state.decision;
    if (action.type !== 'choose' || decision === null || decision.kind !== 'select') return {};
    return { hiddenFrom: this.#ctx.state.players.map((p) => p.id).filter((p) => p !== action.player) };
  }

  #check(input: unknown): { action: Action } | { error: RuleError } {
    const state = this.#ctx.state;
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      return { error: ruleError(ErrorCode.malformedAction, 'an action must be an object with "type" and "player"') };
    }
    const action = input as Partial<Action>;
    if (typeof action.type !== 'string' || typeof action.player !== 'string') {
      return { error: ruleError(ErrorCode.malformedAction, 'an action needs a string "type" and a string "player"') };
    }
    if (!isJson(input)) return { error: ruleError(ErrorCode.malformedAction, 'an action must be plain JSON data') };
    if (!state.players.some((p) => p.id === action.player)) {
      return { error: ruleError(ErrorCode.unknownPlayer, `no player "${action.player}" in this game`) };
    }
    if (state.result !== null) return { error: ruleError(ErrorCode.gameOver, 'the game is over') };
    if (action.type === 'concede') return { action: action as Action };
    const decision = state.decision;
    if (decision === null) return { error: ruleError(ErrorCode.noDecision, 'nothing is being decided now') };
    if (action.player !== decision.player) {
      return { error: ruleError(ErrorCode.notYourDecision, `${decision.player} decides now: ${decision.prompt}`, decision.rule) };
    }
    if (action.decision !== undefined && action.decision !== decision.id) {
      return {
        error: ruleError(ErrorCode.staleDecision, `that answers decision ${String(action.decision)}, but ${decision.id} is pending`),
      };
    }
    const error = this.#kind(decision).validate(this.#ctx, decision, action as Action);
    return error === null ? { action: action as Action } : { error };
  }
}

function isJson(value: unknown, depth = 0): boolean {
  if (depth > 32) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((v) => isJson(v, depth + 1));
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    return (proto === Object.prototype || proto === null) && Object.values(value).every((v) => isJson(v, depth + 1));
  }
  return false;
}
