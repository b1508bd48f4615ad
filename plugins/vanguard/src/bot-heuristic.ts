/**
 * `@tcgkit/vanguard/bot`: the title's heuristic for bots, named by the `tcgkit.heuristic` field of this
 * package's package.json so that `tcgkit play/sim` finds it. It reads only the player's view.
 *
 * @module bot
 */
import { countIn, opponentIn, statIn, type Action, type Heuristic, type Seat } from '@tcgkit/kernel';

/**
 * Cardfight!! Vanguard good sense: ride every turn, fill empty circles (front row first), attack with
 * boosts, aim at the vanguard, and guard when the next hit could be the sixth damage.
 */
export const vanguardHeuristic: Heuristic = {
  title: 'vanguard',
  score(action: Action, seat: Seat): number | undefined {
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
        const opponent = opponentIn(view, player);
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
        // No Vanguard-specific opinion: the bot's generic scoring decides.
        return undefined;
    }
  },
};
