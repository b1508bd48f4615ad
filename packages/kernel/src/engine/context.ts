import type { TitleRuntime } from '../plugin/title-runtime.js';
import type { GameState } from '../state/game-state.js';

/**
 * What every rule function receives: the game's plain state (mutated in place inside `act()`) and the
 * title's wiring, resolved once at start-up. Rule code is free functions over this pair.
 */
export interface GameContext {
  state: GameState;
  readonly title: TitleRuntime;
}
