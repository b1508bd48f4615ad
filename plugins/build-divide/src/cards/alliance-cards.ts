import type { CardDefinition } from '@tcgkit/kernel';
import { defineCard, type Colour } from './schema.js';

const cost = (total: number, ...colours: Colour[]) => ({ total, colours });
const opposingUnit = { zone: 'field', player: 'opponent', where: { test: 'unit' } };
const yourUnit = { zone: 'field', where: { test: 'unit' } };
const targets = { var: 'targets' };

/**
 * Original cards of the `alliance` demo deck (red/black): the verbs and choices added for issue 16's
 * remaining sections, so random games and the tag-team soak play them: drop and "cannot be dropped"
 * (527), dealing damage to each other (516-3), tripling (526-1a), modal choices (1204-2f, 1204-3b),
 * swapping (509) and looking at the top of the deck (508).
 */
export const allianceCards: CardDefinition[] = [
  defineCard({
    id: 'iron-saint',
    name: 'Iron Saint',
    type: 'unit',
    cost: cost(2, 'black'),
    trigger: 'buster',
    power: 2000,
    hit: 1,
    keywords: ['undroppable'],
    text: 'This card cannot be dropped by any means.',
  }),
  defineCard({ id: 'grave-duelist', name: 'Grave Duelist', type: 'unit', cost: cost(2, 'red'), trigger: 'buster', power: 3000, hit: 1 }),
  defineCard({
    id: 'peek-sentry',
    name: 'Peeking Sentry',
    type: 'unit',
    cost: cost(1, 'red'),
    trigger: 'buster',
    power: 1000,
    hit: 1,
    abilities: [
      {
        kind: 'automatic',
        label: 'Peeking Sentry: look',
        trigger: { event: 'entered', match: { test: 'event', self: true } },
        effect: [{ do: 'look', count: 2 }],
      },
    ],
    text: 'When this unit enters, look at the top 2 cards of your deck.',
  }),
  defineCard({
    id: 'drop-hex',
    name: 'Drop Hex',
    type: 'command',
    cost: cost(2, 'black'),
    trigger: 'shot',
    targets: { from: opposingUnit, count: 1 },
    effect: [{ do: 'drop', cards: targets }],
    text: 'Drop target opposing unit.',
  }),
  defineCard({
    id: 'twin-flare',
    name: 'Twin Flare',
    type: 'command',
    cost: cost(2, 'red'),
    effect: [
      { do: 'damage-player', player: 'opponent', amount: 1 },
      { do: 'damage-player', player: 'opponent', amount: 1 },
    ],
    text: 'Deal 1 damage to your opponent. Deal 1 damage to your opponent.',
  }),
  defineCard({
    id: 'duel-strike',
    name: 'Duel Strike',
    type: 'command',
    cost: cost(1, 'red'),
    trigger: 'shot',
    targets: { from: opposingUnit, count: 1 },
    effect: [
      { do: 'choose', from: yourUnit, count: 1, as: 'champion', prompt: 'Choose your unit to fight' },
      { do: 'damage-each-other', cards: { var: 'champion' }, with: targets, amount: 3000 },
    ],
    text: 'Choose a unit of yours; it and target opposing unit deal 3000 damage to each other.',
  }),
  defineCard({
    id: 'triple-might',
    name: 'Triple Might',
    type: 'command',
    cost: cost(1, 'red'),
    timing: 'quick',
    targets: { from: yourUnit, count: 1 },
    effect: [{ do: 'double-power', cards: targets, times: 3 }],
    text: "Quick. Triple target unit of yours' power this turn.",
  }),
  defineCard({
    id: 'mode-charm',
    name: 'Crossroads Charm',
    type: 'command',
    cost: cost(1, 'black'),
    effect: [
      {
        do: 'choose-mode',
        options: [
          { label: 'Draw a card', effect: [{ do: 'draw', count: 1 }] },
          {
            label: 'Your units get +1000 power this turn',
            effect: [{ do: 'modify', cards: yourUnit, stat: 'power', add: 1000, duration: 'turn' }],
          },
          { label: 'Stand your energy', effect: [{ do: 'stand', cards: { zone: 'energy' } }] },
        ],
        count: 2,
      },
    ],
    text: 'Choose two: • Draw a card. • Your units get +1000 power this turn. • Stand your energy.',
  }),
  defineCard({
    id: 'cond-charm',
    name: 'Tally Charm',
    type: 'command',
    cost: cost(1, 'black'),
    effect: [
      {
        do: 'by-condition',
        options: [
          { test: { test: 'red-zone' }, effect: [{ do: 'draw', count: 2 }] },
          { test: { test: 'yellow-zone' }, effect: [{ do: 'draw', count: 1 }] },
        ],
      },
    ],
    text: '• If you are in the red zone, draw 2 cards. • If you are in the yellow zone, draw a card.',
  }),
  defineCard({
    id: 'swap-charm',
    name: 'Exchange Charm',
    type: 'command',
    cost: cost(1, 'black'),
    timing: 'quick',
    effect: [
      { do: 'choose', from: { zone: 'hand' }, count: 1, as: 'fromHand', prompt: 'Choose a card in your hand' },
      { do: 'choose', from: { zone: 'energy' }, count: 1, as: 'fromEnergy', prompt: 'Choose a card in your energy zone' },
      { do: 'swap', cards: { var: 'fromHand' }, with: { var: 'fromEnergy' } },
    ],
    text: 'Quick. Swap a card in your hand with a card in your energy zone.',
  }),
  defineCard({
    id: 'discard-hex',
    name: 'Discard Hex',
    type: 'command',
    cost: cost(1, 'black'),
    effect: [
      {
        do: 'choose',
        player: 'opponent',
        from: { zone: 'hand', player: 'opponent' },
        count: 1,
        as: 'dropped',
        prompt: 'Choose a card to drop',
      },
      { do: 'drop', cards: { var: 'dropped' } },
    ],
    text: 'Your opponent drops a card from their hand.',
  }),
];
