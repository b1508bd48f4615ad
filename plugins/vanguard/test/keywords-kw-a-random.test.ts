import { describe, expect, it } from 'vitest';
import { playKeywordGame } from './support/kw-a-random.js';

/** Seeds 1…n of the keyword decks (in 40 seeds every keyword below occurs). */
const games = Math.max(Number(process.env['VG_KW_GAMES'] ?? 40), 40);

const keywords = [
  'shintaku',
  'rescue',
  'ritual',
  'revelation',
  'blaze',
  'zanei',
  'domination',
  'boshoku',
  'kagenui',
  'raigeki',
  'rush',
  'burst',
  'charge',
  'darkness',
  'magia',
  'time-leap',
  'hollow',
  'harmony',
  'wave',
  'anyaku',
  'success',
  'bloom',
];

describe('seeded random games between the keyword decks', () => {
  it(`[playout] ${games} random games (seeds 1–${games}) end in a result, conserve cards, and each keyword occurs: ${keywords.join(', ')}`, () => {
    const gamesWith = new Map<string, number>();
    const results = new Map<string, number>();
    for (let seed = 1; seed <= games; seed++) {
      const summary = playKeywordGame(seed);
      results.set(summary.result, (results.get(summary.result) ?? 0) + 1);
      for (const keyword of summary.keywords) gamesWith.set(keyword, (gamesWith.get(keyword) ?? 0) + 1);
    }
    expect([...results.values()].reduce((a, b) => a + b, 0)).toBe(games);
    for (const keyword of keywords) expect(gamesWith.get(keyword) ?? 0, keyword).toBeGreaterThan(0);
  }, 600_000);
});
