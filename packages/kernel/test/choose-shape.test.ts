/**
 * Answers to a select (`choose`) are checked against their shape without zod when their fields plainly fit
 * (issue 14, `plainChoose`). That shortcut may only ever accept what the schema accepts: these tests compare
 * the two on generated inputs, and check that what the shortcut passes over is still refused by the schema.
 */
import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { kernelActionShapes, plainChoose } from '../src/decisions/action-shape.js';

const envelope = { type: z.string(), player: z.string(), decision: z.number().int().optional() };
const schema = z.strictObject({ ...envelope, ...kernelActionShapes.get('choose')! });

const id = fc.oneof(fc.string({ maxLength: 70 }), fc.integer(), fc.constant(null));
const field = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.array(id, { maxLength: 4 }),
  fc.array(fc.string({ maxLength: 3 }), { minLength: 255, maxLength: 258 }),
);
const answer = fc.record(
  {
    type: fc.oneof(fc.constant('choose'), field),
    player: fc.oneof(fc.constant('p1'), field),
    decision: fc.oneof(fc.integer(), fc.double(), fc.constant(2 ** 60), field),
    choice: fc.oneof(fc.array(fc.string({ maxLength: 66 }), { maxLength: 5 }), field),
    extra: field,
  },
  { requiredKeys: [] },
);

describe('choose answers checked without zod', () => {
  it('[kernel contract] the shortcut accepts only answers the choose schema accepts', () => {
    fc.assert(
      fc.property(answer, (action) => {
        if (plainChoose(action)) expect(schema.safeParse(action).success).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('[kernel contract] the shortcut takes the usual answers, and leaves every malformed one to the schema', () => {
    expect(plainChoose({ type: 'choose', player: 'p1', choice: ['a', 'b'] })).toBe(true);
    expect(plainChoose({ type: 'choose', player: 'p1', decision: 7, choice: [] })).toBe(true);
    for (const bad of [
      { type: 'choose', player: 'p1' },
      { type: 'choose', player: 'p1', choice: ['a'], extra: 1 },
      { type: 'choose', player: 'p1', choice: [1] },
      { type: 'choose', player: 'p1', choice: ['x'.repeat(65)] },
      { type: 'choose', player: 'p1', choice: Array.from({ length: 257 }, () => 'a') },
      { type: 'choose', player: 'p1', decision: 1.5, choice: [] },
      { type: 'choose', player: 2, choice: [] },
    ]) {
      expect(plainChoose(bad)).toBe(false);
      expect(schema.safeParse(bad).success).toBe(false);
    }
  });
});
