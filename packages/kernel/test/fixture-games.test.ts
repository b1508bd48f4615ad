import { describe, expect, it } from 'vitest';
import { createEngine } from '../src/index.js';
import { skirmishModule, type SkirmishVariant } from './fixtures/skirmish.js';
import { playRandom, serialsInZones } from './support/random-play.js';

const variants: SkirmishVariant[] = ['none', 'interrupt', 'counter', 'stack', 'alternate'];

describe.each(variants)('fixture title under answer model "%s"', (variant) => {
  const engine = createEngine([skirmishModule(variant)]);
  const start = (seed: number) => engine.create({ title: 'skirmish', seed, players: [{ deck: 'red' }, { deck: 'blue' }] });

  it('[kernel flow] plays complete games from set-up to a result', () => {
    for (let seed = 1; seed <= 25; seed++) {
      const game = start(seed);
      const { decisions } = playRandom(game, seed);
      expect(game.result, `seed ${seed}`).not.toBeNull();
      expect(game.decision).toBeNull();
      expect(game.position().segment).toBe('game-over');
      expect(decisions).toBeGreaterThan(10);
      // Card conservation: the 60 physical cards are each in exactly one zone.
      expect(serialsInZones(game)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    }
  });

  it('[kernel determinism] the same seed and actions give byte-identical games', () => {
    const first = start(7);
    const { actions } = playRandom(first, 99);
    const second = start(7);
    for (const action of actions) expect(second.act(action).ok).toBe(true);
    expect(second.snapshot()).toBe(first.snapshot());
  });

  it('[kernel snapshot] snapshot → restore at any point continues as the same game', () => {
    const reference = start(11);
    const { actions } = playRandom(reference, 5);
    for (const cut of [0, 3, Math.floor(actions.length / 2), actions.length - 1]) {
      const game = start(11);
      for (const action of actions.slice(0, cut)) game.act(action);
      const restored = engine.restore(game.snapshot());
      expect(restored.snapshot()).toBe(game.snapshot());
      expect(restored.legalActions()).toEqual(game.legalActions());
      for (const action of actions.slice(cut)) expect(restored.act(action).ok).toBe(true);
      expect(restored.snapshot()).toBe(reference.snapshot());
    }
  });
});
