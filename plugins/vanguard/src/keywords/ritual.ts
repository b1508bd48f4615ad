/**
 * 儀式 Ritual (14.20): an enabling-condition keyword (14.2) on the grade 1 cards in your drop zone, or a CONT of
 * some order cards (14.20.1).
 * - As a keyword of an ability (14.20.2): Ritual (N) holds while your drop zone has N or more grade 1 cards
 *   (14.20.2.2). An AUTO whose trigger is a card put from the field into your drop zone adds the cards so put to
 *   N (14.20.2.3): the event's own card never counts towards its Ritual. As with every enabling condition it is
 *   checked when the AUTO triggers (14.2.3.2); the ability resolves even if the count has dropped since
 *   (14.20.2.4).
 * - On an order card (14.20.3): "Ritual (N): (text)" is a CONT valid only while your drop zone has N or more
 *   grade 1 cards (14.20.3.1): the same condition on a CONT of the order (in the order zone for a set order).
 */
import { cardsInZone, zoneNameOf } from '@tcgkit/kernel';
import { z } from 'zod';
import { gradeOf } from '../state.js';
import { masterOf, type KeywordParts } from './parts-kw-a.js';

export const ritual: KeywordParts = {
  conditions: [
    {
      name: 'ritual',
      params: () => ({ count: z.number().int().min(0) }),
      test: (ctx, p, subject, frame) => {
        const master = masterOf(ctx, subject, frame.controller);
        const gradeOnes = cardsInZone(ctx, master, 'drop').filter((id) => gradeOf(ctx, id) === 1).length;
        // 14.20.2.3: triggered by a card put from the field into your drop zone: that card is added to N.
        const detail = frame.event?.type === 'moved' ? frame.event.detail : undefined;
        const fromField =
          detail !== undefined && zoneNameOf(String(detail['from'])) === 'field' && String(detail['to']) === `${master}/drop`;
        return gradeOnes >= Number(p['count']) + (fromField ? 1 : 0);
      },
    },
  ],
};
