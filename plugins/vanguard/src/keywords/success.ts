/**
 * 達成 Success (14.39): an AUTO triggered by the power of your rear-guards (14.39.1). "Success (N)" means "during
 * your turn, when this unit is not in success and a rear-guard you are the master of has N or more power, if
 * that rear-guard still has N or more power when this resolves, this unit becomes success (達成状態) during that
 * turn" (14.39.2). It is a state trigger (14.39.3, 11.9.8: pending once while the state holds, checked at each
 * check timing); if at resolution the power has dropped below N, nothing happens (14.39.4).
 * Reading: the kernel's state trigger does not record which rear-guard met the state, so the resolution asks
 * again whether one of your rear-guards has N or more power.
 */
import { numericStat } from '@tcgkit/kernel';
import { z } from 'zod';
import { rearGuardsOf } from '../zones.js';
import { masterOf, type KeywordParts } from './parts-kw-a.js';

export const success: KeywordParts = {
  keywords: [
    {
      name: 'success',
      rule: 'VG 14.39',
      abilities: (params) => {
        const power = typeof params['power'] === 'number' ? params['power'] : 0;
        const strongRearGuard = { test: 'rear-guard-power', value: power };
        return [
          {
            kind: 'automatic',
            label: `Success (${power}): this unit becomes success`,
            trigger: {
              state: {
                all: [
                  { test: 'turn-player', player: 'you' },
                  { test: 'unit' },
                  { not: { test: 'unit-state', state: 'success' } },
                  strongRearGuard,
                ],
              },
            },
            effect: [
              {
                do: 'if',
                test: strongRearGuard,
                then: [{ do: 'become-unit-state', cards: 'self', state: 'success', duration: 'turn' }],
              },
            ],
          },
        ];
      },
    },
  ],
  conditions: [
    /** One of your rear-guards has `value` or more power (14.39.2). */
    {
      name: 'rear-guard-power',
      params: () => ({ value: z.number().int() }),
      test: (ctx, p, subject, frame) =>
        rearGuardsOf(ctx, masterOf(ctx, subject, frame.controller)).some((id) => numericStat(ctx, id, 'power') >= Number(p['value'])),
    },
  ],
};
