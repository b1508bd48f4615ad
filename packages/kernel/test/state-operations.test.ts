import { describe, expect, it } from 'vitest';
import {
  addContinuousEffect,
  addDelayedTrigger,
  addPending,
  addReplacement,
  clearPending,
  clearStack,
  consumeReplacement,
  eraseCard,
  expireDurations,
  pushStackItem,
  removeContinuousEffect,
  removeDelayedTrigger,
  removePending,
  removeReplacement,
  removeStackItem,
} from '../src/index.js';
import { give, newGame, turnPlayer } from './support/board.js';
import { contextOf } from '../src/internal.js';

/** The operations titles change kernel-owned state with (the lint rule forbids writing it directly). */
describe('kernel operations on kernel-owned state', () => {
  it('[kernel contract] continuous effects, replacements and delayed triggers are added, removed and expire by duration', () => {
    const game = newGame();
    const ctx = contextOf(game);
    const a = turnPlayer(game);
    const unit = give(game, a, 'field', 'soldier', 'left');
    const effect = (duration: string) =>
      addContinuousEffect(ctx, { layer: 'add', controller: a, cards: [unit], stat: 'power', modification: { add: 1000 }, duration });
    const replacement = (duration: string) => addReplacement(ctx, { controller: a, replaces: 'move', instead: [], duration });
    const delayed = (duration: string) => addDelayedTrigger(ctx, { controller: a, event: 'turn-end', effect: [], once: true, duration });
    const [e1, e2] = [effect('turn'), effect('battle')];
    const [r1, r2] = [replacement('turn'), replacement('battle')];
    const [d1, d2] = [delayed('turn'), delayed('battle')];
    expect(new Set([e1.id, e2.id, r1.id, r2.id, d1.id, d2.id]).size).toBe(6);
    removeContinuousEffect(ctx, e1.id);
    removeReplacement(ctx, r1.id);
    removeDelayedTrigger(ctx, d1.id);
    expect([ctx.state.effects, ctx.state.replacements, ctx.state.delayed].map((list) => list.map((x) => x.id))).toEqual([
      [e2.id],
      [r2.id],
      [d2.id],
    ]);
    expireDurations(ctx, 'battle');
    expect([ctx.state.effects, ctx.state.replacements, ctx.state.delayed]).toEqual([[], [], []]);
    const once = addReplacement(ctx, { controller: a, replaces: 'move', instead: [], duration: 'turn', uses: 2 });
    consumeReplacement(ctx, once);
    expect(ctx.state.replacements.map((r) => r.uses)).toEqual([1]);
    consumeReplacement(ctx, once);
    expect(ctx.state.replacements).toEqual([]);
  });

  it('[kernel contract] pending abilities and stack items are taken away without being played; an erased card leaves the game', () => {
    const game = newGame();
    const ctx = contextOf(game);
    const a = turnPlayer(game);
    const pending = [1, 2].map(() => addPending(ctx, { card: null, ability: null, controller: a, label: 'x', effect: [] }));
    removePending(ctx, pending[0]!.id);
    expect(ctx.state.pending.map((p) => p.id)).toEqual([pending[1]!.id]);
    clearPending(ctx);
    expect(ctx.state.pending).toEqual([]);
    const items = [1, 2, 3].map((n) => pushStackItem(ctx, { controller: a, label: `item ${n}`, effect: [], vars: {} }));
    expect(removeStackItem(ctx, items[1]!.id)).toEqual(items[1]);
    expect(removeStackItem(ctx, items[1]!.id)).toBeUndefined();
    expect(clearStack(ctx).map((i) => i.id)).toEqual([items[0]!.id, items[2]!.id]);
    expect(ctx.state.stack).toEqual([]);
    const unit = give(game, a, 'field', 'soldier', 'left');
    const zone = ctx.state.cards[unit]!.zone;
    eraseCard(ctx, unit);
    expect(ctx.state.cards[unit]).toBeUndefined();
    expect(ctx.state.zones[zone]).not.toContain(unit);
    expect(ctx.state.lastKnown[unit]?.id).toBe(unit);
    expect(ctx.state.log.at(-1)).toMatchObject({ type: 'erased', detail: { card: unit, from: zone } });
  });
});
