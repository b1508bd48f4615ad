/**
 * Two legal demo decks (8.1): 50 main-deck cards with exactly 16 triggers, at most 4 of a name across main
 * and ride deck, at most 4 heal, 1 over and 4 Sentinels, and a ride deck of grades 0–3 plus the energy generator
 * ride-deck crest (the current standard format).
 */
import type { DeckList } from '@tcgkit/kernel';
import { kwBDecks } from './decks-kw-b.js';
import { copies } from './deck-copies.js';

export const cinderDeck: DeckList = {
  name: 'cinder-wyrms',
  main: copies({
    'cw-flare': 4,
    'cw-sprite': 4,
    'cw-sage': 3,
    'cw-mender': 4,
    'cw-phoenix': 1,
    'cw-bulwark': 4,
    'cw-scout': 4,
    'cw-forgekeeper': 1,
    'cw-kindling-rite': 1,
    'cw-adept': 1,
    'cw-wispcaller': 1,
    'cw-seer': 2,
    'cw-ward': 2,
    'cw-squire': 1,
    'cw-lancer': 2,
    'cw-warden': 2,
    'cw-twinfang': 2,
    'cw-brute': 1,
    'cw-rewind': 1,
    'cw-raiment': 2,
    'cw-sovereign': 3,
    'cw-lord': 2,
    'cw-rite': 1,
    'cw-barrier': 1,
  }),
  extra: { 'ride-deck': ['cw-hatchling', 'cw-squire', 'cw-duelist', 'cw-sovereign', 'energy-dynamo'] },
};

export const tidecrestDeck: DeckList = {
  name: 'tidecrest-fleet',
  main: copies({
    'tf-gull': 4,
    'tf-otter': 4,
    'tf-scribe': 2,
    'tf-herald-front': 2,
    'tf-medic': 4,
    'tf-aegis': 4,
    'tf-herald': 2,
    'tf-chanter': 2,
    'tf-oracle': 1,
    'tf-puppetry': 1,
    'tf-mirage': 1,
    'tf-keeper': 1,
    'tf-diviner': 1,
    'tf-cheer': 2,
    'tf-exchange': 1,
    'tf-diver': 2,
    'tf-eraser': 2,
    'tf-surge': 1,
    'tf-chainbinder': 1,
    'tf-crest-order': 1,
    'tf-striker': 2,
    'tf-silencer': 1,
    'tf-regent': 3,
    'tf-gale': 2,
    'tf-command': 2,
    'tf-wall': 1,
  }),
  extra: { 'ride-deck': ['tf-hatchling', 'tf-cadet', 'tf-corsair', 'tf-regent', 'energy-dynamo'] },
};

export const vanguardDecks: DeckList[] = [cinderDeck, tidecrestDeck, ...kwBDecks];
