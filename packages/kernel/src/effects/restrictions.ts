import type { AbilityDefinition } from '../abilities/ability.js';
import type { EffectsContext, Restriction } from './effects-context.js';
import type { DecisionRequest } from '../decisions/decision.js';
import type { CardId, CardObject, PlayerId } from '../state/game-state.js';
import type { EffectFrame } from './instruction.js';
import { resolveCards, type Selector } from './values.js';

/**
 * The one place the title's `RestrictionContribution`s are read. A card that "cannot be chosen" is never
 * among the candidates of a choice (VG 7.50.2, Resist 14.15.1); an ability that "cannot be used" cannot be
 * played and does not trigger (VG 12.2.1); a unit that "cannot be attacked" is never an attack's target
 * (VG 10.4.1.6). "Cannot be chosen" is about effects' choices only: an attack's target is not chosen by an
 * effect, so Resist does not keep a unit from being attacked.
 */

/** The cards among `candidates` that `chooser` may choose for the effect running in `frame`. */
export function choosableBy(ctx: EffectsContext, candidates: readonly CardId[], chooser: PlayerId, frame: EffectFrame): CardId[] {
  const rules = ctx.title.restrictions.filter((r) => r.cannotChoose !== undefined);
  if (rules.length === 0) return [...candidates];
  return candidates.filter((card) => !rules.some((r) => r.cannotChoose!(ctx, card, chooser, frame)));
}

/**
 * The cards `from` finds that the frame's controller may choose as targets of its source: the targets a
 * card or ability declares when it is played (BD 1204-2g, BF Cast 1.4) go through here, so they obey the
 * same restrictions as every choice an effect asks.
 */
export function choosableCards(ctx: EffectsContext, from: Selector, frame: EffectFrame): CardId[] {
  return choosableBy(ctx, resolveCards(ctx, from, frame), frame.controller, frame);
}

/**
 * A question an effect asks, without the card options its chooser may not choose. The interpreter passes
 * every decision a verb asks through here, so a title's verb that chooses obeys the restrictions without
 * calling anything itself; `min` and `max` shrink to what is left ("choose N" is as many as possible, VG
 * 11.8.4). `null`: every option was a card that cannot be chosen, so there is nothing to ask.
 */
export function restrictChoice(ctx: EffectsContext, request: DecisionRequest, frame: EffectFrame): DecisionRequest | null {
  if (request.kind !== 'select') return request;
  const cards = request.options.flatMap((option) => (option.card === undefined ? [] : [option.card]));
  if (cards.length === 0) return request;
  const allowed = new Set(choosableBy(ctx, cards, request.player, frame));
  if (allowed.size === cards.length) return request;
  const options = request.options.filter((option) => option.card === undefined || allowed.has(option.card));
  if (options.length === 0) return null;
  const max = Math.min(request.max, options.length);
  return { ...request, options, max, min: Math.min(request.min, max) };
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

/** The restriction that forbids `attacker` to attack `target` now, if any (VG 10.4.1.6, 10.4.1.7.1). */
export function attackRestriction(ctx: EffectsContext, target: CardObject, attacker: CardObject): Restriction<EffectsContext> | undefined {
  return ctx.title.restrictions.find((r) => r.cannotBeAttacked?.(ctx, target, attacker) === true);
}

/** The cards among `targets` that `attacker` may attack now: those no restriction protects (VG 10.4.1.6). */
export function attackableBy(ctx: EffectsContext, targets: readonly CardId[], attacker: CardId): CardId[] {
  const by = ctx.state.cards[attacker];
  if (by === undefined) return [];
  return targets.filter((id) => {
    const target = ctx.state.cards[id];
    return target !== undefined && attackRestriction(ctx, target, by) === undefined;
  });
}
