/**
 * The soak deck pair of `pool-soak-2.ts` (`cinder-soak`, `tidecrest-soak`): the demo decks with the cards whose
 * verbs and conditions only test cards wrote before, so the seeded random games play them (issue 16). Cinder
 * keeps its ticket and marker makers; Tidecrest keeps its 黑夜 world, lock and control. Not among the built-in
 * decks: `createVanguardPlugin({ decks: soak2Decks })`.
 */
import type { DeckList } from '@tcgkit/kernel';
import { cinderDeck, tidecrestDeck } from './decks.js';
import { withCounts } from './decks-rules.js';

export const cinderSoakDeck: DeckList = {
  name: 'cinder-soak',
  // Out: 2 Seer, 2 Lancer, 2 Warden, 2 Twinfang, 1 Brute, 1 Adept, 1 Rewind (11); in: the 11 below.
  main: withCounts(cinderDeck.main, {
    'cw-seer': 0,
    'cw-lancer': 0,
    'cw-warden': 0,
    'cw-twinfang': 0,
    'cw-brute': 0,
    'cw-adept': 0,
    'cw-rewind': 0,
    'cw-sigil-bearer': 2,
    'cw-smolder-vow': 2,
    'cw-stagecaller': 1,
    'cw-sealkeeper': 1,
    'cw-gift-rite': 1,
    'cw-ashfall': 1,
    'cw-fusion-rite': 1,
    'cw-seed-keeper': 2,
  }),
  extra: cinderDeck.extra ?? {},
};

export const tidecrestSoakDeck: DeckList = {
  name: 'tidecrest-soak',
  // Out: 1 Oracle, 1 Mirage, 1 Keeper, 1 Diviner, 1 Exchange, 1 Surge, 2 Striker, 2 Cheerleader (10); in: the 10 below.
  main: withCounts(tidecrestDeck.main, {
    'tf-oracle': 0,
    'tf-mirage': 0,
    'tf-keeper': 0,
    'tf-diviner': 0,
    'tf-exchange': 0,
    'tf-surge': 0,
    'tf-striker': 0,
    'tf-cheer': 0,
    'tf-mirror-ray': 2,
    'tf-harbor-watch': 2,
    'tf-reef-sentry': 2,
    'tf-bind-sage': 1,
    'tf-deep-census': 2,
    'tf-leash-keeper': 1,
  }),
  extra: tidecrestDeck.extra ?? {},
};

export const soak2Decks: DeckList[] = [cinderSoakDeck, tidecrestSoakDeck];
