import { formatSeededGames, playSeededGames } from '@tcgkit/testing';
import { expect, it } from 'vitest';
import { demoGames, premiumGames } from '../test/support/random-play.js';
import { keywordGames, kwBFeatures } from '../test/support/kw-b-random-play.js';
import { setsBFeatures, setsBGames } from '../test/support/sets-b-random-play.js';
import { rulesFeatures, rulesGames } from '../test/support/rules-random-play.js';

const games = Number(process.env['SOAK_GAMES'] ?? 1000);

// Replay and restore at scale are the invariants soak's (invariants.soak.ts).
it(`[playout] soak: ${games} seeded random games end in a result with no error, conserving cards and hiding what they must`, () => {
  const started = performance.now();
  const report = playSeededGames(demoGames, games);
  console.log(formatSeededGames(report, (performance.now() - started) / 1000));
  expect(report.games).toBe(games);
}, 3_600_000);

it('[playout] soak: the keyword demo decks (gilded-wings, toybox-troupe) end every game and play every keyword of 14.41–14.63 implemented', () => {
  const started = performance.now();
  const report = playSeededGames(keywordGames, Math.max(60, Math.floor(games / 4)));
  console.log(formatSeededGames(report, (performance.now() - started) / 1000));
  for (const feature of kwBFeatures) expect(report.gamesWith[feature] ?? 0, feature).toBeGreaterThan(0);
});

it(`[playout] soak: ${games} seeded random games of the premium format end in a result with no error`, () => {
  const started = performance.now();
  const report = playSeededGames(premiumGames, games);
  console.log(formatSeededGames(report, (performance.now() - started) / 1000));
  expect(report.games).toBe(games);
}, 3_600_000);

it('[playout] soak: the deck pair of the set rules 17.9–17.16 (spirit-forge, coro-blades) ends every game and plays every set mechanism implemented', () => {
  const started = performance.now();
  const report = playSeededGames(setsBGames, Math.max(60, Math.floor(games / 4)));
  console.log(formatSeededGames(report, (performance.now() - started) / 1000));
  for (const feature of setsBFeatures) expect(report.gamesWith[feature] ?? 0, feature).toBeGreaterThan(0);
});

it('[playout] soak: the rules decks (cinder-rules, tidecrest-rules) end every game and play every mechanism of their demo cards (chapters 7–18, the soak cards of pool-soak.ts)', () => {
  const started = performance.now();
  const report = playSeededGames(rulesGames, Math.max(60, Math.floor(games / 4)));
  console.log(formatSeededGames(report, (performance.now() - started) / 1000));
  for (const feature of rulesFeatures) expect(report.gamesWith[feature] ?? 0, feature).toBeGreaterThan(0);
});
