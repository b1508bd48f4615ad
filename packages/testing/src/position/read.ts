import { parseZoneKey, type CardId, type Game, type PlayerId } from '@tcgkit/kernel';

/**
 * Reading a game for assertions, without its rule context: zone contents from the read-only `game.state`,
 * computed values from `game.stat()` (every continuous effect applied).
 */

/** The cards in every slot of `owner`'s `zone` (a shared zone when `owner` has none), top first, in slot order. */
export function zoneCards(game: Game, owner: PlayerId, zone: string): CardId[] {
  const keys = (who: string) =>
    Object.keys(game.state.zones).filter((key) => {
      const parsed = parseZoneKey(key);
      return parsed.owner === who && parsed.zone === zone;
    });
  const own = keys(owner);
  return (own.length > 0 ? own : keys('shared')).flatMap((key) => [...(game.state.zones[key] ?? [])]);
}

/** A computed number (power, critical…): 0 when the stat is not a number, as the kernel's `numericStat`. */
export function numberStat(game: Game, card: CardId, stat: string): number {
  const value = game.stat(card, stat);
  return typeof value === 'number' ? value : 0;
}

/** A card's keywords with every effect applied, as the kernel's `keywordsOf`. */
export function keywordList(game: Game, card: CardId): string[] {
  const value = game.stat(card, 'keywords');
  return Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : [];
}
