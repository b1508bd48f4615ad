/**
 * 救援 Rescue (14.19): a keyword of abilities that heal your damage and deal damage to your vanguard (14.19.1).
 * An ability with "Rescue (N)" has as part of its effect "choose N cards from your damage zone, heal them,
 * choose your vanguard, and deal N damage to it" (14.19.1.1): the `rescue` verb with `count` N. Such an ability
 * carries the tag `rescue`, whatever N (14.19.1.2: it counts as having "Rescue"; see `has-ability-keyword`).
 * The damage is dealt as 7.35 (the vanguard damage counter; rule process 13.6 checks it).
 */
import { defineVerb, expand, verbDone } from '@tcgkit/kernel';
import { z } from 'zod';
import { vanguardOf } from '../zones.js';

export const rescueVerb = defineVerb({
  name: 'rescue',
  rule: 'VG 14.19.1.1',
  params: () => ({ count: z.number().int().min(1) }),
  run(ctx, instruction, frame) {
    const n = Number(instruction['count']);
    const program: Parameters<typeof expand>[0][number][] = [{ do: 'heal', count: n }];
    if (vanguardOf(ctx, frame.controller) !== undefined) program.push({ do: 'deal-damage', player: 'you', count: n });
    return program.length === 0 ? verbDone : expand(program);
  },
});
