import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import {
  noParams,
  createEngine,
  EngineFault,
  titleModule,
  TitleContribution,
  VerbContribution,
  ZoneContribution,
  type TitlePlugin,
} from '../src/index.js';
import { skirmishPlugin } from './fixtures/skirmish.js';

function renamed(id: string, extra: Partial<TitlePlugin> = {}): TitlePlugin {
  const plugin = skirmishPlugin('none');
  return { ...plugin, ...extra, title: { ...plugin.title, id, name: id } };
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('plugins through dependency injection', () => {
  it('[kernel DI] a title is one ContainerModule that binds contributions to the kernel tokens', () => {
    const container = new Container();
    container.load(titleModule(skirmishPlugin('none')));
    expect(container.getAll<TitleContribution>(TitleContribution).map((t) => t.id)).toEqual(['skirmish']);
    const zones = container.getAll<ZoneContribution>(ZoneContribution);
    expect(zones.map((z) => z.name)).toContain('field');
    expect(zones.every((z) => z.title === 'skirmish')).toBe(true);
  });

  it('[kernel DI] several titles share one engine without seeing each other’s parts', () => {
    const marker = { name: 'draw', params: noParams, run: () => ({ type: 'done' as const }) };
    const engine = createEngine([
      titleModule(renamed('alpha')),
      titleModule(renamed('beta', { verbs: [...(skirmishPlugin('none').verbs ?? []), marker] })),
    ]);
    expect(engine.titles().sort()).toEqual(['alpha', 'beta']);
    // beta's own "draw" replaces the kernel's for beta only.
    expect(engine.title('beta').verbs.get('draw')).toMatchObject({ title: 'beta' });
    expect(engine.title('alpha').verbs.get('draw')).toMatchObject({ title: '*' });
    for (const title of ['alpha', 'beta']) {
      const game = engine.create({ title, seed: 3, players: [{ deck: 'red' }, { deck: 'blue' }] });
      expect(game.decision).not.toBeNull();
    }
  });

  it('[kernel DI] wiring errors surface when the engine is built, not in the middle of a game', () => {
    const unknownKeyword = renamed('broken', { cards: [{ id: 'x', name: 'X', type: 'unit', keywords: ['flying'] }] });
    expect(() => createEngine([titleModule(unknownKeyword)])).toThrow(EngineFault);
    const twice = renamed('twice', {
      verbs: [
        { name: 'v', params: noParams, run: () => ({ type: 'done' as const }) },
        { name: 'v', params: noParams, run: () => ({ type: 'done' as const }) },
      ],
    });
    expect(() => createEngine([titleModule(twice)])).toThrow(/two verbs named "v"/);
  });

  it('[kernel boundaries] the kernel imports no plugin and uses no Node built-in, clock or Math.random (browser-safe)', () => {
    const files = sources(join(import.meta.dirname, '..', 'src'));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      // Code only: comments may name what the code must not use.
      const text = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      const imports = [...text.matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
      for (const source of imports) {
        expect(
          source.startsWith('.') || source === 'xstate' || source === 'inversify' || source === 'zod',
          `${file} imports ${source}`,
        ).toBe(true);
        expect(source.includes('plugins/'), file).toBe(false);
      }
      expect(
        /Math\.random|Date\.now|new Date\(|performance\.now|\bprocess\.(env|argv|exit|cwd|nextTick|platform)|require\(|setTimeout|setInterval/.test(
          text,
        ),
        file,
      ).toBe(false);
    }
  });

  it('[kernel DI] the kernel’s own verbs are contributions on the same tokens', () => {
    const engine = createEngine([titleModule(renamed('gamma'))]);
    const verbs = [...engine.title('gamma').verbs.keys()];
    expect(verbs).toEqual(expect.arrayContaining(['move', 'choose', 'draw', 'modify', 'if', 'may', 'replace', 'delayed', 'extra-turn']));
    expect(VerbContribution.description).toBe('tcgkit.VerbContribution');
  });
});
