import { ruleError, type CardDefinition, type DeckList, type RuleError } from '@tcgkit/kernel';
import { bf, isMonsterType } from './schema.js';
import { defaults } from '../zones.js';
import { limitBreakErrors } from './limit-break.js';

/**
 * Deck construction (digest §2.3): one flag and one buddy beside the deck; the deck's cards must be of a
 * world the flag allows; at most 4 cards of a name ([X:カードの見方 ①]); no flag in the deck. The deck's
 * size is the rulebook's (the source does not give it, §16): 50 to 60 cards. The buddy card is not
 * counted among the deck's copies (a reading from [LB]'s "1 more copy besides the buddy-zone card"). The
 * limit-break list ([LB], limit-break.ts) applies on top.
 */
export function validateDeck(deck: DeckList, cards: ReadonlyMap<string, CardDefinition>): RuleError[] {
  const errors: RuleError[] = [];
  const flag = deck.extra?.['flag'] ?? [];
  const buddy = deck.extra?.['buddy'] ?? [];
  const flagCard = bf(cards.get(flag[0] ?? ''));
  if (flag.length !== 1 || flagCard?.type !== 'flag') errors.push(ruleError('BF_DECK_FLAG', 'a deck needs exactly one flag', 'BF Mat-②'));
  const buddyCard = bf(cards.get(buddy[0] ?? ''));
  if (buddy.length !== 1 || !isMonsterType(buddyCard?.type))
    errors.push(ruleError('BF_DECK_BUDDY', 'a deck needs exactly one buddy monster', 'BF Mat-③'));
  if (deck.main.length < defaults.deckSize || deck.main.length > 60)
    errors.push(ruleError('BF_DECK_SIZE', `a deck has 50 to 60 cards, not ${deck.main.length}`, 'BF Mat-①'));
  const allows = flagCard?.allows ?? [];
  const byName = new Map<string, number>();
  for (const id of [...deck.main, ...buddy]) {
    const card = bf(cards.get(id));
    if (card === undefined) continue;
    if (card.type === 'flag')
      errors.push(
        ruleError('BF_DECK_FLAG_IN_DECK', `${card.name} is a flag and cannot be in the deck`, 'BF Oth:デッキに入れて使うフラッグ'),
      );
    else if (!(card.worlds ?? []).some((w) => allows.includes(w)))
      errors.push(ruleError('BF_DECK_WORLD', `${card.name} is not usable with ${flagCard?.name ?? 'this flag'}`, 'BF Oth:特殊フラッグ'));
  }
  for (const id of deck.main) {
    const name = bf(cards.get(id))?.name ?? id;
    byName.set(name, (byName.get(name) ?? 0) + 1);
  }
  for (const [name, count] of byName)
    if (count > defaults.copies)
      errors.push(ruleError('BF_DECK_COPIES', `at most 4 cards named ${name}, not ${count}`, 'BF X:カードの見方'));
  errors.push(
    ...limitBreakErrors(
      flagCard,
      buddyCard,
      deck.main.map((id) => bf(cards.get(id))),
    ),
  );
  return errors;
}
