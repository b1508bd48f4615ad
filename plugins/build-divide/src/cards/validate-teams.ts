import { ruleError, type CardDefinition, type DeckList, type RuleError } from '@tcgkit/kernel';
import { isTagTeamFormat, tagTeamRuleOneFormat } from '../tag-team.js';
import { bd } from './schema.js';

/**
 * The tag-team game's deck rules (2101), over the four decks in seat order (seats 1–2 one team, 3–4 the
 * other): each player's starting (unopened) territory has a different card name from their teammate's
 * (2101-1). The decks of a team need not have the same number of cards (2101-2): nothing else is compared.
 */
export function validateTeams(
  decks: readonly DeckList[],
  cards: ReadonlyMap<string, CardDefinition>,
  options: Readonly<Record<string, string>>,
): RuleError[] {
  if (!isTagTeamFormat(options['format'])) return [];
  const errors: RuleError[] = [];
  for (let team = 0; team * 2 + 1 < decks.length; team++) {
    const names = [decks[team * 2]!, decks[team * 2 + 1]!].map((deck) => {
      const id = deck.extra?.['territory']?.[0];
      return id === undefined ? undefined : bd(cards.get(id))?.name;
    });
    if (names[0] !== undefined && names[0] === names[1]) {
      errors.push(
        ruleError(
          'BD_TEAM_SAME_TERRITORY',
          `team ${team + 1}'s players both start with the territory "${names[0]}"; teammates need different ones`,
          'BD 2101-1',
        ),
      );
    }
  }
  return errors;
}

/**
 * 2102-1a (optional rule 1): across the main deck and D-deck, one chosen Ace card may have up to 4 copies
 * of its name and every other name at most 2. Reading: the chosen Ace is the one Ace name with more than
 * 2 copies, if any (choosing is only needed when one has more).
 */
export function ruleOneErrors(
  deck: DeckList,
  cards: ReadonlyMap<string, CardDefinition>,
  options: Readonly<Record<string, string>>,
): RuleError[] {
  if (options['format'] !== tagTeamRuleOneFormat) return [];
  const counts = new Map<string, { count: number; ace: boolean }>();
  for (const id of [...deck.main, ...(deck.extra?.['d-deck'] ?? [])]) {
    const card = bd(cards.get(id));
    if (card === undefined) continue;
    const ace = 'subtypes' in card && (card.subtypes ?? []).includes('ace');
    const entry = counts.get(card.name) ?? { count: 0, ace };
    entry.count += 1;
    counts.set(card.name, entry);
  }
  const over = [...counts].filter(([, entry]) => entry.count > 2);
  const chosen = over.find(([, entry]) => entry.ace);
  const errors: RuleError[] = [];
  for (const [name, entry] of over) {
    if (name === chosen?.[0]) continue;
    errors.push(
      ruleError(
        'BD_TAG_RULE_ONE_COPIES',
        `${entry.count} cards named "${name}"; with optional rule 1 only one chosen Ace may have more than 2`,
        'BD 2102-1a',
      ),
    );
  }
  return errors;
}
