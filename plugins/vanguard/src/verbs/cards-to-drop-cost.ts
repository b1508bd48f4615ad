/**
 * The one shape of "N of these cards go to the drop zone" as a cost (7.9.1's discard of gauge, 17.17.7's
 * discard of buddy soul, 17.17.5.4's paying of Buddyfight gauge): the fighter chooses N of a pool of cards and
 * they go to their drop zone; with fewer than N in the pool, or N of 0 or less, nothing happens, and `canPay`
 * says whether the pool holds N (11.7: a cost is paid in full or not at all). Each verb only says which pool.
 */
import { defineVerb, expand, resolveNumber, verbDone, type EffectFrame, type GameContext, type Instruction } from '@tcgkit/kernel';
import type { TypedVerb } from '@tcgkit/kernel';
import type { z } from 'zod';

export interface CardsToDropCost<Name extends string, Shape extends z.ZodRawShape> {
  name: Name;
  rule: string;
  params: TypedVerb<Name, Shape, GameContext>['params'];
  /** The cards the N are chosen from. */
  pool: (ctx: GameContext, instruction: Instruction, frame: EffectFrame) => string[];
  /** The frame variable the choice is kept in. */
  as: string;
  prompt: (n: number) => string;
  /** The move's reason (`discard`, `pay-gauge`). */
  reason: string;
}

/** A verb (with `canPay`) that puts N chosen cards of `pool` into the drop zone. */
export function cardsToDropCost<const Name extends string, Shape extends z.ZodRawShape>(
  cost: CardsToDropCost<Name, Shape>,
): TypedVerb<Name, Shape, GameContext> {
  const { name, rule, params, pool, as, prompt, reason } = cost;
  return defineVerb({
    name,
    rule,
    params,
    run(ctx, instruction, frame) {
      const n = resolveNumber(ctx, instruction['count'], frame, 1);
      const cards = pool(ctx, instruction, frame);
      if (n <= 0 || cards.length < n) return verbDone;
      return expand([
        { do: 'choose', from: cards, count: n, as, prompt: prompt(n), rule },
        { do: 'move', cards: { var: as }, to: 'drop', reason },
      ]);
    },
    canPay: (ctx, instruction, frame) => pool(ctx, instruction, frame).length >= resolveNumber(ctx, instruction['count'], frame, 1),
  });
}
