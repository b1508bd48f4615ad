import { genericHeuristic, type Heuristic } from '../heuristic-bot.js';
import { buildDivideHeuristic } from './build-divide.js';
import { vanguardHeuristic } from './vanguard.js';
import { weissSchwarzHeuristic } from './weiss-schwarz.js';

const byTitle: Readonly<Record<string, Heuristic>> = {
  vanguard: vanguardHeuristic,
  'build-divide': buildDivideHeuristic,
  'weiss-schwarz': weissSchwarzHeuristic,
};

/** The heuristic for a title, or the generic one for titles without their own. */
export function heuristicFor(title: string): Heuristic {
  return byTitle[title] ?? genericHeuristic;
}

export { vanguardHeuristic, buildDivideHeuristic, weissSchwarzHeuristic };
