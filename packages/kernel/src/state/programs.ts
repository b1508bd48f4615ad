import type { Action } from './actions.js';
import type { PlayerId } from './ids.js';
import type { Json, JsonObject } from './json.js';

/*
 * Effect programs as the plain data a game state holds (pending abilities, delayed triggers, stack items,
 * effect work units carry them). The instruction language that checks and runs them is the effects floor.
 */

/** One step of an effect program: a registered verb and its parameters, e.g. `{ do: 'draw', count: 1 }`. */
export interface Instruction {
  do: string;
  [param: string]: Json;
}

/** A condition as data: a registered test with parameters, or a combination. */
export type Predicate = { all: Predicate[] } | { any: Predicate[] } | { not: Predicate } | { test: string; [param: string]: Json };

/** The context an effect program runs in: who controls it, its source, what triggered it, its variables. */
export interface EffectFrame {
  controller: PlayerId;
  source?: string;
  event?: { seq: number; type: string; player?: PlayerId; detail?: JsonObject };
  /** Values earlier instructions stored (chosen targets, counts), by name. */
  vars: JsonObject;
  /** The answer to the decision the current instruction asked, present only while it resumes. */
  answer?: Action;
}

/**
 * How instruction parameters name things. Players: `you`, `opponent`, `turn-player`, `non-turn-player`,
 * `owner` / `controller` (of the source), `event-player`, or `{ var }`. Cards: `self`, `event-card`,
 * `{ var }`, a list of ids, or a selector `{ zone, player?, where?, top? }`. Numbers: a number, `{ var }`,
 * or `{ count: <cards> }`.
 */
export interface Selector {
  zone: string | string[];
  player?: string;
  where?: Predicate;
  /** Only the first N cards of each zone (top of deck). */
  top?: number;
  [param: string]: Json | undefined;
}
