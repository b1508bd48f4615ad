import { expect, it } from 'vitest';
import { playKeywordGame } from '../test/support/kw-a-random.js';

const games = Number(process.env['SOAK_GAMES'] ?? 1000);

it(`[playout] soak: ${games} seeded random games between the keyword decks (14.17–14.40) end in a result with no error`, () => {
  const tally: Record<string, number> = {};
  const gamesWith: Record<string, number> = {};
  for (let seed = 1; seed <= games; seed++) {
    const summary = playKeywordGame(seed);
    tally[summary.result] = (tally[summary.result] ?? 0) + 1;
    for (const keyword of summary.keywords) gamesWith[keyword] = (gamesWith[keyword] ?? 0) + 1;
  }
  console.log(`${games} keyword-deck games, results ${JSON.stringify(tally)}, games per keyword ${JSON.stringify(gamesWith)}`);
  expect(Object.values(tally).reduce((a, b) => a + b, 0)).toBe(games);
}, 3_600_000);
