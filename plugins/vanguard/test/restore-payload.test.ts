import { checkTitleDataRestores } from '@tcgkit/testing';
import { expect, it } from 'vitest';
import { engine, newDemoGame } from './support/random-play.js';

// Restore is where untrusted text comes in: the title's checkState must refuse a data.vanguard payload its code cannot run on.
it('[snapshot] mid-game snapshots with data.vanguard corrupted (keys dropped, wrong types, prototype-named keys, huge numbers) are refused or restore to a game that works', () => {
  expect(() => checkTitleDataRestores({ engine, newGame: (seed) => newDemoGame(seed), dataKey: 'vanguard', seed: 20261124 })).not.toThrow();
}, 120_000);
