/**
 * The rules decks (`cinder-rules`, `tidecrest-rules`): the two demo decks with a few cards swapped for the demo
 * cards of `pool-rules.ts`, so that seeded random games play counting kinds, "cannot be used this turn", set cards
 * as units, ending the turn, extra turns, battle opponents, drive changes and sources. Not among the built-in
 * decks (the generic playouts and `tcgkit sim` keep the two demo decks): `createVanguardPlugin({ decks: rulesDecks })`.
 */
import type { DeckList } from '@tcgkit/kernel';
import { cinderDeck, tidecrestDeck } from './decks.js';

/** The deck's main deck with some counts changed (0 removes a card). */
export function withCounts(main: readonly string[], changes: Record<string, number>): string[] {
  const counts = new Map<string, number>();
  for (const id of main) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const [id, n] of Object.entries(changes)) counts.set(id, n);
  return [...counts].flatMap(([id, n]) => Array.from({ length: n }, () => id));
}

export const cinderRulesDeck: DeckList = {
  name: 'cinder-rules',
  // Out: 2 Bulwark, 3 Scout, 1 Brute, 1 Rewind (7); in: 3 Census Drake, 1 Ember Curfew, 1 Ember Amnesty,
  // 2 Vengeful Cinder.
  main: withCounts(cinderDeck.main, {
    'cw-bulwark': 2,
    'cw-scout': 1,
    'cw-brute': 0,
    'cw-rewind': 0,
    'cw-census-drake': 3,
    'cw-ember-curfew': 1,
    'cw-ember-amnesty': 1,
    'cw-vengeful-cinder': 2,
    // Out: 2 Lancer, 2 Warden, 2 Twinfang, 1 Adept, 1 Wispcaller (8); in: the soak cards of pool-soak.ts.
    'cw-lancer': 0,
    'cw-warden': 0,
    'cw-twinfang': 0,
    'cw-adept': 0,
    'cw-wispcaller': 0,
    'cw-onrush-drake': 3,
    'cw-ember-chronicler': 1,
    // Issue 16's second round (pool-notyet2.ts): 2 Crownseeker Drake for 2 Ember Chronicler.
    'cw-crownseeker': 2,
    'cw-ember-rally': 2,
  }),
  extra: cinderDeck.extra ?? {},
};

export const tidecrestRulesDeck: DeckList = {
  name: 'tidecrest-rules',
  // Out: 1 Oracle, 1 Mirage, 1 Keeper, 1 Diviner, 1 Exchange, 2 Cheer, 1 Chainbinder, 1 Surge (9); in: 4 Standard,
  // 2 Undertow Guard, 1 Riptide Snare, 1 Tidal Reprise, 1 Scarred Captain.
  main: withCounts(tidecrestDeck.main, {
    'tf-cheer': 0,
    'tf-chainbinder': 0,
    'tf-surge': 0,
    'tf-oracle': 0,
    'tf-mirage': 0,
    'tf-keeper': 0,
    'tf-diviner': 0,
    'tf-exchange': 0,
    'tf-standard': 4,
    'tf-undertow-guard': 2,
    'tf-riptide': 1,
    'tf-tidal-reprise': 1,
    'tf-scarred-captain': 1,
    // Out: 2 Striker, 2 Diver, 2 Aegis, 1 Silencer (7); in: the soak cards of pool-soak.ts.
    'tf-striker': 0,
    'tf-diver': 0,
    'tf-aegis': 0,
    // Issue 16's second round (pool-notyet2.ts): 2 Tide Anchor for the 2 Aegis left.
    'tf-tide-anchor': 2,
    'tf-silencer': 0,
    'tf-ebb-and-flow': 1,
    'tf-reef-lookout': 3,
    'tf-tideborne-lancer': 3,
  }),
  extra: tidecrestDeck.extra ?? {},
};

export const rulesDecks: DeckList[] = [cinderRulesDeck, tidecrestRulesDeck];
