import type { Action, AnyDecision, GameView, PlayerId } from '@tcgkit/kernel';

/**
 * What a bot is shown: its own view of the game (hidden information redacted by the engine) and the
 * legal answers to the decision it faces. Bots never see `GameState`.
 */
export interface Seat {
  player: PlayerId;
  decision: AnyDecision;
  view: GameView;
  legal: readonly Action[];
}

export interface Bot {
  readonly name: string;
  act(seat: Seat): Action;
}
