import { checkTitlePlayouts } from '@tcgkit/testing';
import { expect, it } from 'vitest';
import { buddyfightPlugin } from '../src/index.js';

// A bounded, seeded sample for every test run; `npm run test:soak` plays thousands (soak/invariants.soak.ts).
it('[playout] random games keep every playout invariant: they end, conserve cards, keep zone limits, replay and restore identically, hide what they must and reject hostile input unchanged', () => {
  const report = checkTitlePlayouts(buddyfightPlugin, { games: 6, seed: 20261123 });
  expect(report.games).toBe(6);
  expect(report.actions).toBeGreaterThan(6 * 10);
});
