import { zoneKey } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { slotNames, slotOfKey, stageKey } from '../src/zones.js';

/*
 * `stageKey` and `slotOfKey` keep what they worked out (zones.ts, round 7 of issue 14). They depend on their
 * arguments alone, so nothing can make a kept answer stale; what must hold is that a kept answer is the one worked
 * out afresh, for any player and past the bound where the kept answers start over.
 */
describe('stage slot keys kept per player', () => {
  it('[weiss-schwarz zones] each slot key is the kernel zone key, for any player, before and after the kept keys start over', () => {
    for (let round = 0; round < 2; round++) {
      for (let n = 0; n < 150; n++) {
        const player = `player-${n}`;
        for (const slot of slotNames) {
          expect(stageKey(player, slot)).toBe(zoneKey(player, 'stage', slot));
          expect(slotOfKey(stageKey(player, slot))).toBe(slot);
        }
      }
    }
  });

  it('[weiss-schwarz zones] a key that names no stage slot has no slot, and a name that is no slot gets a plain key', () => {
    expect(slotOfKey('p1/hand')).toBeUndefined();
    expect(slotOfKey('p1/marker#fc')).toBeUndefined();
    expect(slotOfKey('p1/stage#xx')).toBeUndefined();
    expect(slotOfKey('p1/stage#fc')).toBe('fc');
    expect(stageKey('p1', 'constructor')).toBe('p1/stage#constructor');
    expect(stageKey('p1', '__proto__')).toBe('p1/stage#__proto__');
    for (let n = 0; n < 1500; n++) expect(slotOfKey(`p${n}/stage#br`)).toBe('br');
  });
});
