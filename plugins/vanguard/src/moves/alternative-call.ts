/**
 * Alternative call costs (11.7.1.1): "this card may also be called by (doing X)". Reading 385: in the main phase
 * its fighter may normal-call the card from hand to one of their rear-guard circles whatever its grade, by doing X
 * (`alternativeCall.cost` in the card data). X is a cost (11.7.1): paid all at once, by the card's master, with
 * what they are the master of, and only offered when it can be paid in full. After the payment the card is
 * called as a normal call (6.2.2, 6.2.3), so a unit on that circle is retired (6.2.3.4). The called card is shown
 * first, as the call is declared (reading 385): its fighter makes clear which card pays for itself, as 11.8.2.2.1
 * does for an ACT played from the hand, so the effect that names it while the cost is paid hides nothing.
 */
import { z } from 'zod';
import {
  canPayCost,
  cardRef,
  defineVerb,
  pushEffect,
  verbDone,
  withCost,
  type Action,
  type GameContext,
  type Instruction,
  type MoveContribution,
  type RuleError,
} from '@tcgkit/kernel';
import { handOf, performCall } from '../actions.js';
import { definitionOf } from '../state.js';
import { rearGuardCirclesOf } from '../zones.js';
import { field, inZone, reject } from './common.js';
import { circleLocked } from '../verbs/lock.js';

type Move = Omit<MoveContribution, 'title'>;

function costOf(ctx: GameContext, card: string): readonly Instruction[] | undefined {
  return definitionOf(ctx, card)?.alternativeCall?.cost as readonly Instruction[] | undefined;
}

function alternativeCallError(ctx: GameContext, player: string, card: string | undefined, circle: string | undefined): RuleError | null {
  if (!inZone(ctx, card, player, 'hand')) return reject('VG_NOT_IN_HAND', 'call a card from your hand', 'VG 11.7.1.1');
  const cost = costOf(ctx, card as string);
  if (cost === undefined) return reject('VG_NO_ALTERNATIVE_CALL', 'this card has no alternative call cost', 'VG 11.7.1.1');
  if (circle === undefined || !rearGuardCirclesOf(ctx, player).includes(circle) || circleLocked(ctx, player, circle))
    return reject('VG_NOT_REAR_GUARD_CIRCLE', 'an alternative call goes to one of your rear-guard circles', 'VG 9.9.2.1');
  // 11.7.1: the whole cost, by the card's master, with what they are the master of.
  if (!canPayCost(ctx, cost, { controller: player, source: card as string, vars: {} }))
    return reject('VG_CANNOT_PAY_COST', 'the alternative call cost cannot be paid in full', 'VG 11.7.1');
  return null;
}

/** `{ type: 'alternative-call', card, circle }` in the main phase (11.7.1.1). */
export const alternativeCallMove: Move = {
  type: 'alternative-call',
  params: { card: cardRef, circle: z.string().max(16) },
  rule: 'VG 11.7.1.1',
  enumerate(ctx, player) {
    if (player !== ctx.state.turn.player) return [];
    const out: Action[] = [];
    for (const card of handOf(ctx, player)) {
      if (costOf(ctx, card) === undefined) continue;
      for (const circle of rearGuardCirclesOf(ctx, player))
        if (alternativeCallError(ctx, player, card, circle) === null) out.push({ type: 'alternative-call', player, card, circle });
    }
    return out;
  },
  validate: (ctx, action) => alternativeCallError(ctx, action.player, field(action, 'card'), field(action, 'circle')),
  perform(ctx, action) {
    const card = field(action, 'card') as string;
    const circle = field(action, 'circle') as string;
    const cost = [{ do: 'reveal-source', cards: 'self' }, ...(costOf(ctx, card) ?? [])];
    pushEffect(ctx, withCost(cost, [{ do: 'alternative-call-place', card, circle }]), {
      controller: action.player,
      source: card,
      vars: {},
    });
  },
};

/** After the cost: the normal call itself (6.2.2), if the card is still in its fighter's hand. */
export const alternativeCallPlaceVerb = defineVerb({
  name: 'alternative-call-place',
  rule: 'VG 11.7.1.1',
  params: () => ({ card: z.string(), circle: z.string() }),
  run(ctx, instruction, frame) {
    const card = String(instruction['card']);
    if (inZone(ctx, card, frame.controller, 'hand')) performCall(ctx, card, frame.controller, String(instruction['circle']), 'normal');
    return verbDone;
  },
});
