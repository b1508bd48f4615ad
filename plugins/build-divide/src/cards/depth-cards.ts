import type { CardDefinition } from '@tcgkit/kernel';
import { defineCard, type Colour } from './schema.js';

/**
 * Demo cards for the rules the first pool left out (issue 16): 予想/的中 (530), "by doing X, Y" (532),
 * 【境界-「 」】 (1414-3), 【スキル】 (533), double-faced territories (1702). They make up the `frontier` demo deck, so the random-game soak plays them.
 * Invented names and text, written for this engine.
 */
const cost = (total: number, ...colours: Colour[]) => ({ total, colours });
const topOfDeck = { zone: 'deck', player: 'you', top: 1 };

export const depthCards: CardDefinition[] = [
  defineCard({
    id: 'oracle-gambit',
    name: 'Oracle Gambit',
    type: 'command',
    cost: cost(1, 'blue'),
    timing: 'quick',
    effect: [
      {
        do: 'predict',
        prompt: 'Predict the card type of the top card of your deck',
        options: [
          { label: 'a unit', test: { test: 'card-type', type: 'unit' } },
          { label: 'a command', test: { test: 'card-type', type: 'command' } },
        ],
      },
      { do: 'reveal', cards: topOfDeck },
      { do: 'if', subject: topOfDeck, test: { test: 'correct' }, then: [{ do: 'draw', count: 1 }] },
      { do: 'draw', count: 1 },
    ],
    text: 'Quick. Predict: unit or command. Reveal the top card of your deck. If correct, draw 1. Draw 1.',
  }),
  defineCard({
    id: 'ember-tithe',
    name: 'Ember Tithe',
    type: 'command',
    cost: cost(1, 'red'),
    effect: [
      { do: 'draw', count: 1 },
      {
        do: 'may',
        prompt: 'Pay 1 energy to deal 1 damage to your opponent?',
        cost: [{ do: 'pay-energy', cost: cost(1) }],
        then: [{ do: 'damage-player', player: 'opponent', amount: 1 }],
      },
    ],
    text: 'Draw 1. By paying 1 energy, deal 1 damage to your opponent.',
  }),
  defineCard({
    id: 'border-knight',
    name: 'Border Knight',
    type: 'unit',
    cost: cost(2, 'blue'),
    attributes: ['Knight'],
    power: 3000,
    hit: 1,
    keywords: ['boundary'],
    abilities: [
      {
        kind: 'continuous',
        label: 'Boundary (exactly two colours): +2000 power',
        condition: { test: 'boundary' },
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 2000 }],
      },
    ],
    text: '【境界-「 」】 This unit gets +2000 power.',
  }),
  defineCard({
    id: 'skill-adept',
    name: 'Skill Adept',
    type: 'unit',
    cost: cost(2, 'red'),
    attributes: ['Warrior'],
    power: 3000,
    hit: 1,
    skill: [{ do: 'draw', count: 1 }],
    abilities: [
      {
        kind: 'automatic',
        label: 'enters: activate the skill',
        trigger: { event: 'entered', match: { test: 'event', self: true } },
        effect: [{ do: 'activate-skill' }],
      },
      {
        kind: 'automatic',
        label: 'skill activated: +1000 power this turn',
        trigger: { event: 'skill-activated', match: { test: 'event', self: true } },
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 1000, duration: 'turn' }],
      },
    ],
    text: '【スキル】 Draw 1. When this unit enters, activate its skill. When its skill is activated, it gets +1000 power this turn.',
  }),
  defineCard({
    // 1702: a double-faced territory with a unit side, played from the territory zone when its condition holds.
    id: 'sunken-vault',
    name: 'Sunken Vault',
    type: 'territory',
    open: { name: 'Vault of Tides', cost: cost(5, 'blue'), titles: ['Tide'] },
    unit: {
      name: 'Vault Colossus',
      cost: cost(3, 'blue'),
      power: 6000,
      hit: 2,
      condition: { test: 'zone-count', zone: 'graveyard', op: '>=', value: 4 },
    },
    abilities: [
      {
        kind: 'continuous',
        label: 'Vault of Tides: your units +1000',
        condition: { test: 'self-open' },
        effect: [{ do: 'modify', stat: 'power', add: 1000, cards: { zone: 'field', where: { test: 'unit' } } }],
      },
    ],
    text: 'Open side: your units get +1000 power. Unit side "Vault Colossus" (3, blue; 6000, hit 2): while 4 or more cards are in your graveyard, you may play this card from your territory zone as that unit.',
  }),
];
