import { describe, expect, it } from 'vitest';
import { pickAnswer, ErrorCode, seedRng, type Game, type HistoryMode } from '../src/index.js';
import { engineFor } from './support/board.js';

/*
 * A finished game puts its state away as its snapshot text and decodes it on the first read (Game.#putAwayFinished,
 * round 7 of issue 14). Everything read of it must be what the game held when it ended.
 */

const engine = engineFor('none');

function create(seed: number, history?: HistoryMode): Game {
  return engine.create({ title: 'skirmish', seed, players: [{ deck: 'red' }, { deck: 'blue' }], ...(history ? { history } : {}) });
}

/** Seeded random answers until the game ends; `onStep` sees the game before each action. */
function playOut(game: Game, seed: number, onStep?: (game: Game) => void): void {
  const rng = seedRng(seed);
  for (let i = 0; i < 5000 && game.result === null; i++) {
    onStep?.(game);
    const outcome = game.act(pickAnswer(game.legalActions(), rng));
    if (!outcome.ok) throw new Error(outcome.error.message);
  }
  expect(game.result).not.toBeNull();
}

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('a finished game put away', () => {
  it('[kernel memory] its state, history, views and snapshot are those the game ended with, read from a fresh decode', () => {
    const game = create(11);
    // The state object the rules worked on: the last action leaves the final position in it.
    let live = game.state;
    playOut(game, 11, (g) => (live = g.state));
    const snapshot = game.snapshot();
    // Put away: reading the state decodes a new object (a game that kept its state would give `live` back)...
    expect(game.state).not.toBe(live);
    // ...equal to the one the game ended with, from then on kept.
    expect(plain(game.state)).toEqual(plain(live));
    expect(game.state).toBe(game.state);
    expect(game.history()).toEqual(plain(live.log));
    expect(game.snapshot()).toBe(snapshot);
    expect(game.decision).toBeNull();
    expect(game.legalActions()).toEqual([]);
    // The same game, its state read at every step (so never put away before the end), ends in the same text.
    const twin = create(11);
    playOut(twin, 11, (g) => void g.state.log.length);
    expect(twin.snapshot()).toBe(snapshot);
    expect(game.view('p1')).toEqual(twin.view('p1'));
    expect(game.judgeView()).toEqual(twin.judgeView());
    expect(engine.restore(snapshot).snapshot()).toBe(snapshot);
  });

  it('[kernel memory] with history: "full" the older events stay beside the text: every event from the first', () => {
    const full = create(12, 'full');
    const recent = create(12);
    playOut(full, 12);
    playOut(recent, 12);
    expect(full.snapshot()).toBe(recent.snapshot());
    const history = full.history();
    expect(history.map((entry) => entry.seq)).toEqual(history.map((_, index) => index));
    expect(history.slice(-recent.history().length)).toEqual(recent.history());
  });

  it('[kernel contract] a finished game refuses actions as before: GAME_OVER, or UNKNOWN_PLAYER for a stranger', () => {
    const game = create(3);
    expect(game.act({ type: 'concede', player: 'p1' }).ok).toBe(true);
    expect(game.result).toMatchObject({ kind: 'win', winner: 'p2' });
    const over = game.act({ type: 'concede', player: 'p2' });
    expect(over.ok === false && over.error.code).toBe(ErrorCode.gameOver);
    const stranger = game.act({ type: 'concede', player: 'p9' });
    expect(stranger.ok === false && stranger.error.code).toBe(ErrorCode.unknownPlayer);
    expect(game.title).toBe('skirmish');
  });

  it('[kernel tools] a position built by hand on a finished game is snapshotted afresh, not as the text put away', () => {
    const game = create(11);
    playOut(game, 11);
    const ended = game.snapshot();
    game.setUp({ turn: { number: 40 } });
    expect(game.state.turn.number).toBe(40);
    expect(game.snapshot()).not.toBe(ended);
    expect(engine.restore(game.snapshot()).state.turn.number).toBe(40);
  });
});
