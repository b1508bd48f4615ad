import { answerAt, ErrorCode, pickAnswer, seedRng, TcgError, type Game, type Engine, type Json } from '@tcgkit/kernel';
import fc from 'fast-check';
import { prototypeChanged } from './hostile.js';

/*
 * A title keeps its own bookkeeping in `state.data[key]` (its battle, counters, packets…), and a snapshot
 * carries it as plain JSON. Restore is the door untrusted text comes in by, so the title's `checkState` must
 * refuse any payload its code cannot run on: a restored game either is refused with INVALID_SNAPSHOT, or
 * answers `legalActions()`, `view()` and one action with no error but a typed one. This checks that, with
 * corruptions aimed at the payload (the kernel's own fields are `checkHostileRestore`'s).
 */

/** One corruption of the payload: `walk` picks a place inside it (modulo the keys there), `change` what is done. */
export interface PayloadCorruption {
  walk: number[];
  change:
    | { kind: 'delete' }
    | { kind: 'set'; value: Json }
    | { kind: 'add-key'; key: string; value: Json }
    | { kind: 'replace-payload'; value: Json };
}

const prototypeNames = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];
const wrongValues: Json[] = [
  -1,
  -0.5,
  0.5,
  1e308,
  -1e308,
  2 ** 53 + 2,
  '',
  'x',
  '__proto__',
  'c999999',
  null,
  [],
  {},
  true,
  false,
  [null],
  { a: 1 },
];

export function payloadCorruption(): fc.Arbitrary<PayloadCorruption> {
  const value = fc.oneof(fc.constantFrom(...wrongValues), fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>);
  return fc.record({
    walk: fc.array(fc.nat({ max: 1000 }), { maxLength: 5 }),
    change: fc.oneof(
      fc.constant({ kind: 'delete' as const }),
      fc.record({ kind: fc.constant('set' as const), value }),
      fc.record({ kind: fc.constant('add-key' as const), key: fc.constantFrom(...prototypeNames), value }),
      fc.record({ kind: fc.constant('replace-payload' as const), value: fc.constantFrom<Json>({}, [], null, 0, 'bd') }),
    ),
  });
}

/** The snapshot text with `recipe` applied to `data[key]` (a `__proto__` key is written as an own key, as JSON.parse reads it). */
export function corruptPayload(snapshot: string, key: string, recipe: PayloadCorruption): string {
  const root = JSON.parse(snapshot) as { data?: Record<string, Json> };
  const data = root.data;
  if (data === undefined || data[key] === undefined) throw new Error(`the snapshot has no data.${key}`);
  if (recipe.change.kind === 'replace-payload') {
    data[key] = recipe.change.value;
    return JSON.stringify(root);
  }
  // Walk down from the payload: `parent[at]` is the place changed.
  let parent = data as Record<string, Json> | Json[];
  let at: string | number = key;
  for (const step of recipe.walk) {
    const here = (parent as Record<string, Json>)[at as string];
    if (here === null || typeof here !== 'object') break;
    const keys = Array.isArray(here) ? here.map((_, i) => i) : Object.keys(here);
    if (keys.length === 0) break;
    parent = here;
    at = keys[step % keys.length] as string | number;
  }
  const place = parent as Record<string, Json>;
  switch (recipe.change.kind) {
    case 'delete':
      if (Array.isArray(parent)) parent.splice(at as number, 1);
      else delete place[at as string];
      break;
    case 'set':
      place[at as string] = recipe.change.value;
      break;
    case 'add-key': {
      const target = place[at as string];
      const holder = target !== null && typeof target === 'object' && !Array.isArray(target) ? target : place;
      // defineProperty, not assignment: `holder.__proto__ = …` would set the prototype instead of a key.
      Object.defineProperty(holder, recipe.change.key, {
        value: recipe.change.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      break;
    }
  }
  return JSON.stringify(root);
}

/** What went wrong restoring and using `text`, or null: refused as INVALID_SNAPSHOT, or usable with typed errors only. */
export function checkPayloadRestore(engine: Engine, text: string): string | null {
  let game: Game;
  try {
    game = engine.restore(text);
  } catch (error) {
    if (error instanceof TcgError && error.code === ErrorCode.invalidSnapshot)
      return prototypeChanged() ? 'Object.prototype changed' : null;
    return `restore threw ${describe(error)}`;
  }
  try {
    const legal = game.legalActions();
    for (const player of game.state.players) game.view(player.id);
    if (legal.length > 0) {
      const outcome = game.act(answerAt(legal, 0n));
      // An engine fault is rolled back and returned rather than thrown, but it is the rules code failing all the same.
      if (!outcome.ok && outcome.error.code === ErrorCode.engineFault) return `the restored game's act() failed: ${outcome.error.message}`;
    }
  } catch (error) {
    if (!(error instanceof TcgError) || error.code === ErrorCode.engineFault) return `the restored game threw ${describe(error)}`;
  }
  return prototypeChanged() ? 'Object.prototype changed' : null;
}

const describe = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

export interface TitleDataRestoreOptions {
  engine: Engine;
  /** New seeded games of the title (two players, its built-in decks). */
  newGame: (seed: number) => Game;
  /** The title's key in `state.data` ('bd', 'vanguard', …). */
  dataKey: string;
  /** Games snapshotted mid-game (default 3), each after a seeded number of random answers. */
  games?: number;
  /** Corruptions tried (default 150: a fraction of a second per title). */
  runs?: number;
  seed?: number;
}

/**
 * Mid-game snapshots with their title payload corrupted (keys dropped, wrong types, prototype-named keys, huge
 * numbers, the whole payload replaced): each must be refused with INVALID_SNAPSHOT or restore to a game that
 * works (`checkPayloadRestore`). Throws fast-check's report (seed, counterexample) on the first that does not.
 */
export function checkTitleDataRestores(options: TitleDataRestoreOptions): void {
  const seed = options.seed ?? 1;
  const snapshots: string[] = [];
  for (let g = 0; g < (options.games ?? 3); g++) {
    const game = options.newGame(seed + g);
    const rng = seedRng(seed * 7919 + g);
    // Far enough in that the payload holds more than its fresh state (an attack, packets, counts).
    for (let step = 0; step < 40 + 25 * g && game.result === null; step++) game.act(pickAnswer(game.legalActions(), rng));
    if (game.state.data[options.dataKey] === undefined) throw new Error(`game ${seed + g} has no data.${options.dataKey} to corrupt`);
    snapshots.push(game.snapshot());
  }
  fc.assert(
    fc.property(fc.nat({ max: snapshots.length - 1 }), payloadCorruption(), (index, recipe) => {
      const problem = checkPayloadRestore(options.engine, corruptPayload(snapshots[index]!, options.dataKey, recipe));
      if (problem !== null) throw new Error(problem);
    }),
    { numRuns: options.runs ?? 150, seed },
  );
}
