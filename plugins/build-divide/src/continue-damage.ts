import { z } from 'zod';
import { defineVerb, resolveNumber, verbDone, type VerbContribution } from '@tcgkit/kernel';
import { damageStages, damageUnit, type DamageStage } from './damage.js';

/**
 * `{ do: 'continue-damage', stage, times?, add? }`: in a damage replacement's `instead` program (1209-2d), the
 * replaced damage is dealt after all, changed (`times` × the amount + `add`), going on from `stage` (the
 * replacement's own): the other replacements of that stage not yet applied still apply, once each (1209-2c), then
 * the later stages (a "dealt" replacement's damage is still received and reduced; a "received" one's reduced).
 * Earlier stages are not checked again. The damaged card, amount and source are the replaced event's, or `card`,
 * `amount` and `source` when given (the event going on after every optional replacement was declined).
 */
export const continueDamageVerb: Omit<VerbContribution, 'title'> = defineVerb({
  name: 'continue-damage',
  rule: 'BD 1209-2d',
  params: (l) => ({
    stage: z.enum(damageStages),
    times: l.number.optional(),
    add: l.number.optional(),
    card: z.string().optional(),
    amount: z.number().optional(),
    source: z.string().optional(),
  }),
  run(ctx, instruction, frame) {
    const detail = { ...(frame.event?.detail ?? {}), ...instruction };
    const card = typeof detail['card'] === 'string' ? detail['card'] : undefined;
    if (card === undefined) return verbDone;
    const amount =
      Number(detail['amount'] ?? 0) * resolveNumber(ctx, instruction['times'], frame, 1) + resolveNumber(ctx, instruction['add'], frame, 0);
    const source = typeof detail['source'] === 'string' ? detail['source'] : null;
    damageUnit(ctx, card, amount, source, instruction['stage'] as DamageStage);
    return verbDone;
  },
});
