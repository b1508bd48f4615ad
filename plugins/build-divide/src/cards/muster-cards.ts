import type { CardDefinition } from '@tcgkit/kernel';
import { defineCard, type Colour } from './schema.js';

/**
 * Demo cards for 1205-4b (the `requiem` deck, played by the seeded random games): a unit whose zone-move trigger
 * watches its allies enter the field, and a command that puts two units onto the field at the same time. Put there
 * together, the Captain's condition is met by the other unit's entering even when the engine moves the Captain
 * second. Invented names and text.
 */
const cost = (total: number, ...colours: Colour[]) => ({ total, colours });

export const musterCards: CardDefinition[] = [
  defineCard({
    // 1205-4b: "when another unit enters your field" is a zone-move trigger active on the field.
    id: 'muster-captain',
    name: 'Muster Captain',
    type: 'unit',
    cost: cost(2, 'black'),
    attributes: ['Undead'],
    power: 2000,
    hit: 1,
    abilities: [
      {
        kind: 'automatic',
        label: 'Muster Captain: another unit enters, +1000',
        trigger: {
          event: 'entered',
          match: { all: [{ test: 'event-player', player: 'you' }, { not: { test: 'event', self: true } }] },
        },
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 1000, duration: 'turn' }],
      },
    ],
    text: 'When another unit enters your field, this unit gets +1000 power this turn.',
  }),
  defineCard({
    // 1205-4b, 515-2: both chosen units enter the field by one instruction, at the same time.
    id: 'twin-muster',
    name: 'Twin Muster',
    type: 'command',
    cost: cost(3, 'black'),
    trigger: 'shot',
    targets: { from: { zone: 'graveyard', where: { test: 'card-type', type: 'unit' } }, count: 2, upTo: true },
    effect: [{ do: 'put-onto-field', cards: { var: 'targets' } }],
    text: 'Put up to 2 unit cards from your graveyard onto your field at the same time.',
  }),
];
