import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pickAnswer, createEngine, seedRng, titleModule, type TitlePlugin } from '@tcgkit/kernel';
import { afterAll, describe, expect, it } from 'vitest';
import titleGenerator from '../generator.mjs';
import { renderTitle, repoRoot, withReference } from '../render.mjs';

// Inside the repository (so the generated code resolves @tcgkit/kernel from the workspace), ignored by git.
const scratch = join(import.meta.dirname, '..', '.scratch');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('new-title generator', () => {
  it('[tools] a generated title plays complete games on its starter decks', async () => {
    const target = join(scratch, 'plugins', 'tiny-duel');
    const rendered = renderTitle({ id: 'tiny-duel', name: 'Tiny Duel', target });
    expect([...rendered.files.keys()].sort()).toEqual(
      [
        'README.md',
        'package.json',
        'src/bot-heuristic.ts',
        'src/cards.ts',
        'src/index.ts',
        'test/tiny-duel.test.ts',
        'tsconfig.build.json',
        'tsconfig.json',
        'vitest.config.ts',
      ].sort(),
    );
    for (const [path, text] of rendered.files) {
      mkdirSync(dirname(join(target, path)), { recursive: true });
      writeFileSync(join(target, path), text);
    }
    expect(JSON.parse(rendered.files.get('package.json')!)).toMatchObject({
      name: '@tcgkit/tiny-duel',
      dependencies: { '@tcgkit/kernel': '^0.1.0' },
      tcgkit: { title: 'tiny-duel', plugin: '.#tinyDuelPlugin', heuristic: './bot#tinyDuelHeuristic' },
    });
    const module = (await import(pathToFileURL(join(target, 'src', 'index.ts')).href)) as { tinyDuelPlugin: TitlePlugin };
    const game = createEngine([titleModule(module.tinyDuelPlugin)]).create({
      title: 'tiny-duel',
      seed: 4,
      players: [{ deck: 'starter' }, { deck: 'starter' }],
    });
    const rng = seedRng(4);
    for (let i = 0; i < 5000 && game.result === null; i++) {
      const legal = game.legalActions();
      expect(game.act(pickAnswer(legal, rng)).ok).toBe(true);
    }
    expect(game.result).not.toBeNull();
  });

  it('[tools] inside the repository it uses the shared configs; outside it stands alone', () => {
    const inside = renderTitle({ id: 'in-repo', target: join(repoRoot, 'plugins', 'in-repo') });
    expect(inside.insideRepo).toBe(true);
    expect(inside.reference).toBe('./plugins/in-repo/tsconfig.build.json');
    expect(JSON.parse(inside.files.get('tsconfig.json')!).extends).toBe('../../tsconfig.base.json');
    expect(inside.changeset?.text).toMatch(/'@tcgkit\/in-repo': minor/);
    const outside = renderTitle({ id: 'out-of-repo', kernel: '^1.2.0', target: '/tmp/somewhere/out-of-repo' });
    expect(outside.insideRepo).toBe(false);
    expect(outside.reference).toBeNull();
    expect(JSON.parse(outside.files.get('tsconfig.json')!).extends).toBeUndefined();
    expect(JSON.parse(outside.files.get('package.json')!).dependencies).toEqual({ '@tcgkit/kernel': '^1.2.0' });
    expect(() => renderTitle({ id: 'Bad Id', target: '/tmp/x' })).toThrow(/lower-case/);
  });

  it('[tools] the solution tsconfig gains the reference once, comments kept', () => {
    const text = '{\n  // keep me\n  "files": [],\n  "references": [{ "path": "packages/kernel/tsconfig.build.json" }]\n}\n';
    const once = withReference(text, './plugins/x/tsconfig.build.json');
    expect(once).toContain('// keep me');
    expect(once).toContain('{ "path": "./plugins/x/tsconfig.build.json" }');
    expect(withReference(once, './plugins/x/tsconfig.build.json')).toBe(once);
  });

  it('[tools] the nx generator writes the plugin, the reference and a changeset into the tree', async () => {
    const files = new Map<string, string>([
      ['tsconfig.json', '{\n  "files": [],\n  "references": [{ "path": "packages/kernel/tsconfig.build.json" }]\n}\n'],
    ]);
    const tree = {
      exists: (path: string) => [...files.keys()].some((f) => f === path || f.startsWith(`${path}/`)),
      read: (path: string) => files.get(path) ?? null,
      write: (path: string, text: string) => void files.set(path, text),
    };
    const after = await titleGenerator(tree, { id: 'nx-duel', name: 'Nx Duel' });
    expect(typeof after).toBe('function');
    expect(files.get('plugins/nx-duel/src/index.ts')).toMatch(/nxDuelModule = titleModule\(nxDuelPlugin\)/);
    expect(files.get('tsconfig.json')).toContain('./plugins/nx-duel/tsconfig.build.json');
    expect(files.get('.changeset/new-title-nx-duel.md')).toMatch(/Nx Duel/);
    await expect(titleGenerator(tree, { id: 'nx-duel' })).rejects.toThrow(/already exists/);
  });
});
