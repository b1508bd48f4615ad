import { createEngine } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { checkPlayouts, soakGames } from '../src/index.js';
import { skirmishModule, type SkirmishVariant } from '../../kernel/test/fixtures/skirmish.js';

const games = soakGames();
// Views are the costliest check; every third action still sees every kind of position many times over.
const viewEvery = Number(process.env['SOAK_VIEW_EVERY'] ?? 3);
const seed = Number(process.env['SOAK_SEED'] ?? 20261122);

describe.each<SkirmishVariant>(['none', 'interrupt', 'counter', 'stack'])('soak: fixture title, answer model "%s"', (variant) => {
  it(`[invariants] ${games} seeded random games keep every playout invariant`, () => {
    const started = performance.now();
    const report = checkPlayouts({ engine: createEngine([skirmishModule(variant)]), title: 'skirmish', games, seed, viewEvery });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${variant}: ${report.games} games, ${report.actions} actions (${report.shortestGame}–${report.longestGame} per game), ` +
        `${report.hostileRejected} hostile actions rejected, ${report.viewsChecked} views checked, ` +
        `wins ${JSON.stringify(report.wins)}, draws ${report.draws}, ${seconds.toFixed(1)} s (${((seconds * 1000) / report.games).toFixed(1)} ms/game)`,
    );
    expect(report.games).toBe(games);
  });
});
