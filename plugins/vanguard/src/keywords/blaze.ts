/**
 * 竜炎 Blaze (14.23): the AUTO "at the start of each of your attack steps, if you are the master of more
 * rear-guards than your opponent, your vanguard becomes blaze (竜炎状態) during that turn" (14.23.1). The
 * comparison is made when it resolves ("if", 11.9). In legion (14.23.1.1) both the leader and the mate are
 * vanguards on the field (the mate in the `legion` slot, reading 78), so both become blaze.
 */
import { noParams } from '@tcgkit/kernel';
import { opponentOf } from '../state.js';
import { rearGuardsOf } from '../zones.js';
import { masterOf, type KeywordParts } from './parts-kw-a.js';

export const blaze: KeywordParts = {
  keywords: [
    {
      name: 'blaze',
      rule: 'VG 14.23',
      abilities: () => [
        {
          kind: 'automatic',
          label: 'Blaze: your vanguard becomes blaze',
          trigger: { event: 'start-of-attack-step', match: { test: 'event-player', player: 'you' } },
          effect: [
            {
              do: 'if',
              test: { test: 'more-rear-guards' },
              then: [
                {
                  do: 'become-unit-state',
                  cards: { zone: 'field', player: 'you', where: { test: 'vanguard' } },
                  state: 'blaze',
                  duration: 'turn',
                },
              ],
            },
          ],
        },
      ],
    },
  ],
  conditions: [
    /** 14.23.1: you are the master of more rear-guards than your opponent. */
    {
      name: 'more-rear-guards',
      params: noParams,
      test: (ctx, _p, subject, frame) => {
        const you = masterOf(ctx, subject, frame.controller);
        return rearGuardsOf(ctx, you).length > rearGuardsOf(ctx, opponentOf(ctx, you)).length;
      },
    },
  ],
};
