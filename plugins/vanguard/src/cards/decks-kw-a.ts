/**
 * A second pair of legal demo decks (8.1) built around the keywords 14.17–14.40 (`pool-kw-a.ts`): each keeps its
 * clan's 16 triggers, 4 Sentinels and ride deck (with the energy generator) and fills the other 30 slots with
 * keyword cards, so the seeded random games between them play every one of those keywords. They are not among the
 * built-in decks: `createVanguardPlugin({ decks: kwADecks })` adds them (the keyword random-game test and soak do).
 */
import type { DeckList } from '@tcgkit/kernel';
import { copies } from './deck-copies.js';

export const emberKeywordDeck: DeckList = {
  name: 'cinder-keywords',
  main: copies({
    'cw-flare': 4,
    'cw-sprite': 4,
    'cw-sage': 3,
    'cw-mender': 4,
    'cw-phoenix': 1,
    'cw-bulwark': 4,
    'ka-oracle': 3,
    'ka-ritualist': 3,
    'ka-rite-circle': 1,
    'ka-seer': 2,
    'ka-acolyte': 1,
    'ka-blazer': 1,
    'ka-glutton': 2,
    'ka-thunder': 2,
    'ka-charger': 2,
    'ka-summoner': 2,
    'ka-umbral': 2,
    'ka-illusionist': 2,
    'ka-herald': 1,
    'ka-dominator': 1,
    'ka-stitcher': 3,
    'ka-exile': 2,
  }),
  extra: { 'ride-deck': ['cw-hatchling', 'cw-squire', 'cw-duelist', 'cw-sovereign', 'energy-dynamo'] },
};

export const tideKeywordDeck: DeckList = {
  name: 'tidecrest-keywords',
  main: copies({
    'tf-gull': 4,
    'tf-otter': 4,
    'tf-scribe': 2,
    'tf-herald-front': 2,
    'tf-medic': 4,
    'tf-aegis': 4,
    'ka-phantom': 3,
    'ka-exile': 2,
    'ka-stormcaller': 2,
    'ka-brawler': 3,
    'ka-chrono': 1,
    'ka-wraith': 1,
    'ka-singer': 2,
    'ka-firstwave': 3,
    'ka-undertow': 3,
    'ka-lurker': 2,
    'ka-captain': 2,
    'ka-bud': 2,
    'ka-burster': 2,
    'ka-rescuer': 2,
  }),
  extra: { 'ride-deck': ['tf-hatchling', 'tf-cadet', 'tf-corsair', 'tf-regent', 'energy-dynamo'] },
};

export const kwADecks: DeckList[] = [emberKeywordDeck, tideKeywordDeck];
