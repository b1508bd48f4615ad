import type { CardDefinition } from '@tcgkit/kernel';
import { defineCard, type Colour } from './schema.js';

const cost = (total: number, ...colours: Colour[]) => ({ total, colours });
const yourUnit = { zone: 'field', where: { test: 'unit' } };
const anyUnit = { zone: 'field', player: 'any', where: { test: 'unit' } };

/**
 * Original cards of the `chrono` demo deck (red/white), for issue 16's last verbs: both players' extra turns
 * at once (1603-2b), opening a territory by an effect (902-5), "then" text (1204-2e, 1204-3a:v), and
 * dressing a card onto a unit (1417-5a). Invented names and text.
 */
export const chronoCards: CardDefinition[] = [
  defineCard({
    id: 'twin-clock',
    name: 'Twin Clock',
    type: 'command',
    cost: cost(5, 'red'),
    effect: [{ do: 'each-extra-turn' }],
    text: 'Each player takes an extra turn after this one.',
  }),
  defineCard({
    id: 'gate-key',
    name: 'Gate Key',
    type: 'command',
    cost: cost(3, 'white'),
    effect: [{ do: 'open-territory' }, { do: 'draw', count: 1 }],
    text: 'Open a territory of yours. Draw a card.',
  }),
  defineCard({
    id: 'then-strike',
    name: 'Then Strike',
    type: 'command',
    cost: cost(2, 'red'),
    effect: [
      { do: 'draw', count: 1 },
      {
        do: 'afterwards',
        label: 'Then Strike: then',
        effect: [
          { do: 'choose', from: anyUnit, count: 1, upTo: true, as: 'struck', prompt: 'Deal 2000 damage to up to one unit' },
          { do: 'damage-unit', cards: { var: 'struck' }, amount: 2000 },
        ],
      },
    ],
    text: 'Draw a card. Then, deal 2000 damage to up to one unit.',
  }),
  defineCard({
    id: 'battle-garb',
    name: 'Battle Garb',
    type: 'command',
    cost: cost(2, 'white'),
    targets: { from: yourUnit, count: 1 },
    clothes: { power: 2000 },
    effect: [{ do: 'dress', cards: 'self', onto: { var: 'targets' } }],
    text: 'Dress this card onto target unit of yours. [Clothes] +2000 power.',
  }),
];
