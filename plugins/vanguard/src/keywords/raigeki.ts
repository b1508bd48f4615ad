/**
 * 雷激 Raigeki (14.28): an enabling-condition keyword (14.2) on the opponent's bind zone (14.28.1): Raigeki (N)
 * holds while your opponent has N or more cards in their bind zone (14.28.3).
 */
import { cardsInZone, opponentOf } from '@tcgkit/kernel';
import { z } from 'zod';
import { masterOf, type KeywordParts } from './parts-kw-a.js';

export const raigeki: KeywordParts = {
  conditions: [
    {
      name: 'raigeki',
      params: () => ({ count: z.number().int().min(0) }),
      test: (ctx, p, subject, frame) =>
        cardsInZone(ctx, opponentOf(ctx, masterOf(ctx, subject, frame.controller)), 'bind').length >= Number(p['count']),
    },
  ],
};
