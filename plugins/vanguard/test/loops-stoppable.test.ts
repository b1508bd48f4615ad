import { describe, expect, it } from 'vitest';
import { loopBans } from '@tcgkit/kernel';
import { playVanguardLoop } from '../src/loops.js';
import { A, B, buildBoard, type Board } from './support/board.js';

const main = (a: Parameters<typeof buildBoard>[0]) => {
  const board = buildBoard(a, { vc: 'U3' });
  board.game.startStep('main', 'main');
  return board;
};
const act = (board: Board) => ({ type: 'activate', player: A, card: board.id('a.fl'), ability: 0 });
const letStand = { type: 'choose', player: B, choice: ['yes'] };
const power = (board: Board) => board.game.stat(board.id('a.fl'), 'power');

describe('loops a fighter can stop (18.1.1.2–18.1.1.5)', () => {
  it('[VG 18.1.1.2] only one fighter can stop it: that fighter names the number, it is done that many times, and it cannot be chosen again in the same state', () => {
    const board = main({ vc: 'U3', fl: 'Z-LOOP-IDLE' });
    // The opponent has no choice inside the loop: they cannot be the one who names the number.
    expect(playVanguardLoop(board.game, { player: B, actions: [act(board)], times: 3 })).toMatchObject({
      ok: false,
      error: { code: 'LOOP_PROPOSER', rule: 'VG 18.1.1.2' },
    });
    // Each repetition leaves every zone as it was: it is done once, and the loop stops.
    expect(playVanguardLoop(board.game, { player: A, actions: [act(board)], times: 50 })).toEqual({
      ok: true,
      performed: 1,
      stopped: 'same-state',
    });
    // The game is exactly as when the loop started: its fighter cannot choose it again here.
    const again = playVanguardLoop(board.game, { player: A, actions: [act(board)], times: 2 });
    expect(again).toMatchObject({ ok: false, error: { code: 'LOOP_BANNED', rule: 'VG 18.1.1.2' }, performed: 0 });
    expect(board.game.history().filter((e) => e.type === 'ability-activated')).toHaveLength(1);
  });

  it('[VG 18.1.1.2, 18.1.1.4] the number chosen is carried out and applied as if each repetition was done; in a different state the loop may be chosen again', () => {
    const board = main({ vc: 'U3', fl: 'Z-LOOP-PUMP' });
    const base = power(board) as number;
    expect(playVanguardLoop(board.game, { player: A, actions: [act(board)], times: 200 })).toEqual({ ok: true, performed: 200 });
    expect(power(board)).toBe(base + 200_000);
    expect(board.game.history().filter((e) => e.type === 'ability-activated')).toHaveLength(200);
    // The power differs from when the loop started: not the identical state, so the ban does not apply.
    expect(playVanguardLoop(board.game, { player: A, actions: [act(board)], times: 2 })).toEqual({ ok: true, performed: 2 });
    expect(power(board)).toBe(base + 202_000);
  });

  it('[VG 18.1.1.3] both fighters can stop it: the turn fighter names a number, then the opponent, and the smaller is carried out', () => {
    const board = main({ vc: 'U3', fl: 'Z-LOOP-SHARED' });
    const base = power(board) as number;
    const actions = [act(board), letStand];
    // The turn fighter names first: the opponent cannot be the one who shows it.
    expect(playVanguardLoop(board.game, { player: B, actions, times: 5 }, () => 5)).toMatchObject({
      ok: false,
      error: { code: 'LOOP_PROPOSER', rule: 'VG 18.1.1.3' },
    });
    expect(playVanguardLoop(board.game, { player: A, actions, times: 5 })).toMatchObject({
      ok: false,
      error: { code: 'LOOP_NEEDS_ANSWER' },
    });
    expect(power(board)).toBe(base);
    // The opponent may name a larger number than the turn fighter: the smaller (the turn fighter's 4) is done.
    const seen: number[] = [];
    const outcome = playVanguardLoop(board.game, { player: A, actions, times: 4 }, (p) => {
      seen.push(p.times);
      return 9;
    });
    expect(seen).toEqual([4]);
    expect(outcome).toEqual({ ok: true, performed: 4, stopped: 'smaller-count', mustLeave: { player: A, notAllowed: act(board) } });
    expect(power(board)).toBe(base + 4000);
  });

  it('[VG 18.1.1.3] with a smaller number from the opponent, that many are done and the opponent stops it with a choice that ends it', () => {
    const board = main({ vc: 'U3', fl: 'Z-LOOP-SHARED' });
    const base = power(board) as number;
    const outcome = playVanguardLoop(board.game, { player: A, actions: [act(board), letStand], times: 10 }, () => 3);
    expect(outcome).toEqual({ ok: true, performed: 3, stopped: 'smaller-count', mustLeave: { player: B, notAllowed: letStand } });
    expect(power(board)).toBe(base + 3000);
    // The series ran on to the opponent's choice: they decide now, and must not let it stand again.
    expect(board.game.decision).toMatchObject({ kind: 'select', player: B });
  });

  it('[VG 18.1.1.3] afterwards, in the identical state, the fighter who named the larger number cannot choose the loop again; the other is not banned', () => {
    const board = main({ vc: 'U3', fl: 'Z-LOOP-SHARED' });
    // The opponent names 0: no repetition is done, and the turn fighter (who named the larger number) may not
    // show the loop again in the state it started from.
    expect(playVanguardLoop(board.game, { player: A, actions: [act(board), letStand], times: 6 }, () => 0)).toMatchObject({
      ok: true,
      performed: 0,
      stopped: 'smaller-count',
    });
    // The series ran on to the opponent's choice; declining it leaves the game exactly as the loop started.
    expect(board.game.decision).toMatchObject({ kind: 'select', player: B });
    expect(board.game.act({ type: 'choose', player: B, choice: ['no'] }).ok).toBe(true);
    expect(playVanguardLoop(board.game, { player: A, actions: [act(board), letStand], times: 1 }, () => 1)).toMatchObject({
      ok: false,
      error: { code: 'LOOP_BANNED', rule: 'VG 18.1.1.3' },
    });
    // The opponent named the smaller number: they are not banned, and the turn fighter's ban is theirs alone.
    expect(loopBans(board.game, 'loopBans').map((b) => b.player)).toEqual([A]);
  });

  it('[VG 18.1.1.3] when the opponent named the larger number, the opponent is the one banned from the loop in the state it started from', () => {
    const board = main({ vc: 'U3', fl: 'Z-LOOP-SHARED' });
    const base = power(board) as number;
    expect(playVanguardLoop(board.game, { player: A, actions: [act(board), letStand], times: 1 }, () => 5)).toMatchObject({
      ok: true,
      performed: 1,
    });
    expect(power(board)).toBe(base + 1000);
    expect(loopBans(board.game, 'loopBans')).toEqual([{ state: expect.any(String), player: B, first: letStand }]);
  });

  it('[VG 18.1.1.5] a series the card data does not recognise as a loop is not played as a shortcut', () => {
    const board = main({ vc: 'U3', fl: 'Z-LOOP-UNNAMED' });
    expect(playVanguardLoop(board.game, { player: A, actions: [act(board)], times: 3 })).toMatchObject({
      ok: false,
      error: { code: 'LOOP_NOT_RECOGNISED', rule: 'VG 18.1.1.5' },
      performed: 0,
    });
    expect(board.game.history().filter((e) => e.type === 'ability-activated')).toHaveLength(0);
  });

  it('[VG 18.1.1.2] the demo card Tide Loop Dancer declares its loop in its card data and plays it', () => {
    const board = main({ vc: 'U3', fl: 'tf-loop-dancer' });
    const base = power(board) as number;
    expect(playVanguardLoop(board.game, { player: A, actions: [act(board)], times: 7 })).toEqual({ ok: true, performed: 7 });
    expect(power(board)).toBe(base + 7000);
  });
});
