import type { Action } from '@tcgkit/kernel';
import { countIn, opponentOf, statIn } from './view-facts.js';
import type { Seat } from '../bot.js';
import { genericHeuristic, type Heuristic } from '../heuristic-bot.js';

/**
 * Cardfight!! Vanguard good sense: ride every turn, fill empty circles (front row first), attack with
 * boosts, aim at the vanguard, and guard when the next hit could be the sixth damage.
 */
export const vanguardHeuristic: Heuristic = {
  title: 'vanguard',
  score(action: Action, seat: Seat): number {
    const { view, player } = seat;
    switch (action.type) {
      case 'ride':
        return action['discard'] === undefined ? 101 : 100;
      case 'call': {
        const circle = String(action['circle']);
        const empty = countIn(view, `${player}/field#${circle}`) === 0;
        return empty ? (circle.startsWith('f') ? 62 : 60) : 3;
      }
      case 'overdress':
        return 55;
      case 'order':
        return 35;
      case 'activate':
        return 40;
      case 'declare-attack':
        return 90;
      case 'attack': {
        const opponent = opponentOf(view, player);
        const atVanguard = action['target'] === view.zones[`${opponent}/field#vc`]?.cards[0]?.id;
        return 70 + (action['booster'] !== undefined ? 10 : 0) + (atVanguard ? 5 : 0);
      }
      case 'guard':
      case 'intercept':
      case 'blitz': {
        // Guard only when losing the next check could end the game (six damage, VG 13.2).
        const damage = countIn(view, `${player}/damage`);
        if (damage < 4) return 0;
        return 30 + statIn(view, Array.isArray(action['cards']) ? action['cards'][0] : undefined, 'power') / 1000;
      }
      case 'move':
        return 1;
      case 'pass':
        return view.turn.player === player ? 2 : 10;
      default:
        return genericHeuristic.score(action, seat);
    }
  },
};
