import { checkTitleDataRestores } from '@tcgkit/testing';
import { expect, it } from 'vitest';
import { engine, newGame } from './support.js';

// Restore is where untrusted text comes in: the title's checkState must refuse a data.buddyfight payload its code cannot run on.
it('[snapshot] mid-game snapshots with data.buddyfight corrupted (keys dropped, wrong types, prototype-named keys, huge numbers) are refused or restore to a game that works', () => {
  expect(() => checkTitleDataRestores({ engine, newGame: (seed) => newGame(seed), dataKey: 'buddyfight', seed: 20261124 })).not.toThrow();
}, 120_000);
