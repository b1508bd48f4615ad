import {
  frameForPending,
  testPredicate,
  type Instruction,
  type Json,
  type PendingAbilityContribution,
  type Predicate,
} from '@tcgkit/kernel';
import { withOpponentChoice } from './tag-team-opponent.js';

type PendingRule = Omit<PendingAbilityContribution, 'title'>;

/** The Boundary part of an ability's condition (1414), if any. */
function boundaryOf(condition: Predicate | undefined): Predicate | null {
  if (condition === undefined) return null;
  if ('test' in condition) return condition.test === 'boundary' ? condition : null;
  if ('all' in condition) return condition.all.map(boundaryOf).find((b) => b !== null) ?? null;
  return null;
}

/**
 * 1414-4: an automatic ability under Boundary whose colours no longer hold when it would be played is not
 * played (1414-4a, 1304-3a); if they fail after it is played, it is removed on resolution with no effect
 * (1414-4b), so its effect is wrapped in the colour test.
 */
export const boundaryPendingRule: PendingRule = {
  rule: 'BD 1414-4a',
  unplayable(ctx, pending, ability) {
    const boundary = boundaryOf(ability.condition);
    return boundary !== null && !testPredicate(ctx, boundary, pending.source, frameForPending(pending));
  },
  effect(_ctx, _pending, ability, effect) {
    const boundary = boundaryOf(ability.condition);
    if (boundary === null) return [...effect];
    return [{ do: 'if', test: boundary as unknown as Instruction['test'], then: effect as unknown as Instruction['then'] }];
  },
};

/** 1206-2d: a triggered ability with a usage limit may be declined when it is played; it is then removed and not counted. */
export const limitedDeclineRule: PendingRule = {
  rule: 'BD 1206-2d',
  mayDecline: (_ctx, _pending, ability) => ability.limit !== undefined,
};

/** 2601-1: in a tag-team game a triggered ability naming "the opponent" has its controller choose which one. */
export const opponentChoiceRule: PendingRule = {
  rule: 'BD 2601-1',
  effect: (ctx, _pending, _ability, effect) => withOpponentChoice(ctx, effect as unknown as Json[]) as unknown as Instruction[],
};

export const buildDividePendingRules: readonly PendingRule[] = [boundaryPendingRule, limitedDeclineRule, opponentChoiceRule];
