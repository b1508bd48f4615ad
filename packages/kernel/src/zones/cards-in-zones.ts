import type { ZonesContext } from './zones-context.js';
import type { CardId } from '../state/game-state.js';
import { zoneKeysOf } from './zone-ops.js';

/**
 * Every card in the zones named, of every owner (a shared zone once), zone by zone in list order. Hot
 * paths that only care about cards in a few zones (continuous abilities work from the field, activated
 * abilities from where they work) read these lists instead of walking every card of the game, a deck
 * included (issue 14: a Build Divide game has 100-odd cards, a handful of them on the field). Zone names
 * the title does not define hold no cards. With `definitions`, only the cards of those definitions.
 */
export function cardsInZones(ctx: ZonesContext, zones: readonly string[], definitions?: ReadonlySet<string>): CardId[] {
  // Indexed loops: this runs several times per decision and allocated an iterator per loop (issue 14).
  const out: CardId[] = [];
  const players = ctx.state.players;
  const cards = ctx.state.cards;
  for (let z = 0; z < zones.length; z++) {
    const zone = zones[z]!;
    const definition = ctx.title.zones.get(zone);
    if (definition === undefined) continue;
    const owners = definition.scope === 'shared' ? 1 : players.length;
    for (let i = 0; i < owners; i++) {
      const keys = zoneKeysOf(ctx, players[i]!.id, zone);
      for (let k = 0; k < keys.length; k++) {
        const list = ctx.state.zones[keys[k]!];
        if (list === undefined) continue;
        for (let c = 0; c < list.length; c++) {
          const id = list[c]!;
          // `definitions`: only cards of these definitions (those with the ability the caller looks for).
          if (definitions === undefined || definitions.has(cards[id]!.card)) out.push(id);
        }
      }
    }
  }
  return out;
}

/**
 * `ids` (the cards an index says may act: those in a zone where some ability of theirs works) and every card in
 * the game whose abilities are changed now (`changed`: VG 7.14.1, BD 524-1; such a card may act from anywhere by
 * what it holds), each once, in object order (`inObjectOrder`). A walk over every card of the game gives the same
 * cards in the same order among those that can do anything: while any card's abilities were changed, trigger,
 * activation and stat reads walked every card (issue 14); the changed cards are a few. `ids` is reused.
 */
export function withChangedCards(ctx: ZonesContext, ids: CardId[], changed: ReadonlySet<CardId>): CardId[] {
  const listed = new Set(ids);
  for (const id of changed) if (!listed.has(id) && ctx.state.cards[id] !== undefined) ids.push(id);
  return inObjectOrder(ids);
}

/**
 * Sorts card ids into the order `for (id in state.cards)` visits them: insertion order, and every card
 * object is inserted once with the next object number (`c1`, `c2`, … from `createCard` and `moveCard`;
 * a restored game inserts them in the order its snapshot lists, which is that order again). Used where a
 * listing built from zone lists must come out as a walk over every card did, so that the legal actions,
 * and with them every seeded game, stay the same.
 */
export function inObjectOrder(ids: CardId[]): CardId[] {
  return ids.length < 2 ? ids : ids.sort(byObjectNumber);
}

/** `c9` before `c10`: a shorter number is smaller, numbers of one length compare as text (no parsing). */
function byObjectNumber(a: CardId, b: CardId): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}
