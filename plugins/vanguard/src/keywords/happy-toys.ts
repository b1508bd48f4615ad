/**
 * Happy Toys (14.60): a CONT some units have (14.60.1) with no effect of its own (14.60.2); other cards' text
 * reads it. The keyword `happy-toys`; `vanguard-has-keyword` lets a card ask whether its master's vanguard has
 * a keyword ("if your vanguard has Happy Toys"). 14.60.3's icon is how cards print it.
 */
import { keywordsOf, type ConditionContribution } from '@tcgkit/kernel';
import { z } from 'zod';
import { vanguardOf } from '../zones.js';

export const vanguardHasKeywordCondition: Omit<ConditionContribution, 'title'> = {
  name: 'vanguard-has-keyword',
  params: () => ({ keyword: z.string().min(1) }),
  test: (ctx, p, s, f) => {
    const vanguard = vanguardOf(ctx, (s === undefined ? undefined : ctx.state.cards[s]?.controller) ?? f.controller);
    return vanguard !== undefined && keywordsOf(ctx, vanguard).includes(String(p['keyword']));
  },
};
