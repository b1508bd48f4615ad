import type { ZonesContext } from './zones-context.js';
import type { CardId, CardObject } from '../state/game-state.js';
import { readNewObjects, type ObjectCursor } from './new-objects.js';

/**
 * Per card record (`state.cards`: a restore, a rollback or a set-up position makes a new one, and so starts
 * afresh): the token objects found so far, in object order, and the next object number not yet looked at.
 */
interface TokenIndex extends ObjectCursor {
  ids: CardId[];
}

const indexes = new WeakMap<Record<CardId, CardObject>, TokenIndex>();

/**
 * Every token object of the game (`token: true`: pseudo-cards, VG 15.2; token units), in the order a walk over
 * `state.cards` visits them. Rule checks that look for a token outside its valid zones (VG 13.8) asked every card
 * of the game at every check timing (issue 14); tokens are a handful.
 *
 * Every card object is made with the next object number as its id (`c1`, `c2`, …: `createCard`, and `moveCard`,
 * whose new object keeps `token`), and an object never becomes a token later, so the objects made since the last
 * look are `c<upTo>` up to `c<nextObject - 1>`: only those are read, and tokens that are gone (erased, or moved
 * into a new object) are dropped from the list. A record seen for the first time is walked once in full. Later
 * objects' numbers only grow, so the list stays in the order of insertion into `state.cards`.
 */
export function tokenCards(ctx: ZonesContext): readonly CardId[] {
  const cards = ctx.state.cards;
  const next = ctx.state.counters.nextObject;
  let index = indexes.get(cards);
  if (index === undefined) {
    // A record seen for the first time (a new or restored game, a position set up) is walked once in full.
    index = { upTo: next, ids: [] };
    for (const id in cards) if (cards[id]!.token === true) index.ids.push(id);
    indexes.set(cards, index);
  }
  const ids = index.ids;
  readNewObjects(ctx, index, (card) => {
    if (card.token === true) ids.push(card.id);
  });
  let live = 0;
  for (const id of index.ids) if (cards[id] !== undefined) index.ids[live++] = id;
  index.ids.length = live;
  return index.ids;
}
