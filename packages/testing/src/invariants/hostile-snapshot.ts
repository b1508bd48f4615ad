import { answerAt, ErrorCode, TcgError, type Engine, type Game, type Json } from '@tcgkit/kernel';
import fc from 'fast-check';
import { prototypeChanged } from './hostile.js';

/**
 * A recipe for one corrupted snapshot: walk the snapshot's JSON following `walk` (each number picks a key
 * or an index, modulo how many there are), then change what is there.
 */
export interface SnapshotCorruption {
  walk: number[];
  change: { kind: 'delete' } | { kind: 'set'; value: Json } | { kind: 'duplicate' } | { kind: 'proto-key' };
}

const hostileValues: Json[] = [-1, -0.5, 1e308, 2 ** 53 + 2, '', '__proto__', 'constructor', 'p9', 'c999999', null, [], {}, true];

export function snapshotCorruption(): fc.Arbitrary<SnapshotCorruption> {
  return fc.record({
    walk: fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 6 }),
    change: fc.oneof(
      fc.constant({ kind: 'delete' as const }),
      fc.record({
        kind: fc.constant('set' as const),
        value: fc.oneof(fc.constantFrom(...hostileValues), fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<Json>),
      }),
      fc.constant({ kind: 'duplicate' as const }),
      fc.constant({ kind: 'proto-key' as const }),
    ),
  });
}

/** The snapshot with the corruption applied (as text: a `__proto__` key must survive as a key). */
export function corrupt(snapshot: string, recipe: SnapshotCorruption): string {
  const root = JSON.parse(snapshot) as Json;
  let parent: Json = root;
  let key: string | number | undefined;
  for (const step of recipe.walk) {
    const here: Json = key === undefined ? parent : ((parent as Record<string, Json>)[key as string] as Json);
    if (here === null || typeof here !== 'object') break;
    const keys = Array.isArray(here) ? here.map((_, i) => i) : Object.keys(here);
    if (keys.length === 0) break;
    if (key !== undefined) parent = here;
    key = keys[step % keys.length];
  }
  if (key === undefined) return snapshot;
  const list = Array.isArray(parent) ? parent : null;
  const record = parent as Record<string, Json>;
  switch (recipe.change.kind) {
    case 'delete':
      if (list !== null) list.splice(key as number, 1);
      else delete record[key as string];
      break;
    case 'set':
      record[key as string] = recipe.change.value;
      break;
    case 'duplicate':
      if (list !== null) list.push(list[key as number] as Json);
      else record[`${String(key)}x`] = record[key as string] as Json;
      break;
    case 'proto-key':
      return JSON.stringify(root).replace('{', '{"__proto__":{"polluted":1},');
  }
  return JSON.stringify(root);
}

/**
 * A corrupted snapshot must be refused with INVALID_SNAPSHOT, or, where the change is harmless, restore
 * to a game that lists its answers and takes one without throwing. Nothing may reach Object.prototype.
 * Returns what went wrong, or null.
 */
export function checkHostileRestore(engine: Engine, snapshot: string, recipe: SnapshotCorruption): string | null {
  const text = corrupt(snapshot, recipe);
  const shown = `${JSON.stringify(recipe)}`;
  let game: Game;
  try {
    game = engine.restore(text);
  } catch (error) {
    if (!(error instanceof TcgError) || error.code !== ErrorCode.invalidSnapshot)
      return `restoring a corrupted snapshot (${shown}) threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
    return prototypeChanged() ? `${shown} changed Object.prototype` : null;
  }
  try {
    const legal = game.legalActions();
    if (legal.length > 0) game.act(answerAt(legal, 0n));
    game.snapshot();
  } catch (error) {
    return `a corrupted snapshot (${shown}) was accepted, then the game threw ${error instanceof Error ? error.message : String(error)}`;
  }
  if (({} as Record<string, unknown>)['polluted'] !== undefined) return `${shown} polluted Object.prototype`;
  return null;
}
