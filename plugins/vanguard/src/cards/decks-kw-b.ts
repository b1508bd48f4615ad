/**
 * The second demo deck pair (8.1-legal), built around keywords 14.41–14.63, X-overDress and wear
 * (`pool-kw-b.ts`); their triggers and sentinels come from the first pair's clans.
 */
import type { DeckList } from '@tcgkit/kernel';
import { copies } from './deck-copies.js';

export const gildedDeck: DeckList = {
  name: 'gilded-wings',
  main: copies({
    'cw-flare': 4,
    'cw-sprite': 4,
    'cw-sage': 3,
    'cw-mender': 4,
    'cw-phoenix': 1,
    'cw-bulwark': 4,
    'gw-page': 3,
    'gw-binder': 4,
    'gw-squire': 4,
    'gw-glimmer': 3,
    'gw-mantle': 3,
    'gw-knight': 1,
    'gw-zealot': 2,
    'gw-cannoneer': 2,
    // The soak's card for X-overDress by an effect (cards/pool-soak-3.ts).
    'gw-dress-caller': 2,
    'gw-consort': 2,
    'gw-paragon': 2,
    'gw-arestiel': 1,
    'gw-regalia': 1,
  }),
  extra: { 'ride-deck': ['gw-hatchling', 'gw-page', 'gw-knight', 'gw-arestiel', 'energy-dynamo'] },
};

export const toyboxDeck: DeckList = {
  name: 'toybox-troupe',
  main: copies({
    'tf-gull': 4,
    'tf-otter': 4,
    'tf-scribe': 2,
    'tf-herald-front': 2,
    'tf-medic': 4,
    'tf-aegis': 4,
    'tt-cadet': 3,
    'tt-candy': 4,
    'tt-marionette': 4,
    'tt-scribe': 3,
    'tt-juggler': 1,
    'tt-beastmaker': 2,
    'tt-armor': 4,
    'tt-clown': 3,
    'tt-jester': 4,
    'tt-hatchling': 2,
  }),
  extra: { 'ride-deck': ['tt-hatchling', 'tt-cadet', 'tt-juggler', 'tt-ringmaster', 'energy-dynamo'] },
};

export const kwBDecks: DeckList[] = [gildedDeck, toyboxDeck];
