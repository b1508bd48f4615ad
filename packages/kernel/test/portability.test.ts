import { build } from 'esbuild';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

describe('portability', () => {
  it('[kernel portability] the kernel bundles for the browser and plays a whole game with no Node globals', async () => {
    // An entry that a browser app could have: the kernel, a title, a game played to the end.
    const entry = `
      import { createEngine, pickAnswer, seedRng } from './src/index.ts';
      import { skirmishModule } from './test/fixtures/skirmish.ts';
      const engine = createEngine([skirmishModule('stack')]);
      const game = engine.create({ title: 'skirmish', seed: 9, players: [{ deck: 'red' }, { deck: 'blue' }] });
      const rng = seedRng(9);
      while (game.result === null) {
        const legal = game.legalActions();
        game.act(pickAnswer(legal, rng));
      }
      const restored = engine.restore(game.snapshot());
      globalThis.outcome = { result: game.result, same: restored.snapshot() === game.snapshot() };
    `;
    const bundle = await build({
      stdin: { contents: entry, resolveDir: join(import.meta.dirname, '..'), loader: 'ts' },
      bundle: true,
      platform: 'browser',
      format: 'iife',
      write: false,
      logLevel: 'silent',
      conditions: ['@tcgkit/source'],
    });
    const code = bundle.outputFiles[0]!.text;
    expect(code).not.toMatch(/require\(["']node:/);
    // A context with only what every browser has: no process, require, Buffer or setImmediate.
    const sandbox: Record<string, unknown> = { console };
    runInNewContext(code, sandbox, { timeout: 30_000 });
    const outcome = sandbox['outcome'] as { result: { kind: string } | null; same: boolean };
    expect(outcome.result?.kind).toMatch(/win|draw/);
    expect(outcome.same).toBe(true);
  });
});
