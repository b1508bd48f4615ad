import { isSelectAnswers, type Action, type LegalAction } from '../state/actions.js';
import type { GameState } from '../state/game-state.js';

/** All the cache needs of the game: its state. */
interface HasState {
  readonly state: GameState;
}

/**
 * The legal answers to the pending decision, computed at most once per decision (issue 14): the play
 * process lists a holder's moves anyway to see whether it may pass for them (`autoPass`), and what it
 * found serves `legalActions()` and then `act()`'s validation (an answer equal to one of them is legal
 * by construction, so the move's own checks need not run again).
 *
 * Never persisted: it is keyed by the state object (a restore or a rollback makes a new one, and so
 * starts empty) and by the decision's id. A `stamp` of the counters every zone move and object creation
 * advances guards against positions edited by hand between the decision and the answer (tests, tools).
 * `legalActions()` takes a list made by the play process only once (`served`) and otherwise lists
 * afresh, so asking twice always reflects the position as it is. `act()` compares only with a list a
 * caller has been given (`served`): an answer sent without asking is checked in full, so a position
 * edited by hand after the decision was asked (tests, tools) is judged as it now is.
 */
interface Entry {
  decision: number;
  stamp: string;
  actions: readonly LegalAction[];
  served: boolean;
}

const entries = new WeakMap<GameState, Entry>();

function stamp(state: GameState): string {
  const c = state.counters;
  return `${c.nextObject}:${c.timestamp}:${c.nextId}:${state.turn.number}:${state.log.length}`;
}

/** Remembers `actions` as the legal answers to the decision with id `decision`. */
export function rememberLegal(ctx: HasState, decision: number, actions: readonly LegalAction[], served = false): void {
  entries.set(ctx.state, { decision, stamp: stamp(ctx.state), actions, served });
}

/**
 * The remembered answers to the pending decision, or `undefined`: for `serve` (`legalActions()`) a list
 * no caller has been given yet, which is then marked as given; for `check` (`act()`) a list that was given.
 */
export function recalledLegal(ctx: HasState, use: 'serve' | 'check'): readonly LegalAction[] | undefined {
  const state = ctx.state;
  const entry = entries.get(state);
  if (entry === undefined || state.decision === null || entry.decision !== state.decision.id) return undefined;
  if (entry.stamp !== stamp(state)) {
    entries.delete(state);
    return undefined;
  }
  if (use === 'check') return entry.served ? entry.actions : undefined;
  if (entry.served) return undefined;
  entry.served = true;
  return entry.actions;
}

export function forgetLegal(ctx: HasState): void {
  entries.delete(ctx.state);
}

/**
 * Whether `action` (plain data: `act()` copied it) is one of `legal`, field by field. The `decision` id
 * an answer may carry has been checked by then and is not part of the comparison. A select's listed
 * `SelectAnswers` describes answers and is none itself: an answer to a select is always checked in full
 * (cheap), and the description sent back as if it were an answer is refused there.
 */
export function isListed(action: Action, legal: readonly LegalAction[]): boolean {
  for (const candidate of legal) if (!isSelectAnswers(candidate) && sameAction(action, candidate)) return true;
  return false;
}

function sameAction(a: Action, b: Action): boolean {
  if (a.type !== b.type || a.player !== b.player) return false;
  let fields = 0;
  for (const key in a) {
    if (key === 'decision') continue;
    fields++;
    if (!Object.hasOwn(b, key) || !sameJson(a[key], b[key])) return false;
  }
  for (const key in b) if (key !== 'decision') fields--;
  return fields === 0;
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  for (const key of keys) if (!Object.hasOwn(right, key) || !sameJson(left[key], right[key])) return false;
  return true;
}

/** A copy of a listed action (its arrays and objects too), for a caller free to change it. */
export function copyAction<T extends LegalAction>(action: T): T {
  return copyJson(action) as T;
}

/** `value` is an object or array of plain data; a field that holds no object is taken as it is, without a call (issue 14). */
function copyJson(value: object): unknown {
  if (Array.isArray(value)) {
    const out: unknown[] = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      out[i] = typeof item === 'object' && item !== null ? copyJson(item) : item;
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const field = (value as Record<string, unknown>)[key];
    out[key] = typeof field === 'object' && field !== null ? copyJson(field) : field;
  }
  return out;
}
