import { pickAnswer, createEngine, seedRng } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { weissSchwarzModule } from '../src/index.js';

describe('Weiß Schwarz', () => {
  const engine = createEngine([weissSchwarzModule]);

  it('[playout] plays a complete game on the demo decks', () => {
    const game = engine.create({ title: 'weiss-schwarz', seed: 1, players: [{ deck: 'lanternfall' }, { deck: 'tidewatch' }] });
    const rng = seedRng(1);
    for (let i = 0; i < 10_000 && game.result === null; i++) {
      const legal = game.legalActions();
      const outcome = game.act(pickAnswer(legal, rng));
      if (!outcome.ok) throw new Error(JSON.stringify(outcome.error));
    }
    expect(game.result).not.toBeNull();
  });
});
