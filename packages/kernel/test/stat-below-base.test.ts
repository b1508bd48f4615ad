import { describe, expect, it } from 'vitest';
import {
  addContinuousEffect,
  createCard,
  createEngine,
  statMayFallBelowBase,
  workingModifiers,
  zoneKey,
  type GameContext,
} from '../src/index.js';
import { skirmishModule } from './fixtures/skirmish.js';

const engine = createEngine([skirmishModule('stack')]);

describe('whether a stat can fall below its value before modifications (issue 14)', () => {
  it('[kernel continuous] only a continuous effect or a working continuous ability that does more than add a non-negative number can lower a stat', () => {
    const game = engine.create({ title: 'skirmish', seed: 8, players: [{ deck: 'red' }, { deck: 'blue' }] });
    const ctx = { state: game.state, title: engine.title('skirmish') } as unknown as GameContext;
    const [a, b] = game.state.players.map((p) => p.id) as [string, string];
    const unit = createCard(ctx, { card: 'soldier', owner: a, zone: zoneKey(a, 'field', 'left') });
    expect(statMayFallBelowBase(ctx, 'power')).toBe(false);
    // A working CONT that adds +1000: it works, and it only raises power.
    createCard(ctx, { card: 'guardian', owner: b, zone: zoneKey(b, 'field', 'left') });
    expect(workingModifiers(ctx, 'power').length).toBeGreaterThan(0);
    expect(statMayFallBelowBase(ctx, 'power')).toBe(false);
    const raise = { layer: 'add', controller: a, cards: [unit.id], modification: { add: 2000 }, duration: 'turn' };
    addContinuousEffect(ctx, { ...raise, stat: 'power' });
    expect(statMayFallBelowBase(ctx, 'power')).toBe(false);
    // An effect on another stat does not count; one that subtracts or sets power does.
    addContinuousEffect(ctx, { ...raise, stat: 'critical', modification: { add: -1 } });
    expect(statMayFallBelowBase(ctx, 'power')).toBe(false);
    addContinuousEffect(ctx, { ...raise, stat: 'power', modification: { set: 0 } });
    expect(statMayFallBelowBase(ctx, 'power')).toBe(true);
    expect(statMayFallBelowBase(ctx, 'critical')).toBe(true);
  });
});
