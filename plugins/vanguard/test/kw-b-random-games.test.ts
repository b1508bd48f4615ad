import { playSeededGames } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { validateVanguardDeck, vanguardCards, vanguardDecks } from '../src/index.js';
import { keywordGames, kwBFeatures } from './support/kw-b-random-play.js';

const games = Number(process.env['VG_RANDOM_GAMES'] ?? 60);
const cards = new Map(vanguardCards.map((c) => [c.id, c]));

describe('seeded random games between the keyword demo decks (gilded-wings, toybox-troupe)', () => {
  it('[vanguard cards] the keyword demo decks are legal (8.1), with one Ace Unit and one Regalis Piece each at most', () => {
    for (const deck of vanguardDecks.filter((d) => d.name === 'gilded-wings' || d.name === 'toybox-troupe'))
      expect(validateVanguardDeck(deck, cards)).toEqual([]);
  });

  it(`[playout] ${games} random games each end, conserve cards, hide what they must, and together play every keyword of 14.41–14.63 implemented`, () => {
    const report = playSeededGames(keywordGames, games);
    expect(report.games).toBe(games);
    if (games >= 50) for (const feature of kwBFeatures) expect(report.gamesWith[feature] ?? 0, feature).toBeGreaterThan(0);
  }, 300_000);
});
