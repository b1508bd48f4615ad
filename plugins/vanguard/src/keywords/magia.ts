/**
 * 奇術 Magia (14.33): a keyword of abilities that "call a unit from the soul, and at the end of that turn put the
 * unit this effect called into the soul" (14.33.1): the `magia` verb. It calls `count` units from your soul
 * (a superior call, 6.2.2.2) and sets a delayed trigger for each called unit (11.9.7): at the end of that turn,
 * if it is still that unit on the field, it goes to your soul (reason `magia`). A unit that left the field is a
 * new card (4.1.8) and is not brought back.
 */
import { defineVerb, expand, verbDone } from '@tcgkit/kernel';
import { z } from 'zod';
import { cardOnCircle } from '../zones.js';

export const magiaVerb = defineVerb({
  name: 'magia',
  rule: 'VG 14.33.1',
  params: () => ({ count: z.number().int().min(1).optional() }),
  run(_ctx, instruction) {
    return expand([
      { do: 'set-var', as: '_calledTo', value: [] },
      {
        do: 'call',
        from: { zone: 'soul', player: 'you', where: { test: 'card-type', type: 'unit' } },
        count: Number(instruction['count'] ?? 1),
        upTo: false,
      },
      { do: 'magia-return' },
    ]);
  },
});

/** After a Magia call: each unit it called goes back to the soul at the end of the turn (14.33.1). */
export const magiaReturnVerb = defineVerb({
  name: 'magia-return',
  rule: 'VG 14.33.1',
  params: () => ({}),
  run(ctx, _instruction, frame) {
    const circles = Array.isArray(frame.vars['_calledTo']) ? (frame.vars['_calledTo'] as string[]) : [];
    const called = circles.map((c) => cardOnCircle(ctx, frame.controller, c)).filter((id): id is string => id !== undefined);
    if (called.length === 0) return verbDone;
    return expand(
      called.map((id) => ({
        do: 'delayed',
        event: 'end-of-turn',
        duration: 'turn',
        effect: [{ do: 'move', cards: [id], to: 'soul', player: 'you', reason: 'magia' }],
      })),
    );
  },
});
