import type { GameState } from './game-state.js';

/** `T` with every member, at every depth, read-only (plain data only: no functions, maps or sets). */
export type DeepReadonly<T> = T extends readonly (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/** A game's state as tools may read it (`game.state`): the same data, typed so that nothing writes to it. */
export type ReadonlyState = DeepReadonly<GameState>;
