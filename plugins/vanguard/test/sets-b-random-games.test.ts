import { checkTitlePlayouts, formatSeededGames, playSeededGames } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { createVanguardPlugin, defaultVanguardOptions, setsBDecks, validateVanguardDeck, vanguardCards } from '../src/index.js';
import { setsBFeatures, setsBGames } from './support/sets-b-random-play.js';

const games = Number(process.env['VG_SETS_B_GAMES'] ?? 40);
const cards = new Map(vanguardCards.map((c) => [c.id, c]));

describe('seeded random games between the deck pair of 17.9–17.16 (spirit-forge, coro-blades)', () => {
  it('[vanguard cards] the two decks are legal (8.1)', () => {
    for (const deck of setsBDecks) expect(validateVanguardDeck(deck, cards), deck.name).toEqual([]);
  });

  it(`[playout] ${games} random games each end, conserve cards, hide what they must, and together play every set mechanism of 17.9–17.16 implemented`, () => {
    const report = playSeededGames(setsBGames, games);
    if (process.env['VG_SETS_B_LOG'] !== undefined) console.log(formatSeededGames(report, 0));
    expect(report.games).toBe(games);
    if (games >= 40) for (const feature of setsBFeatures) expect(report.gamesWith[feature] ?? 0, feature).toBeGreaterThan(0);
  }, 600_000);

  it('[playout invariants] games between the two decks are deterministic, survive snapshot and restore, refuse hostile actions and never leak hidden cards', () => {
    const plugin = createVanguardPlugin({ ...defaultVanguardOptions, decks: setsBDecks });
    const report = checkTitlePlayouts(plugin, { decks: ['spirit-forge', 'coro-blades'], games: 4, seed: 7, viewEvery: 5 });
    expect(report.games).toBe(4);
  }, 600_000);
});
