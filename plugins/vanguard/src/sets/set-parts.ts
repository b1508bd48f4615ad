/**
 * What one set's rules (17.9–17.16) contribute to the plugin, like a keyword's parts (`parts-kw-a.ts`) plus the
 * zones, restrictions and replacement rules some sets need. `sets-17-9-to-16.ts` gathers them for registration.
 */
import { abilitiesLost, type ReplacementRule, type RestrictionContribution, type ZoneContribution } from '@tcgkit/kernel';
import type { GameContext } from '@tcgkit/kernel';
import type { KeywordParts } from '../keywords/parts-kw-a.js';

export interface SetParts extends KeywordParts {
  zones?: Omit<ZoneContribution, 'title'>[];
  restrictions?: Omit<RestrictionContribution, 'title'>[];
  replacementRules?: ReplacementRule[];
}

/** Whether card `id` has lost its abilities now (7.14.2, 7.32.2, 17.11.3.1…): the kernel's restrictions say. */
export function abilitiesLostNow(ctx: GameContext, id: string): boolean {
  const card = ctx.state.cards[id];
  return card !== undefined && abilitiesLost(ctx, card) !== undefined;
}
