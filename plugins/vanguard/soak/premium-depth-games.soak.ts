import { playSeededGames } from '@tcgkit/testing';
import { expect, it } from 'vitest';
import { premiumDepthFeatures, premiumDepthGames } from '../test/support/premium-depth-random.js';

const games = Number(process.env['SOAK_GAMES'] ?? 1000);

it(`[playout] soak: ${games} seeded random games between the premium depth decks end with no error and play every mechanism they are built for`, () => {
  const report = playSeededGames(premiumDepthGames, games);
  console.log(`${games} premium depth deck games, games per mechanism ${JSON.stringify(report.gamesWith)}`);
  expect(report.games).toBe(games);
  for (const feature of premiumDepthFeatures) expect(report.gamesWith[feature] ?? 0, feature).toBeGreaterThan(0);
}, 3_600_000);
