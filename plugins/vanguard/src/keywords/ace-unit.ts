/**
 * Ace Unit (14.57): "a deck holds at most one card with Ace Unit" (14.57.2), whatever their names (14.57.2.1).
 * Reading 42: "the whole deck" (デッキ全体) is every pile brought to the game: main deck, ride deck and G deck.
 * 14.57.3's icon is how cards print it (the keyword `ace-unit` here).
 */
import { ruleError, type RuleError } from '@tcgkit/kernel';
import type { VanguardCard } from '../cards/schema.js';
import { keywordNamed } from './keyword-params.js';

export function aceUnitErrors(all: readonly (VanguardCard | undefined)[]): RuleError[] {
  const aces = all.filter((c) => c !== undefined && keywordNamed(c, 'ace-unit') !== undefined);
  return aces.length > 1
    ? [ruleError('VG_ACE_UNIT_COUNT', `${aces.length} cards with Ace Unit; a deck holds at most 1, whatever their names`, 'VG 14.57.2.1')]
    : [];
}
