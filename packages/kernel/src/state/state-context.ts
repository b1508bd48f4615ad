import type { GameState } from './game-state.js';

/**
 * The game as a function that reads and writes only the state sees it. Every floor's context (up to the
 * engine's `GameContext`) extends this one with the parts of the title's wiring that floor reads.
 */
export interface StateContext {
  state: GameState;
}
