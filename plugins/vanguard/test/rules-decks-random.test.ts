import { describe, expect, it } from 'vitest';
import { checkTitlePlayouts, playSeededGames } from '@tcgkit/testing';
import { rulesDecks, validateVanguardDeck, vanguardCards } from '../src/index.js';
import { rulesFeatures, rulesGames, rulesPlugin } from './support/rules-random-play.js';

const games = Math.max(Number(process.env['VG_RULES_GAMES'] ?? 30), 30);

describe('seeded random games between the rules decks', () => {
  it('[vanguard cards] the rules decks are legal (8.1)', () => {
    const cards = new Map(vanguardCards.map((c) => [c.id, c]));
    for (const deck of rulesDecks) expect(validateVanguardDeck(deck, cards), deck.name).toEqual([]);
  });

  it(`[playout] ${games} random games between cinder-rules and tidecrest-rules end in a result, conserve cards, hide what they must, and use every mechanism of their demo cards`, () => {
    // playSeededGames checks each finished game: a result, no open decision, cards conserved, views private.
    const report = playSeededGames(rulesGames, games);
    expect(report.games).toBe(games);
    for (const m of rulesFeatures) expect(report.gamesWith[m] ?? 0, m).toBeGreaterThan(0);
  }, 600_000);

  it('[playout invariants] rules-deck games keep every playout invariant (replay and restore identically, zone limits, hostile input rejected unchanged) with main-phase attacks, swapped zones and reveals from the hand', () => {
    const report = checkTitlePlayouts(rulesPlugin, { games: 2, seed: 20261126, decks: ['cinder-rules', 'tidecrest-rules'] });
    expect(report.games).toBe(2);
    expect(report.actions).toBeGreaterThan(2 * 10);
  }, 600_000);
});
