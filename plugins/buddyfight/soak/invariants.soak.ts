import { checkTitlePlayouts, soakGames } from '@tcgkit/testing';
import { expect, it } from 'vitest';
import { buddyfightPlugin } from '../src/index.js';

const games = soakGames();

it(
  `[playout] soak: ${games} random games keep every playout invariant`,
  () => {
    const started = performance.now();
    const report = checkTitlePlayouts(buddyfightPlugin, { games, seed: 1, viewEvery: 3 });
    console.log(
      `${report.games} games, ${report.actions} actions, ${((performance.now() - started) / 1000).toFixed(1)} s, no invariant broken`,
    );
    expect(report.games).toBe(games);
  },
  24 * 3_600_000,
);
