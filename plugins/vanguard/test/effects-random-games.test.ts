import { playSeededGames } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { effectsDecks, validateVanguardDeck, vanguardCards } from '../src/index.js';
import { effectsFeatures, effectsGames } from './support/effects-random-play.js';

const games = Number(process.env['VG_RANDOM_GAMES'] ?? 60);
const cards = new Map(vanguardCards.map((c) => [c.id, c]));

describe('seeded random games between the continuous-effects decks (gilded-chorus, toybox-echo)', () => {
  it('[vanguard cards] the continuous-effects decks are legal (8.1)', () => {
    for (const deck of effectsDecks) expect(validateVanguardDeck(deck, cards)).toEqual([]);
  });

  it(`[playout] ${games} random games each end, conserve cards, hide what they must, and together gain, share, copy, double, reach and nullify`, () => {
    const report = playSeededGames(effectsGames, games);
    expect(report.games).toBe(games);
    if (games >= 50) for (const feature of effectsFeatures) expect(report.gamesWith[feature] ?? 0, feature).toBeGreaterThan(0);
  }, 300_000);
});
