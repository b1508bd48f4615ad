import type { CardDefinition } from '@tcgkit/kernel';
import { defineCard, type Colour } from './schema.js';

/**
 * Demo cards for "has the same abilities / values as" (524): a command that makes your units copies of an
 * opposing unit, and a unit whose continuous ability shows what a copy holds; and one for copying a command card
 * outside the resolution zone (520-1b). Invented names and text.
 */
const cost = (total: number, ...colours: Colour[]) => ({ total, colours });
const yourUnits = { zone: 'field', where: { test: 'unit' } };
const target = { var: 'targets' };

export const copyCards: CardDefinition[] = [
  defineCard({
    id: 'mirror-form',
    name: 'Mirror Form',
    type: 'command',
    cost: cost(1, 'black'),
    targets: { from: { zone: 'field', player: 'opponent', where: { test: 'unit' } }, count: 1 },
    effect: [
      // 524-1: "has the same abilities as": the stat `abilities` becomes the target's (its own are lost).
      { do: 'modify', cards: yourUnits, stat: 'abilities', copyFrom: target, layer: 'remove', duration: 'turn' },
      // 524-2 (power and hit): the same values as the target's, for as long as this lasts.
      { do: 'modify', cards: yourUnits, stat: 'power', copyFrom: target, layer: 'numeric', duration: 'turn' },
      { do: 'modify', cards: yourUnits, stat: 'hit', copyFrom: target, layer: 'numeric', duration: 'turn' },
      // 524-2 (play cost, and with it colour): the target's.
      { do: 'modify', cards: yourUnits, stat: 'cost', copyFrom: target, layer: 'numeric', duration: 'turn' },
    ],
    text: 'Until end of turn, your units have the same abilities, power, hit, play cost and colour as target opposing unit.',
  }),
  defineCard({
    id: 'banner-bearer',
    name: 'Banner Bearer',
    type: 'unit',
    cost: cost(2, 'black'),
    power: 2000,
    hit: 2,
    abilities: [
      {
        kind: 'continuous',
        effect: [
          { do: 'modify', stat: 'power', add: 1000, cards: { zone: 'field', where: { all: [{ test: 'unit' }, { test: 'not-self' }] } } },
        ],
      },
    ],
    text: 'Your other units get +1000 power.',
  }),
  defineCard({
    id: 'grave-echo',
    name: 'Grave Echo',
    type: 'command',
    cost: cost(2, 'black'),
    effect: [
      { do: 'choose', from: { zone: 'graveyard', where: { test: 'card-type', type: 'command' } }, count: 1, as: 'copied' },
      // 520-1b: the copy is made in the resolution zone and chooses its own targets as if played (1204-2g).
      { do: 'copy-command', cards: { var: 'copied' } },
    ],
    text: 'Choose a command card in your graveyard and copy it. You may choose new targets for the copy.',
  }),
];
