import { createEngine, titleModule, type Heuristic, type TitlePlugin } from '@tcgkit/kernel';
import { heuristicBot, playGame, randomBot } from '../../src/index.js';

export interface Match {
  games: number;
  heuristicWins: number;
  rate: number;
}

/**
 * The title's heuristic bot (the heuristic its package contributes) against the random bot over `games` seeded games. Seats and decks rotate
 * with the seed, so neither going first nor the deck explains the result.
 */
export function heuristicVersusRandom(plugin: TitlePlugin, heuristic: Heuristic, games: number, firstSeed = 1): Match {
  const title = plugin.title.id;
  const engine = createEngine([titleModule(plugin)]);
  const decks = engine.title(title).decks.map((d) => d.name!);
  let heuristicWins = 0;
  for (let seed = firstSeed; seed < firstSeed + games; seed++) {
    const heuristicSeat = seed % 2 === 0 ? 'p1' : 'p2';
    const randomSeat = heuristicSeat === 'p1' ? 'p2' : 'p1';
    // The first two demo decks, swapped every other pair of games (other decks are reported separately).
    const heuristicDeck = (seed >> 1) % 2;
    const deckOf = (seat: string) => decks[Math.min(decks.length - 1, seat === heuristicSeat ? heuristicDeck : 1 - heuristicDeck)]!;
    const game = engine.create({
      title,
      seed,
      players: [
        { id: 'p1', deck: deckOf('p1') },
        { id: 'p2', deck: deckOf('p2') },
      ],
    });
    playGame(game, { [heuristicSeat]: heuristicBot(heuristic, seed), [randomSeat]: randomBot(seed) });
    if (game.result?.kind === 'win' && game.result.winner === heuristicSeat) heuristicWins++;
  }
  return { games, heuristicWins, rate: heuristicWins / games };
}
