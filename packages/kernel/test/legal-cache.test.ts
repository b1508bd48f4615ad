/**
 * `legalActions()` is computed at most once per decision and `act()` reuses it (issue 14): answers it
 * listed are accepted without checking them again. These tests pin what must not change with that.
 */
import { describe, expect, it } from 'vitest';
import { answerAt, answerCount, ErrorCode } from '../src/index.js';
import { give, newGame, turnPlayer } from './support/board.js';

describe('legal answers listed once per decision', () => {
  it('[kernel contract] a listed answer and the same answer sent without asking lead to the same game', () => {
    const asked = newGame('none', 3);
    const unasked = newGame('none', 3);
    for (let i = 0; i < 40 && asked.result === null; i++) {
      const legal = asked.legalActions();
      const action = answerAt(legal, answerCount(legal) - 1n);
      expect(asked.act(action).ok).toBe(true);
      // The other game never calls legalActions(), so act() checks the answer in full.
      expect(unasked.act(action).ok).toBe(true);
      expect(unasked.snapshot()).toBe(asked.snapshot());
    }
  });

  it('[kernel contract] what a caller does with its list does not change what act() accepts', () => {
    const game = newGame();
    const tp = turnPlayer(game);
    const legal = game.legalActions();
    const pass = legal.find((a) => a.type === 'pass')!;
    // Turn a listed answer into one that is not legal: act() must not take it as listed.
    Object.assign(pass, { type: 'attack', card: 'c1' });
    expect(game.act(pass)).toMatchObject({ ok: false, error: { code: ErrorCode.notInThisWindow } });
    expect(game.legalActions()).toContainEqual({ type: 'pass', player: tp });
  });

  it('[kernel contract] asking again lists the position as it is now, and act() judges by that list', () => {
    const game = newGame();
    const tp = turnPlayer(game);
    const before = game.legalActions();
    const soldier = give(game, tp, 'hand', 'soldier');
    const call = { type: 'call', player: tp, card: soldier, slot: 'left' };
    expect(before).not.toContainEqual(call);
    expect(game.legalActions()).toContainEqual(call);
    expect(game.act(call).ok).toBe(true);
  });
});
