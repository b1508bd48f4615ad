/**
 * The deck pair of the set-specific rules 17.9–17.16 (8.1-legal), built from `pool-sets-b.ts`; their triggers and
 * sentinels come from the first pair's clans. Not among the built-in decks: `createVanguardPlugin({ decks: setsBDecks })`.
 */
import type { DeckList } from '@tcgkit/kernel';
import { copies } from './deck-copies.js';

export const spiritForgeDeck: DeckList = {
  name: 'spirit-forge',
  main: copies({
    'cw-flare': 4,
    'cw-sprite': 4,
    'cw-sage': 3,
    'cw-mender': 4,
    'cw-phoenix': 1,
    'cw-bulwark': 4,
    'sk-flame': 4,
    'sk-medium': 2,
    'sk-hao-order': 3,
    'sk-hao': 2,
    'sk-base': 2,
    'sk-scout': 2,
    'sk-agent': 2,
    'sk-garden': 2,
    'sk-bride': 2,
    'sk-factory': 2,
    'sk-engineer': 2,
    // The soak's card reading stored cards and memories (cards/pool-soak-3.ts).
    'sk-chronicler': 2,
    'sk-memory': 2,
    'sk-king': 1,
  }),
  extra: { 'ride-deck': ['sk-wisp', 'sk-medium', 'sk-scout', 'sk-king', 'energy-dynamo'] },
};

export const coroBladesDeck: DeckList = {
  name: 'coro-blades',
  main: copies({
    'tf-gull': 4,
    'tf-otter': 4,
    'tf-scribe': 2,
    'tf-herald-front': 2,
    'tf-medic': 4,
    'tf-aegis': 4,
    'cc-uchigatana': 2,
    'cc-tachi': 2,
    'cc-wakizashi': 2,
    'cc-master': 1,
    'cc-beetle': 2,
    'cc-stag': 2,
    'cc-danger': 2,
    'cc-retry': 2,
    'cc-kaigan': 2,
    'cc-deal': 2,
    'cc-deka': 2,
    'cc-sprout': 3,
    'cc-bloomer': 3,
    'cc-formula': 1,
    // The soak's card reading move icons, 超必殺わざ and growth sources (cards/pool-soak-3.ts).
    'cc-field-scholar': 2,
  }),
  extra: { 'ride-deck': ['cc-pup', 'cc-sprout', 'cc-bloomer', 'cc-kaigan', 'energy-dynamo'] },
};

export const setsBDecks: DeckList[] = [spiritForgeDeck, coroBladesDeck];
