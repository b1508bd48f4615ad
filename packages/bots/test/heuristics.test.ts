import { buddyfightPlugin } from '@tcgkit/buddyfight';
import { buddyfightHeuristic } from '@tcgkit/buddyfight/bot';
import { buildDividePlugin } from '@tcgkit/build-divide';
import { buildDivideHeuristic } from '@tcgkit/build-divide/bot';
import { vanguardPlugin } from '@tcgkit/vanguard';
import { vanguardHeuristic } from '@tcgkit/vanguard/bot';
import { weissSchwarzPlugin } from '@tcgkit/weiss-schwarz';
import { weissSchwarzHeuristic } from '@tcgkit/weiss-schwarz/bot';
import { describe, expect, it } from 'vitest';
import { heuristicVersusRandom } from './support/heuristic-vs-random.js';

// A bounded sample for the default suite; `npm run test:soak` plays the full 200 games per title.
describe.each([
  ['vanguard', vanguardPlugin, vanguardHeuristic],
  ['build-divide', buildDividePlugin, buildDivideHeuristic],
  ['weiss-schwarz', weissSchwarzPlugin, weissSchwarzHeuristic],
  ['buddyfight', buddyfightPlugin, buddyfightHeuristic],
] as const)('%s heuristic bot', (_title, plugin, heuristic) => {
  // The limit is generous: on a loaded 2-core machine 24 games of a title take over a minute.
  it('[bots] beats the random bot in at least 80% of games, seats and decks rotated', () => {
    const match = heuristicVersusRandom(plugin, heuristic, 24);
    expect(match.rate).toBeGreaterThanOrEqual(0.8);
  }, 600_000);
});
