import { checkTitlePlayouts, soakGames } from '@tcgkit/testing';
import { expect, it } from 'vitest';
import { createVanguardPlugin, defaultVanguardOptions, setsBDecks, vanguardPlugin } from '../src/index.js';

const games = soakGames();

it(
  `[playout invariants] soak: ${games} random games keep every playout invariant`,
  () => {
    const started = performance.now();
    const report = checkTitlePlayouts(vanguardPlugin, { games, seed: 1, viewEvery: 3 });
    console.log(
      `${report.games} games, ${report.actions} actions, ${((performance.now() - started) / 1000).toFixed(1)} s, no invariant broken`,
    );
    expect(report.games).toBe(games);
  },
  24 * 3_600_000,
);

it(
  `[playout invariants] soak: ${Math.max(20, Math.floor(games / 10))} random games between the 17.9–17.16 decks keep every playout invariant`,
  () => {
    const plugin = createVanguardPlugin({ ...defaultVanguardOptions, decks: setsBDecks });
    const count = Math.max(20, Math.floor(games / 10));
    const report = checkTitlePlayouts(plugin, { decks: ['spirit-forge', 'coro-blades'], games: count, seed: 1, viewEvery: 3 });
    expect(report.games).toBe(count);
  },
  24 * 3_600_000,
);
