import { describe, expect, it } from 'vitest';
import { playSeededGames } from '@tcgkit/testing';
import { demoGameFeatures, demoGames } from './support.js';

/**
 * Seeded random games between the demo decks: every one ends with a result and no error. Replay, restore and
 * hostile input are the playout invariants' (invariants.test.ts).
 */
const games = 60;

describe('[playout] random games between the demo decks', () => {
  it(
    `[playout] ${games} seeded random games each end with a result, no error, every card in one zone and nothing hidden shown`,
    { timeout: 180_000 },
    () => {
      const report = playSeededGames(demoGames, games);
      expect(report.games).toBe(games);
      expect(report.actions).toBeGreaterThan(games * 20);
      // The mirror deck's Mirror Form (524) resolves, and its Banner Bearer is played, in at least one game.
      for (const feature of demoGameFeatures) expect(report.gamesWith[feature] ?? 0, feature).toBeGreaterThan(0);
    },
  );
});
