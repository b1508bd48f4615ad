import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createEngine, loopBans, pickAnswer, seedRng, titleModule, type Action, type Game, type LoopAction } from '@tcgkit/kernel';
import { cardRulesDecks, createVanguardPlugin, defaultVanguardOptions } from '../src/index.js';
import { A, B, buildBoard, scenarioEngine } from './support/board.js';

/*
 * The settlement of a loop (18.1.1.2–18.1.1.4), its ban included, is one action of the game's action list
 * (the kernel's `loop` and `loop-answer` actions, reading 472): replaying the actions from the seed gives the same game, a
 * snapshot keeps the bans, and a bad `loop` action is refused with nothing changed.
 */
const engine = createEngine([titleModule(createVanguardPlugin({ ...defaultVanguardOptions, decks: cardRulesDecks }))]);
const digest = (game: Game) => createHash('sha1').update(game.snapshot()).digest('hex');

function newGame(seed: number): Game {
  const decks = seed % 2 === 0 ? ['cinder-depth', 'tidecrest-depth'] : ['tidecrest-depth', 'cinder-depth'];
  return engine.create({ title: 'vanguard', seed, players: decks.map((deck) => ({ deck })), history: 'full' });
}

/** The activation of Tide Loop Dancer's ACT among the legal answers, if any. */
function loopStart(game: Game): Action | undefined {
  for (const legal of game.legalActions() as Action[]) {
    const card = legal['card'];
    if (
      legal.type === 'activate' &&
      legal['ability'] === 0 &&
      typeof card === 'string' &&
      game.state.cards[card]?.card === 'tf-loop-dancer'
    )
      return { type: 'activate', player: legal.player, card, ability: 0 };
  }
  return undefined;
}

/**
 * A seeded random game played until Tide Loop Dancer's loop can be shown, the loop played as a `loop` action
 * (3 repetitions), then `after` more random actions: the game and every action given to it.
 */
function gameWithLoop(after: number): { seed: number; game: Game; actions: (Action | LoopAction)[] } {
  for (let seed = 1; seed <= 40; seed++) {
    const game = newGame(seed);
    const rng = seedRng(seed);
    const actions: (Action | LoopAction)[] = [];
    let looped = false;
    while (game.result === null && actions.length < 3000) {
      const first = looped ? undefined : loopStart(game);
      if (first !== undefined) {
        const loop: LoopAction = { type: 'loop', player: first.player, actions: [first], times: 3 };
        if (game.act(loop).ok) {
          actions.push(loop);
          looped = true;
          continue;
        }
      }
      if (looped && after-- <= 0) return { seed, game, actions };
      const action = pickAnswer(game.legalActions(), rng);
      expect(game.act(action).ok).toBe(true);
      actions.push(action);
    }
  }
  throw new Error('no seeded game reached a position where Tide Loop Dancer could loop');
}

describe('loops as actions of the game (18.1.1.2–18.1.1.4, reading 472)', () => {
  it('[VG 18.1.1.2] a loop played in a seeded game is one action: replaying the action list from the seed gives the same game digest, the ban included', () => {
    const { seed, game, actions } = gameWithLoop(12);
    const played = game.history().filter((e) => e.type === 'loop-played');
    expect(played.map((e) => e.detail)).toEqual([{ performed: 3 }]);
    const bans = loopBans(game, 'loopBans');
    expect(bans).toHaveLength(1);
    const replayed = newGame(seed);
    for (const action of actions) expect(replayed.act(action).ok).toBe(true);
    expect(loopBans(replayed, 'loopBans')).toEqual(bans);
    expect(digest(replayed)).toBe(digest(game));
    expect(replayed.history()).toEqual(game.history());
    // The three repetitions are in the log as the activations they are (18.1.1.4).
    const activations = replayed
      .history()
      .filter((e) => e.type === 'ability-activated' && String(e.detail?.['label']).startsWith('Tide Loop Dancer'));
    expect(activations.length).toBeGreaterThanOrEqual(3);
  });

  it('[VG 18.1.1.2] a snapshot taken after a loop keeps its ban: the restored game refuses the loop in the state it started from', () => {
    const board = buildBoard({ vc: 'U3', fl: 'Z-LOOP-IDLE' }, { vc: 'U3' });
    board.game.startStep('main', 'main');
    const act: Action = { type: 'activate', player: A, card: board.id('a.fl'), ability: 0 };
    expect(board.game.act({ type: 'loop', player: A, actions: [act], times: 5 })).toMatchObject({ ok: true });
    const restored = scenarioEngine().restore(board.game.snapshot());
    expect(loopBans(restored, 'loopBans')).toEqual(loopBans(board.game, 'loopBans'));
    const before = restored.snapshot();
    expect(restored.act({ type: 'loop', player: A, actions: [act], times: 2 })).toMatchObject({
      ok: false,
      error: { code: 'LOOP_BANNED', rule: 'VG 18.1.1.2' },
    });
    expect(restored.snapshot()).toBe(before);
    // The activation itself, one at a time, is still an ordinary answer (the ban is on the shortcut).
    expect(restored.act(act).ok).toBe(true);
  });

  it('[VG 18.1.1.3] each fighter names their own number in their own action: the opponent is asked, the pending loop survives a snapshot, and the bans are recreated by a replay', () => {
    const play = () => {
      const board = buildBoard({ vc: 'U3', fl: 'Z-LOOP-SHARED' }, { vc: 'U3' });
      board.game.startStep('main', 'main');
      const actions: Action[] = [
        { type: 'activate', player: A, card: board.id('a.fl'), ability: 0 },
        { type: 'choose', player: B, choice: ['yes'] },
      ];
      return { board, loop: { type: 'loop', player: A, actions, times: 2 } };
    };
    const first = play();
    const game = first.board.game;
    const power = game.stat(first.board.id('a.fl'), 'power') as number;
    // The turn fighter cannot name the opponent's number, nor answer for them.
    const before = game.snapshot();
    expect(game.act({ ...first.loop, answer: 4 })).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION' } });
    expect(game.snapshot()).toBe(before);
    // Shown: nothing is carried out yet, and the opponent is asked for their number.
    expect(game.act(first.loop)).toMatchObject({ ok: true, decision: { kind: 'loop-answer', player: B } });
    expect(game.stat(first.board.id('a.fl'), 'power')).toBe(power);
    expect(game.legalActions().map((a) => (a as Action)['count'])).toEqual([0, 1, 2, 3]);
    const asked = game.snapshot();
    expect(game.act({ type: 'loop-answer', player: A, count: 4 })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_DECISION' } });
    expect(game.act({ type: 'loop-answer', player: B, count: -1 })).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION' } });
    expect(game.act({ type: 'choose', player: B, choice: ['yes'] })).toMatchObject({ ok: false });
    expect(game.snapshot()).toBe(asked);
    // The opponent sees the loop shown, not the turn fighter's decision that waits under it.
    const shown = game.view(B).decision as { data?: Record<string, unknown> };
    expect(shown.data).toMatchObject({ times: 2, loop: first.loop });
    expect(shown.data?.['resume']).toBeUndefined();
    expect(game.view(A).decision).toEqual({ player: B, kind: 'loop-answer', prompt: expect.any(String) });
    // A snapshot between the two actions keeps the pending loop: the restored game takes the answer.
    const restored = scenarioEngine().restore(asked);
    expect(restored.act({ type: 'loop-answer', player: B, count: 4 }).ok).toBe(true);
    expect(game.act({ type: 'loop-answer', player: B, count: 4 }).ok).toBe(true);
    expect(restored.snapshot()).toBe(game.snapshot());
    expect(game.stat(first.board.id('a.fl'), 'power')).toBe(power + 2000);
    expect(loopBans(game, 'loopBans').map((b) => b.player)).toEqual([B]);
    // The same two actions from the same position give the same game.
    const second = play();
    expect(second.board.game.act(first.loop).ok).toBe(true);
    expect(second.board.game.act({ type: 'loop-answer', player: B, count: 4 }).ok).toBe(true);
    expect(second.board.game.snapshot()).toBe(game.snapshot());
  });

  it('[VG 18.1.1] a malformed or refused loop action is a typed error and changes nothing; a repetition refused part-way refuses the whole action', () => {
    const board = buildBoard({ vc: 'U3', fl: 'Z-LOOP-PUMP' }, { vc: 'U3' });
    board.game.startStep('main', 'main');
    const act: Action = { type: 'activate', player: A, card: board.id('a.fl'), ability: 0 };
    const before = board.game.snapshot();
    const refused = (input: unknown, code: string) => {
      const result = board.game.act(input);
      expect(result, JSON.stringify(input)).toMatchObject({ ok: false, error: { code } });
      expect(board.game.snapshot()).toBe(before);
    };
    refused({ type: 'loop', player: A, actions: [act], times: 0 }, 'MALFORMED_ACTION');
    refused({ type: 'loop', player: A, actions: [act], times: 1.5 }, 'MALFORMED_ACTION');
    refused({ type: 'loop', player: A, actions: [], times: 2 }, 'MALFORMED_ACTION');
    refused({ type: 'loop', player: A, actions: [act], times: 2, extra: true }, 'MALFORMED_ACTION');
    // A loop inside a loop: too deep to be an action at all, or refused by the loop's own check.
    refused(
      { type: 'loop', player: A, actions: [act, { type: 'loop', player: A, actions: [act], times: 1 }], times: 2 },
      'MALFORMED_ACTION',
    );
    refused({ type: 'loop', player: A, actions: [act, { type: 'loop', player: A }], times: 2 }, 'LOOP_MALFORMED');
    refused({ type: 'loop', player: A, actions: [{ type: 'pass', player: A }], times: 2 }, 'LOOP_NOT_RECOGNISED');
    refused({ type: 'loop', player: A, actions: [act, { type: 'concede', player: A }], times: 2 }, 'LOOP_MALFORMED');
    refused({ type: 'loop', player: A, actions: [act, { type: 'pass', player: 'nobody' }], times: 2 }, 'LOOP_MALFORMED');
    refused({ type: 'loop', player: A, actions: [act], times: 2, answer: 1 }, 'MALFORMED_ACTION');
    refused({ type: 'loop-answer', player: A, count: 1 }, 'UNKNOWN_ACTION');
    // The first repetition activates and then passes the main phase: the second's activation is no longer
    // legal, so the whole loop is refused and the first repetition is undone.
    refused({ type: 'loop', player: A, actions: [act, { type: 'pass', player: A }], times: 2 }, 'NOT_IN_THIS_WINDOW');
    expect(board.game.act({ type: 'loop', player: A, actions: [act, { type: 'pass', player: A }], times: 2 })).toMatchObject({
      error: { message: expect.stringMatching(/^repetition 2 of the loop/) },
    });
    expect(board.game.act({ type: 'loop', player: A, actions: [act], times: 2 })).toMatchObject({ ok: true });
    expect(board.game.history().filter((e) => e.type === 'ability-activated')).toHaveLength(2);
  });
});
