import type { DeckList } from '@tcgkit/kernel';

/** Two legal demo decks on different flags: counters, soulguard, link attacks and an impact in each. */
const copies = (counts: Record<string, number>): string[] =>
  Object.entries(counts).flatMap(([id, n]) => Array.from({ length: n }, () => id));

export const emberDeck: DeckList = {
  name: 'ember',
  main: copies({
    'ember-whelp': 4,
    'ember-lancer': 4,
    'ember-warden': 4,
    'ember-colossus': 4,
    'ember-scout': 4,
    'ember-vulcar': 4,
    'ember-breath': 4,
    'ember-denial': 4,
    'ember-fury': 4,
    'ember-stoke': 4,
    'ember-finale': 4,
    'ember-fang': 2,
    'ember-vigor': 4,
  }),
  extra: { flag: ['ember-flag'], buddy: ['ember-vulcar'] },
};

export const tideDeck: DeckList = {
  name: 'tide',
  main: copies({
    'tide-squire': 4,
    'tide-pikeman': 4,
    'tide-bastion': 4,
    'tide-paladin': 4,
    'tide-leviathan': 4,
    'tide-marin': 4,
    'tide-scout': 4,
    'tide-recall': 4,
    'tide-dispel': 4,
    'tide-charts': 4,
    'tide-mend': 4,
    'tide-maelstrom': 4,
    'tide-aegis': 2,
  }),
  extra: { flag: ['tide-flag'], buddy: ['tide-marin'] },
};

export const decks: DeckList[] = [emberDeck, tideDeck];
