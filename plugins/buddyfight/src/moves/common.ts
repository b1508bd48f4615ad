import { ErrorCode, ruleError, type GameContext, type PlayerId, type RuleError, type StackItem, type WindowFrame } from '@tcgkit/kernel';
import type { BuddyfightCard, CostPart } from '../cards/schema.js';
import { canPay } from '../costs.js';
import { data, definitionOf, zoneOf } from '../state.js';
import { answeringGyakuten } from '../limits.js';
import { timeStopError } from '../time-stop.js';
import { counterOnlyError, freeTiming, legacyCounterError, type FreeTiming } from '../windows.js';

/** A card in the acting fighter's hand, with its definition. */
export function handCard(ctx: GameContext, player: PlayerId, id: unknown): { id: string; definition: BuddyfightCard } | RuleError {
  const card = typeof id === 'string' ? ctx.state.cards[id] : undefined;
  if (card === undefined || card.owner !== player || zoneOf(card) !== 'hand') {
    return ruleError(ErrorCode.unknownCard, `no card ${String(id)} in your hand`);
  }
  return { id: card.id, definition: definitionOf(ctx, card.id)! };
}

/** The item the current answer window answers: the use on top of the resolution stack ([PT 3.1, 7.1]). */
export function answeredItem(ctx: GameContext, frame: WindowFrame): StackItem | undefined {
  return frame.role === 'answer' ? ctx.state.stack[ctx.state.stack.length - 1] : undefined;
}

/**
 * When a card may be used (§6.3, §5.3–5.4): at the turn fighter's free choice (`allowed`), or as a
 * 【対抗】 card in any play timing, subject to its use condition.
 */
export function timingError(
  ctx: GameContext,
  player: PlayerId,
  frame: WindowFrame,
  definition: BuddyfightCard,
  allowed: readonly FreeTiming[],
  what: string,
): RuleError | null {
  const free = freeTiming(ctx, player, frame);
  const stopped = timeStopError(ctx, player);
  if (stopped !== null) return stopped;
  if (definition.counter === true) {
    // [GT]: no 【対抗】 may be declared against a 逆天 declaration.
    if (answeringGyakuten(ctx, answeredItem(ctx, frame)))
      return ruleError('BF_NO_ANSWER_TO_GYAKUTEN', 'no 【対抗】 can answer a 逆天 ability', 'BF GT');
    const legacy = legacyCounterError(ctx, player);
    if (legacy !== null) return legacy;
    return useWhenError(ctx, player, frame, definition);
  }
  if (free === null) return counterOnlyError(what);
  if (!allowed.includes(free)) {
    return free === 'main'
      ? ruleError('BF_FINAL_PHASE_ONLY', `${what} only at [Fin 1.1]`, 'BF Fin 1.1')
      : ruleError('BF_MAIN_PHASE_ONLY', `${what} only in your main phase`, 'BF Main 1.1');
  }
  return null;
}

/**
 * Use conditions of 【対抗】 cards: "when your opponent calls/uses" only as the answer to that use
 * ([Oth:「使った時」「コールした時」], §5.4); "when a monster on your field is destroyed" while that condition
 * window is open (§5.3).
 */
function useWhenError(ctx: GameContext, player: PlayerId, frame: WindowFrame, definition: BuddyfightCard): RuleError | null {
  switch (definition.useWhen) {
    case undefined:
      return null;
    case 'opponent-call':
    case 'opponent-spell': {
      const item = answeredItem(ctx, frame);
      const kind = definition.useWhen === 'opponent-call' ? 'call' : 'cast';
      if (item === undefined || item.controller === player || item.vars['kind'] !== kind) {
        return ruleError('BF_USE_CONDITION', `usable only as the answer to your opponent's ${kind}`, 'BF Oth:使った時');
      }
      return null;
    }
    case 'own-monster-destroyed':
      return data(ctx).conditions.some((c) => c.player === player && c.kind === 'own-monster-destroyed')
        ? null
        : ruleError('BF_USE_CONDITION', 'usable only right after a monster on your field was destroyed', 'BF Oth:破壊された時');
  }
}

export function costError(ctx: GameContext, player: PlayerId, cost: readonly CostPart[] | undefined, payWith?: unknown): RuleError | null {
  return canPay(ctx, player, cost ?? [], payWith)
    ? null
    : ruleError(ErrorCode.cannotPayCost, 'its cost cannot be paid in full', 'BF Oth:【コスト】と能力');
}
