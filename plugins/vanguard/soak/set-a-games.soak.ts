import { playSeededGames } from '@tcgkit/testing';
import { expect, it } from 'vitest';
import { setAFeatures, setAGames } from '../test/support/set-a-random.js';

const games = Number(process.env['SOAK_GAMES'] ?? 1000);

it(`[playout] soak: ${games} seeded random games between the chapter-17 decks (premium format) end with no error and play every set mechanism`, () => {
  const report = playSeededGames(setAGames, games);
  console.log(`${games} chapter-17 deck games, games per mechanism ${JSON.stringify(report.gamesWith)}`);
  expect(report.games).toBe(games);
  for (const feature of setAFeatures) expect(report.gamesWith[feature] ?? 0, feature).toBeGreaterThan(0);
}, 3_600_000);
