import { describe, expect, it } from 'vitest';
import type { ZoneDefinition, ZonesContext } from '../src/zones/zones-context.js';
import { cardsIn, zoneKeysOf } from '../src/zones/zone-ops.js';
import { zoneKey } from '../src/zones/zone-key.js';

/** A title as the zones floor sees it: only its zones. */
function titleWith(zones: ZoneDefinition[]): ZonesContext['title'] {
  return { zones: new Map(zones.map((z) => [z.name, z])), linkedZones: [] } as unknown as ZonesContext['title'];
}

const zone = (name: string, slots?: string[]): ZoneDefinition =>
  ({
    name,
    scope: 'player',
    visibility: 'public',
    ordered: false,
    ...(slots === undefined ? {} : { slots: slots.map((s) => ({ name: s })) }),
  }) as unknown as ZoneDefinition;

describe('zone keys kept per title and per owner (issue 14, round 7)', () => {
  it('[kernel zones] two titles read in turn each get the keys of their own zones (the last title kept is renewed)', () => {
    // The same zone name, slotted in one title and plain in the other: a kept "last title" that was not renewed
    // would answer the second title with the first title's slots.
    const slotted = { state: { zones: {} }, title: titleWith([zone('field', ['left', 'right'])]) } as unknown as ZonesContext;
    const plain = { state: { zones: {} }, title: titleWith([zone('field')]) } as unknown as ZonesContext;
    for (let round = 0; round < 3; round++) {
      expect(zoneKeysOf(slotted, 'p1', 'field')).toEqual(['p1/field#left', 'p1/field#right']);
      expect(zoneKeysOf(plain, 'p1', 'field')).toEqual(['p1/field']);
      expect(zoneKeysOf(slotted, 'p2', 'field')).toEqual(['p2/field#left', 'p2/field#right']);
      expect(zoneKeysOf(plain, 'p2', 'field')).toEqual(['p2/field']);
    }
  });

  it('[kernel zones] many owners of one zone each get their own keys, past the bound of owners kept too', () => {
    const ctx = { state: { zones: {} }, title: titleWith([zone('hand')]) } as unknown as ZonesContext;
    for (let round = 0; round < 2; round++)
      for (let i = 0; i < 150; i++) {
        expect(zoneKeysOf(ctx, `player-${i}`, 'hand')).toEqual([`player-${i}/hand`]);
        expect(zoneKey(`player-${i}`, 'hand', 'slot')).toBe(`player-${i}/hand#slot`);
        expect(zoneKey(`player-${i}`, 'hand')).toBe(`player-${i}/hand`);
      }
  });

  it('[kernel zones] a zone with no list reads as empty, and its empty list cannot be written into', () => {
    const ctx = { state: { zones: {} }, title: titleWith([zone('hand')]) } as unknown as ZonesContext;
    const empty = cardsIn(ctx, 'p1/hand');
    expect(empty).toEqual([]);
    expect(() => (empty as string[]).push('c1')).toThrow();
    expect(cardsIn(ctx, 'p2/hand')).toEqual([]);
  });
});
