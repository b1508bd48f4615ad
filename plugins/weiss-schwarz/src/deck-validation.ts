/** Deck construction (5.1.2): 50 cards, at most 4 of a name (any printing, 5.1.2.2.1), at most 8 climaxes. */
import { ErrorCode, ruleError, type CardDefinition, type DeckList, type RuleError } from '@tcgkit/kernel';

export function validateWeissSchwarzDeck(deck: DeckList, cards: ReadonlyMap<string, CardDefinition>): RuleError[] {
  const errors: RuleError[] = [];
  if (deck.main.length !== 50)
    errors.push(ruleError(ErrorCode.invalidDeck, `a deck has exactly 50 cards, not ${deck.main.length}`, 'WS 5.1.2.1'));
  const byName = new Map<string, number>();
  let climaxes = 0;
  for (const id of deck.main) {
    const card = cards.get(id);
    if (card === undefined) {
      errors.push(ruleError(ErrorCode.invalidDeck, `unknown card "${id}"`, 'WS 5.1.2'));
      continue;
    }
    byName.set(card.name, (byName.get(card.name) ?? 0) + 1);
    if (card.type === 'climax') climaxes++;
  }
  for (const [name, count] of byName) {
    if (count > 4) errors.push(ruleError(ErrorCode.invalidDeck, `${count} cards named "${name}": at most 4`, 'WS 5.1.2.2'));
  }
  if (climaxes > 8) errors.push(ruleError(ErrorCode.invalidDeck, `${climaxes} climaxes: at most 8`, 'WS 5.1.2.3'));
  return errors;
}
