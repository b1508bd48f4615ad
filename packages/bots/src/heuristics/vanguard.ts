import type { Action, GameView } from '@tcgkit/kernel';
import type { Seat } from '../bot.js';
import { genericHeuristic, type Heuristic } from '../heuristic-bot.js';

const count = (view: GameView, key: string): number => view.zones[key]?.count ?? 0;

/** A unit's current power as the viewer sees it (0 when not visible). */
function power(view: GameView, cardId: unknown): number {
  for (const zone of Object.values(view.zones)) {
    const card = zone.cards.find((c) => c.id === cardId);
    const value = card?.stats?.['power'];
    if (typeof value === 'number') return value;
  }
  return 0;
}

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
        const empty = count(view, `${player}/field#${circle}`) === 0;
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
        const opponent = view.players.find((p) => p.id !== player)!.id;
        const atVanguard = action['target'] === view.zones[`${opponent}/field#vc`]?.cards[0]?.id;
        return 70 + (action['booster'] !== undefined ? 10 : 0) + (atVanguard ? 5 : 0);
      }
      case 'guard':
      case 'intercept':
      case 'blitz': {
        // Guard only when losing the next check could end the game (six damage, VG 13.2).
        const damage = count(view, `${player}/damage`);
        if (damage < 4) return 0;
        return 30 + power(view, Array.isArray(action['cards']) ? action['cards'][0] : undefined) / 1000;
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
