import { playSeededGames } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { setADecks, validateVanguardDeck, vanguardCards } from '../src/index.js';
import { setAFeatures, setAGames, setAEngine } from './support/set-a-random.js';

const games = Number(process.env['VG_RANDOM_GAMES'] ?? 60);
const cards = new Map(vanguardCards.map((c) => [c.id, c]));

describe('seeded random games between the chapter-17 demo decks (stellar-chorus, gacha-warden; premium format)', () => {
  it('[vanguard cards] the chapter-17 demo decks are legal (8.1) in the premium format; a Gyze card may be in the G deck', () => {
    for (const deck of setADecks) {
      expect(validateVanguardDeck(deck, cards)).toEqual([]);
      expect(setAEngine.validateDeck('vanguard', deck, { format: 'premium' })).toEqual([]);
    }
  });

  it(`[playout] ${games} random games each end, conserve cards, hide what they must, and together play every set mechanism of 17.2–17.8, ultimate stride and Dress Boost`, () => {
    const report = playSeededGames(setAGames, games);
    expect(report.games).toBe(games);
    if (games >= 50) for (const feature of setAFeatures) expect(report.gamesWith[feature] ?? 0, feature).toBeGreaterThan(0);
  }, 300_000);
});
