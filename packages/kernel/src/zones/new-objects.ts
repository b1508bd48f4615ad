import type { ZonesContext } from './zones-context.js';
import type { CardObject } from '../state/game-state.js';

/** How far an index kept beside `state.cards` has read the card objects made: `c1` up to `c<upTo - 1>`. */
export interface ObjectCursor {
  upTo: number;
}

/**
 * Reads the card objects made since the cursor last moved, oldest first, and moves it to the next object number.
 * Every card object is made with the next object number as its id (`c1`, `c2`, …: `createCard`, `moveCard`'s
 * new object, a concealed card's renewal), so an index over objects (tokens, the definitions in a game) reads
 * only those instead of walking every card of the game again (issue 14). Objects already gone are skipped.
 */
export function readNewObjects(ctx: ZonesContext, cursor: ObjectCursor, each: (card: CardObject) => void): void {
  const cards = ctx.state.cards;
  const next = ctx.state.counters.nextObject;
  for (; cursor.upTo < next; cursor.upTo++) {
    const card = cards[`c${cursor.upTo}`];
    if (card !== undefined) each(card);
  }
}
