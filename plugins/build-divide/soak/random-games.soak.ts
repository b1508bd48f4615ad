import { describe, expect, it } from 'vitest';
import { newGame, pairings, playRandom, serials } from '../test/support.js';

const games = Number(process.env['SOAK_GAMES'] ?? 1000);

describe('[playout] soak: seeded random games between the demo decks', () => {
  it(`[playout] ${games} random games each end with a result, no error, every card conserved`, () => {
    const started = Date.now();
    let actions = 0;
    const winners: Record<string, number> = {};
    for (let seed = 1; seed <= games; seed++) {
      const game = newGame(seed, pairings[seed % pairings.length]!);
      const start = serials(game);
      actions += playRandom(game, seed).length;
      expect(game.result, `seed ${seed}`).not.toBeNull();
      expect(serials(game), `seed ${seed}`).toEqual(start);
      const key = game.result!.kind === 'win' ? game.result!.winner : 'draw';
      winners[key] = (winners[key] ?? 0) + 1;
    }
    console.log(`${games} games, ${actions} actions, ${Date.now() - started} ms`, winners);
  });
});
