/**
 * `game.setUp` places what a position in progress holds besides cards: stack items and usage counters (the
 * scenario runner builds every position through it), checked like the rest of a set-up.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCode, TcgError, type Game, type PositionSetup } from '../src/index.js';
import { give, newGame, turnPlayer } from './support/board.js';

function invalidSetup(game: Game, setup: PositionSetup): string {
  const before = game.snapshot();
  try {
    game.setUp(setup);
  } catch (error) {
    expect(error).toBeInstanceOf(TcgError);
    expect((error as TcgError).code).toBe(ErrorCode.invalidSetup);
    expect(game.snapshot()).toBe(before); // nothing changed
    return (error as TcgError).message;
  }
  throw new Error('setUp accepted the position');
}

describe('setUp: stack items and usage counters', () => {
  it('[kernel setUp] a stack item placed by setUp waits unlogged where the game rests, and resolves when both players pass', () => {
    const game = newGame('stack');
    const tp = turnPlayer(game);
    game.setUp({ startAt: { phase: 'main', step: 'main' } });
    const hand = game.state.zones[`${tp}/hand`]!.length;
    const logged = game.state.log.length;
    const made = game.setUp({ stack: [{ controller: tp, label: 'Insight', effect: [{ do: 'draw', count: 2 }], vars: {} }] });
    expect(game.state.stack.map((item) => [item.id, item.label, item.controller])).toEqual([[made.stack[0], 'Insight', tp]]);
    expect(game.state.log.length).toBe(logged);
    for (let i = 0; i < 4 && game.state.stack.length > 0; i++) {
      expect(game.act({ type: 'pass', player: game.decision!.player }).ok).toBe(true);
    }
    expect(game.state.stack).toEqual([]);
    expect(game.state.zones[`${tp}/hand`]!.length).toBe(hand + 2);
  });

  it('[kernel setUp] a usage counter placed by setUp holds: an ability used up this turn is not offered and is refused', () => {
    const game = newGame();
    const tp = turnPlayer(game);
    const striker = give(game, tp, 'field', 'striker', 'left');
    game.setUp({ startAt: { phase: 'main', step: 'main' } });
    const activate = { type: 'activate', player: tp, card: striker, ability: 0 };
    expect(game.legalActions()).toContainEqual(activate);
    game.setUp({ usage: [{ card: striker, ability: 0, count: 1 }] });
    expect(game.legalActions()).not.toContainEqual(activate);
    const result = game.act(activate);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(ErrorCode.limitReached);
    game.setUp({ usage: [{ card: striker, ability: 0, count: 0 }] });
    expect(game.legalActions()).toContainEqual(activate);
  });

  it('[kernel setUp] bad stack items and usage counters are INVALID_SETUP errors that change nothing', () => {
    const game = newGame('stack');
    const tp = turnPlayer(game);
    const striker = give(game, tp, 'field', 'striker', 'left');
    const soldier = give(game, tp, 'field', 'soldier', 'right');
    const item = { controller: tp, label: 'x', effect: [], vars: {} };
    expect(invalidSetup(game, { stack: [{ ...item, controller: 'p9' }] })).toContain('stack.0.controller');
    expect(invalidSetup(game, { stack: [{ ...item, source: 'c999' }] })).toContain('stack.0.source');
    expect(invalidSetup(game, { stack: [item], startAt: { phase: 'main', step: 'main' } })).toContain('starting a step empties the stack');
    expect(invalidSetup(game, { usage: [{ card: soldier, ability: 0, count: 1 }] })).toContain('usage.0.ability');
    expect(invalidSetup(game, { usage: [{ card: striker, ability: 0, count: -1 }] })).toContain('usage.0.count');
    expect(invalidSetup(game, { usage: [{ card: 'c999', ability: 0, count: 1 }] })).toContain('usage.0.card');
  });
});
