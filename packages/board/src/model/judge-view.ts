import type { Game, GameView } from '@tcgkit/kernel';

/**
 * The judge's view: everything, including hidden zones, face-down cards and every player's decision
 * (the kernel's `game.judgeView()`, with the whole log). A player's seat is only ever given `game.view(player)`.
 */
export function judgeView(game: Game): GameView {
  return game.judgeView({ log: Infinity });
}
