import { buddyfightPlugin } from '@tcgkit/buddyfight';
import { buddyfightHeuristic } from '@tcgkit/buddyfight/bot';
import { buildDividePlugin } from '@tcgkit/build-divide';
import { buildDivideHeuristic } from '@tcgkit/build-divide/bot';
import { vanguardPlugin } from '@tcgkit/vanguard';
import { vanguardHeuristic } from '@tcgkit/vanguard/bot';
import { weissSchwarzPlugin } from '@tcgkit/weiss-schwarz';
import { weissSchwarzHeuristic } from '@tcgkit/weiss-schwarz/bot';
import { describe, expect, it } from 'vitest';
import { heuristicVersusRandom } from '../test/support/heuristic-vs-random.js';

const games = Number(process.env['SOAK_GAMES'] ?? 200);

describe.each([
  ['vanguard', vanguardPlugin, vanguardHeuristic],
  ['build-divide', buildDividePlugin, buildDivideHeuristic],
  ['weiss-schwarz', weissSchwarzPlugin, weissSchwarzHeuristic],
  ['buddyfight', buddyfightPlugin, buddyfightHeuristic],
] as const)('%s heuristic bot (soak)', (title, plugin, heuristic) => {
  it(`[bots] beats the random bot in at least 80% of ${games} games`, () => {
    const match = heuristicVersusRandom(plugin, heuristic, games, 10_000);
    console.log(`${title}: heuristic won ${match.heuristicWins} of ${match.games} games (${(100 * match.rate).toFixed(1)}%)`);
    expect(match.rate).toBeGreaterThanOrEqual(0.8);
  });
});
