import { formatSeededGames, playSeededGames } from '@tcgkit/testing';
import { expect, it } from 'vitest';
import { buddyfightFeatures, buddyfightGames } from '../test/support/buddyfight-random.js';

const games = Number(process.env['SOAK_GAMES'] ?? 1000);

it(`[playout] soak: ${games} seeded random games between the Buddyfight decks (17.17) end in a result with no error and use every mechanism`, () => {
  const started = performance.now();
  const report = playSeededGames(buddyfightGames, games);
  console.log(formatSeededGames(report, (performance.now() - started) / 1000));
  expect(report.games).toBe(games);
  for (const feature of buddyfightFeatures) expect(report.gamesWith[feature] ?? 0, feature).toBeGreaterThan(0);
}, 3_600_000);
