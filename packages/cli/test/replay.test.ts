import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { main, replayLimits } from '../src/index.js';

async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(['node', 'tcgkit', ...args], { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: stripVTControlCharacters(err.join('\n')) };
}

const dir = mkdtempSync(join(tmpdir(), 'tcgkit-replay-'));
let saved: Record<string, unknown> & { actions: unknown[]; result: { kind: string; winner?: string; reason: string } };
let counter = 0;

/** Writes `content` (an object, or raw text) as a replay file and replays it with `args`. */
async function replayOf(content: unknown, ...args: string[]) {
  const path = join(dir, `replay-${counter++}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return { path, ...(await run('replay', path, ...args)) };
}

/** The command failed with exit status 1 and exactly one line on stderr, no stack trace, matching `pattern`. */
function failsWithOneLine(outcome: { code: number; err: string }, pattern: RegExp): void {
  expect(outcome.code).toBe(1);
  expect(outcome.err.split('\n'), outcome.err).toHaveLength(1);
  expect(outcome.err).toMatch(/^tcgkit: /);
  expect(outcome.err).not.toMatch(/TypeError|RangeError|ReferenceError|\n\s+at /);
  expect(outcome.err).toMatch(pattern);
}

beforeAll(async () => {
  const path = join(dir, 'whole.json');
  const played = await run('play', 'vanguard', '--seed', '3', '--save', path, '--json');
  expect(played.code).toBe(0);
  saved = JSON.parse(readFileSync(path, 'utf8'));
  expect(saved.result).not.toBeNull();
});

describe('tcgkit replay checks the file and the game it replays', () => {
  it('[cli] a whole saved game replays to its saved result with exit status 0', async () => {
    const outcome = await replayOf(saved);
    expect(outcome.err).toBe('');
    expect(outcome.code).toBe(0);
  });

  it('[cli] actions that end before the game does fail unless --partial is given', async () => {
    const cut = { ...saved, actions: saved.actions.slice(0, 30), result: null };
    const outcome = await replayOf(cut);
    failsWithOneLine(
      outcome,
      /ends after 30 actions but the game is not over \(next: p\d — .*\); pass --partial to replay an unfinished game$/,
    );
    expect((await replayOf(cut, '--partial')).code).toBe(0);
  });

  it('[cli] a saved result that differs from the replayed one fails, also with --partial', async () => {
    const { result } = saved;
    const other =
      result.kind === 'win' ? { ...result, winner: result.winner === 'p1' ? 'p2' : 'p1' } : { kind: 'win', winner: 'p1', reason: 'x' };
    failsWithOneLine(await replayOf({ ...saved, result: other }), /says the result was ".*" but replaying it gives ".*"$/);
    failsWithOneLine(await replayOf({ ...saved, result: { ...result, reason: 'conceded' } }), /says the result was/);
    // A file that claims a result its actions never reach.
    failsWithOneLine(
      await replayOf({ ...saved, actions: saved.actions.slice(0, 30) }, '--partial'),
      /but replaying it gives "no result \(stopped\)"$/,
    );
    // A finished game saved without its result.
    failsWithOneLine(await replayOf({ ...saved, result: null }), /says the result was "no result \(stopped\)"/);
  });

  it.each([
    ['players is not a list', { players: 'p1' }, /players: /],
    [
      'a player id is a number',
      {
        players: [
          { id: 1, deck: 'cinder-wyrms' },
          { id: 'p2', deck: 'tidecrest-fleet' },
        ],
      },
      /players\[0\]\.id: /,
    ],
    [
      'a player id names Object.prototype',
      {
        players: [
          { id: 'constructor', deck: 'cinder-wyrms' },
          { id: 'p2', deck: 'tidecrest-fleet' },
        ],
      },
      /player 1's id "constructor" is reserved/,
    ],
    [
      'a player id is __proto__',
      {
        players: [
          { id: '__proto__', deck: 'cinder-wyrms' },
          { id: 'p2', deck: 'tidecrest-fleet' },
        ],
      },
      /players\[0\]\.id: a player id is/,
    ],
    ['a player has no deck', { players: [{ id: 'p1' }, { id: 'p2', deck: 'tidecrest-fleet' }] }, /players\[0\]\.deck: /],
    [
      'a deck is not a list of ids',
      {
        players: [
          { id: 'p1', deck: { main: 'x' } },
          { id: 'p2', deck: 'tidecrest-fleet' },
        ],
      },
      /players\[0\]\.deck/,
    ],
    [
      'two players share an id',
      {
        players: [
          { id: 'p1', deck: 'cinder-wyrms' },
          { id: 'p1', deck: 'tidecrest-fleet' },
        ],
      },
      /INVALID_SETUP: player ids must be distinct/,
    ],
    ['one player only', { players: [{ id: 'p1', deck: 'cinder-wyrms' }] }, /INVALID_SETUP: .* is played by 2–2 players/],
    [
      'an unknown built-in deck',
      {
        players: [
          { id: 'p1', deck: 'nope' },
          { id: 'p2', deck: 'tidecrest-fleet' },
        ],
      },
      /INVALID_SETUP: no built-in deck "nope"/,
    ],
    ['the title is unknown', { title: 'nope' }, /unknown title "nope" \(installed: (.+, )?vanguard\b/],
    ['the title is "constructor"', { title: 'constructor' }, /unknown title "constructor"/],
    ['the title is "__proto__"', { title: '__proto__' }, /unknown title "__proto__"/],
    ['the title is a number', { title: 7 }, /title: /],
    ['the seed is a fraction', { seed: 1.5 }, /seed: the seed is an integer in the safe range$/],
    ['the seed is beyond the safe range', { seed: 2 ** 60 }, /seed: /],
    ['the seed is a string', { seed: '3' }, /seed: /],
    ['an action is null', { actions: [null] }, /actions\[0\]: /],
    ['an action is a string', { actions: ['pass'] }, /actions\[0\]: /],
    ['an action has no player', { actions: [{ type: 'pass' }] }, /actions\[0\]\.player: /],
    ['the result is malformed', { result: { kind: 'win' } }, /result\.winner: /],
    ['an unknown field', { extra: 1 }, /not a valid tcgkit replay \(version 1\): \(file\): Unrecognized key/],
    ['the version is 2', { version: 2 }, /version: /],
  ])('[cli] a replay where %s is refused in one line', async (_label, change, pattern) => {
    failsWithOneLine(await replayOf({ ...saved, ...change }), pattern);
  });

  it('[cli] an action the game rejects names its number and the rejection, in one line', async () => {
    const actions = [...saved.actions];
    actions[5] = { type: 'teleport', player: 'p1' };
    failsWithOneLine(await replayOf({ ...saved, actions }), /action 6 of .* is rejected: [A-Z_]+: /);
  });

  it('[cli] files that are not JSON, not replays, missing or over the size limit are one line each', async () => {
    failsWithOneLine(await replayOf('{"format": "tcgkit-replay", '), /cannot read replay .*: /);
    failsWithOneLine(await replayOf([1, 2]), /is not a tcgkit replay \(no "format": "tcgkit-replay"\)$/);
    failsWithOneLine(await run('replay', join(dir, 'missing.json')), /cannot read replay .*missing\.json: ENOENT/);
    const path = join(dir, 'huge.json');
    writeFileSync(path, ' '.repeat(replayLimits.fileBytes + 1));
    failsWithOneLine(
      await run('replay', path),
      new RegExp(`is ${replayLimits.fileBytes + 1} bytes; a replay file may hold at most ${replayLimits.fileBytes} bytes$`),
    );
  });

  it('[cli] --at still shows the board part-way without the ending checks; a bad --at or --as is one line', async () => {
    const board = await replayOf(saved, '--at', '10');
    expect(board.code).toBe(0);
    expect(board.out).toMatch(/after 10 of/);
    failsWithOneLine(await replayOf(saved, '--at', '10x'), /--at must be between 0 and \d+$/);
    failsWithOneLine(await replayOf(saved, '--at', '10', '--as', 'p9'), /--as: no player "p9" in this game$/);
  });
});
