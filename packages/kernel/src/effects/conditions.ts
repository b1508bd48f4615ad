import type { EffectsContext } from './effects-context.js';
import { EngineFault } from '../rules/rule-error.js';
import type { Json } from '../state/json.js';
import type { EffectFrame, Predicate } from './instruction.js';

/** Evaluates a predicate about `subject` (a card id, or the frame's source when testing a requirement). */
export function testPredicate(ctx: EffectsContext, predicate: Predicate, subject: string | undefined, frame: EffectFrame): boolean {
  const combined = predicate as { all?: Predicate[]; any?: Predicate[]; not?: Predicate };
  if (combined.all !== undefined) return combined.all.every((p) => testPredicate(ctx, p, subject, frame));
  if (combined.any !== undefined) return combined.any.some((p) => testPredicate(ctx, p, subject, frame));
  if (combined.not !== undefined) return !testPredicate(ctx, combined.not, subject, frame);
  const test = predicate as { test: string; [param: string]: Json };
  const condition = ctx.title.conditions.get(test.test);
  if (condition === undefined) throw new EngineFault(`unknown condition "${test.test}"`);
  return condition.test(ctx, test, subject, frame);
}

export type Comparison = '==' | '!=' | '<' | '<=' | '>' | '>=';

export function compare(left: number, op: Comparison, right: number): boolean {
  switch (op) {
    case '==':
      return left === right;
    case '!=':
      return left !== right;
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '>':
      return left > right;
    case '>=':
      return left >= right;
  }
}
