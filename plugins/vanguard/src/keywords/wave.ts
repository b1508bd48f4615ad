/**
 * 連波 Wave (14.37): an AUTO that is valid only in the specified battles of each turn (14.37.1), given as "the
 * Nth", "only n times", "the nth and later" or "the nth to mth" (14.37.2). The `wave` condition holds while the
 * battle in progress is the `from`th to the `to`th of the turn (10.1.3 counts them; `to` absent: and later),
 * checked when the ability would trigger. Reading: "only n times" is the ability's usage limit of n per turn
 * (`limit: { count: n, per: 'turn' }`, 12.3), which may be combined with the battle numbers.
 */
import { z } from 'zod';
import { currentBattle } from '../state.js';
import type { KeywordParts } from './parts-kw-a.js';

export const wave: KeywordParts = {
  conditions: [
    {
      name: 'wave',
      params: () => ({ from: z.number().int().min(1), to: z.number().int().min(1).optional() }),
      test: (ctx, p) => {
        const battle = currentBattle(ctx);
        if (battle === null) return false;
        const to = typeof p['to'] === 'number' ? p['to'] : Number.POSITIVE_INFINITY;
        return battle.number >= Number(p['from']) && battle.number <= to;
      },
    },
  ],
};
