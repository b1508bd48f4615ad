import type { ZonesContext } from './zones-context.js';
import type { CardId, CardObject } from '../state/game-state.js';
import { readNewObjects, type ObjectCursor } from './new-objects.js';

/**
 * Per card record (`state.cards`: a restore, a rollback or a set-up position makes a new one, and so starts
 * afresh): every card definition some card object of the game has shown so far, and, per set of definitions a
 * caller asked about, which of them those are (kept while no new definition came in).
 */
interface DefinitionIndex extends ObjectCursor {
  shown: Set<string>;
  among: Map<ReadonlySet<string>, { shownSize: number; present: ReadonlySet<string> }>;
}

const indexes = new WeakMap<Record<CardId, CardObject>, DefinitionIndex>();

function indexOf(ctx: ZonesContext): DefinitionIndex {
  const cards = ctx.state.cards;
  let index = indexes.get(cards);
  if (index === undefined) {
    // A record seen for the first time (a new or restored game, a position set up) is walked once in full.
    index = { upTo: ctx.state.counters.nextObject, shown: new Set(), among: new Map() };
    for (const id in cards) index.shown.add(cards[id]!.card);
    indexes.set(cards, index);
  }
  const shown = index.shown;
  readNewObjects(ctx, index, (card) => shown.add(card.card));
  return index;
}

/**
 * Those of `definitions` (a title's index: the cards with a trigger for an event, with a continuous ability on a
 * stat…) that some card of this game shows or has shown: a superset of the definitions of the card objects there
 * are now, so a reader that finds none of them present has no card to look at (issue 14: a game holds the few
 * dozen definitions of two decks, a title's pool hundreds, and every event, stat read and check timing walked the
 * zones where the pool's abilities work to find no card of them). A definition enters when an object showing it
 * is made (each object is read once, `readNewObjects`) or a card's face changes to it (`noteFaceShown`); none
 * leaves. The answer is kept per asked set while no definition came in; `definitions` must be a set the caller
 * keeps (a title index), not one made per call.
 */
export function presentAmong(ctx: ZonesContext, definitions: ReadonlySet<string>): ReadonlySet<string> {
  const index = indexOf(ctx);
  const kept = index.among.get(definitions);
  if (kept !== undefined && kept.shownSize === index.shown.size) return kept.present;
  const present = new Set<string>();
  const [small, large] = definitions.size <= index.shown.size ? [definitions, index.shown] : [index.shown, definitions];
  for (const definition of small) if (large.has(definition)) present.add(definition);
  index.among.set(definitions, { shownSize: index.shown.size, present });
  return present;
}

/**
 * A card object now shows `definition` without being made anew (a face change, VG 17.2.3.4): the one way a
 * definition enters a game other than with a new object, so `setCardFace` reports it here.
 */
export function noteFaceShown(ctx: ZonesContext, definition: string): void {
  indexes.get(ctx.state.cards)?.shown.add(definition);
}
