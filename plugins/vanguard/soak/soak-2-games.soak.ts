import { formatSeededGames, playSeededGames } from '@tcgkit/testing';
import { expect, it } from 'vitest';
import { soak2Features, soak2Games } from '../test/support/soak-2-random-play.js';

const games = Number(process.env['SOAK_GAMES'] ?? 1000);

it(`[playout] soak: ${games} seeded random games between the soak decks (cinder-soak, tidecrest-soak) end in a result with no error and run every verb and condition of their cards`, () => {
  const started = performance.now();
  const report = playSeededGames(soak2Games, games);
  console.log(formatSeededGames(report, (performance.now() - started) / 1000));
  expect(report.games).toBe(games);
  for (const feature of soak2Features) expect(report.gamesWith[feature] ?? 0, feature).toBeGreaterThan(0);
}, 3_600_000);
