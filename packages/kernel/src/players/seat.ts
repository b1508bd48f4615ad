import type { AnyDecision, LegalAction } from '../decisions/decision.js';
import type { GameView } from '../engine/view.js';
import type { PlayerId } from '../state/index.js';

/**
 * What a player program (a bot) is shown at a decision: its own view of the game, with hidden
 * information already redacted by the engine, and the legal answers. It never contains `GameState`.
 */
export interface Seat {
  player: PlayerId;
  decision: AnyDecision;
  view: GameView;
  /** The legal answers; a select's are described by one `SelectAnswers` entry (draw one with `pickAnswer`). */
  legal: readonly LegalAction[];
}
