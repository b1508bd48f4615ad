/**
 * What a set's rules contribute to the plugin (chapter 17's sets, ultimate stride, Dress Boost's equipment,
 * Buddyfight…), like a keyword's parts (`parts-kw-a.ts`) plus the zones, restrictions, replacement rules,
 * procedures, moves and pending-ability rules some sets need. A set is added in one way: its file exports one
 * `defineSet({ … })` and `sets/index.ts` lists it in `setContributions` (docs/plugin-authoring.md).
 */
import {
  abilitiesLost,
  type EventObserver,
  type MoveContribution,
  type PendingAbilityContribution,
  type ProcedureContribution,
  type ReplacementRule,
  type RestrictionContribution,
  type ZoneContribution,
} from '@tcgkit/kernel';
import type { GameContext } from '@tcgkit/kernel';
import type { KeywordParts, Verb } from '../keywords/parts-kw-a.js';

type Without<T> = Omit<T, 'title'>;

export interface SetParts extends Omit<KeywordParts, 'verbs'> {
  zones?: Without<ZoneContribution>[];
  restrictions?: Without<RestrictionContribution>[];
  replacementRules?: ReplacementRule[];
  procedures?: Without<ProcedureContribution>[];
  moves?: Without<MoveContribution>[];
  pendingRules?: Without<PendingAbilityContribution>[];
  eventObservers?: EventObserver[];
}

/** A set's contribution with its verbs kept as a typed tuple, so card data may write exactly those (verb-list.ts). */
export type SetContribution<V extends readonly Verb[] = readonly Verb[]> = SetParts & { verbs: V };

/** Declares a set's contribution (its verbs' names and parameters stay in the type). */
export function defineSet<const V extends readonly Verb[] = readonly []>(parts: SetParts & { verbs?: V }): SetContribution<V> {
  return { ...parts, verbs: parts.verbs ?? ([] as unknown as V) };
}

/** Whether card `id` has lost its abilities now (7.14.2, 7.32.2, 17.11.3.1…): the kernel's restrictions say. */
export function abilitiesLostNow(ctx: GameContext, id: string): boolean {
  const card = ctx.state.cards[id];
  return card !== undefined && abilitiesLost(ctx, card) !== undefined;
}
