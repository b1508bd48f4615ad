import { describe, expect, it } from 'vitest';
import { plainCopy } from '../src/engine/plain-data.js';

describe('plainCopy names where input stops being plain data (issue 14, round 7: the path is spelled out only on refusal)', () => {
  it('[security 1] a refusal names the path down to the value, the accessor or the array it is about', () => {
    const nested = { card: 'c1', targets: ['c2', { deep: Number.NaN }] };
    expect(plainCopy(nested)).toEqual({ ok: false, problem: 'action.targets.1.deep is not a finite number' });
    const withGetter = { a: Object.defineProperty({}, 'b', { get: () => 1, enumerable: true }) };
    expect(plainCopy(withGetter)).toEqual({ ok: false, problem: 'action.a.b is an accessor, not data' });
    const sparse = { list: [1, 2, 3] };
    delete sparse.list[1];
    expect(plainCopy(sparse)).toEqual({ ok: false, problem: 'action.list has holes' });
    const cyclic: Record<string, unknown> = { inner: {} };
    (cyclic['inner'] as Record<string, unknown>)['back'] = cyclic;
    expect(plainCopy(cyclic)).toEqual({ ok: false, problem: 'action.inner.back refers back to itself' });
    expect(plainCopy({ long: 'x'.repeat(300) })).toEqual({ ok: false, problem: 'action.long is longer than 256 characters' });
  });

  it('[security 1] the same object twice (not a cycle) is copied twice, and `__proto__` lands as an own key', () => {
    const shared = { id: 'c1' };
    const copied = plainCopy({ first: shared, second: shared });
    expect(copied).toEqual({ ok: true, value: { first: { id: 'c1' }, second: { id: 'c1' } } });
    const value = (copied as { value: Record<string, unknown> }).value;
    expect(value['first']).not.toBe(shared);
    const proto = plainCopy(JSON.parse('{"__proto__": {"polluted": true}, "type": "pass"}'));
    expect(proto.ok).toBe(true);
    const out = (proto as { value: Record<string, unknown> }).value;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(['__proto__', 'type']);
    expect((out as { polluted?: unknown }).polluted).toBeUndefined();
  });
});
