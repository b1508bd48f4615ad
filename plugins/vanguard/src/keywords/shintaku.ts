/**
 * 神託 Shintaku (14.18): an enabling-condition keyword (14.2) on the number of cards in hand (14.18.1): it
 * holds while your hand has five or more cards (14.18.3). Like Brave (14.17), an AUTO with it triggers only if
 * it holds when the event happens (14.2.3.2), a CONT applies while it holds, an ACT checks it when played.
 */
import { cardsInZone, noParams } from '@tcgkit/kernel';
import { masterOf, type KeywordParts } from './parts-kw-a.js';

export const shintaku: KeywordParts = {
  conditions: [
    {
      name: 'shintaku',
      params: noParams,
      test: (ctx, _p, subject, frame) => cardsInZone(ctx, masterOf(ctx, subject, frame.controller), 'hand').length >= 5,
    },
  ],
};
