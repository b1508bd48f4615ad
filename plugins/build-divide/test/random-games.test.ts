import { describe, expect, it } from 'vitest';
import { engine, newGame, pairings, playRandom, serials } from './support.js';

/** Seeded random games between the demo decks: every one ends with a result and no error. */
const games = 60;

describe('[playout] random games between the demo decks', () => {
  it(`[playout] ${games} seeded random games each end with a result, no error and every card in one zone`, { timeout: 180_000 }, () => {
    let actions = 0;
    for (let seed = 1; seed <= games; seed++) {
      const game = newGame(seed, pairings[seed % pairings.length]!);
      const start = serials(game);
      actions += playRandom(game, seed).length;
      expect(game.result, `seed ${seed}`).not.toBeNull();
      expect(game.decision).toBeNull();
      // Card conservation: every physical card is in exactly one zone.
      expect(serials(game), `seed ${seed}`).toEqual(start);
    }
    expect(actions).toBeGreaterThan(games * 20);
  });

  it('[determinism] the same seed and actions give byte-identical games; a snapshot restores exactly', () => {
    const first = newGame(7);
    const log: unknown[] = [];
    const original = first.act.bind(first);
    first.act = (action: unknown) => {
      log.push(action);
      return original(action);
    };
    playRandom(first, 99);
    const second = newGame(7);
    const half = Math.floor(log.length / 2);
    log.slice(0, half).forEach((a) => expect(second.act(a).ok).toBe(true));
    const restored = engine.restore(second.snapshot());
    expect(restored.legalActions()).toEqual(second.legalActions());
    log.slice(half).forEach((a) => expect(restored.act(a).ok).toBe(true));
    expect(restored.snapshot()).toBe(first.snapshot());
  });
});
