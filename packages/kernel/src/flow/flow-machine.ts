import { createActor, enqueueActions, setup, type Actor, type AnyStateMachine } from 'xstate';
import { offerPlay } from '../windows/play-decision.js';
import type { FlowContext } from './flow-context.js';
import type { WindowKind } from '../windows/window-kind.js';
import { performInterrupts } from '../rules/rule-processes.js';
import { EngineFault } from '../rules/rule-error.js';
import { settleBound, unsettled } from '../work/processor.js';
import type { Json, JsonObject } from '../state/json.js';
import { checkTimingContinues, checkTimingIdle, checkTimingRoundAction } from '../windows/check-timing.js';
import { resolveTopItem } from '../windows/stack.js';
import { nextPriorityHolder } from '../state/teams.js';
import { closeWindow, currentWindow, openWindow, otherPlayer, requireWindow, windowDefinition } from '../windows/window-frame.js';
import { compileFlow, type FlowOptions } from './compile-flow.js';
import { landEvent, runAhead, type Landing, type RunAheadHost } from './run-ahead.js';
import { idleWindowPassed, idleWindowStop, idleWindowStopsAt, passIdleWindow, type IdleResume, type IdleStep } from './idle-window.js';
import type { TitleFlow } from './flow-definition.js';
import { beginFirstTurn, endTurn } from './turns.js';
import {
  checkTimingSkippable,
  passesOnAfterAct,
  passOnAfterAct,
  skipIdleCheckAfterAct,
  type HookBeforeRules,
  type PassOnAfter,
  type PassOnTarget,
} from './idle-check-after-act.js';
import { takeRequestedJump } from './requested-jump.js';

/** The statechart's context: the running game (never persisted: only the state value is) and faults. */
export interface MachineContext {
  game: FlowContext;
  faults: unknown[];
  /** Where a run-ahead stopped, until its land event is taken (flow/run-ahead.ts); `quiet` is false meanwhile. */
  landing?: Landing | undefined;
  /** A landing taken on a state whose entry already ran: that entry skips once. */
  entered?: Landing | undefined;
}

type Params = { [key: string]: Json | undefined };
type ActionArgs = { context: MachineContext };

/** Runs a title's procedure as a procedure state's entry does. */
function runNamedProcedure(game: FlowContext, name: string, params: JsonObject): void {
  const procedure = game.title.procedures.get(name);
  if (procedure === undefined) throw new EngineFault(`unknown procedure "${name}"`);
  procedure.run(game, params);
  settleInterrupts(game);
}

/**
 * Wraps a rule function as an XState action or guard: it receives the game, and a throw is kept so the
 * driver rethrows it synchronously (XState would otherwise report it later, outside `act()`).
 */
function action(run: (game: FlowContext, params: Params) => void) {
  return ({ context }: ActionArgs, params: Params | undefined): void => {
    try {
      run(context.game, params ?? {});
    } catch (error) {
      context.faults.push(error);
    }
  };
}

function guard(test: (game: FlowContext, params: Params) => boolean) {
  return ({ context }: ActionArgs, params: Params | undefined): boolean => {
    if (context.faults.length > 0) return false;
    try {
      return test(context.game, params ?? {});
    } catch (error) {
      context.faults.push(error);
      return false;
    }
  };
}

/** After a flow procedure ran, interrupt rule processes go first (WS 9.1.2.1). */
function settleInterrupts(game: FlowContext): void {
  for (let i = 0; game.state.work.length === 0 && game.state.protectedSpan === 0 && performInterrupts(game); i++) {
    if (i > 1000) throw new EngineFault('interrupt rule processes never settle');
  }
}

const playOffer = action(offerPlay);

const passIdle = action((game, params) => passIdleWindow(game, params['steps'] as IdleStep[], params['resume'] as unknown as IdleResume[]));

/** A window entry action, skipped when the chart lands in a window the run-ahead already entered. */
function windowEntry(run: (game: FlowContext, params: Params) => void) {
  const wrapped = action(run);
  return (args: ActionArgs, params: Params | undefined): void => {
    if (args.context.entered === undefined) wrapped(args, params);
  };
}

const closeFrame = action((game) => {
  // Leaving a window's state closes its frame; a jump (startStep) may already have dropped it.
  if (game.state.windows.length === 0) return;
  game.state.flow.returnToOuter = closeWindow(game).nested;
});

const quiet = (game: FlowContext): boolean => game.state.work.length === 0 && game.state.decision === null && game.state.result === null;

/** One machine per title, built once when the engine is created. */
export function createFlowMachine(title: TitleFlow, windowKinds?: ReadonlyMap<string, WindowKind>, options?: FlowOptions): AnyStateMachine {
  const { config, program } = compileFlow(title, windowKinds, options);
  const actions = {
    runProcedure: action((game, params) =>
      runNamedProcedure(game, String(params['name']), (params['params'] as JsonObject | undefined) ?? {}),
    ),
    checkTimingRound: action(checkTimingRoundAction),
    openWindow: windowEntry((game, params) => {
      openWindow(game, String(params['window']));
    }),
    closeWindow: (args: ActionArgs, params: Params | undefined): void => {
      // Left by a land event after a run-ahead from the window's idle state closed it already (`Landing.closed`).
      if (args.context.landing?.closed === true) return;
      closeFrame(args, params);
    },
    setHolder: windowEntry((game, params) => {
      const frame = requireWindow(game);
      frame.fresh = false;
      frame.role = params['role'] === 'answer' ? 'answer' : 'act';
      if (params['who'] === 'turn-player') {
        frame.holder = game.state.turn.player;
        frame.passes = 0;
      } else if (params['who'] === 'other') {
        // Without teams the other player; with teams the holder's teammate, then the next team (BD 2501-1).
        frame.holder = nextPriorityHolder(game.state, frame.holder, frame.passes);
      } else if (params['who'] === 'answerer') {
        // The player who did not play the pending ability on top answers it, once (Buddyfight AUTO 2.2).
        const item = game.state.stack[game.state.stack.length - 1];
        if (item === undefined) throw new EngineFault('no item to answer');
        delete item.awaitsAnswer;
        frame.holder = otherPlayer(game, item.controller);
      }
    }),
    offerPlay: (args: ActionArgs, params: Params | undefined): void => {
      // Landing on the offer a run-ahead's idle window stopped at: the window's entry was skipped, this one runs.
      if (args.context.entered?.offer === true) args.context.entered = undefined;
      playOffer(args, params);
    },
    passIdleWindow: (args: ActionArgs, params: Params | undefined): void => {
      // Landing in a window the run-ahead entered: its idle pass already ran (and its outcome is read next).
      if (args.context.entered !== undefined) {
        args.context.entered = undefined;
        return;
      }
      passIdle(args, params);
    },
    skipIdleCheckAfterAct: action((game, params) => skipIdleCheckAfterAct(game, params['hook'] as HookBeforeRules)),
    passOnAfterAct: action((game, params) =>
      passOnAfterAct(game, params['hook'] as HookBeforeRules, (params['after'] as PassOnAfter | undefined) ?? 'acted'),
    ),
    resolveTopItem: action(resolveTopItem),
    runWindowProcedure: action((game, params) => {
      const frame = requireWindow(game);
      const name = windowDefinition(game, frame.name)[params['hook'] as 'eachRound' | 'beforeRuleProcessing'];
      if (name === undefined) return;
      runNamedProcedure(game, name, {});
    }),
    beginFirstTurn: action(beginFirstTurn),
    endTurn: action(endTurn),
    takeLanding: ({ context }: ActionArgs): void => {
      context.entered = context.landing?.ran === true ? context.landing : undefined;
      context.landing = undefined;
    },
  };
  const runAheadAction = ({ context }: ActionArgs, params: Params | undefined): void => {
    const node = String(params?.['node']);
    if (context.entered !== undefined) {
      // Landed here after the run-ahead ran this state's entry: not again.
      if (context.entered.at === node) {
        context.entered = undefined;
        return;
      }
      context.faults.push(new EngineFault(`landed on ${context.entered.at}, entered ${node}`));
      return;
    }
    let host = hosts.get(context);
    if (host === undefined) hosts.set(context, (host = runAheadHost(context, actions as ActionTable)));
    context.landing = runAhead(program, host, node, params?.['inWindow'] === true);
  };
  return setup({
    types: {} as { context: MachineContext; input: MachineContext },
    actions: {
      ...actions,
      runAhead: runAheadAction,
      raiseLanding: enqueueActions(
        ({ context, enqueue }: { context: MachineContext; enqueue: { raise(event: { type: string }): void } }) => {
          if (context.landing !== undefined) enqueue.raise({ type: landEvent(context.landing.at) });
        },
      ) as never,
    },
    guards: {
      quiet: ({ context }: ActionArgs): boolean => context.landing === undefined && context.faults.length === 0 && quiet(context.game),
      // No land event is waiting (the idle state of a window the run-ahead may leave: flow/compile-flow.ts).
      settled: ({ context }: ActionArgs): boolean => context.landing === undefined,
      gameOver: guard((game) => game.state.result !== null),
      checkTimingContinues: guard(checkTimingContinues),
      checkTimingIdle: guard(checkTimingIdle),
      windowHasHook: guard((game, params) => {
        const hook = params['hook'] as 'eachRound' | 'beforeRuleProcessing';
        return windowDefinition(game, requireWindow(game).name)[hook] !== undefined;
      }),
      checkTimingSkippable: guard((game, params) => checkTimingSkippable(game, params['hook'] as HookBeforeRules)),
      passesOnAfterAct: guard((game, params) =>
        passesOnAfterAct(
          game,
          params['hook'] as HookBeforeRules,
          params['to'] as PassOnTarget,
          (params['after'] as PassOnAfter | undefined) ?? 'acted',
        ),
      ),
      idleWindowPassed: guard(idleWindowPassed),
      idleWindowStopsAt: guard((game, params) => idleWindowStopsAt(game, Number(params['offer']))),
      acted: guard((game) => currentWindow(game)?.last === 'acted'),
      passed: guard((game) => currentWindow(game)?.last === 'passed'),
      windowEnded: guard((game) => currentWindow(game)?.last === 'ended'),
      allPassed: guard((game) => requireWindow(game).passes >= game.state.players.length),
      stackHasItems: guard((game) => game.state.stack.length > 0),
      awaitsAnswer: guard((game) => game.state.stack[game.state.stack.length - 1]?.awaitsAnswer === true),
      nestedWindowOpened: guard((game) => currentWindow(game)?.fresh === true),
      windowNested: guard((game) => currentWindow(game)?.nested === true),
      returnsToOuterWindow: guard((game) => game.state.flow.returnToOuter),
      windowRepeats: guard((game) => {
        const name = windowDefinition(game, requireWindow(game).name).repeatIf;
        return name !== undefined && titleGuard(game, name, {});
      }),
      titleGuard: guard((game, params) => titleGuard(game, String(params['name']), (params['params'] as JsonObject) ?? {})),
    },
  }).createMachine(config as never) as unknown as AnyStateMachine;
}

/** One run-ahead host per running game's statechart context, made at its first run-ahead. */
const hosts = new WeakMap<MachineContext, RunAheadHost>();

type ActionTable = Record<string, (args: ActionArgs, params: Params | undefined) => void>;

const testTitle = guard((game, params) => titleGuard(game, String(params['name']), (params['params'] as JsonObject) ?? {}));

/** The flow machine's own actions and guards as the run-ahead calls them (flow/run-ahead.ts). */
function runAheadHost(context: MachineContext, actions: ActionTable): RunAheadHost {
  const args = { context };
  const game = context.game;
  return {
    runProcedure: (name, params) => actions['runProcedure']!(args, { name, params }),
    act: (type, params) => {
      const run = actions[type];
      if (run === undefined) throw new EngineFault(`the run-ahead met unknown flow action "${type}"`);
      run(args, params as Params);
    },
    windowPassed: () => idleWindowPassed(game),
    windowStop: () => idleWindowStop(game),
    roundContinues: () => checkTimingContinues(game),
    test: (name, params) => testTitle(args, { name, params }),
    quiet: () => context.faults.length === 0 && quiet(game),
    faulted: () => context.faults.length > 0,
    ended: () => game.state.result !== null,
  };
}

function titleGuard(game: FlowContext, name: string, params: JsonObject): boolean {
  const test = game.title.guards.get(name);
  if (test === undefined) throw new EngineFault(`unknown guard "${name}"`);
  return test.test(game, params);
}

const resume = { type: 'tcg.resume' } as const;

/**
 * The context of a restored statechart. Its members are not enumerable: restoring a snapshot, XState
 * walks every enumerable object reachable from the context looking for actor references, which for a
 * whole game (state and title) cost over a millisecond per restore. (A started actor's context is built
 * by the machine from its input, which copies enumerable members only, so it keeps a plain object.)
 */
function machineContext(game: FlowContext): MachineContext {
  const context = {} as MachineContext;
  Object.defineProperty(context, 'game', { value: game, enumerable: false });
  Object.defineProperty(context, 'faults', { value: [], enumerable: false });
  Object.defineProperty(context, 'landing', { value: undefined, writable: true, enumerable: false });
  Object.defineProperty(context, 'entered', { value: undefined, writable: true, enumerable: false });
  return context;
}

/**
 * What `resolveState` makes of a flow value: whether the value was already whole (every compound state
 * given its child; what a running game writes) and the status there. Kept per machine and value (as JSON),
 * at most `valuesKept` per machine: a restore asks it for every game, and a game rests at a few dozen values.
 * `resolveState` throws for a value that is not a state of the machine; nothing is kept for it.
 */
const resolvedValues = new WeakMap<AnyStateMachine, Map<string, { whole: boolean; status: string }>>();
const valuesKept = 512;

function resolvedValue(machine: AnyStateMachine, value: unknown, context: MachineContext): { whole: boolean; status: string } {
  let values = resolvedValues.get(machine);
  if (values === undefined) resolvedValues.set(machine, (values = new Map()));
  const key = JSON.stringify(value);
  let known = values.get(key);
  if (known !== undefined) return known;
  const resolved = machine.resolveState({ value: value as never, context });
  known = { whole: JSON.stringify(resolved.value) === key, status: resolved.status };
  if (values.size >= valuesKept) values.clear();
  values.set(key, known);
  return known;
}

/**
 * Owns the one long-lived actor of a running game and drives it: run the work stack; when it is quiet,
 * let the statechart move on; stop at a decision or the end of the game.
 */
export class FlowDriver {
  /** A restored game's actor is made when the game first moves (see `resume`). */
  #actor: Actor<AnyStateMachine> | undefined;
  readonly #machine: AnyStateMachine;
  readonly #context: MachineContext;

  private constructor(machine: AnyStateMachine, context: MachineContext, actor?: Actor<AnyStateMachine>) {
    this.#machine = machine;
    this.#context = context;
    this.#actor = actor;
  }

  static start(machine: AnyStateMachine, game: FlowContext): FlowDriver {
    const context: MachineContext = { game, faults: [] };
    const actor = createActor(machine, { input: context });
    actor.start();
    const driver = new FlowDriver(machine, context, actor);
    driver.#send({ type: 'tcg.start' });
    return driver;
  }

  /**
   * The driver of a restored game, resting where its state says. The flow value is checked here (`resolveState`
   * throws for one that is not a state of the machine, which `restore()` reports), but the actor is made only
   * when the game first moves: making it was a tenth of a restore (issue 14, round 6), and a game restored
   * to be looked at (a view, its legal actions) never needs it.
   */
  static resume(machine: AnyStateMachine, game: FlowContext): FlowDriver {
    const context = machineContext(game);
    resolvedValue(machine, game.state.flow.value, context);
    return new FlowDriver(machine, context);
  }

  /** The actor, made on first use for a restored game from the flow value its state holds then. */
  get #running(): Actor<AnyStateMachine> {
    if (this.#actor !== undefined) return this.#actor;
    const machine = this.#machine;
    const context = this.#context;
    const value = context.game.state.flow.value;
    const known = resolvedValue(machine, value, context);
    // A value already whole is given to the actor as a persisted snapshot: the actor works out its state
    // nodes from it once (`resolveState` first, as before, worked them out twice; issue 14).
    const snapshot = known.whole
      ? { status: known.status, value, context, children: {}, historyValue: {}, output: undefined, error: undefined }
      : machine.resolveState({ value: value as never, context });
    const actor = createActor(machine, { snapshot: snapshot as never, input: context });
    actor.start();
    return (this.#actor = actor);
  }

  #send(event: { type: string }): void {
    const actor = this.#running;
    actor.send(event);
    const game = this.#context.game;
    game.state.flow.value = actor.getSnapshot().value as Json;
    const fault = this.#context.faults.shift();
    if (fault !== undefined) throw fault;
  }

  /** Restarts the flow at the beginning of a step (its entry procedures run); see `Game.startStep`. */
  jump(event: string): void {
    this.#send({ type: event });
  }

  /** Runs until a decision is pending or the game is over. */
  advance(runWork: (game: FlowContext) => void): void {
    const game = this.#context.game;
    for (let rounds = 0; ; rounds++) {
      if (rounds > settleBound(game)) {
        unsettled(game, `the flow does not settle at ${JSON.stringify(game.state.flow.value)}`);
        return;
      }
      runWork(game);
      const jump = takeRequestedJump(game);
      if (jump !== undefined) {
        this.#send({ type: jump });
        continue;
      }
      if (game.state.decision !== null) return;
      const before = this.#running.getSnapshot();
      this.#send(resume);
      if (game.state.result !== null) return;
      if (quiet(game) && this.#running.getSnapshot() === before) {
        throw new EngineFault(`the flow is stuck at ${JSON.stringify(game.state.flow.value)}`);
      }
    }
  }
}
