import { ErrorCode, pickAnswer, seedRng, TcgError } from '@tcgkit/kernel';
import { checkTitleDataRestores } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { engine, newGame } from './support.js';

describe('a restored snapshot with a corrupt Build Divide payload (data.bd)', () => {
  it('[snapshot] a version 4 snapshot whose data.bd is {} is refused with INVALID_SNAPSHOT naming the path, and nothing changes', () => {
    const game = newGame(3);
    const rng = seedRng(3);
    for (let i = 0; i < 12 && game.result === null; i++) game.act(pickAnswer(game.legalActions(), rng));
    const snapshot = JSON.parse(game.snapshot()) as { version: number; data: Record<string, unknown> };
    expect(snapshot.version).toBe(4);
    snapshot.data['bd'] = {};
    const before = game.snapshot();
    let thrown: unknown;
    try {
      engine.restore(JSON.stringify(snapshot));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TcgError);
    expect((thrown as TcgError).code).toBe(ErrorCode.invalidSnapshot);
    expect((thrown as TcgError).message).toContain('data.bd.packets');
    expect(game.snapshot()).toBe(before);
  });

  it('[snapshot] mid-game snapshots with data.bd corrupted (keys dropped, wrong types, prototype-named keys, huge numbers) are refused or restore to a game that works', () => {
    checkTitleDataRestores({ engine, newGame: (seed) => newGame(seed), dataKey: 'bd', seed: 20261124 });
  }, 120_000);
});
