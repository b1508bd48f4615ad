import { describe, expect, it } from 'vitest';
import { addContinuousEffect, cardsInZone, createEngine, statOf, titleModule, zoneKey, createCard } from '../src/index.js';
import { skirmishPlugin } from './fixtures/skirmish.js';
import { contextOf } from '../src/internal.js';

describe('title rule modifications', () => {
  const base = skirmishPlugin('none');
  // A rule (not an effect) that gives every unit in the centre slot +500, in the `add` layer.
  const plugin = {
    ...base,
    title: {
      ...base.title,
      ruleModifications: (_ctx: unknown, card: { zone: string }, stat: string) =>
        stat === 'power' && card.zone.endsWith('#center') ? [{ layer: 'add', modification: { add: 500 } }] : [],
    },
  };
  const engine = createEngine([titleModule(plugin)]);

  it('[kernel 11.11.1] statOf applies the title’s rule modifications in their layer, before later layers', () => {
    const game = engine.create({ title: 'skirmish', seed: 3, players: [{ deck: 'red' }, { deck: 'blue' }] });
    const ctx = contextOf(game);
    const centre = createCard(ctx, { card: 'soldier', owner: 'p1', zone: zoneKey('p1', 'field', 'center') });
    const left = createCard(ctx, { card: 'soldier', owner: 'p1', zone: zoneKey('p1', 'field', 'left') });
    expect(statOf(ctx, centre.id, 'power')).toBe(2500);
    expect(statOf(ctx, left.id, 'power')).toBe(2000);
    // A "set" effect in a later layer wins over the rule modification.
    addContinuousEffect(ctx, {
      layer: 'set',
      controller: 'p1',
      cards: [centre.id],
      stat: 'power',
      modification: { set: 100 },
      duration: 'turn',
    });
    expect(statOf(ctx, centre.id, 'power')).toBe(100);
    expect(cardsInZone(ctx, 'p1', 'field')).toContain(left.id);
  });

  it('[kernel 11.11.1] titles without rule modifications are unaffected', () => {
    const plain = createEngine([titleModule(base)]);
    const game = plain.create({ title: 'skirmish', seed: 3, players: [{ deck: 'red' }, { deck: 'blue' }] });
    const [centre] = game.setUp({ cards: [{ card: 'soldier', zone: zoneKey('p1', 'field', 'center') }] }).cards;
    expect(game.stat(centre!, 'power')).toBe(2000);
  });
});
