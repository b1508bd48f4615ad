import { checkTitlePlayouts } from '@tcgkit/testing';
import { expect, it } from 'vitest';
import { createVanguardPlugin, defaultVanguardOptions, setADecks, vanguardPlugin } from '../src/index.js';

// A bounded, seeded sample for every test run; `npm run test:soak` plays thousands (soak/invariants.soak.ts).
// The limit is generous: on a loaded 2-core machine the six games take over a minute.
it('[playout invariants] random games keep every playout invariant: they end, conserve cards, keep zone limits, replay and restore identically, hide what they must and reject hostile input unchanged', () => {
  const report = checkTitlePlayouts(vanguardPlugin, { games: 6, seed: 20261122 });
  expect(report.games).toBe(6);
  expect(report.actions).toBeGreaterThan(6 * 10);
}, 600_000);

it('[playout invariants] premium-format games (option format: premium, the G deck decks) keep every playout invariant', () => {
  const report = checkTitlePlayouts(vanguardPlugin, {
    games: 3,
    seed: 20261124,
    options: { format: 'premium' },
    decks: ['cinder-wyrms-premium', 'tidecrest-fleet-premium'],
  });
  expect(report.games).toBe(3);
  expect(report.actions).toBeGreaterThan(3 * 10);
  // A guard against hangs only: whole games with every invariant checked, on a shared machine.
}, 300_000);

it('[playout invariants] chapter-17 games (stellar-chorus, gacha-warden; premium format) keep every playout invariant: Gyze faces, imprisoned cards in the other fighter’s order zone, the Monster BOX, music and equipment zones', () => {
  const report = checkTitlePlayouts(createVanguardPlugin({ ...defaultVanguardOptions, decks: setADecks }), {
    games: 3,
    seed: 20261125,
    options: { format: 'premium' },
    decks: ['stellar-chorus', 'gacha-warden'],
  });
  expect(report.games).toBe(3);
  expect(report.actions).toBeGreaterThan(3 * 10);
}, 300_000);
