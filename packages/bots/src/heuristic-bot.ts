import { nextInt, seedRng, type Action } from '@tcgkit/kernel';
import type { Bot, Seat } from './bot.js';

/**
 * A title's sense of what is good: a score per legal action (higher is better). Ties are broken at
 * random (seeded), so two heuristic bots still play varied games.
 */
export interface Heuristic {
  /** The title id this heuristic knows, or `*` for any title. */
  title: string;
  score(action: Action, seat: Seat): number;
}

export function heuristicBot(heuristic: Heuristic, seed: number): Bot {
  const rng = seedRng(seed);
  return {
    name: `heuristic:${heuristic.title}`,
    act(seat) {
      let best: Action[] = [];
      let bestScore = -Infinity;
      for (const action of seat.legal) {
        const score = heuristic.score(action, seat);
        if (score > bestScore) {
          best = [action];
          bestScore = score;
        } else if (score === bestScore) {
          best.push(action);
        }
      }
      if (best.length === 0) throw new Error(`no legal action for ${seat.player}`);
      return best[nextInt(rng, best.length)]!;
    },
  };
}

/** Moves that put force on the table, by how much a generic player wants them in their own turn. */
const eagerness: Record<string, number> = {
  attack: 60,
  ride: 50,
  call: 40,
  'place-energy': 45,
  cast: 30,
  play: 30,
  activate: 20,
};

/**
 * Title-agnostic good sense: in your own turn, develop and attack rather than pass; in the opponent's,
 * answer only with moves that defend; say yes to optional benefits; take as many chosen cards as allowed.
 */
export const genericHeuristic: Heuristic = {
  title: '*',
  score(action, seat) {
    if (action.type === 'concede') return -1000;
    const ownTurn = seat.view.turn.player === seat.player;
    if (action.type === 'pass') return ownTurn ? 0 : 10;
    if (action.type === 'choose') {
      const choice = Array.isArray(action['choice']) ? action['choice'] : [];
      if (choice.includes('yes')) return 5;
      if (choice.includes('no')) return 1;
      return choice.length;
    }
    if (!ownTurn) return ['guard', 'intercept', 'block', 'counter'].some((t) => action.type.includes(t)) ? 20 : 5;
    return eagerness[action.type] ?? 10;
  },
};
