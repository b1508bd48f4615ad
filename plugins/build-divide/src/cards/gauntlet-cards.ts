import type { CardDefinition } from '@tcgkit/kernel';
import { defineCard, type Colour } from './schema.js';

/**
 * Demo cards for the sections issue 16 left "not yet" (the `gauntlet` deck, played by the seeded random games).
 * Invented names and text.
 */
const cost = (total: number, ...colours: Colour[]) => ({ total, colours });

export const gauntletCards: CardDefinition[] = [
  defineCard({
    // 103-1a: both players draw at the same time; if both must lose by it (507-1b), the game is a draw.
    id: 'twin-harvest',
    name: 'Twin Harvest',
    type: 'command',
    cost: cost(2, 'blue'),
    effect: [{ do: 'each-draw', count: 2 }],
    text: 'Each player draws 2 cards.',
  }),
];
