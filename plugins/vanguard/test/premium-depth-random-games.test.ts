import { playSeededGames } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { premiumDepthDecks, validateVanguardDeck, vanguardCards } from '../src/index.js';
import { premiumDepthEngine, premiumDepthFeatures, premiumDepthGames } from './support/premium-depth-random.js';

const games = Number(process.env['VG_RANDOM_GAMES'] ?? 60);
const cards = new Map(vanguardCards.map((c) => [c.id, c]));

describe('seeded random games between the premium depth decks (bondflare-wyrms, chainwave-fleet; premium format)', () => {
  it('[vanguard cards] the premium depth decks are legal (8.1) in the premium format', () => {
    for (const deck of premiumDepthDecks) {
      expect(validateVanguardDeck(deck, cards)).toEqual([]);
      expect(premiumDepthEngine.validateDeck('vanguard', deck, { format: 'premium' })).toEqual([]);
    }
  });

  it(`[playout] ${games} random games each end, conserve cards, hide what they must, and together play legion by effect, rides by effect, hearts moved, G units on rear-guard circles, lock, control, "cannot stand" and damage to each vanguard`, () => {
    const report = playSeededGames(premiumDepthGames, games);
    console.log(`premium depth: games per mechanism ${JSON.stringify(report.gamesWith)}`);
    expect(report.games).toBe(games);
    if (games >= 50) for (const feature of premiumDepthFeatures) expect(report.gamesWith[feature] ?? 0, feature).toBeGreaterThan(0);
  }, 300_000);
});
