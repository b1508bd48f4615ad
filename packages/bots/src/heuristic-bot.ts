import {
  answerCount,
  isSelectAnswers,
  listAnswers,
  nextInt,
  seedRng,
  type Action,
  type Heuristic,
  type LegalAction,
  type RngState,
  type Seat,
  type SelectAnswers,
} from '@tcgkit/kernel';
import type { Bot } from './bot.js';

/** Up to this many answers a select's are all scored; past it the bot builds its choice greedily. */
const scoredInFull = 512;

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
      const best = bestOf(
        candidates(seat.legal, (action) => score(action, seat), rng),
        (action) => score(action, seat),
      );
      if (best.length === 0) throw new Error(`no legal action for ${seat.player}`);
      return best[nextInt(rng, best.length)]!;
    },
  };
}

/** The actions scoring highest, in the order given (ties are broken by the caller's seeded draw). */
function bestOf(actions: readonly Action[], score: (action: Action) => number): Action[] {
  let best: Action[] = [];
  let bestScore = -Infinity;
  for (const action of actions) {
    const value = score(action);
    if (value > bestScore) {
      best = [action];
      bestScore = value;
    } else if (value === bestScore) {
      best.push(action);
    }
  }
  return best;
}

/**
 * The answers worth scoring: every listed action, and a select's answers in full when they are few
 * (`scoredInFull`); past that, a choice built greedily (`greedyChoices`), since scoring every subset of
 * a large select is out of reach and scoring only the first few would always favour the first options.
 */
function candidates(legal: readonly LegalAction[], score: (action: Action) => number, rng: RngState): Action[] {
  const out: Action[] = [];
  for (const entry of legal) {
    if (!isSelectAnswers(entry)) out.push(entry);
    else if (answerCount([entry]) <= BigInt(scoredInFull)) out.push(...listAnswers([entry], scoredInFull));
    else out.push(...greedyChoices(entry, score, rng));
  }
  return out;
}

/**
 * Grows a choice one option at a time, each time adding the option whose choice scores best (ties drawn
 * at random), and returns every choice of an allowed size met on the way: with a heuristic that scores
 * each option's worth, the best of them is the best choice.
 */
function greedyChoices(answers: SelectAnswers, score: (action: Action) => number, rng: RngState): Action[] {
  const { options, min, max } = answers.select;
  const choice: string[] = [];
  const found: Action[] = [];
  const answer = (ids: string[]): Action => ({ type: 'choose', player: answers.player, choice: ids });
  if (min <= 0) found.push(answer([]));
  while (choice.length < Math.min(max, options.length)) {
    const next = options.filter((id) => !choice.includes(id)).map((id) => answer([...choice, id]));
    const best = bestOf(next, score);
    const picked = best[nextInt(rng, best.length)]!;
    choice.push(...(picked['choice'] as string[]).slice(choice.length));
    if (choice.length >= min) found.push(answer([...choice]));
  }
  return found;
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
