import { describe, expect, it } from 'vitest';
import { ErrorCode, TcgError, type CreateGameOptions, type PlayerSetup } from '../src/index.js';
import { engineFor } from './support/board.js';

const engine = engineFor('none');

function createWith(players: unknown, seed: unknown = 1, omitSeed = false): Game | TcgError {
  try {
    const options = omitSeed ? { title: 'skirmish', players } : { title: 'skirmish', seed, players };
    return engine.create(options as unknown as CreateGameOptions);
  } catch (error) {
    if (error instanceof TcgError) return error;
    throw error;
  }
}

type Game = ReturnType<typeof engine.create>;

function seats(...ids: unknown[]): PlayerSetup[] {
  return ids.map((id, i) => ({ id, deck: i % 2 === 0 ? 'red' : 'blue' }) as PlayerSetup);
}

function rejection(outcome: Game | TcgError): { code: string; message: string } {
  expect(outcome, 'engine.create must refuse this').toBeInstanceOf(TcgError);
  const error = outcome as TcgError;
  return { code: error.code, message: error.message };
}

describe('engine.create validates its set-up', () => {
  it('[kernel contract] ordinary ids, default ids and names up to the limit are accepted', () => {
    for (const ids of [
      ['p1', 'p2'],
      ['alice', 'Bob_2'],
      ['a', 'B-side'],
      ['x'.repeat(32), 'y'],
    ]) {
      expect(createWith(seats(...ids))).not.toBeInstanceOf(TcgError);
    }
    const named = createWith([
      { deck: 'red', name: '先攻 プレイヤー' },
      { deck: 'blue', name: 'n'.repeat(64) },
    ]) as Game;
    expect(named.state.players.map((p) => [p.id, p.name])).toEqual([
      ['p1', '先攻 プレイヤー'],
      ['p2', 'n'.repeat(64)],
    ]);
  });

  it.each([
    ['an empty id', ''],
    ['an id with a slash (it would break zone keys)', 'p1/hand'],
    ['an id with a "#"', 'p#1'],
    ['an id starting with a digit', '1p'],
    ['an id with spaces', 'p 1'],
    ['an id of 33 characters', 'x'.repeat(33)],
    ['a huge id', 'x'.repeat(1_000_000)],
    ['a number as id', 7],
    ['an object as id', { id: 'p1' }],
    ['null as id', null],
  ])('[kernel contract] %s is INVALID_SETUP with a short message naming the seat', (_label, id) => {
    const { code, message } = rejection(createWith(seats(id, 'p2')));
    expect(code).toBe(ErrorCode.invalidSetup);
    expect(message).toMatch(/^player 1's id .* is not an id: a letter, then letters, digits, "_" or "-", at most 32 characters$/);
    expect(message.length).toBeLessThan(200);
  });

  it.each(['shared', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'])(
    '[kernel contract] the reserved id "%s" (shared zones, Object.prototype members) is INVALID_SETUP',
    (id) => {
      expect(rejection(createWith(seats('p1', id)))).toEqual({
        code: ErrorCode.invalidSetup,
        message: `player 2's id "${id}" is reserved; choose another`,
      });
    },
  );

  it('[kernel contract] "__proto__" as an id is refused (by the charset) and Object.prototype stays untouched', () => {
    const players = JSON.parse('[{"id":"__proto__","deck":"red"},{"deck":"blue"}]') as unknown;
    expect(rejection(createWith(players)).code).toBe(ErrorCode.invalidSetup);
    expect(Object.keys(Object.prototype)).toEqual([]);
  });

  it('[kernel contract] two seats with the same id (given or defaulted) are INVALID_SETUP', () => {
    expect(rejection(createWith(seats('p1', 'p1')))).toEqual({
      code: ErrorCode.invalidSetup,
      message: 'player ids must be distinct (got p1, p1)',
    });
    expect(rejection(createWith([{ id: 'p2', deck: 'red' }, { deck: 'blue' }])).message).toBe('player ids must be distinct (got p2, p2)');
  });

  it.each([
    ['empty', ''],
    ['too long', 'n'.repeat(65)],
    ['with a newline (log forging)', 'Alice\nBob wins'],
    ['with an escape sequence', '\u001b[2Jbob'],
    ['not a string', 42],
  ])('[kernel contract] a player name %s is INVALID_SETUP', (_label, name) => {
    const { code, message } = rejection(createWith([{ deck: 'red', name }, { deck: 'blue' }]));
    expect(code).toBe(ErrorCode.invalidSetup);
    expect(message).toMatch(/^player 1's name .* must be 1–64 printable characters$/);
  });

  it.each([
    ['a fraction', 1.5],
    ['beyond the safe integer range', 2 ** 53],
    ['below the safe integer range', -(2 ** 53)],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a numeric string', '7'],
    ['missing', undefined],
  ])('[kernel contract] a seed that is %s is INVALID_SETUP', (label, seed) => {
    const { code, message } = rejection(createWith(seats('p1', 'p2'), seed, label === 'missing'));
    expect(code).toBe(ErrorCode.invalidSetup);
    expect(message).toMatch(/^seed must be an integer between -9007199254740991 and 9007199254740991 \(got .+\)$/);
  });

  it('[kernel contract] the extreme safe seeds and negative seeds are accepted and reproducible', () => {
    for (const seed of [Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, -1, 0]) {
      const a = createWith(seats('p1', 'p2'), seed) as Game;
      const b = createWith(seats('p1', 'p2'), seed) as Game;
      expect(a.snapshot()).toBe(b.snapshot());
    }
  });

  it('[kernel contract] options that are not an object are INVALID_SETUP, not a TypeError', () => {
    for (const options of [null, undefined, 'skirmish', 7]) {
      expect(() => engine.create(options as unknown as CreateGameOptions)).toThrow(TcgError);
    }
  });

  it.each([
    ['players that is not a list', { p1: 'red' }],
    ['a seat that is not an object', ['red', 'blue']],
    ['a deck that is neither a name nor a list', [{ deck: 7 }, { deck: 'blue' }]],
    ['a deck whose main pile is not a list of ids', [{ deck: { main: 'soldier' } }, { deck: 'blue' }]],
    ['a deck whose extra piles are not lists', [{ deck: { main: [], extra: { hand: 'x' } } }, { deck: 'blue' }]],
  ])('[kernel contract] %s is INVALID_SETUP, not a TypeError', (_label, players) => {
    expect(rejection(createWith(players)).code).toBe(ErrorCode.invalidSetup);
  });
});
