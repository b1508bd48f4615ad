import { createEngine, type Game } from '@tcgkit/kernel';
import { physicalSerials, playRandom, type SeededGames } from '@tcgkit/testing';

import { buildDivideModule } from '../src/index.js';

/** The shared random player and card census, under the names these tests use. */
export { physicalSerials as serials, playRandom };

export const engine = createEngine([buildDivideModule]);

/** Deck pairings the random games cycle through. */
export const pairings: [string, string][] = [
  ['ember', 'tide'],
  ['tide', 'mystic'],
  ['mystic', 'ember'],
  ['tide', 'ember'],
  ['mystic', 'tide'],
  ['ember', 'mystic'],
  ['frontier', 'ember'],
  ['tide', 'frontier'],
  ['frontier', 'mystic'],
  ['alliance', 'ember'],
  ['tide', 'alliance'],
  ['alliance', 'frontier'],
  ['relic', 'tide'],
  ['ember', 'relic'],
  ['relic', 'frontier'],
  ['chrono', 'relic'],
  ['tide', 'chrono'],
];

export function newGame(seed = 1, decks: [string, string] = ['ember', 'tide']): Game {
  return engine.create({ title: 'build-divide', seed, players: [{ deck: decks[0] }, { deck: decks[1] }] });
}

/** The demo decks' seeded random games, cycling through the pairings (`@tcgkit/testing` plays and checks them). */
export const demoGames: SeededGames = { newGame: (seed) => newGame(seed, pairings[seed % pairings.length]!) };
