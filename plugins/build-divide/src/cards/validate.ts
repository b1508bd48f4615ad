import { ruleError, type CardDefinition, type DeckList, type RuleError } from '@tcgkit/kernel';
import { bd } from './schema.js';
import { ruleOneErrors } from './validate-teams.js';

/**
 * Deck construction (601-1): a main deck of 40–50, a D-deck of 0–12, at most 4 cards of a name across
 * both (names from 【名称ルール】 count, 1407-3), exactly 12 Buster cards and at most 12 Shot cards in the
 * main deck, no territories in the main deck, and one starting territory (602-1a); at most 4 territories
 * share an open-side name, counting the starting one (601-1e).
 */
export function validateDeck(
  deck: DeckList,
  cards: ReadonlyMap<string, CardDefinition>,
  options: Readonly<Record<string, string>> = {},
): RuleError[] {
  // 2102-1a: the tag-team game's optional deck rule 1 (copies limited further).
  const errors: RuleError[] = [...ruleOneErrors(deck, cards, options)];
  const main = deck.main.map((id) => bd(cards.get(id))!);
  const dDeck = (deck.extra?.['d-deck'] ?? []).map((id) => bd(cards.get(id))!);
  const territory = (deck.extra?.['territory'] ?? []).map((id) => bd(cards.get(id))!);
  for (const pile of Object.keys(deck.extra ?? {})) {
    if (pile !== 'd-deck' && pile !== 'territory')
      errors.push(ruleError('BD_DECK_PILE', `a deck has a main deck, a D-deck and a territory, not "${pile}"`, 'BD 601-1'));
  }
  if (main.length < 40 || main.length > 50)
    errors.push(ruleError('BD_DECK_SIZE', `the main deck has ${main.length} cards; it needs 40 to 50`, 'BD 601-1a'));
  if (dDeck.length > 12) errors.push(ruleError('BD_D_DECK_SIZE', `the D-deck has ${dDeck.length} cards; at most 12`, 'BD 601-1a'));
  if (territory.length !== 1)
    errors.push(ruleError('BD_TERRITORY_COUNT', `present exactly one territory, not ${territory.length}`, 'BD 602-1a'));
  else if (territory[0]!.type !== 'territory')
    errors.push(ruleError('BD_NOT_A_TERRITORY', `${territory[0]!.name} is not a territory`, 'BD 602-1a'));
  // 601-2: a deck-construction ability replaces 601-1b for its card's name: that many copies may be in the
  // main deck ("the deck" of such a text is the main deck, 601-2a), which is then counted on its own; the
  // D-deck's copies keep 601-1b's limit.
  const allowance = new Map<string, number>();
  for (const card of main) if (card.deckRule !== undefined) allowance.set(card.name, card.deckRule.maxCopies);
  const names = new Map<string, number>();
  const mainNames = new Map<string, number>();
  const tally = (card: (typeof main)[number], inMain: boolean) => {
    for (const name of new Set([card.name, ...(card.nameRule ?? [])])) {
      const counts = inMain && allowance.has(name) ? mainNames : names;
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  };
  for (const card of main) tally(card, true);
  for (const card of dDeck) tally(card, false);
  for (const [name, count] of names) {
    if (count > 4) errors.push(ruleError('BD_TOO_MANY_COPIES', `${count} cards named "${name}"; at most 4`, 'BD 601-1b'));
  }
  for (const [name, count] of mainNames) {
    const most = allowance.get(name)!;
    if (count > most)
      errors.push(ruleError('BD_TOO_MANY_COPIES', `${count} cards named "${name}" in the main deck; its text allows ${most}`, 'BD 601-2'));
  }
  const trigger = (icon: string): number => main.filter((c) => 'trigger' in c && c.trigger === icon).length;
  if (trigger('buster') !== 12)
    errors.push(ruleError('BD_BUSTER_COUNT', `the main deck has ${trigger('buster')} Buster cards; it needs exactly 12`, 'BD 601-1c'));
  if (trigger('shot') > 12)
    errors.push(ruleError('BD_SHOT_COUNT', `the main deck has ${trigger('shot')} Shot cards; at most 12`, 'BD 601-1d'));
  if (main.some((c) => c.type === 'territory'))
    errors.push(ruleError('BD_TERRITORY_IN_MAIN', 'territories cannot be in the main deck', 'BD 601-1e'));
  if (main.some((c) => c.type === 'token') || dDeck.some((c) => c.type === 'token'))
    errors.push(ruleError('BD_TOKEN_IN_DECK', 'tokens are not cards of a deck', 'BD 1605'));
  // 410-2a: a territory side made for showing (`territory-sides.ts`) is no card of any deck.
  if ([...main, ...dDeck, ...territory].some((c) => c.type === 'territory-side'))
    errors.push(ruleError('BD_SIDE_IN_DECK', 'a territory side shown in place of a territory is not a card of a deck', 'BD 410-2a'));
  const openNames = new Map<string, number>();
  for (const card of [...dDeck, ...territory])
    if (card.type === 'territory') openNames.set(card.open.name, (openNames.get(card.open.name) ?? 0) + 1);
  for (const [name, count] of openNames) {
    if (count > 4) errors.push(ruleError('BD_TOO_MANY_TERRITORIES', `${count} territories open as "${name}"; at most 4`, 'BD 601-1e'));
  }
  return errors;
}
