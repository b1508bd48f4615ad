/**
 * Activated abilities played from a hidden zone (11.8.2.2.1): when the ability's cost does not reveal the card
 * itself, its master makes clear that the card is in that zone by revealing it. Reading 384: the reveal is made
 * as the ability is played, first of its cost (the kernel's one cost hook, `TitleDefinition.activation.cost`),
 * so it happens exactly when the ability is played and never when it is not; a cost nullified by an effect
 * (7.21) still leaves the reveal.
 */
import { zoneNameOf, type AbilityDefinition, type CardObject, type GameContext, type Instruction } from '@tcgkit/kernel';
import { activatedCost } from './verbs/nullify-costs.js';

/** Whether `cost` reveals the card itself (`{ do: 'reveal', cards: 'self' }`). */
function revealsItself(cost: readonly Instruction[]): boolean {
  return cost.some((step) => step.do === 'reveal' && step['cards'] === 'self');
}

/** The cost to pay for ability `index` of `card`: 7.21's nullified costs, then 11.8.2.2.1's reveal. */
export function activationCost(
  ctx: GameContext,
  card: CardObject,
  index: number,
  ability: AbilityDefinition,
): readonly Instruction[] | undefined {
  const cost = activatedCost(ctx, card, index, ability);
  const visibility = ctx.title.zones.get(zoneNameOf(card.zone))?.visibility;
  if (visibility === 'public' || visibility === undefined) return cost;
  const paid = cost ?? ability.cost ?? [];
  return revealsItself(paid) ? cost : [{ do: 'reveal', cards: 'self' }, ...paid];
}
