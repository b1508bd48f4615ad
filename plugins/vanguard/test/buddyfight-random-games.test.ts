import { playSeededGames } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { buddyfightDecks, validateVanguardDeck, vanguardCards } from '../src/index.js';
import { buddyfightFeatures, buddyfightGames } from './support/buddyfight-random.js';

const games = Number(process.env['VG_RANDOM_GAMES'] ?? 60);
const cards = new Map(vanguardCards.map((c) => [c.id, c]));

describe('seeded random games between the Buddyfight demo decks (skyforge-drakes, moonblade-ronin)', () => {
  it('[vanguard cards] the Buddyfight demo decks are legal (8.1), with one Flag each (17.17.3.1)', () => {
    for (const deck of buddyfightDecks) expect(validateVanguardDeck(deck, cards)).toEqual([]);
  });

  it(`[playout] ${games} random games each end, conserve cards, hide what they must, and together use every Buddyfight mechanism of the decks`, () => {
    const report = playSeededGames(buddyfightGames, games);
    expect(report.games).toBe(games);
    if (games >= 50) for (const feature of buddyfightFeatures) expect(report.gamesWith[feature] ?? 0, feature).toBeGreaterThan(0);
  }, 300_000);
});
