/**
 * Activated abilities played from a hidden zone (11.8.2.2.1): when the ability's cost does not reveal the card
 * itself, its master makes clear that the card is in that zone by revealing it. Reading 384: the reveal is made
 * as the ability is played, first of its cost (the kernel's one cost hook, `TitleDefinition.activation.cost`),
 * so it happens exactly when the ability is played and never when it is not; a cost nullified by an effect
 * (7.21) still leaves the reveal. It is no effect's reveal (7.10.3): the card stays known while it stays there.
 */
import {
  defineVerb,
  emitEvent,
  liveCards,
  resolveCards,
  verbDone,
  zoneNameOf,
  type AbilityDefinition,
  type CardObject,
  type GameContext,
  type Instruction,
} from '@tcgkit/kernel';
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
  return revealsItself(paid) ? cost : [{ do: 'reveal-source', cards: 'self' }, ...paid];
}

/**
 * The reveal of 11.8.2.2.1: a rule of playing the ability, not an effect's reveal (7.10.3), so the card stays
 * known to every fighter while it stays in that zone (reading 384); the played action names it.
 */
export const revealSourceVerb = defineVerb({
  name: 'reveal-source',
  rule: 'VG 11.8.2.2.1',
  params: (l) => ({ cards: l.cards }),
  run(ctx, instruction, frame) {
    const everyone = ctx.state.players.map((p) => p.id);
    const cards = liveCards(ctx, resolveCards(ctx, instruction['cards'], frame));
    for (const card of cards) card.knownTo = everyone;
    emitEvent(ctx, {
      type: 'revealed',
      player: frame.controller,
      detail: { cards: cards.map((c) => c.id), definitions: cards.map((c) => c.card) },
    });
    return verbDone;
  },
});
