import { nextInt, seedRng, type Action, type Heuristic, type Seat } from '@tcgkit/kernel';
import type { Bot } from './bot.js';

/**
 * The best-scored legal action, ties broken at random (seeded), so two heuristic bots still play varied
 * games. A title's heuristic (contributed by the title package, `Heuristic` in the kernel) scores the
 * actions it knows; `genericHeuristic` scores the rest, and every action when no heuristic is given.
 */
export function heuristicBot(heuristic: Heuristic | undefined, seed: number): Bot {
  const rng = seedRng(seed);
  const score = (action: Action, seat: Seat): number => heuristic?.score(action, seat) ?? genericHeuristic.score(action, seat);
  return {
    name: `heuristic:${heuristic?.title ?? genericHeuristic.title}`,
    act(seat) {
      let best: Action[] = [];
      let bestScore = -Infinity;
      for (const action of seat.legal) {
        const value = score(action, seat);
        if (value > bestScore) {
          best = [action];
          bestScore = value;
        } else if (value === bestScore) {
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
 * It scores every action (never `undefined`).
 */
export const genericHeuristic = {
  title: '*',
  score(action: Action, seat: Seat): number {
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
} satisfies Heuristic;
