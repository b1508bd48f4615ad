import { checkTitlePlayouts, soakGames } from '@tcgkit/testing';
import { expect, it } from 'vitest';
import { weissSchwarzPlugin } from '../src/index.js';

// The issue asks for 1,000 games per title: that is this soak's default (`SOAK_GAMES` to change); the
// default suite keeps its bounded sample (test/invariants.test.ts).
const games = soakGames({ SOAK_GAMES: process.env['SOAK_GAMES'] ?? '1000' });

it(
  `[playout invariants] soak: ${games} random games keep every playout invariant`,
  () => {
    const started = performance.now();
    const report = checkTitlePlayouts(weissSchwarzPlugin, { games, seed: 1, viewEvery: 3 });
    console.log(
      `${report.games} games, ${report.actions} actions, ${((performance.now() - started) / 1000).toFixed(1)} s, no invariant broken`,
    );
    expect(report.games).toBe(games);
  },
  24 * 3_600_000,
);
