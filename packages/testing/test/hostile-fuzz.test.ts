/**
 * The seeded fuzzer of the untrusted-input review (docs/security.md): hostile actions of every kind and
 * corrupted snapshots, tried against positions of seeded fixture games. A bounded sample runs here; the
 * soak (`FUZZ_RUNS`) runs it long.
 */
import { pickAnswer, createEngine, seedRng, type Engine, type Game } from '@tcgkit/kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkHostile, checkHostileRestore, hostileRecipe, materialize, snapshotCorruption } from '../src/index.js';
import { skirmishModule, type SkirmishVariant } from '../../kernel/test/fixtures/skirmish.js';

const runs = Number(process.env['FUZZ_RUNS'] ?? '300');

const engines = new Map<SkirmishVariant, Engine>();
function engineOf(variant: SkirmishVariant): Engine {
  const engine = engines.get(variant) ?? createEngine([skirmishModule(variant)]);
  engines.set(variant, engine);
  return engine;
}

/** A fixture game `steps` random legal actions in (or over, whichever comes first). */
function position(variant: SkirmishVariant, seed: number, steps: number): Game {
  const engine = engineOf(variant);
  const game = engine.create({ title: 'skirmish', seed, players: [{ deck: 'red' }, { deck: 'blue' }] });
  const rng = seedRng(seed);
  for (let i = 0; i < steps && game.result === null; i++) {
    const legal = game.legalActions();
    game.act(pickAnswer(legal, rng));
  }
  return game;
}

const variants: SkirmishVariant[] = ['none', 'interrupt', 'counter', 'stack'];
const where = fc.record({ variant: fc.constantFrom(...variants), seed: fc.nat({ max: 50 }), steps: fc.nat({ max: 120 }) });

describe('hostile-input fuzzer', () => {
  it('[security fuzz] every hostile action is rejected with a typed error, the snapshot byte-identical, Object.prototype untouched', () => {
    fc.assert(
      fc.property(where, fc.array(hostileRecipe(), { minLength: 1, maxLength: 8 }), (at, recipes) => {
        const game = position(at.variant, at.seed, at.steps);
        for (const recipe of recipes) {
          const legal = game.legalActions();
          const hostile = materialize(game, recipe, legal);
          if (hostile === null) continue;
          expect(checkHostile(game, hostile)).toBeNull();
        }
      }),
      { seed: 7, numRuns: runs },
    );
  });

  it('[security fuzz] every corrupted snapshot is refused with INVALID_SNAPSHOT or restores to a game that plays on', () => {
    fc.assert(
      fc.property(where, fc.array(snapshotCorruption(), { minLength: 1, maxLength: 8 }), (at, corruptions) => {
        const game = position(at.variant, at.seed, at.steps);
        const snapshot = game.snapshot();
        for (const corruption of corruptions) expect(checkHostileRestore(engineOf(at.variant), snapshot, corruption)).toBeNull();
      }),
      { seed: 7, numRuns: runs },
    );
  });
});
