import { describe, expect, it } from 'vitest';
import { pickAnswer, ErrorCode, seedRng, TcgError, type CreateGameOptions, type Game, type HistoryMode } from '../src/index.js';
import { engineFor } from './support/board.js';

const engine = engineFor('none');

function create(history?: HistoryMode, seed = 3): Game {
  const options: CreateGameOptions = { title: 'skirmish', seed, players: [{ deck: 'red' }, { deck: 'blue' }] };
  if (history !== undefined) options.history = history;
  return engine.create(options);
}

/** Seeded random answers until the game ends (or `limit` actions). */
function playOut(game: Game, seed: number, limit = 5000): void {
  const rng = seedRng(seed);
  for (let i = 0; i < limit && game.result === null; i++) {
    const legal = game.legalActions();
    const outcome = game.act(pickAnswer(legal, rng));
    if (!outcome.ok) throw new Error(outcome.error.message);
  }
}

describe('bounded history', () => {
  it('[kernel log] by default a finished game keeps only the current and previous turn of events, as its state does', () => {
    const game = create();
    playOut(game, 11);
    expect(game.result).not.toBeNull();
    const turn = game.state.turn.number;
    expect(turn).toBeGreaterThan(3);
    const history = game.history();
    expect(history).toEqual(game.state.log);
    expect(history.every((entry) => entry.turn >= turn - 1)).toBe(true);
    // A copy: callers cannot shorten or rewrite what the game holds.
    history.length = 0;
    expect(game.history().length).toBe(game.state.log.length);
  });

  it('[kernel log] history: "full" keeps every event from the first, numbered without gaps, and plays the same game', () => {
    const full = create('full');
    const recent = create('recent');
    playOut(full, 11);
    playOut(recent, 11);
    expect(full.snapshot()).toBe(recent.snapshot());
    const history = full.history();
    expect(history.length).toBeGreaterThan(full.state.log.length);
    expect(history.map((entry) => entry.seq)).toEqual(history.map((_, index) => index));
    expect(history[0]!.turn).toBe(0);
    expect(history.slice(-full.state.log.length)).toEqual(full.state.log);
  });

  it('[kernel log] restore takes the same option: "full" keeps the events from the restored position on', () => {
    const game = create();
    playOut(game, 5, 40);
    const snapshot = game.snapshot();
    const first = game.state.log[0]!.seq;
    const restoredFull = engine.restore(snapshot, { history: 'full' });
    const restoredRecent = engine.restore(snapshot);
    const from = restoredFull.history().length;
    playOut(restoredFull, 6);
    playOut(restoredRecent, 6);
    expect(restoredFull.snapshot()).toBe(restoredRecent.snapshot());
    expect(restoredFull.history().map((entry) => entry.seq)).toEqual(restoredFull.history().map((_, index) => first + index));
    expect(restoredFull.history().length).toBeGreaterThan(from);
    expect(restoredRecent.history()).toEqual(restoredRecent.state.log);
  });

  it.each([['all'], [true], [null]])('[kernel contract] history: %o is INVALID_SETUP for create and restore', (history) => {
    const bad = { title: 'skirmish', seed: 1, players: [{ deck: 'red' }, { deck: 'blue' }], history } as unknown as CreateGameOptions;
    const attempts = [() => engine.create(bad), () => engine.restore(create().snapshot(), { history } as never)];
    for (const attempt of attempts) {
      expect(attempt).toThrow(TcgError);
      expect(attempt).toThrow(/^history must be "full" or "recent"/);
      try {
        attempt();
      } catch (error) {
        expect((error as TcgError).code).toBe(ErrorCode.invalidSetup);
      }
    }
  });
});
