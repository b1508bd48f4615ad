import type { CardObject, GameState } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { checkConservation, takeCensus } from '../src/index.js';

const card = (id: string, definition: string): CardObject => ({
  id,
  serial: 1,
  card: definition,
  owner: 'p1',
  controller: 'p1',
  zone: 'p1/field',
  faceUp: true,
  status: {},
  enteredAt: 1,
});
const state = (object: CardObject) => ({ cards: { [object.id]: object }, zones: { 'p1/field': [object.id] } }) as unknown as GameState;

describe('card conservation with cards of two faces', () => {
  it('[kernel] a card showing its other face is the same physical card when compared by its face in the deck; otherwise it is reported', () => {
    const census = takeCensus(state(card('c1', 'front')));
    const turned = state(card('c1', 'back'));
    expect(checkConservation(turned, census)).toMatch(/was front owned by p1, now back/);
    const faceOf = (c: CardObject) => (c.card === 'back' ? 'front' : c.card);
    expect(checkConservation(turned, takeCensus(state(card('c1', 'front')), faceOf), faceOf)).toBeNull();
  });
});
