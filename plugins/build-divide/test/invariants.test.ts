import { checkTitlePlayouts } from '@tcgkit/testing';
import { expect, it } from 'vitest';
import { buildDividePlugin } from '../src/index.js';

// A bounded, seeded sample for every test run; `npm run test:soak` plays thousands (soak/invariants.soak.ts).
it('[playout invariants] random games keep every playout invariant: they end, conserve cards, keep zone limits, replay and restore identically, hide what they must and reject hostile input unchanged', () => {
  const report = checkTitlePlayouts(buildDividePlugin, { games: 6, seed: 20261122 });
  expect(report.games).toBe(6);
  expect(report.actions).toBeGreaterThan(6 * 10);
  // The limit is generous: on a loaded 2-core machine the six games can take over a minute.
}, 600_000);
