import { buildDividePlugin } from '@tcgkit/build-divide';
import { vanguardPlugin } from '@tcgkit/vanguard';
import { weissSchwarzPlugin } from '@tcgkit/weiss-schwarz';
import { describe, expect, it } from 'vitest';
import { heuristicVersusRandom } from './support/heuristic-vs-random.js';

// A bounded sample for the default suite; `npm run test:soak` plays the full 200 games per title.
describe.each([
  ['vanguard', vanguardPlugin],
  ['build-divide', buildDividePlugin],
  ['weiss-schwarz', weissSchwarzPlugin],
] as const)('%s heuristic bot', (_title, plugin) => {
  it('[bots] beats the random bot in at least 80% of games, seats and decks rotated', () => {
    const match = heuristicVersusRandom(plugin, 24);
    expect(match.rate).toBeGreaterThanOrEqual(0.8);
  });
});
