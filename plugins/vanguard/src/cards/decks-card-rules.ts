/**
 * The deck pair of the card-information and effect mechanisms of `pool-card-rules.ts` (`cinder-depth`,
 * `tidecrest-depth`): the seeded random games between them play fighter gauge and plant gauge, activation
 * wording, an alternative call, an ACT from the hand, an order's optional cost, options that cannot repeat,
 * trigger icon kinds, two trigger icons on one card, trigger effects given away and nullified, cards called to
 * one circle at once, clan, nation and fighter icons, and a deck-building ability (five copies of one card).
 * Not among the built-in decks: `createVanguardPlugin({ decks: cardRulesDecks })`.
 */
import type { DeckList } from '@tcgkit/kernel';
import { copies } from './deck-copies.js';
import { tidecrestDeck } from './decks.js';
import { withCounts } from './decks-rules.js';

export const cinderDepthDeck: DeckList = {
  name: 'cinder-depth',
  main: copies({
    // 16 triggers: one of them with two icons (11.10.6).
    'cw-flare': 3,
    'cw-twin-icon': 1,
    'cw-sprite': 4,
    'cw-sage': 3,
    'cw-mender': 4,
    'cw-phoenix': 1,
    'cw-squire': 1,
    'cw-bulwark': 2,
    'cw-ward': 2,
    // One Sovereign out for Twin Ascent (13.3.2.1).
    'cw-sovereign': 2,
    'cw-lord': 1,
    'cw-plant-tender': 2,
    'cw-hidden-flame': 2,
    // Five copies: its deck-building ability lifts 8.1.5's limit for its collector number (8.1.3, 8.1.9).
    'cw-collector': 5,
    'cw-icon-drake': 1,
    'cw-nation-icon-drake': 1,
    'cw-vow-knight': 2,
    'cw-choice-wyvern': 2,
    'cw-echo-drake': 2,
    'cw-alt-caller': 2,
    'cw-icon-census': 1,
    'cw-persona-rite': 1,
    'cw-optional-blaze': 1,
    'cw-convergence': 1,
    'cw-smother': 1,
    'cw-rally': 1,
    'cw-twin-ascent': 1,
  }),
  // The grade 3 of the ride deck lets its fighter have gauge (7.40.7).
  extra: { 'ride-deck': ['cw-hatchling', 'cw-squire', 'cw-duelist', 'cw-gauge-regent', 'energy-dynamo'] },
};

export const tidecrestDepthDeck: DeckList = {
  name: 'tidecrest-depth',
  // Out: 1 Oracle, 1 Mirage, 1 Keeper, 1 Diviner; in: 2 Becalming Tide, 1 Relay Skiff, 1 Tide Loop Dancer.
  main: withCounts(tidecrestDeck.main, {
    'tf-oracle': 0,
    'tf-mirage': 0,
    'tf-keeper': 0,
    'tf-diviner': 0,
    'tf-becalm': 2,
    'tf-relay': 1,
    // An optional loop its master can stop (18.1.1.2), recognised by its card data (18.1.1.5): in for a Relay Skiff.
    'tf-loop-dancer': 1,
  }),
  extra: tidecrestDeck.extra ?? {},
};

export const cardRulesDecks: DeckList[] = [cinderDepthDeck, tidecrestDepthDeck];
