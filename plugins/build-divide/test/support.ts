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
  ['mirror', 'ember'],
  ['tide', 'mirror'],
  ['gauntlet', 'ember'],
  ['relic', 'gauntlet'],
  ['bastion', 'gauntlet'],
  ['tide', 'bastion'],
  ['ledger', 'gauntlet'],
  ['bastion', 'ledger'],
  ['archive', 'bastion'],
  ['ledger', 'archive'],
  ['requiem', 'gauntlet'],
  ['archive', 'requiem'],
  ['stage', 'archive'],
  ['requiem', 'stage'],
  // Issue 16's proof: the decks of the cards that alone write a verb, condition or keyword (soak-vocabulary.test.ts).
  ['showcase-a', 'showcase-b'],
  ['ember', 'showcase-a'],
  ['showcase-b', 'tide'],
];

export function newGame(seed = 1, decks: [string, string] = ['ember', 'tide']): Game {
  return engine.create({ title: 'build-divide', seed, players: [{ deck: decks[0] }, { deck: decks[1] }] });
}

/**
 * The mechanisms a demo game used, read from its events (needs `history: 'full'`). "copy (524)": a Mirror Form
 * resolved rather than being countered, so its "same abilities / same values" effects (524-1, 524-2) were made;
 * "copy from the graveyard (520-1b)": a copy Grave Echo made resolved.
 */
export function demoFeatures(game: Game): Set<string> {
  const seen = new Set<string>();
  for (const e of game.history()) {
    // Only Grave Echo makes copies in the demo decks: a copy resolving is a 520-1b copy.
    if (e.type === 'item-resolves' && String(e.detail?.['label'] ?? '').startsWith('copy of '))
      seen.add('copy from the graveyard (520-1b)');
    if (e.type !== 'moved' || e.detail === undefined) continue;
    const { definition, from, reason } = e.detail;
    if (definition === 'mirror-form' && from === 'shared/resolution' && reason === 'resolved') seen.add('copy (524)');
    if (definition === 'banner-bearer' && reason === 'play') seen.add('banner bearer played');
  }
  return seen;
}

/** Every mechanism the demo decks' random games are asserted to reach. */
export const demoGameFeatures: readonly string[] = ['copy (524)', 'banner bearer played', 'copy from the graveyard (520-1b)'];

/** The demo decks' seeded random games, cycling through the pairings (`@tcgkit/testing` plays and checks them). */
export const demoGames: SeededGames = {
  newGame: (seed) => {
    const decks = pairings[seed % pairings.length]!;
    return engine.create({ title: 'build-divide', seed, players: [{ deck: decks[0] }, { deck: decks[1] }], history: 'full' });
  },
  features: demoFeatures,
};
