/**
 * Two legal demo decks (8.1): 50 main-deck cards with exactly 16 triggers, at most 4 of a name across main
 * and ride deck, at most 4 heal, 1 over and 4 Sentinels, and a ride deck of grades 0–3.
 */
import type { DeckList } from '@tcgkit/kernel';

const copies = (counts: Record<string, number>): string[] =>
  Object.entries(counts).flatMap(([id, n]) => Array.from({ length: n }, () => id));

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
    'cw-adept': 4,
    'cw-ward': 2,
    'cw-squire': 1,
    'cw-lancer': 4,
    'cw-warden': 4,
    'cw-brute': 2,
    'cw-raiment': 2,
    'cw-sovereign': 3,
    'cw-lord': 2,
    'cw-rite': 1,
    'cw-barrier': 1,
  }),
  extra: { 'ride-deck': ['cw-hatchling', 'cw-squire', 'cw-duelist', 'cw-sovereign'] },
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
    'tf-herald': 4,
    'tf-oracle': 3,
    'tf-keeper': 2,
    'tf-cheer': 3,
    'tf-diver': 4,
    'tf-surge': 3,
    'tf-striker': 3,
    'tf-regent': 3,
    'tf-gale': 2,
    'tf-command': 2,
    'tf-wall': 1,
  }),
  extra: { 'ride-deck': ['tf-hatchling', 'tf-cadet', 'tf-corsair', 'tf-regent'] },
};

export const vanguardDecks: DeckList[] = [cinderDeck, tidecrestDeck];
