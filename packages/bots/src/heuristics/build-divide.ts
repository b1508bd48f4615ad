import type { Action } from '@tcgkit/kernel';
import type { Seat } from '../bot.js';
import { genericHeuristic, type Heuristic } from '../heuristic-bot.js';

/**
 * Build Divide good sense: place energy every turn, play what can be paid for, attack the player with
 * every unit, block when life runs low, and keep priority moving by passing when nothing is worth doing.
 */
export const buildDivideHeuristic: Heuristic = {
  title: 'build-divide',
  score(action: Action, seat: Seat): number {
    const { view, player } = seat;
    const ownTurn = view.turn.player === player;
    switch (action.type) {
      case 'place-energy':
        return 90;
      case 'play':
        return ownTurn ? 60 : 25;
      case 'activate':
        return ownTurn ? 40 : 20;
      case 'attack': {
        const opponent = view.players.find((p) => p.id !== player)!.id;
        return action['target'] === opponent ? 75 : 65;
      }
      case 'end-attacks':
        return 5;
      case 'block': {
        const life = view.zones[`${player}/life`]?.count ?? 0;
        return life <= 3 ? 50 : 0;
      }
      case 'pass':
        return ownTurn ? 2 : 10;
      default:
        return genericHeuristic.score(action, seat);
    }
  },
};
