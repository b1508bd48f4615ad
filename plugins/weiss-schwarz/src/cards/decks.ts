/**
 * Two legal demo decks (5.1.2): 50 cards, at most 4 of a name, 8 climaxes each. Between them they play every
 * keyword the plugin codes (test/random-games.test.ts counts them in seeded random games).
 */
import type { DeckList } from '@tcgkit/kernel';

const copies = (counts: Record<string, number>): string[] =>
  Object.entries(counts).flatMap(([id, n]) => Array.from({ length: n }, () => id));

export const lanternfallDeck: DeckList = {
  name: 'lanternfall',
  main: copies({
    'lf-ember-page': 3,
    'lf-spark-courier': 3,
    'lf-vigil-sentry': 2,
    'lf-cinder-cub': 2,
    'lf-cinder-sprinter': 3,
    'lf-vowbound-spark': 2,
    'lf-lantern-knight': 3,
    'lf-ash-dancer': 2,
    'lf-warding-herald': 3,
    'lf-lantern-chorister': 3,
    'lf-pyre-marshal': 2,
    'lf-twin-flame-herald': 2,
    'lf-flare-rite': 1,
    'lf-shimmer-veil': 1,
    'lf-pyre-seer': 2,
    'lf-gilded-guard': 2,
    'lf-ashen-wanderer': 2,
    'lf-dawn-regent': 3,
    'lf-blaze-empress': 1,
    'lf-sunburst': 4,
    'lf-kindled-path': 4,
  }),
};

export const tidewatchDeck: DeckList = {
  name: 'tidewatch',
  main: copies({
    'tw-reef-scout': 2,
    'tw-moss-keeper': 3,
    'tw-tide-runner': 3,
    'tw-pearl-diver': 2,
    'tw-shoal-core': 3,
    'tw-driftwood-spirit': 3,
    'tw-coral-blade': 3,
    'tw-grove-warden': 3,
    'tw-current-aide': 3,
    'tw-ebb-dancer': 2,
    'tw-tide-archivist': 2,
    'tw-tidal-lore': 1,
    'tw-kelp-shield': 1,
    'tw-deep-oracle': 2,
    'tw-bough-sentinel': 1,
    'tw-abyssal-colossus': 2,
    'tw-leviathan-heir': 4,
    'tw-ancient-bloom': 2,
    'tw-high-tide': 4,
    'tw-verdant-door': 4,
  }),
};

export const weissSchwarzDecks: DeckList[] = [lanternfallDeck, tidewatchDeck];
