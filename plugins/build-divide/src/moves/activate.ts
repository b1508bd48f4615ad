import { z } from 'zod';
import {
  canPayCost,
  cardRef,
  pushEffect,
  recordUsage,
  ruleError,
  testPredicate,
  usageAllows,
  useRestriction,
  withCost,
  type AbilityDefinition,
  type Action,
  type CardObject,
  type GameContext,
  type MoveContribution,
  type PlayerId,
  type RuleError,
  type WindowFrame,
} from '@tcgkit/kernel';
import { abilityActive } from '../conditions.js';
import { zoneOf } from '../state.js';
import { mainActionError, movingToEnd, noteAction } from '../windows.js';

/**
 * Activating an ability (513, 1204-2): Quick abilities whenever you hold priority, Normal ones as main
 * actions (1103-7). The cost is paid in full first (1204-2i), then the ability goes into the resolution
 * zone (1204-2c). Usage limits count the activation even if it is later countered (1206-2b).
 */
function activatableError(ctx: GameContext, player: PlayerId, frame: WindowFrame, card: CardObject, index: number): RuleError | null {
  const ability: AbilityDefinition | undefined = ctx.title.abilitiesOf(card.card)[index];
  if (ability === undefined || ability.kind !== 'activated')
    return ruleError('BD_NO_ABILITY', `that card has no activated ability #${index}`, 'BD 1201-3');
  if (card.controller !== player) return ruleError('BD_NOT_YOURS', 'you do not control that card', 'BD 202-1c');
  if (!abilityActive(ctx, card, ability)) return ruleError('BD_INACTIVE', 'that ability is not active now', 'BD 1203');
  // A title's "cannot be used" restrictions hold here as in the kernel's own activate move.
  const restriction = useRestriction(ctx, card, index, ability);
  if (restriction !== undefined) return ruleError('RESTRICTED', 'that ability cannot be used now', restriction.rule);
  if (!(ability.timing ?? ['normal']).includes('quick')) {
    const main = mainActionError(ctx, player, frame);
    if (main !== null) return main;
  }
  const effectFrame = { controller: player, source: card.id, vars: {} };
  if (ability.condition !== undefined && !testPredicate(ctx, ability.condition, card.id, effectFrame)) {
    return ruleError('BD_CONDITION', 'its condition is not met', 'BD 1201-3');
  }
  if (!usageAllows(ctx, card, index, ability)) return ruleError('BD_USAGE_LIMIT', 'its usage limit is reached this turn', 'BD 1206-2');
  if (!canPayCost(ctx, ability.cost, effectFrame)) return ruleError('BD_CANNOT_PAY', 'its cost cannot be paid in full', 'BD 510-1a');
  return null;
}

function sources(ctx: GameContext, player: PlayerId): CardObject[] {
  const out: CardObject[] = [];
  for (const id in ctx.state.cards) {
    const card = ctx.state.cards[id]!;
    if (card.controller === player && ctx.title.activatedCards.has(card.card) && ['field', 'territory'].includes(zoneOf(card)))
      out.push(card);
  }
  return out;
}

export const activateMove: Omit<MoveContribution, 'title'> = {
  type: 'activate',
  rule: 'BD 1204-2',
  params: { card: cardRef, ability: z.number().int().min(0).max(63) },
  enumerate(ctx, player, frame) {
    const out: Action[] = [];
    if (movingToEnd(ctx)) return out;
    for (const card of sources(ctx, player)) {
      ctx.title.abilitiesOf(card.card).forEach((ability, index) => {
        if (ability.kind === 'activated' && activatableError(ctx, player, frame, card, index) === null) {
          out.push({ type: 'activate', player, card: card.id, ability: index });
        }
      });
    }
    return out;
  },
  validate(ctx, action, frame) {
    if (movingToEnd(ctx)) return ruleError('BD_MOVING_TO_END', 'the game is moving to the end phase', 'BD 531-1d');
    // The kernel checked the shape: `card` names a card the player may see, `ability` is an index.
    const card = ctx.state.cards[action['card'] as string]!;
    return activatableError(ctx, action.player, frame, card, action['ability'] as number);
  },
  perform(ctx, action) {
    const card = ctx.state.cards[String(action['card'])]!;
    const index = action['ability'] as number;
    const ability = ctx.title.abilitiesOf(card.card)[index]!;
    recordUsage(ctx, card, index, ability); // 1206-2b
    noteAction(ctx, action.player);
    const label = ability.label ?? `${ctx.title.cardName(card.card)}: activated`;
    const program = withCost(ability.cost, [{ do: 'to-stack', label, effect: [...ability.effect] }]);
    pushEffect(ctx, program, { controller: action.player, source: card.id, vars: {} });
  },
};
