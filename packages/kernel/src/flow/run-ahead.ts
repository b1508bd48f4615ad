import type { JsonObject } from '../state/json.js';
import type { ActionCall } from '../windows/play-timing.js';
import type { IdleResume, IdleStep } from '../windows/window-kind.js';

/**
 * The turn's linear stretches as data, so that a run of states that rest nowhere costs one statechart step
 * (issue 14). Most of a Build Divide decision's statechart steps were such stretches: a procedure that ran
 * quietly, a goto whose guard was read, a window nobody could act in, the next procedure… each one XState
 * microstep (exit set, entry set, a new snapshot). The flow compiler records every procedure, goto run, step
 * check-timing round and foldable window state here (`FlowNode`, by its absolute state id); the entry of a procedure or goto state
 * then runs the states after it itself, in the order and with the actions the chart would run them, for as
 * long as the game stays quiet (`runAhead` in flow-machine.ts). Where it has to stop, the chart is moved to
 * that state in one step (a "land" event, `landEvent`): a state whose entry already ran is not run again
 * (`Landing.ran`); a state the run-ahead does not know (a window kind without an idle state, the turn's own
 * entry) is entered as usual.
 *
 * So the game is the same, action for action: only the states in between are not entered one by one.
 * Where the chart rests (and so `flow.value`, snapshots and positions) is unchanged.
 */
export type FlowNode = ProcedureNode | GotoNode | WindowNode | TurnEndNode | CheckTimingNode;

/** A procedure state (`{ do }`): runs the procedure, then goes on to `next` once quiet. */
export interface ProcedureNode {
  kind: 'do';
  name: string;
  params: JsonObject;
  next: string;
}

/** A run of gotos: the first branch whose title guard holds (or that has none) jumps; otherwise `next`. */
export interface GotoNode {
  kind: 'goto';
  branches: readonly { test?: { name: string; params: JsonObject }; target: string }[];
  next: string;
}

/**
 * A play timing whose kind starts in the idle state (`WindowChartBuild.idle`): entering it runs `entry` (the
 * window's own entry: open, set the holder) and the idle state's `passIdleWindow`; when that passed the
 * window whole, `leave` (the window's exit actions, then the idle transition's) and on to `next`.
 */
export interface WindowNode {
  kind: 'window';
  entry: readonly ActionCall[];
  idle: { steps: readonly IdleStep[]; resume: readonly IdleResume[] };
  leave: readonly ActionCall[];
  /** Per resume offer, the state the chart lands in when the idle steps stopped there (`WindowFold.stops`). */
  stops: readonly (string | undefined)[];
  next: string;
}

/**
 * A round state of a step's check timing (`checkTiming`; the sub-chart of windows/check-timing.ts): runs one round
 * (`checkTimingRound`), then, once quiet, another round in its sibling state `again` when this one did something
 * (`checkTimingContinues`), or on to `next`. Most check timings do nothing: each was two statechart steps (enter
 * the round, leave it) between the procedures around it, which the run-ahead now goes through in none.
 */
export interface CheckTimingNode {
  kind: 'check-timing';
  again: string;
  next: string;
}

/** `next-turn`: the turn ends (`endTurn`) and the first phase follows unconditionally. */
export interface TurnEndNode {
  kind: 'turn-end';
  next: string;
}

/**
 * Where a run-ahead stopped: the state to move to, and whether its entry already ran there. With `offer`, `at` is
 * the state of a window's offer that the window's idle steps stopped at: the window's entry ran, the offer's has
 * not (`offerPlay` runs it, and takes the landing).
 */
export interface Landing {
  at: string;
  ran: boolean;
  offer?: true;
  /**
   * The run-ahead started in a window's idle state and left the window, running its exit actions itself: the
   * window state's own exit (`closeWindow`) does nothing when the land event leaves it.
   */
  closed?: true;
}

/** The event that moves the chart to the state `at` (handled by the `turn` and `setup` states). */
export function landEvent(at: string): string {
  return `tcg.land:${at}`;
}

/** The segment a state is in (`#game.setup.` or `#game.turn.`): its land events are handled there, so a run-ahead never crosses one. */
export function segmentOf(id: string): string {
  return id.startsWith('#game.setup.') ? '#game.setup.' : '#game.turn.';
}

/** The flow program: nodes by absolute state id, and how a transition target leads to a node. */
export class FlowProgram {
  /** `false`: compiled without the run-ahead (`FlowOptions`), every state entered one by one. */
  readonly enabled: boolean;
  /** Whether a window's idle check timings are skipped by its transitions (compile-flow.ts `FlowOptions`). */
  readonly skipIdleCheckTimings: boolean;
  constructor(enabled = true, skipIdleCheckTimings = true) {
    this.enabled = enabled;
    this.skipIdleCheckTimings = skipIdleCheckTimings;
  }
  readonly nodes = new Map<string, FlowNode>();
  /** Absolute ids of states with no entry that go straight on to a child or target (compound, empty step). */
  readonly passThrough = new Map<string, string>();
  readonly #resolved = new Map<string, string | undefined>();

  /** The node entered when the chart goes to `target`, or `undefined` when entering it runs something else. */
  resolve(target: string): string | undefined {
    if (this.#resolved.has(target)) return this.#resolved.get(target);
    let at: string | undefined = target;
    for (let hops = 0; at !== undefined && !this.nodes.has(at) && hops < 64; hops++) at = this.passThrough.get(at);
    const node = at !== undefined && this.nodes.has(at) ? at : undefined;
    this.#resolved.set(target, node);
    return node;
  }
}

/** What the run-ahead calls: the flow machine's own actions and guards, faults kept as its states keep them. */
export interface RunAheadHost {
  /** Runs a procedure as a procedure state's entry runs it. */
  runProcedure(name: string, params: JsonObject): void;
  /** Runs an action of the flow machine by name, as a state's entry or a transition runs it. */
  act(type: string, params: JsonObject): void;
  /** Whether `passIdleWindow` just passed the open window whole (`idleWindowPassed`). */
  windowPassed(): boolean;
  /** The offer `passIdleWindow` just stopped at in the open window, if it did (`idleWindowStop`). */
  windowStop(): number | undefined;
  /** Whether the check-timing round just run did something, so another follows (`checkTimingContinues`). */
  roundContinues(): boolean;
  /** A title guard, as the goto states read it. */
  test(name: string, params: JsonObject): boolean;
  /** The chart's `quiet` guard: no work, decision or result (and no fault). */
  quiet(): boolean;
  faulted(): boolean;
  /** The game has a result: the chart leaves for `game-over` from wherever it is. */
  ended(): boolean;
}

/** More states than any linear stretch of a turn has: past this the run-ahead lands and goes on from there. */
const maxNodes = 512;

/**
 * Runs the state `start` (whose entry this is) and the states after it while the chart would go on through
 * them without resting, exactly as their entries and transitions would run; returns where the chart is to move
 * (`undefined`: stay, the state's own transitions apply). It stops
 * - after a procedure or check-timing round that left work, a decision or a result, or a window that was not
 *   passed whole: the chart lands in that state, whose entry has run (`ran`);
 * - before a state it does not know (a window kind without an idle state, a check timing inside a window) or
 *   past the bound: the chart lands there and enters it as usual;
 * - at a transition to another segment (set-up into the turn, whose entry runs): it lands on the state it is
 *   in, whose own transition then runs as usual;
 * - at a fault or the end of the game: it stays, as the chart's guards then stop it too.
 */
export function runAhead(program: FlowProgram, host: RunAheadHost, start: string, inWindow = false): Landing | undefined {
  const segment = segmentOf(start);
  const first = program.nodes.get(start);
  if (first === undefined || (first.kind === 'goto' && !host.quiet())) return undefined;
  let at = start;
  let node: FlowNode = first;
  // Set once a run-ahead from a window's idle state left that window: the chart must then land, never stay there.
  let left = false;
  const land = (to: Landing | undefined): Landing | undefined => (left ? { ...(to ?? { at, ran: true }), closed: true } : to);
  for (let count = 0; ; count++) {
    let target: string;
    // Whether the transition out of this state waits for quiet (procedures and gotos) or is taken at once.
    let waits = true;
    switch (node.kind) {
      case 'do':
        host.runProcedure(node.name, node.params);
        target = node.next;
        break;
      case 'goto':
        target = node.next;
        for (const branch of node.branches) {
          if (branch.test === undefined || host.test(branch.test.name, branch.test.params)) {
            target = branch.target;
            break;
          }
        }
        break;
      case 'window': {
        // Started in the window's idle state (`inWindow`): the chart entered the window and ran its entry.
        const inside = inWindow && at === start;
        if (!inside) for (const call of node.entry) host.act(call.type, call.params);
        host.act('passIdleWindow', { steps: node.idle.steps as never, resume: node.idle.resume as never });
        if (host.faulted() || host.ended()) return land(undefined);
        // Stopped at an offer: the chart moves straight to the state that makes it (one step, not two); from the
        // idle state its own transitions go there.
        if (!host.windowPassed()) {
          if (inside) return undefined;
          const stop = host.windowStop();
          const offer = stop === undefined ? undefined : node.stops[stop];
          return land(offer === undefined ? landing(start, at, true) : { at: offer, ran: true, offer: true });
        }
        // Passed whole, the window is left by its own transition when what follows is not the run-ahead's.
        if (!landable(node.next, segment) || program.resolve(node.next) === start) return land(landing(start, at, true));
        for (const call of node.leave) host.act(call.type, call.params);
        left ||= inside;
        target = node.next;
        waits = false;
        break;
      }
      case 'check-timing':
        host.act('checkTimingRound', {});
        // Read once quiet (below), as the round's transitions are: another round, or on.
        target = host.roundContinues() ? node.again : node.next;
        break;
      case 'turn-end':
        host.act('endTurn', {});
        target = node.next;
        waits = false;
        break;
    }
    if (host.faulted() || host.ended()) return land(undefined);
    if (waits && !host.quiet()) return land(landing(start, at, true));
    // The start state again (a turn went by with nothing to decide): the chart goes there by a transition of
    // its own, as landing on the state it is in would leave XState's snapshot unchanged and end its run.
    if (!landable(target, segment)) return land(landing(start, at, true));
    const next = program.resolve(target);
    if (next === start) return land(landing(start, at, true));
    if (next === undefined) return count === 0 && !left ? undefined : land({ at: target, ran: false });
    const following = program.nodes.get(next)!;
    if (
      count >= maxNodes ||
      // A goto reads its guards only when quiet (after a window or the turn's end it may not be): it rests there.
      (following.kind === 'goto' && !host.quiet()) ||
      // The turn's end is left unconditionally: into the start state, it is entered as usual.
      (following.kind === 'turn-end' && program.resolve(following.next) === start)
    )
      return land({ at: next, ran: false });
    at = next;
    node = following;
  }
}

function landable(target: string, segment: string): boolean {
  return target.startsWith(segment);
}

/** Where to land: nowhere when it stopped on the state it started from (its own transitions apply). */
function landing(start: string, at: string, ran: boolean): Landing | undefined {
  return at === start && ran ? undefined : { at, ran };
}
