import type { AbilityDefinition } from '../abilities/ability.js';
import type { EffectsContext, Restriction } from './effects-context.js';
import type { CardId, CardObject, PlayerId } from '../state/game-state.js';
import type { EffectFrame } from './instruction.js';

/**
 * The one place the title's `RestrictionContribution`s are read. A card that "cannot be chosen" is never
 * among the candidates of a choice (VG 7.50.2, Resist 14.15.1); an ability that "cannot be used" cannot be
 * played and does not trigger (VG 12.2.1).
 */

/** The cards among `candidates` that `chooser` may choose for the effect running in `frame`. */
export function choosableBy(ctx: EffectsContext, candidates: readonly CardId[], chooser: PlayerId, frame: EffectFrame): CardId[] {
  const rules = ctx.title.restrictions.filter((r) => r.cannotChoose !== undefined);
  if (rules.length === 0) return [...candidates];
  return candidates.filter((card) => !rules.some((r) => r.cannotChoose!(ctx, card, chooser, frame)));
}

/** The restriction that makes ability #`index` of `card` unusable now, if any (VG 12.2). */
export function useRestriction(
  ctx: EffectsContext,
  card: CardObject,
  index: number,
  ability: AbilityDefinition,
): Restriction<EffectsContext> | undefined {
  return ctx.title.restrictions.find((r) => r.cannotUse?.(ctx, card, index, ability) === true);
}

/** The restriction under which `card` has lost its abilities now, if any (VG 7.14.2, 7.32.2). */
export function abilitiesLost(ctx: EffectsContext, card: CardObject): Restriction<EffectsContext> | undefined {
  for (const r of ctx.title.restrictions) if (r.losesAbilities?.(ctx, card) === true) return r;
  return undefined;
}
