import type { ZonesContext } from './zones-context.js';
import type { CardId, CardObject } from '../state/game-state.js';
import { readNewObjects, type ObjectCursor } from './new-objects.js';

/**
 * A set of card definitions some game has shown, shared by every game of the title that shows the same ones (games
 * of the same two decks: the answers below are kept once per title, not once per game, so a game holds no more than
 * its cursor and a pointer; bytes per game, issue 14), with the answers to `anyPresent` kept for it.
 */
interface Shown {
  readonly definitions: ReadonlySet<string>;
  readonly answers: Map<ReadonlySet<string>, boolean>;
}

/** Per card record (`state.cards`: a restore, a rollback or a set-up position makes a new one, and so starts afresh). */
interface DefinitionIndex extends ObjectCursor {
  shown: Shown;
}

const indexes = new WeakMap<Record<CardId, CardObject>, DefinitionIndex>();
/** Per title, the shown sets by their sorted definitions; bounded (past it, sets are simply made again). */
const interned = new WeakMap<object, Map<string, Shown>>();
const internedBound = 256;

function internShown(ctx: ZonesContext, definitions: ReadonlySet<string>): Shown {
  let byKey = interned.get(ctx.title);
  if (byKey === undefined) interned.set(ctx.title, (byKey = new Map()));
  const key = [...definitions].sort().join('\n');
  let shown = byKey.get(key);
  if (shown === undefined) {
    if (byKey.size >= internedBound) byKey.clear();
    shown = { definitions, answers: new Map() };
    byKey.set(key, shown);
  }
  return shown;
}

/** The index of the game's card record, brought up to date with the objects made since the last look. */
function indexOf(ctx: ZonesContext): DefinitionIndex {
  const cards = ctx.state.cards;
  let index = indexes.get(cards);
  if (index === undefined) {
    // A record seen for the first time (a new or restored game, a position set up) is walked once in full.
    const definitions = new Set<string>();
    for (const id in cards) definitions.add(cards[id]!.card);
    index = { upTo: ctx.state.counters.nextObject, shown: internShown(ctx, definitions) };
    indexes.set(cards, index);
  }
  let grown: Set<string> | undefined;
  const known = index.shown.definitions;
  readNewObjects(ctx, index, (card) => {
    if (!known.has(card.card)) (grown ??= new Set(known)).add(card.card);
  });
  if (grown !== undefined) index.shown = internShown(ctx, grown);
  return index;
}

/**
 * Whether some card of this game shows, or has shown, one of `definitions` (a title's index: the cards with a trigger
 * for an event, with a continuous ability on a stat…). `false` means no card object of the game now has any of them,
 * so a reader has no card to look for (issue 14: a game holds the few dozen definitions of two decks, a title's pool
 * hundreds, and every event, stat read and check timing walked the zones where the pool's abilities work to find no
 * card of them). A definition enters when an object showing it is made (each object is read once,
 * `readNewObjects`) or a card's face changes to it (`noteFaceShown`); none leaves. `definitions` must be a set the
 * caller keeps (a title index), not one made per call: the answer is kept for it.
 */
export function anyPresent(ctx: ZonesContext, definitions: ReadonlySet<string>): boolean {
  const shown = indexOf(ctx).shown;
  const kept = shown.answers.get(definitions);
  if (kept !== undefined) return kept;
  const [small, large] = definitions.size <= shown.definitions.size ? [definitions, shown.definitions] : [shown.definitions, definitions];
  let found = false;
  for (const definition of small)
    if (large.has(definition)) {
      found = true;
      break;
    }
  shown.answers.set(definitions, found);
  return found;
}

/**
 * A card object now shows `definition` without being made anew (a face change, VG 17.2.3.4): the one way a
 * definition enters a game other than with a new object, so `setCardFace` reports it here.
 */
export function noteFaceShown(ctx: ZonesContext, definition: string): void {
  const index = indexes.get(ctx.state.cards);
  if (index === undefined || index.shown.definitions.has(definition)) return;
  index.shown = internShown(ctx, new Set(index.shown.definitions).add(definition));
}
