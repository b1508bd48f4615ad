import { testPredicate } from '../effects/conditions.js';
import type { Predicate } from '../state/programs.js';
import type { Action, AnyDecision, Decision, LegalAction } from '../decisions/decision.js';
import { FlowDriver } from '../flow/flow-machine.js';
import { positionOf, type Position } from '../flow/position.js';
import type { TitleRuntime } from '../plugin/title-runtime.js';
import { markLoss } from '../rules/outcome.js';
import { ErrorCode, EngineFault, ruleError, short, type RuleError } from '../rules/rule-error.js';
import { checkActionShape, type ActionShape } from '../decisions/action-shape.js';
import { copyAction, isListed, recalledLegal, rememberLegal } from '../work/legal-cache.js';
import { plainCopy } from './plain-data.js';
import { jumpEvent } from '../flow/compile-flow.js';
import { dropWorkInProgress } from '../flow/requested-jump.js';
import type { CardId, GameResult, GameState, PlayerId } from '../state/game-state.js';
import { statOf } from '../effects/continuous.js';
import type { ReadonlyState } from '../state/read-only.js';
import { sameTeam } from '../state/teams.js';
import { jsonCopy, type Json, type JsonObject } from '../state/json.js';
import { appendLog, type LogEntry } from '../state/log.js';
import { runWork } from '../work/processor.js';
import type { GameContext } from './context.js';
import { applyPositionSetup, checkStep, type PositionMade, type PositionSetup } from './position-setup.js';
import { judgeViewFor, viewFor, type GameView, type ViewOptions } from './view.js';
import { encodeSnapshot, trustedState } from './snapshot-codec.js';
import { askLoopAnswer, runLoop, settleLoop, type LoopAction, type LoopAnswerDecision } from '../plugin/loops.js';
import { LogEncoder } from './snapshot-v3-log.js';

/**
 * How many past events a `Game` object keeps (`history()`): `recent` only the current and previous
 * turn's, which the state holds anyway (bounded: the default); `full` every event since the object was
 * made (grows with the game: for tools that print or analyse whole games).
 */
export type HistoryMode = 'full' | 'recent';

export type ActResult = { ok: true; decision: AnyDecision | null; result: GameResult | null } | { ok: false; error: RuleError };

/**
 * Accepted actions between full copies of the state kept for rolling back a fault (see `act()`). A fault
 * replays at most this many actions (tens of milliseconds: faults are bugs, not play), and a game keeps
 * no copy of its state until it has this many: a created game rolls back by creating itself again.
 */
const checkpointEvery = 512;
const maxMessageLength = 240;

/** Set once by `Game`'s static block: how `contextOf` (the internal entry point) reaches a game's context. */
let contextAccess: ((game: Game) => GameContext) | undefined;

/**
 * A running game: plain state, one long-lived statechart actor, and the engine contract. `act()` either
 * rejects (state untouched: every check runs before anything changes) or applies the answer and runs
 * the rules forward to the next decision.
 */
export class Game {
  /** The title this game is played under (the context's, kept here too for a finished game put away). */
  readonly #title: TitleRuntime;
  /** The state and title the rules work on; `undefined` while a finished game is put away (see `#putAway`). */
  #ctx: GameContext | undefined;
  /** The statechart driver; `undefined` while a finished game is put away (it never moves again by itself). */
  #flow: FlowDriver | undefined;
  /**
   * A finished game put away: its state as the snapshot text `snapshot()` gives, and what is read of a finished
   * game without its state (the result, the title, the seated players). `undefined` while the game runs, and
   * once something asked for the state (`#game` decodes the text again, and the game is as a restored one).
   */
  #putAway: { text: string; title: string; result: GameResult; players: PlayerId[] } | undefined;
  /**
   * Log entries older than the previous turn, kept by this object (not in the state) only when the game
   * was made with `history: 'full'`; otherwise `null` and they are dropped (see `history()`).
   */
  readonly #archive: LogEntry[] | null;
  /**
   * Where a fault rolls back to, and the actions accepted since: enough to rebuild the game as it was
   * before an action whose rules code failed, and to hand that failure over as a reproduction. Either a
   * copy of the state (JSON), or, for a game made by `create()` and not yet far along, the way to create
   * it again (its state at the first decision is the same: same seed, same decks), which costs a few
   * hundred bytes instead of a copy of the whole state. `null` once the game is over.
   */
  #checkpoint!: { snapshot: string; archived: number } | { recreate: () => GameState; archived: number } | null;
  readonly #since: Action[] = [];
  /**
   * What `snapshot()` encoded of the log last time, so that the next snapshot encodes only the events logged
   * since (snapshot-v3-log.ts). Made by the first `snapshot()`: a game nobody snapshots holds none.
   */
  #logEncoder: LogEncoder | undefined;

  static {
    contextAccess = (game) => game.#game;
  }

  /**
   * @internal use `engine.create()` or `engine.restore()`. `origin`: for a restored game the JSON text its
   * state was parsed from, for a created one how to create its state again; either is the first checkpoint.
   */
  constructor(
    title: TitleRuntime,
    state: GameState,
    resume: boolean,
    history: HistoryMode = 'recent',
    origin?: { text: string } | { recreate: () => GameState },
  ) {
    this.#archive = history === 'full' ? [] : null;
    this.#title = title;
    this.#ctx = { state, title };
    this.#flow = resume ? FlowDriver.resume(title.machine, this.#ctx) : FlowDriver.start(title.machine, this.#ctx);
    if (!resume) this.#advance();
    if (origin !== undefined && 'recreate' in origin && !resume) this.#checkpoint = { recreate: origin.recreate, archived: 0 };
    else this.#keepCheckpoint(origin !== undefined && 'text' in origin && resume ? origin.text : undefined);
  }

  /**
   * The game's context. A finished game put away (`#putAway`) is decoded from its snapshot text first, and from
   * then on is what a game restored from that text is (its state; a statechart driver made if it moves: `#driver`).
   */
  get #game(): GameContext {
    if (this.#ctx !== undefined) return this.#ctx;
    const away = this.#putAway;
    if (away === undefined) throw new EngineFault('a game has neither its state nor its snapshot');
    const ctx: GameContext = { state: checkpointState(away.text, { title: this.#title }), title: this.#title };
    this.#ctx = ctx;
    this.#putAway = undefined;
    return ctx;
  }

  /** The statechart driver, made again (as for a restored game) after a finished game was put away and read. */
  get #driver(): FlowDriver {
    const ctx = this.#game;
    return (this.#flow ??= FlowDriver.resume(this.#title.machine, ctx));
  }

  /**
   * Puts a game that just finished away: a finished game accepts no action and never moves again, yet its
   * state, log entries and statechart actor were most of what a server holding finished games kept per game
   * (round 7, issue 14). What it is read for (`snapshot()`, `history()`, `state`, `view()`) is all in its
   * snapshot text, a fifth of that size: the game keeps the text and decodes it on the first such read. The
   * result, title and players stay at hand, so `result`, `decision`, `legalActions()` and a refused `act()`
   * decode nothing. A game kept with `history: 'full'` keeps its older entries beside the text, as before.
   */
  #putAwayFinished(): void {
    const ctx = this.#ctx;
    if (ctx === undefined || ctx.state.result === null) return;
    const text = encodeSnapshot(ctx, (this.#logEncoder ??= new LogEncoder()));
    const state = ctx.state;
    this.#putAway = { text, title: state.title, result: state.result!, players: state.players.map((p) => p.id) };
    this.#ctx = undefined;
    this.#flow = undefined;
    this.#logEncoder = undefined;
  }

  #keepCheckpoint(text?: string): void {
    this.#checkpoint = { snapshot: text ?? encodeSnapshot(this.#game), archived: this.#archive?.length ?? 0 };
    this.#since.length = 0;
  }

  /** Runs the rules to the next decision, then moves old log entries out of the state. */
  #advance(): void {
    this.#driver.advance(runWork);
    const state = (this.#ctx as GameContext).state;
    const keepFrom = state.turn.number - 1;
    let cut = 0;
    while (cut < state.log.length && state.log[cut]!.turn < keepFrom) cut++;
    if (cut === 0) return;
    const old = state.log.splice(0, cut);
    if (this.#archive !== null) for (const entry of old) this.#archive.push(entry);
  }

  /**
   * The events this game object holds. The state itself keeps only the current and previous turn's
   * events, so snapshots stay small. With `history: 'recent'` (the default) that is all there is, and a
   * finished game holds no more than a game in progress; with `history: 'full'` older events stay on this
   * object too, and this is every event since it was created or restored. The whole game is its seed and
   * action log anyway: replaying them with `history: 'full'` gives every event again.
   */
  history(): LogEntry[] {
    const log = this.#game.state.log;
    return this.#archive === null ? [...log] : [...this.#archive, ...log];
  }

  get title(): string {
    return this.#putAway?.title ?? this.#game.state.title;
  }

  /** A card definition's name in this game's title (its id when the title has no such card). */
  cardName(definition: string): string {
    return this.#title.cardName(definition);
  }

  /** The decision the game waits for, or `null` once it is over. */
  get decision(): AnyDecision | null {
    // A finished game decides nothing (`#putAwayFinished` puts away only a game whose flow has stopped).
    // `#ctx` is unset exactly while the game is put away (`#putAwayFinished`, `#game`).
    const ctx = this.#ctx;
    return ctx === undefined ? null : ctx.state.decision;
  }

  get result(): GameResult | null {
    const ctx = this.#ctx;
    return ctx === undefined ? (this.#putAway as { result: GameResult }).result : ctx.state.result;
  }

  /**
   * A read-only look at the game as it is now, for tools and tests that read it between actions. It is
   * typed read-only all the way down: a position is changed only by `act()` (the rules) or `setUp()` (a
   * position built by hand, checked); `snapshot()` gives a copy to keep.
   */
  get state(): ReadonlyState {
    return this.#game.state;
  }

  position(): Position {
    const state = this.#game.state;
    return positionOf(state.flow.value, state.windows[state.windows.length - 1]?.name ?? null);
  }

  /**
   * Every legal answer to the current decision. A `select` decision's answers are not listed one by one
   * (subsets can number billions): its list is one `SelectAnswers` entry giving their structure (option
   * ids, min, max, ordered), from which `pickAnswer`/`answerAt` draw exact answers and a person picks in a
   * multi-select. Give the `viewer` when the caller is a player (a client of a server): the answers name
   * the decider's hidden cards, so anyone else gets an empty list.
   */
  legalActions(viewer?: PlayerId): LegalAction[] {
    const ctx = this.#ctx;
    if (ctx === undefined) return []; // put away: finished
    const decision = ctx.state.decision;
    if (decision === null || ctx.state.result !== null) return [];
    if (viewer !== undefined && viewer !== decision.player) return [];
    let legal = recalledLegal(ctx, 'serve');
    if (legal === undefined) {
      legal = this.#kind(decision).enumerate(ctx, decision);
      rememberLegal(ctx, decision.id, legal, true);
    }
    // Copies: what the caller does with its list must not change what `act()` compares answers with.
    return legal.map(copyAction);
  }

  /**
   * Answers the current decision (or concedes). The input is untrusted: it is copied to plain data first
   * and only the copy is checked, performed and logged. A rejection changes nothing. Should the rules
   * code fail while carrying out an accepted action (a bug in a title or the kernel), the game is put
   * back as it was before the action and the answer is an `ENGINE_FAULT` carrying what reproduces it;
   * the game goes on from the same decision.
   */
  act(input: unknown): ActResult {
    const checked = this.#check(input);
    if ('error' in checked) return { ok: false, error: boundedMessage(checked.error) };
    const action = checked.action;
    try {
      this.#perform(action);
    } catch (fault) {
      if (fault instanceof LoopStepRefused) {
        // A loop's inner answer was refused: the whole `loop` action is, and the game is put back as it was.
        this.#restoreBefore();
        return { ok: false, error: boundedMessage(fault.error) };
      }
      return { ok: false, error: this.#rollBack(action, fault) };
    }
    const state = this.#game.state;
    if (state.result !== null) {
      // A finished game accepts no action, so nothing can fail and roll back: the copy is dropped, and a
      // finished game kept by a server holds no second copy of its state: only its snapshot text (see below).
      this.#checkpoint = null;
      this.#since.length = 0;
      this.#putAwayFinished();
    } else {
      this.#since.push(action);
      if (this.#since.length >= checkpointEvery) this.#keepCheckpoint();
    }
    return { ok: true, decision: state.decision, result: state.result };
  }

  #perform(action: Action): void {
    const state = this.#game.state;
    if (action.type === 'loop' || action.type === 'loop-answer') {
      this.#performLoop(action);
      return;
    }
    appendLog(state, { type: 'action', player: action.player, detail: { action: action as unknown as Json }, ...this.#privacy(action) });
    if (action.type === 'concede') {
      markLoss(this.#game, action.player, 'conceded', true);
    } else {
      const top = state.work[state.work.length - 1];
      if (top === undefined) throw new EngineFault('a decision is pending but no work unit asked it');
      top.answer = action;
      state.decision = null;
    }
    this.#advance();
  }

  /**
   * A `loop` or `loop-answer` action (plugin/loops.ts): logged by its counts (each inner answer is logged as
   * itself, with its own privacy). A loop both players can stop waits for the other player's `loop-answer`;
   * otherwise the settlement is carried out answer by answer, each checked and performed as if it came
   * through `act()`.
   */
  #performLoop(action: Action): void {
    const state = this.#game.state;
    let loop: LoopAction;
    let settled: ReturnType<typeof settleLoop>;
    if (action.type === 'loop') {
      loop = action as unknown as LoopAction;
      const shown: JsonObject = { type: 'loop', player: action.player, times: loop.times, steps: loop.actions.length };
      appendLog(state, { type: 'action', player: action.player, detail: { action: shown } });
      settled = settleLoop(this.#game, loop);
      if ('needs' in settled) {
        askLoopAnswer(this.#game, loop, settled.needs, settled.start);
        return;
      }
    } else {
      const pending = state.decision as unknown as LoopAnswerDecision;
      appendLog(state, { type: 'action', player: action.player, detail: { action: action as unknown as Json } });
      loop = pending.data.loop as unknown as LoopAction;
      // The proposer's decision comes back: the series starts by answering it.
      state.decision = pending.data.resume as unknown as Decision;
      settled = settleLoop(this.#game, loop, action['count'] as number, pending.data.start);
    }
    if ('error' in settled) throw new LoopStepRefused(settled.error);
    if ('needs' in settled) throw new EngineFault('a loop answered is settled');
    const error = runLoop(this.#game, loop, settled.settlement, (inner) => {
      const checked = this.#check(inner);
      if ('error' in checked) return checked.error;
      this.#perform(checked.action);
      return null;
    });
    if (error !== null) throw new LoopStepRefused(error);
  }

  /** Puts the game back as it was before the action being carried out (from the checkpoint and the actions since). */
  #restoreBefore(): string {
    const checkpoint = this.#checkpoint;
    if (checkpoint === null) throw new EngineFault('a finished game has no checkpoint to roll back to');
    const replayed = [...this.#since];
    if (this.#archive !== null) this.#archive.length = checkpoint.archived;
    let snapshot: string;
    if ('snapshot' in checkpoint) {
      snapshot = checkpoint.snapshot;
      const ctx = this.#game;
      ctx.state = checkpointState(snapshot, ctx);
      this.#flow = FlowDriver.resume(this.#title.machine, ctx);
    } else {
      const ctx = this.#game;
      ctx.state = checkpoint.recreate();
      this.#flow = FlowDriver.start(this.#title.machine, ctx);
      this.#advance();
      snapshot = encodeSnapshot(this.#game);
    }
    this.#since.length = 0;
    for (const earlier of replayed) {
      this.#perform(earlier);
      this.#since.push(earlier);
    }
    return snapshot;
  }

  /** Rebuilds the game from the checkpoint and the actions accepted since, and describes the fault. */
  #rollBack(action: Action, fault: unknown): RuleError {
    const replayed = [...this.#since];
    const snapshot = this.#restoreBefore();
    const reason = fault instanceof Error ? fault.message : String(fault);
    return {
      ...ruleError(
        ErrorCode.engineFault,
        `the rules failed while carrying out "${short(action.type)}" (${short(reason, 200)}); nothing changed`,
      ),
      repro: { title: this.#game.state.title, seed: this.#game.state.seed, snapshot, actions: [...replayed, action] },
    };
  }

  /**
   * Builds a position by hand (scenario files, judges' rulings, rule tests): the description is carried
   * out through the kernel's operations on a copy of the game, checked by the integrity checks
   * `restore()` uses, and only then becomes the game; with `startAt` the flow then starts at that step.
   * An impossible position throws `INVALID_SETUP` (a `TcgError`) and changes nothing. Not a rules action:
   * it never happens in a game played under the rules, and it is not logged. Returns the ids it made.
   */
  setUp(setup: PositionSetup): PositionMade {
    const copy = JSON.parse(JSON.stringify(this.#game.state)) as GameState;
    const made = applyPositionSetup({ state: copy, title: this.#game.title }, setup);
    this.#game.state = copy;
    if (setup.startAt !== undefined) this.startStep(setup.startAt.phase, setup.startAt.step);
    else this.#keepCheckpoint();
    return made;
  }

  /**
   * For tools that build positions by hand (scenario files, judges' rulings, tests): drops whatever is
   * in progress (decision, work, open windows, stack) and starts the flow afresh at the beginning of
   * `phase.step` (`setup.<step>` for set-up steps), then runs to the next decision. Not a rules action:
   * it never happens in a game played under the rules.
   */
  startStep(phase: string, step: string): void {
    const state = this.#game.state;
    const event = jumpEvent(phase, step);
    checkStep(this.#game, phase, step);
    dropWorkInProgress(state);
    this.#driver.jump(event);
    this.#advance();
    // The position built by hand is where a fault rolls back to from now on.
    this.#keepCheckpoint();
  }

  view(player: PlayerId, options?: ViewOptions): GameView {
    return viewFor(this.#game, player, options);
  }

  /**
   * Everything, as a judge sees it: hidden zones, face-down cards, every decision in full, each card's
   * computed display stats (`viewer` is `judge`). A copy: for judges, replays and tests' assertions. Never
   * give it to a player's seat.
   */
  judgeView(options?: ViewOptions): GameView {
    return judgeViewFor(this.#game, options);
  }

  /** A card's computed value (`statOf`: every continuous effect applied), for assertions and tools; a copy. */
  stat(card: CardId, stat: string): Json {
    return jsonCopy(statOf(this.#game, card, stat));
  }

  /**
   * The title's own state as a judge may check it (`TitleDefinition.facts`: Build Divide's damage packets…),
   * `undefined` when the title declares none. A copy; it may hold hidden information, so never a player's.
   */
  facts(): JsonObject | undefined {
    const facts = this.#game.title.definition.facts?.(this.#game);
    return facts === undefined ? undefined : jsonCopy(facts);
  }

  /**
   * Whether a condition holds of a card now, asked as an effect of the card's controller would ask it (the
   * title's named card conditions: attacking, boosted…), for assertions and tools; `false` for no such card.
   */
  holds(card: CardId, predicate: Predicate): boolean {
    const object = this.#game.state.cards[card];
    if (object === undefined) return false;
    return testPredicate(this.#game, predicate, card, { controller: object.controller, vars: {} });
  }

  /**
   * The whole game as JSON text, in the compact format (`version: 3`: cards as numbers, zones as lists of
   * card numbers, events with their types and detail keys written once; see engine/snapshot-v3.ts); `engine.restore()` continues exactly from it.
   * `game.state` is the same game as plain objects.
   */
  snapshot(): string {
    if (this.#putAway !== undefined) return this.#putAway.text;
    return encodeSnapshot(this.#game, (this.#logEncoder ??= new LogEncoder()));
  }

  #kind(decision: AnyDecision) {
    const kind = this.#title.decisionKinds.get(decision.kind);
    if (kind === undefined) throw new EngineFault(`no decision kind "${decision.kind}"`);
    return kind;
  }

  /** Answers to decisions about hidden cards are hidden from the other players in the log. */
  #privacy(action: Action): { hiddenFrom?: PlayerId[] } {
    const state = this.#game.state;
    const decision = state.decision;
    if (action.type !== 'choose' || decision === null || decision.kind !== 'select') return {};
    // Teammates see what each other sees (BD 2001-3).
    return { hiddenFrom: state.players.map((p) => p.id).filter((p) => !sameTeam(state, p, action.player)) };
  }

  /** Every check, in an order that tells nothing about hidden cards; only the plain copy is used. */
  #check(input: unknown): { action: Action } | { error: RuleError } {
    const copied = plainCopy(input);
    if (!copied.ok) return { error: ruleError(ErrorCode.malformedAction, `an action must be plain JSON data: ${copied.problem}`) };
    const value = copied.value;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return { error: ruleError(ErrorCode.malformedAction, 'an action must be an object with "type" and "player"') };
    }
    const action = value as Partial<Action>;
    if (typeof action.type !== 'string' || typeof action.player !== 'string') {
      return { error: ruleError(ErrorCode.malformedAction, 'an action needs a string "type" and a string "player"') };
    }
    // A finished game put away answers these two from what it kept, without decoding its state.
    const ctx = this.#ctx;
    if (ctx === undefined) {
      const away = this.#putAway as { players: PlayerId[] };
      if (!away.players.includes(action.player)) {
        return { error: ruleError(ErrorCode.unknownPlayer, `no player "${short(action.player)}" in this game`) };
      }
      return { error: ruleError(ErrorCode.gameOver, 'the game is over') };
    }
    const state = ctx.state;
    if (!state.players.some((p) => p.id === action.player)) {
      return { error: ruleError(ErrorCode.unknownPlayer, `no player "${short(action.player)}" in this game`) };
    }
    if (state.result !== null) return { error: ruleError(ErrorCode.gameOver, 'the game is over') };
    const shape = this.#title.actionShapes.get(action.type);
    if (action.type === 'concede') return this.#shaped(action as Action, shape);
    if (action.type === 'loop') return this.#checkedLoop(action as Action, shape);
    const decision = state.decision;
    if (decision === null) return { error: ruleError(ErrorCode.noDecision, 'nothing is being decided now') };
    if (action.player !== decision.player) {
      return { error: ruleError(ErrorCode.notYourDecision, `${decision.player} decides now: ${decision.prompt}`, decision.rule) };
    }
    if (action.decision !== undefined && action.decision !== decision.id) {
      return {
        error: ruleError(ErrorCode.staleDecision, `that answers decision ${short(String(action.decision))}, but ${decision.id} is pending`),
      };
    }
    // An answer equal to one `legalActions()` listed for this decision is legal: its shape and the
    // decision kind's checks passed when the list was made (and nothing has changed since; see legal-cache).
    const listed = recalledLegal(ctx, 'check');
    if (listed !== undefined && isListed(action as Action, listed)) return { action: action as Action };
    // A type that does not answer this decision is left to the decision kind, which says what it expected.
    const kind = this.#kind(decision);
    const accepted = kind.accepts?.(ctx, decision as Decision) ?? (kind.actions === undefined ? null : Object.keys(kind.actions));
    const shaped =
      accepted === null || accepted.includes(action.type) ? this.#shaped(action as Action, shape ?? {}) : { action: action as Action };
    if ('error' in shaped) return shaped;
    const error = kind.validate(ctx, decision as Decision, shaped.action);
    return error === null ? shaped : { error };
  }

  /**
   * A `loop` action: its shape, then the title's loop rules against the game as it is (plugin/loops.ts). Its
   * inner answers are checked one by one as they are carried out; a refused one refuses the whole action.
   */
  #checkedLoop(action: Action, shape: ActionShape | undefined): { action: Action } | { error: RuleError } {
    if (this.#game.state.decision === null) return { error: ruleError(ErrorCode.noDecision, 'nothing is being decided now') };
    const shaped = this.#shaped(action, shape);
    if ('error' in shaped) return shaped;
    const settled = settleLoop(this.#game, shaped.action as unknown as LoopAction);
    return 'error' in settled ? { error: settled.error } : shaped;
  }

  /** A type nobody gave a shape carries no fields at all. */
  #shaped(action: Action, shape: ActionShape = {}): { action: Action } | { error: RuleError } {
    const error = checkActionShape(this.#game, action, shape);
    return error === null ? { action } : { error };
  }
}

/**
 * The rule context of a game, for the kernel's own tools (testing invariants, judge tools) through
 * `@tcgkit/kernel/internal`; not part of the public API.
 */
export function contextOf(game: Game): GameContext {
  if (contextAccess === undefined) throw new EngineFault('Game is not initialised');
  return contextAccess(game);
}

/** The state of a checkpoint this game wrote itself (or a restore was given, already checked). */
function checkpointState(text: string, ctx: Pick<GameContext, 'title'>): GameState {
  const state = trustedState(text, ctx);
  if (typeof state === 'string') throw new EngineFault(`a checkpoint of this game does not decode: ${state}`);
  return state;
}

/** An inner answer of a `loop` action was refused: the action is, and `act()` undoes what it did. */
class LoopStepRefused extends Error {
  constructor(readonly error: RuleError) {
    super(error.message);
  }
}

/** A rejection's message, kept short whatever a title's check quoted from the input. */
function boundedMessage(error: RuleError): RuleError {
  return error.message.length <= maxMessageLength ? error : { ...error, message: short(error.message, maxMessageLength) };
}
