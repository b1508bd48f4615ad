/** Two legal demo decks (5.1.2): 50 cards, at most 4 of a name, 8 climaxes each. */
import type { DeckList } from '@tcgkit/kernel';

const copies = (counts: Record<string, number>): string[] =>
  Object.entries(counts).flatMap(([id, n]) => Array.from({ length: n }, () => id));

export const lanternfallDeck: DeckList = {
  name: 'lanternfall',
  main: copies({
    'lf-ember-page': 4,
    'lf-spark-courier': 4,
    'lf-vigil-sentry': 4,
    'lf-cinder-cub': 2,
    'lf-lantern-knight': 4,
    'lf-ash-dancer': 4,
    'lf-warding-herald': 4,
    'lf-pyre-seer': 3,
    'lf-gilded-guard': 2,
    'lf-flare-rite': 2,
    'lf-shimmer-veil': 2,
    'lf-dawn-regent': 4,
    'lf-blaze-empress': 3,
    'lf-sunburst': 4,
    'lf-kindled-path': 4,
  }),
};

export const tidewatchDeck: DeckList = {
  name: 'tidewatch',
  main: copies({
    'tw-reef-scout': 4,
    'tw-moss-keeper': 4,
    'tw-tide-runner': 4,
    'tw-pearl-diver': 2,
    'tw-coral-blade': 4,
    'tw-grove-warden': 4,
    'tw-current-aide': 4,
    'tw-tidal-lore': 2,
    'tw-kelp-shield': 2,
    'tw-deep-oracle': 3,
    'tw-bough-sentinel': 2,
    'tw-leviathan-heir': 4,
    'tw-ancient-bloom': 3,
    'tw-high-tide': 4,
    'tw-verdant-door': 4,
  }),
};

export const weissSchwarzDecks: DeckList[] = [lanternfallDeck, tidewatchDeck];
