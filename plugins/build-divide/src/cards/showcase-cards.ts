import type { CardDefinition } from '@tcgkit/kernel';
import { icon } from '../keywords.js';
import { defineCard, type Colour } from './schema.js';

/**
 * Demo cards writing the verbs and conditions no other card of a soak deck wrote (issue 16's proof, measured by
 * test/soak-vocabulary.test.ts): they play in the `showcase-a` and `showcase-b` decks. Invented names and text.
 */
const cost = (total: number, ...colours: Colour[]) => ({ total, colours });

export const showcaseCards: CardDefinition[] = [
  defineCard({
    // 507 (draw one card, `draw-one`), 1415-3 (the logs on your territory, `logs`).
    id: 'log-reader',
    name: 'Log Reader',
    type: 'unit',
    cost: cost(2, 'white'),
    power: 2000,
    hit: 1,
    abilities: [
      {
        kind: 'automatic',
        label: 'Log Reader: enters with a log, draw 1',
        trigger: { event: 'entered', match: { test: 'event', self: true } },
        condition: { test: 'logs', min: 1 },
        effect: [{ do: 'draw-one' }],
      },
      // 1501: the icon condition "during your opponent's turn" (`opponent-turn`).
      icon('opponent-turn', { power: 1000 }),
    ],
    text: "When this unit enters, if there is a log on your territory, draw a card. [Opponent's turn] +1000 power.",
  }),
  defineCard({
    // 304-3a (a subtype, `subtype`), 401-6 (standing, `standing`), 1400 (a keyword, `keyword`).
    id: 'drill-sergeant',
    name: 'Drill Sergeant',
    type: 'unit',
    cost: cost(3, 'red'),
    power: 3000,
    hit: 1,
    abilities: [
      {
        kind: 'continuous',
        label: 'Drill Sergeant: your standing Aces +1000',
        effect: [
          {
            do: 'modify',
            stat: 'power',
            add: 1000,
            cards: { zone: 'field', where: { all: [{ test: 'subtype', subtype: 'ace' }, { test: 'standing' }] } },
          },
        ],
      },
      {
        kind: 'continuous',
        label: 'Drill Sergeant: your units with Evol +1000',
        effect: [{ do: 'modify', stat: 'power', add: 1000, cards: { zone: 'field', where: { test: 'keyword', keyword: 'evol' } } }],
      },
    ],
    text: 'Your standing Ace units get +1000 power. Your units with Evol get +1000 power.',
  }),
];
