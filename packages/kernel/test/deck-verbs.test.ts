import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shuffleZone, zoneKey } from '../src/index.js';
import { newGame, turnPlayer } from './support/board.js';
import { contextOf } from '../src/internal.js';

describe('shuffling around searched cards', () => {
  it('[kernel shuffle] cards kept by a shuffle stay where they were; the others are a permutation of themselves', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.array(fc.nat({ max: 24 }), { maxLength: 5 }), (seed, picks) => {
        const game = newGame('none', seed);
        const key = zoneKey(turnPlayer(game), 'deck');
        const before = [...game.state.zones[key]!];
        const keep = new Set(picks.map((i) => before[i % before.length]!));
        shuffleZone(contextOf(game), key, keep);
        const after = game.state.zones[key]!;
        for (const id of keep) expect(after.indexOf(id)).toBe(before.indexOf(id));
        expect([...after].sort()).toEqual([...before].sort());
      }),
      { seed: 7, numRuns: 50 },
    );
  });
});
