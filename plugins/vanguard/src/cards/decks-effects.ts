/**
 * The continuous-effects deck pair (8.1-legal): the keyword decks of `decks-kw-b.ts` with the cards of
 * `pool-effects.ts` in place of some of their units, so that random games gain and share abilities (7.14.1,
 * Melody 14.41, wear 6.9.3.4) and raise, double and nullify values (11.11.4.1, 11.11.8), with an optional replacement effect (11.3.1.3.2):
 * `createVanguardPlugin({ decks: effectsDecks })`.
 */
import type { DeckList } from '@tcgkit/kernel';
import { copies } from './deck-copies.js';

export const chorusDeck: DeckList = {
  name: 'gilded-chorus',
  main: copies({
    'cw-flare': 4,
    'cw-sprite': 4,
    'cw-sage': 3,
    'cw-mender': 4,
    'cw-phoenix': 1,
    'cw-bulwark': 2,
    // Issue 16's second round (pool-notyet2.ts): 2 Unbound Fury for 2 Bulwark.
    'cw-unbound-fury': 2,
    'gw-page': 3,
    'gw-chorister': 4,
    'gw-squire': 4,
    'gw-glimmer': 3,
    'gw-mantle': 4,
    'gw-knight': 1,
    'gw-cantor': 3,
    'gw-warden': 3,
    'gw-benediction': 2,
    'gw-arestiel': 1,
    'gw-paragon': 2,
  }),
  extra: { 'ride-deck': ['gw-hatchling', 'gw-page', 'gw-knight', 'gw-arestiel', 'energy-dynamo'] },
};

export const echoDeck: DeckList = {
  name: 'toybox-echo',
  main: copies({
    'tf-gull': 4,
    'tf-otter': 4,
    'tf-scribe': 2,
    'tf-herald-front': 2,
    'tf-medic': 4,
    'tf-aegis': 0,
    // Issue 16's second round (pool-notyet2.ts): 2 Growth Chart Bear and 2 Fair Trade for the 4 Aegis.
    'tt-growth-chart': 2,
    'tt-fair-trade': 2,
    'tt-cadet': 3,
    'tt-echo': 4,
    'tt-stuntman': 4,
    'tt-mimic': 2,
    'tt-juggler': 1,
    'tt-beastmaker': 2,
    'tt-armor': 4,
    'tt-leveller': 2,
    // The soak's card reading beast-synthesized units and trigger units (cards/pool-soak-3.ts).
    'tt-synth-keeper': 2,
    'tt-jester': 4,
    'tt-hatchling': 2,
  }),
  extra: { 'ride-deck': ['tt-hatchling', 'tt-cadet', 'tt-juggler', 'tt-ringmaster', 'energy-dynamo'] },
};

export const effectsDecks: DeckList[] = [chorusDeck, echoDeck];
