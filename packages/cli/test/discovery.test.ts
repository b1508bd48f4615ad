import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverTitles, nodeModulesChain } from '../src/discovery/find-title-packages.js';
import { loadTitleExports } from '../src/discovery/load-title.js';
import { readTitleManifest } from '../src/discovery/title-manifest.js';
import { botFor, loadTitle } from '../src/titles.js';
import { main } from '../src/index.js';

/** Writes `node_modules/<name>/package.json` (and any files) under `root`. */
function install(root: string, name: string, packageJson: object, files: Record<string, string> = {}): string {
  const dir = join(root, 'node_modules', ...name.split('/'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version: '1.0.0', ...packageJson }));
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
  return dir;
}

const manifest = (title: string) => ({ title, plugin: `.#${title}Plugin` });

describe('title discovery', () => {
  it('[cli] the tcgkit field names the title, its plugin export and optionally its heuristic export', () => {
    expect(readTitleManifest({ name: 'x' })).toEqual({ ok: true, manifest: null });
    expect(readTitleManifest({ tcgkit: { title: 'duel', plugin: '.#duelPlugin', heuristic: './bot#duelHeuristic' } })).toEqual({
      ok: true,
      manifest: { title: 'duel', plugin: { subpath: '.', name: 'duelPlugin' }, heuristic: { subpath: './bot', name: 'duelHeuristic' } },
    });
    const bad = readTitleManifest({ tcgkit: { title: 'Duel!', plugin: 'duelPlugin' } });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problem).toMatch(/tcgkit\.title: .*lower-case[\s\S]*tcgkit\.plugin: .*<subpath>#<export name>/);
  });

  it('[cli] finds title packages, scoped or not, nearest node_modules first; the first of a name or title wins; bad ones are reported', () => {
    const root = mkdtempSync(join(tmpdir(), 'tcgkit-discovery-'));
    const inner = join(root, 'app');
    mkdirSync(inner);
    install(inner, '@acme/duel', { tcgkit: manifest('duel') });
    install(root, '@acme/duel', { tcgkit: manifest('duel-old') }); // shadowed by the nearer copy of the same name
    install(root, 'plain-title', { tcgkit: manifest('plain') });
    install(root, 'other-duel', { tcgkit: manifest('duel') }); // a second package claiming the same title
    install(root, 'broken-title', { tcgkit: { title: 'broken' } });
    install(root, 'not-a-title', {});
    expect(nodeModulesChain(inner).slice(0, 2)).toEqual([join(inner, 'node_modules'), join(root, 'node_modules')]);
    const found = discoverTitles([{ dir: inner, besideCli: false }]);
    expect([...found.titles.keys()].sort()).toEqual(['duel', 'plain']);
    expect(found.titles.get('duel')).toMatchObject({
      name: '@acme/duel',
      dir: join(inner, 'node_modules', '@acme', 'duel'),
      besideCli: false,
    });
    expect(found.problems).toHaveLength(2);
    expect(found.problems.join('\n')).toMatch(/broken-title .*tcgkit\.plugin/);
    expect(found.problems.join('\n')).toMatch(/title "duel" is declared by both @acme\/duel and other-duel; using @acme\/duel/);
  });

  it('[cli] a title package is loaded from its own folder; a wrong export is one clear error', async () => {
    const root = mkdtempSync(join(tmpdir(), 'tcgkit-load-'));
    const plugin = `export const duelPlugin = { title: { id: 'duel' }, zones: [] };\nexport const wrongPlugin = { title: { id: 'other' }, zones: [] };\n`;
    const heuristic = `export const duelHeuristic = { title: 'duel', score: () => 1 };\n`;
    const dir = install(
      root,
      'duel-title',
      {
        type: 'module',
        exports: { '.': './index.js', './bot': './bot.js' },
        tcgkit: { title: 'duel', plugin: '.#duelPlugin', heuristic: './bot#duelHeuristic' },
      },
      { 'index.js': plugin, 'bot.js': heuristic },
    );
    const pkg = (tcgkit: object) => {
      const parsed = readTitleManifest({ tcgkit });
      if (!parsed.ok || parsed.manifest === null) throw new Error('bad manifest in the test');
      return { name: 'duel-title', version: '1.0.0', dir, manifest: parsed.manifest, besideCli: false };
    };
    const loaded = await loadTitleExports(pkg({ title: 'duel', plugin: '.#duelPlugin', heuristic: './bot#duelHeuristic' }));
    expect(loaded.plugin.title.id).toBe('duel');
    expect(loaded.heuristic?.title).toBe('duel');
    await expect(loadTitleExports(pkg({ title: 'duel', plugin: '.#nope' }))).rejects.toThrow(/duel-title has no export "nope"/);
    await expect(loadTitleExports(pkg({ title: 'duel', plugin: '.#wrongPlugin' }))).rejects.toThrow(
      /is not a TitlePlugin for title "duel"/,
    );
    await expect(loadTitleExports(pkg({ title: 'duel', plugin: './missing#x' }))).rejects.toThrow(/cannot resolve duel-title\/missing/);
  });

  it('[cli] this repository’s plugins are found through the workspace, with no list of titles in the CLI', async () => {
    const out: string[] = [];
    const code = await main(['node', 'tcgkit', 'titles', '--json'], { out: (l) => out.push(l), err: (l) => out.push(l) });
    expect(code).toBe(0);
    const listed = JSON.parse(out.join('\n')) as { titles: { title: string; package: string }[] };
    expect(listed.titles.map((t) => t.title)).toEqual(expect.arrayContaining(['vanguard', 'build-divide']));
    expect(listed.titles.find((t) => t.title === 'vanguard')?.package).toBe('@tcgkit/vanguard');
  });

  it('[cli] the heuristic bot plays with the heuristic the title package contributes', async () => {
    for (const id of ['vanguard', 'build-divide']) {
      const title = await loadTitle(id);
      expect(title.heuristic?.title).toBe(id);
      expect(botFor('heuristic', title, 1).name).toBe(`heuristic:${id}`);
      expect(botFor('random', title, 1).name).toBe('random');
    }
  });
});
