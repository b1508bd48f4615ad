import { ruleError, type CardDefinition, type DeckList, type RuleError } from '@tcgkit/kernel';
import { tagTeamFormat } from '../tag-team.js';
import { bd } from './schema.js';

/**
 * The tag-team game's deck rules (2101), over the four decks in seat order (seats 1–2 one team, 3–4 the
 * other): each player's starting (unopened) territory has a different card name from their teammate's
 * (2101-1). The decks of a team need not have the same number of cards (2101-2): nothing else is compared.
 */
export function validateTeams(format: string, decks: readonly DeckList[], cards: ReadonlyMap<string, CardDefinition>): RuleError[] {
  if (format !== tagTeamFormat) return [];
  const errors: RuleError[] = [];
  for (let team = 0; team * 2 + 1 < decks.length; team++) {
    const names = [decks[team * 2]!, decks[team * 2 + 1]!].map((deck) => {
      const id = deck.extra?.['territory']?.[0];
      return id === undefined ? undefined : bd(cards.get(id))?.name;
    });
    if (names[0] !== undefined && names[0] === names[1]) {
      errors.push(
        ruleError('BD_TEAM_SAME_TERRITORY', `team ${team + 1}'s players both start with the territory "${names[0]}"; teammates need different ones`, 'BD 2101-1'),
      );
    }
  }
  return errors;
}
