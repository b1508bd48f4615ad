/**
 * Deck-building abilities (8.1.3, 8.1.9, 2.16.2.1). A card's CONT about deck construction is a replacement of
 * the construction conditions of 8.1.4–8.1.8, applied while the deck is built and void from the start of the
 * game on (8.1.3, 11.4.2): the card data's `deckBuilding`, read only by deck validation and by nothing in a game.
 * Its "this card" means every card with the same collector number (8.1.9), which is collateral text (2.16.1)
 * and not information (2.16.2): two printings of one name with different numbers are one name for 8.1.5
 * (8.1.5.1), and only the printing with the ability's number is freed from 8.1.5's limit.
 *
 * Reading 381: the cards the ability frees do not count toward their name's 8.1.5 limit; the other printings
 * of that name keep the limit of 4 among themselves. With several such abilities for one number, the first in
 * the deck applies (the demo pool has one per number).
 */
import { ruleError, type RuleError } from '@tcgkit/kernel';
import type { VanguardCard } from './cards/schema.js';

/** Collector number → the copies its deck-building ability allows (null: any number), from the deck's own cards. */
export function deckBuildingLimits(cards: readonly (VanguardCard | undefined)[]): Map<string, number | null> {
  const limits = new Map<string, number | null>();
  for (const card of cards) {
    if (card?.deckBuilding === undefined || card.collectorNumber === undefined || limits.has(card.collectorNumber)) continue;
    limits.set(card.collectorNumber, card.deckBuilding.copies);
  }
  return limits;
}

/** The cards over the replaced limit of their collector number (8.1.3, 8.1.9). */
export function deckBuildingErrors(cards: readonly (VanguardCard | undefined)[], limits: ReadonlyMap<string, number | null>): RuleError[] {
  const counts = new Map<string, number>();
  for (const card of cards)
    if (card?.collectorNumber !== undefined && limits.has(card.collectorNumber))
      counts.set(card.collectorNumber, (counts.get(card.collectorNumber) ?? 0) + 1);
  const errors: RuleError[] = [];
  for (const [number, n] of counts) {
    const limit = limits.get(number);
    if (limit !== null && limit !== undefined && n > limit)
      errors.push(
        ruleError('VG_TOO_MANY_COPIES', `${n} cards numbered ${number}; their deck-building ability allows ${limit}`, 'VG 8.1.3'),
      );
  }
  return errors;
}
