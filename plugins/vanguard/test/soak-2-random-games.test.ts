import { playSeededGames } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { soak2Decks, validateVanguardDeck, vanguardCards } from '../src/index.js';
import { soak2Features, soak2Games } from './support/soak-2-random-play.js';

/** Seeds 1…n (in 40 seeds every verb below runs and every condition holds at least once). */
const games = Math.max(Number(process.env['VG_SOAK_2_GAMES'] ?? 40), 40);
const cards = new Map(vanguardCards.map((c) => [c.id, c]));

describe('seeded random games between the soak decks (cinder-soak, tidecrest-soak)', () => {
  it('[vanguard cards] the soak decks are legal (8.1)', () => {
    for (const deck of soak2Decks) expect(validateVanguardDeck(deck, cards), deck.name).toEqual([]);
  });

  it(`[playout] ${games} random games each end, conserve cards, hide what they must, and run every verb and meet every condition their cards were made for`, () => {
    const report = playSeededGames(soak2Games, games);
    expect(report.games).toBe(games);
    for (const feature of soak2Features) expect(report.gamesWith[feature] ?? 0, feature).toBeGreaterThan(0);
  }, 600_000);
});
