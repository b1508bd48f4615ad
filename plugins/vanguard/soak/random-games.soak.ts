import { expect, it } from 'vitest';
import { engine, newDemoGame, playChecked, playRandom } from '../test/support/random-play.js';

const games = Number(process.env['SOAK_GAMES'] ?? 1000);

it(`[playout] soak: ${games} seeded random games end in a result with no error`, () => {
  const started = performance.now();
  const tally: Record<string, number> = {};
  let actions = 0;
  for (let seed = 1; seed <= games; seed++) {
    const summary = playChecked(seed);
    tally[summary.result] = (tally[summary.result] ?? 0) + 1;
    actions += summary.actions;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`${games} games, ${actions} actions, ${seconds.toFixed(1)} s, results ${JSON.stringify(tally)}`);
  expect(Object.values(tally).reduce((a, b) => a + b, 0)).toBe(games);
}, 3_600_000);

it('[kernel snapshot] soak: every 50th game restored mid-game continues byte-identically', () => {
  for (let seed = 50; seed <= games; seed += 50) {
    const reference = newDemoGame(seed);
    const actions = playRandom(reference, seed);
    const cut = Math.floor(actions.length / 2);
    const game = newDemoGame(seed);
    for (const action of actions.slice(0, cut)) game.act(action);
    const restored = engine.restore(game.snapshot());
    for (const action of actions.slice(cut)) expect(restored.act(action).ok).toBe(true);
    expect(restored.snapshot()).toBe(reference.snapshot());
  }
}, 3_600_000);
