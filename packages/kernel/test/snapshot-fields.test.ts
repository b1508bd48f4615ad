/**
 * A `version: 3` snapshot's state fields are checked by hand (`checkV3Fields`) for speed; the zod schema
 * `v3SnapshotSchema` says what is accepted. These tests hold the two together: over corrupted snapshots of
 * played positions, one accepts exactly what the other accepts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerAt, type Json } from '../src/index.js';
import { checkV3Fields } from '../src/engine/snapshot-fields.js';
import { v3SnapshotSchema } from '../src/state/snapshot-schema.js';
import { give, newGame, turnPlayer } from './support/board.js';

/** Snapshots of a few positions: the start, a card on the field, some turns into a game, a finished game. */
function snapshots(): Record<string, Json>[] {
  const start = newGame('none', 3);
  const field = newGame('none', 4);
  give(field, turnPlayer(field), 'field', 'soldier', 'left');
  const later = newGame('none', 5);
  for (let i = 0; i < 40 && later.decision !== null; i++) later.act(answerAt(later.legalActions(), 0n));
  const ended = newGame('none', 6);
  for (let i = 0; i < 3000 && ended.decision !== null; i++) ended.act(answerAt(ended.legalActions(), 0n));
  expect(ended.result).not.toBeNull();
  return [start, field, later, ended].map((game) => JSON.parse(game.snapshot()) as Record<string, Json>);
}

const rows = new Set(['defs', 'cards', 'cardsMore', 'zones', 'lastKnown', 'events', 'shapes', 'strings', 'privacy', 'logFrom', 'log']);
const hostile: Json[] = [
  -1,
  0,
  1,
  1.5,
  2 ** 32,
  2 ** 53,
  -(2 ** 31) - 1,
  '',
  'x'.repeat(64),
  'x'.repeat(65),
  'x'.repeat(128),
  'x'.repeat(129),
  'x'.repeat(200),
  'x'.repeat(201),
  'x'.repeat(1024),
  'x'.repeat(1025),
  '__proto__',
  'constructor',
  'p9',
  'rules',
  'win',
  'draw',
  'act',
  'passed',
  null,
  [],
  [1, 2, 3, 4],
  {},
  { kind: 'win', winner: 'p1', reason: 'x' },
  true,
];

/** Every path into the snapshot's fields (not its rows), containers and leaves. */
function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const keys: (string | number)[] = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  const inner = keys
    .filter((key) => prefix.length > 0 || !rows.has(key as string))
    .flatMap((key) => paths((value as Record<string, Json>)[key as string] as Json, [...prefix, key]));
  return [prefix, ...inner];
}

type Change = { kind: 'delete' } | { kind: 'set'; value: Json } | { kind: 'add'; value: Json };

/** A copy of `root` with `change` made at `path` (`add`: a new key or item beside the one there). */
function corrupt(root: Record<string, Json>, path: (string | number)[], change: Change): Record<string, Json> {
  const copy = JSON.parse(JSON.stringify(root)) as Record<string, Json>;
  if (path.length === 0) return copy;
  let parent = copy as Record<string, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key as string] as Record<string, Json>;
  const key = path[path.length - 1]!;
  if (change.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key as string];
  } else if (change.kind === 'set') parent[key as string] = change.value;
  else if (Array.isArray(parent)) (parent as Json[]).push(change.value);
  else parent[`${String(key)}x`] = change.value;
  return copy;
}

describe('the hand check of a version 3 snapshot', () => {
  const positions = snapshots();

  it("[security 4] the hand check of a version 3 snapshot's fields accepts exactly what its zod schema accepts", () => {
    for (const snapshot of positions) {
      expect(checkV3Fields(snapshot)).toBeNull();
      expect(v3SnapshotSchema.safeParse(snapshot).success).toBe(true);
    }
    // Every field, every way: left out, replaced by each hostile value, a hostile sibling added.
    const changes: Change[] = [
      { kind: 'delete' },
      ...hostile.flatMap((value): Change[] => [
        { kind: 'set', value },
        { kind: 'add', value },
      ]),
    ];
    let compared = 0;
    for (const snapshot of positions) {
      for (const path of paths(snapshot)) {
        for (const change of changes) {
          const corrupted = corrupt(snapshot, path, change);
          const byHand = checkV3Fields(corrupted);
          expect({ path, change, accepted: byHand === null }).toEqual({
            path,
            change,
            accepted: v3SnapshotSchema.safeParse(corrupted).success,
          });
          compared++;
        }
      }
    }
    // Optional fields no position has, given under each object of the fields.
    const optionalNames = [
      'losing',
      'playTimings',
      'team',
      'resumeWith',
      'order',
      'rulesInterrupted',
      'jumpTo',
      'winners',
      'rule',
      'options',
      'event',
    ];
    const optionalValues: Json[] = [
      '',
      'x'.repeat(64),
      'x'.repeat(65),
      'x'.repeat(128),
      'x'.repeat(129),
      'x'.repeat(200),
      'x'.repeat(201),
      'rules',
      'p1',
      -1,
      true,
      [],
      ['p1'],
      { seq: 1, type: 'x' },
    ];
    for (const snapshot of positions) {
      for (const path of paths(snapshot)) {
        const here = path.reduce<Json>((value, key) => (value as Record<string, Json>)[key as string] as Json, snapshot);
        if (here === null || typeof here !== 'object' || Array.isArray(here)) continue;
        for (const name of optionalNames) {
          for (const value of optionalValues) {
            const corrupted = corrupt(snapshot, [...path, name], { kind: 'set', value });
            expect({ path, name, value, accepted: checkV3Fields(corrupted) === null }).toEqual({
              path,
              name,
              value,
              accepted: v3SnapshotSchema.safeParse(corrupted).success,
            });
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(10_000);
    // And nested JSON of any shape at random places.
    fc.assert(
      fc.property(
        fc.nat({ max: positions.length - 1 }),
        fc.nat(),
        fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
        (which, at, value) => {
          const all = paths(positions[which]!);
          const corrupted = corrupt(positions[which]!, all[at % all.length]!, { kind: 'set', value });
          expect(checkV3Fields(corrupted) === null).toBe(v3SnapshotSchema.safeParse(corrupted).success);
        },
      ),
      { numRuns: 1000, seed: 14 },
    );
  });

  it('[security 4] the hand check names the path of the first problem', () => {
    const [snapshot] = positions;
    const at = (change: (s: Record<string, Json>) => void) => {
      const copy = JSON.parse(JSON.stringify(snapshot)) as Record<string, Json>;
      change(copy);
      return checkV3Fields(copy);
    };
    expect(at((s) => void ((s['counters'] as Record<string, Json>)['nextObject'] = -3))).toMatch(/^counters\.nextObject: /);
    expect(at((s) => void ((s['players'] as Record<string, Json>[])[1]!['id'] = '__proto__'))).toMatch(
      /^players\.1\.id: must be a plain id/,
    );
    expect(at((s) => void (s['extra'] = 1))).toMatch(/^\(root\): unknown field "extra"/);
    expect(at((s) => void delete s['turn'])).toMatch(/^turn: is missing/);
    expect(at((s) => void (s['rng'] = [1, 2, 3]))).toMatch(/^rng: must be four 32-bit words/);
    expect(at((s) => void (s['result'] = { kind: 'win', winner: 'p1' }))).toMatch(/^result\.reason/);
  });
});
