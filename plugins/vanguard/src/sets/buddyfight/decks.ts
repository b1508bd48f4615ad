/**
 * The Buddyfight demo deck pair (8.1-legal): each clan's cards (pool.ts) with the first pair's triggers and
 * sentinels. Not among the built-in decks: `createVanguardPlugin({ decks: buddyfightDecks })` adds them (the
 * Buddyfight random-game test and soak do), so the generic playout checks keep their two decks.
 */
import type { DeckList } from '@tcgkit/kernel';
import { copies } from '../../cards/deck-copies.js';

const mainOf = (prefix: string) => ({
  [`${prefix}-page`]: 3,
  [`${prefix}-buddy`]: 3,
  [`${prefix}-squire`]: 2,
  [`${prefix}-lancer`]: 3,
  [`${prefix}-counter`]: 2,
  [`${prefix}-charger`]: 3,
  [`${prefix}-gaugemaker`]: 3,
  [`${prefix}-arms`]: 2,
  [`${prefix}-gaugecaller`]: 2,
  [`${prefix}-overlord`]: 2,
  [`${prefix}-sacrificer`]: 1,
  // The soak's card for buddy soul by effect, ∞ and the link-attack state read (cards/pool-soak-3.ts).
  [`${prefix}-soulbinder`]: 2,
  [`${prefix}-ruler`]: 2,
});
const rideDeckOf = (prefix: string) => [
  `${prefix}-starter`,
  `${prefix}-page`,
  `${prefix}-charger`,
  `${prefix}-ruler`,
  `${prefix}-buddy`,
  `${prefix}-flag`,
];

export const skyforgeDeck: DeckList = {
  name: 'skyforge-drakes',
  main: copies({ 'cw-flare': 4, 'cw-sprite': 4, 'cw-sage': 3, 'cw-mender': 4, 'cw-phoenix': 1, 'cw-bulwark': 4, ...mainOf('sd') }),
  extra: { 'ride-deck': rideDeckOf('sd') },
};

export const moonbladeDeck: DeckList = {
  name: 'moonblade-ronin',
  main: copies({ 'tf-gull': 4, 'tf-otter': 4, 'tf-scribe': 2, 'tf-herald-front': 2, 'tf-medic': 4, 'tf-aegis': 4, ...mainOf('mr') }),
  extra: { 'ride-deck': rideDeckOf('mr') },
};

export const buddyfightDecks: DeckList[] = [skyforgeDeck, moonbladeDeck];
