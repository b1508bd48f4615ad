import type { ZoneContribution } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { layoutSide, sharedZones } from '../src/model/layout.js';
import { engine } from '../src/titles.js';

const zone = (name: string, extra: Partial<ZoneContribution> = {}): ZoneContribution => ({
  title: 't',
  name,
  scope: 'player',
  visibility: 'public',
  ordered: false,
  ...extra,
});

const names = (places: readonly { name: string }[]) => places.map((p) => p.name);

describe('board layout', () => {
  it('[board layout] lays out a title with no hint: slotted zones as rows, hidden zones as piles, the hand apart', () => {
    const zones = [
      zone('deck', { visibility: 'hidden', ordered: true }),
      zone('hand', { visibility: 'owner' }),
      zone('stage', { slots: [{ name: 'left' }, { name: 'centre' }] }),
      zone('waiting'),
      zone('stack', { scope: 'shared' }),
    ];
    const side = layoutSide(zones, undefined, 'hand');
    expect(side.rows.map(names)).toEqual([['stage#left', 'stage#centre']]);
    expect(side.hand?.name).toBe('hand');
    expect(names(side.side)).toEqual(['deck', 'waiting']);
    expect(side.side.map((p) => p.pile)).toEqual([true, false]);
    expect(side.side.every((p) => !p.optional)).toBe(true);
    expect(sharedZones(zones).map((z) => z.name)).toEqual(['stack']);
  });

  it('[board layout] follows a hint and draws every other zone once, unnamed places only while they hold cards', () => {
    const zones = [
      zone('deck', { visibility: 'hidden' }),
      zone('hand'),
      zone('field', { slots: [{ name: 'a' }, { name: 'b' }, { name: 'x' }] }),
      zone('drop'),
      zone('rare'),
    ];
    const side = layoutSide(zones, { rows: [['field#b', 'field#a'], ['drop']], side: ['deck'] }, 'hand');
    expect(side.rows.map(names)).toEqual([['field#b', 'field#a'], ['drop'], ['field#x']]);
    expect(side.rows[2]![0]!.optional).toBe(true);
    expect(names(side.side)).toEqual(['deck', 'rare']);
    expect(side.side.map((p) => p.optional)).toEqual([false, true]);
  });

  it('[board layout] every per-player zone of every loaded title appears exactly once', () => {
    for (const id of engine.titles()) {
      const title = engine.title(id);
      const zones = [...title.zones.values()];
      const side = layoutSide(zones, title.definition.board, title.definition.roles.hand);
      const drawn = [...side.rows.flat(), ...side.side, ...(side.hand === null ? [] : [side.hand])].map((p) => p.name);
      const expected = zones
        .filter((z) => z.scope === 'player')
        .flatMap((z) => (z.slots === undefined ? [z.name] : z.slots.map((s) => `${z.name}#${s.name}`)));
      expect(new Set(drawn).size).toBe(drawn.length);
      expect([...drawn].sort()).toEqual([...expected].sort());
    }
  });
});
