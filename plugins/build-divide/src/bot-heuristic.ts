/**
 * `@tcgkit/build-divide/bot`: the title's heuristic for bots, named by the `tcgkit.heuristic` field of
 * this package's package.json so that `tcgkit play/sim` finds it. It reads only the player's view.
 *
 * @module bot
 */
import { countIn, latestIn, opponentIn, statIn, type Action, type Heuristic, type Seat } from '@tcgkit/kernel';

/**
 * Build Divide good sense: place one energy a turn (the weakest card), play units and commands in your
 * own turn, attack the player, block when the blocker wins or trades (or life runs low), and keep quick
 * cards rather than spend them in the opponent's turn.
 */
export const buildDivideHeuristic: Heuristic = {
  title: 'build-divide',
  score(action: Action, seat: Seat): number | undefined {
    const { view, player } = seat;
    const ownTurn = view.turn.player === player;
    switch (action.type) {
      case 'place-energy': {
        // Commands and small units make the best energy; strong units are worth playing instead. Once a
        // few energy are out, developing the board comes first.
        const energy = countIn(view, `${player}/energy`);
        return (energy < 5 ? 90 : 30) - statIn(view, action['card'], 'power') / 1000;
      }
      case 'play':
        return ownTurn ? 60 : 5;
      case 'activate':
        return ownTurn ? 40 : 5;
      case 'attack':
        return action['target'] === opponentIn(view, player) ? 75 : 65 + statIn(view, action['attacker'], 'power') / 10_000;
      case 'end-attacks':
        return 5;
      case 'block': {
        const blocker = statIn(view, action['blocker'], 'power');
        const attacker = statIn(view, latestIn(view, 'attack-declared')?.['attacker'], 'power', Infinity);
        if (blocker > attacker) return 50;
        if (blocker === attacker) return 40;
        return countIn(view, `${player}/life`) <= 3 ? 35 : 0;
      }
      case 'no-block':
        return 10;
      case 'pass':
        return ownTurn ? 2 : 10;
      default:
        // No Build Divide-specific opinion: the bot's generic scoring decides.
        return undefined;
    }
  },
};
