import { checkTitlePlayouts } from '@tcgkit/testing';
import { expect, it } from 'vitest';
import { weissSchwarzPlugin } from '../src/index.js';

// A bounded, seeded sample for every test run; `npm run test:soak` plays a thousand (soak/invariants.soak.ts).
it('[playout invariants] random games keep every playout invariant: they end, conserve cards, keep zone limits, replay and restore identically, hide what they must and reject hostile input unchanged', () => {
  const report = checkTitlePlayouts(weissSchwarzPlugin, { games: 3, seed: 20261123 });
  expect(report.games).toBe(3);
  expect(report.actions).toBeGreaterThan(3 * 10);
}, 120_000);
