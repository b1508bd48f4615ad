import { describe, expect, it } from 'vitest';
import { cardSchema, parseCard, vanguardCards, vanguardPlugin } from '../src/index.js';
import { A, B, buildBoard, ok } from './support/board.js';

const zone = (name: string) => vanguardPlugin.zones.find((z) => z.name === name)!;

describe('zones (ch.4)', () => {
  it('[VG 4.5, 4.6, 4.7, 4.10, 4.11, 4.13, 4.16, 4.17, 4.18, 4.1.2, 4.1.3] each zone has its visibility and order', () => {
    expect(zone('deck')).toMatchObject({ visibility: 'hidden', ordered: true });
    expect(zone('hand')).toMatchObject({ visibility: 'owner', ordered: false });
    expect(zone('drop')).toMatchObject({ visibility: 'public' });
    expect(zone('soul')).toMatchObject({ visibility: 'public' });
    expect(zone('damage')).toMatchObject({ visibility: 'public' });
    expect(zone('trigger')).toMatchObject({ visibility: 'public', ordered: true });
    expect(zone('order-area')).toMatchObject({ visibility: 'public' });
    expect(zone('order-zone')).toMatchObject({ visibility: 'public' });
    expect(zone('ride-deck')).toMatchObject({ visibility: 'owner' });
    for (const name of ['bind', 'removed', 'g-zone', 'gauge', 'crest']) expect(zone(name)).toBeDefined();
  });

  it('[VG 4.9.1, 4.9.1.1, 4.9.1.3, 4.9.2.3, 4.9.2.4, 4.9.2.5, 4.8] the field is seven circles with rows and columns', () => {
    const slots = zone('field').slots!;
    const attrs = Object.fromEntries(slots.map((s) => [s.name, s.attributes]));
    expect(attrs['vc']).toEqual({ kind: 'vanguard', row: 'front', column: 'centre' });
    expect(attrs['gc']).toEqual({ kind: 'guardian', row: null, column: null });
    for (const rc of ['fl', 'fr', 'bl', 'bc', 'br']) expect(attrs[rc]).toMatchObject({ kind: 'rear-guard' });
    expect(attrs['fl']).toMatchObject({ row: 'front', column: 'left' });
    expect(attrs['bc']).toMatchObject({ row: 'back', column: 'centre' });
    expect(zone('field').keepsIdentityWithin).toBe(true);
  });

  it('[VG 4.1.4, 4.11.2.1] counts are public; face-down damage shows no information', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['F', 'U1'], damage: ['U2', 'U1'], faceDown: ['damage.0'] }, { vc: 'U3' });
    const view = game.view(B);
    expect(view.zones[`${A}/hand`]).toMatchObject({ count: 2, cards: [] });
    const damage = view.zones[`${A}/damage`]!;
    expect(damage.count).toBe(2);
    expect(damage.cards.find((c) => c.id === id('a.damage.0'))?.card).toBeUndefined();
    expect(damage.cards.find((c) => c.id === id('a.damage.1'))?.card).toBe('U1');
    expect(view.zones[`${A}/deck`]!.cards).toEqual([]);
    ok(game, { type: 'concede', player: A });
  });
});

describe('card information (ch.2)', () => {
  it('[VG 2.1, 2.4, 2.5, 2.6, 2.7, 2.8, 2.9, 2.13, 2.17] the demo pool parses; every unit has power, every trigger an icon', () => {
    expect(vanguardCards.length).toBeGreaterThanOrEqual(40);
    for (const card of vanguardCards) {
      expect(cardSchema.safeParse(card).success).toBe(true);
      if (card.type === 'unit') expect(typeof card.power).toBe('number');
      if (card.subtype === 'trigger') expect(card.trigger?.icon).toBeDefined();
    }
    const icons = new Set(vanguardCards.map((c) => c.trigger?.icon).filter(Boolean));
    expect(icons).toEqual(new Set(['critical', 'draw', 'stand', 'heal', 'front', 'over']));
    expect(new Set(vanguardCards.map((c) => c.gift).filter(Boolean))).toEqual(new Set(['force', 'accel', 'protect']));
  });

  it('[VG 2.5, 2.8, 11.1.1.4] bad card data is rejected with the card and the field named', () => {
    expect(() => parseCard({ id: 'x', name: 'X', type: 'unit', grade: 1 })).toThrow(/card "x".*power/);
    expect(() => parseCard({ id: 'y', name: 'Y', type: 'unit', subtype: 'trigger', grade: 0, power: 5000 })).toThrow(/trigger icon/);
    expect(() => parseCard({ id: 'z', name: 'Z', type: 'order', grade: 0 })).toThrow(/order ability/);
    expect(() => parseCard({ id: 'w', name: 'W', type: 'unit', grade: -1, power: 1 })).toThrow(/card "w": grade/);
  });
});
