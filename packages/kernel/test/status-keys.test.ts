import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineStatusKeys, type StatusHolder } from '../src/index.js';

/**
 * Typed status keys: a title declares its keys once and reads and writes them through the accessor. The
 * `@ts-expect-error` lines are checked by `npm run typecheck`: a misspelt key or a value of the wrong type
 * does not compile.
 */
describe('declared status keys type every read and write', () => {
  const cardStatus = defineStatusKeys({ rested: z.literal(true), damage: z.number().int() }, { 'counter:': z.number().int() });
  const holder = (): StatusHolder => ({ status: {} });

  it('[kernel status keys] reads what was written, with the declared type, and clears it', () => {
    const card = holder();
    cardStatus.set(card, 'damage', 3000);
    cardStatus.set(card, 'rested', true);
    expectTypeOf(cardStatus.get(card, 'damage')).toEqualTypeOf<number | undefined>();
    expectTypeOf(cardStatus.get(card, 'rested')).toEqualTypeOf<true | undefined>();
    expect(cardStatus.get(card, 'damage')).toBe(3000);
    cardStatus.clear(card, 'rested');
    expect(card.status).toEqual({ damage: 3000 });
    expect(cardStatus.get(undefined, 'damage')).toBeUndefined();
  });

  it('[kernel status keys] types a family of keys by its prefix', () => {
    const player = holder();
    cardStatus.set(player, 'counter:alchemy', 2);
    expectTypeOf(cardStatus.get(player, `counter:${'x' as string}`)).toEqualTypeOf<number | undefined>();
    expect(cardStatus.get(player, 'counter:alchemy')).toBe(2);
  });

  it('[kernel status keys] rejects a misspelt key or a wrong value type at compile time, and a wrong value in data at load', () => {
    const card = holder();
    // @ts-expect-error a misspelt key
    cardStatus.get(card, 'restd');
    // @ts-expect-error `rested` holds `true` only
    cardStatus.set(card, 'rested', false);
    // @ts-expect-error `damage` is a number
    cardStatus.set(card, 'damage', 'lots');
    // @ts-expect-error a family key's value has the family's type
    cardStatus.set(card, 'counter:alchemy', 'two');
    expect(cardStatus.schema.safeParse({ rested: true, damage: 1, 'counter:x': 3, other: 'kept' }).success).toBe(true);
    expect(cardStatus.schema.safeParse({ rested: false }).success).toBe(false);
    expect(cardStatus.schema.safeParse({ 'counter:x': 'three' }).success).toBe(false);
  });
});
