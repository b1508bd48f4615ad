import { buildDividePlugin } from '@tcgkit/build-divide';
import { vanguardPlugin } from '@tcgkit/vanguard';
import { weissSchwarzPlugin } from '@tcgkit/weiss-schwarz';
import { describe, expect, it } from 'vitest';
import { heuristicVersusRandom } from '../test/support/heuristic-vs-random.js';

const games = Number(process.env['SOAK_GAMES'] ?? 200);

describe.each([
  ['vanguard', vanguardPlugin],
  ['build-divide', buildDividePlugin],
  ['weiss-schwarz', weissSchwarzPlugin],
] as const)('%s heuristic bot (soak)', (title, plugin) => {
  it(`[bots] beats the random bot in at least 80% of ${games} games`, () => {
    const match = heuristicVersusRandom(plugin, games, 10_000);
    console.log(`${title}: heuristic won ${match.heuristicWins} of ${match.games} games (${(100 * match.rate).toFixed(1)}%)`);
    expect(match.rate).toBeGreaterThanOrEqual(0.8);
  });
});
