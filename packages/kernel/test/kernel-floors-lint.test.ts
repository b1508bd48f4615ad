import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository's ESLint configuration keeps the kernel's folders stacked as floors
 * (`tools/lint/kernel-floors.mjs`): a folder imports only from its own floor and those below it, and no
 * kernel files import each other in a loop, type-only imports included. These snippets are linted with
 * the real configuration as if they were kernel sources (a snippet given an existing file's path stands in
 * for that file, so it can close a loop with the files on disk).
 */
const root = join(import.meta.dirname, '..', '..', '..');
const eslint = new ESLint({ cwd: root });

async function messages(code: string, filePath: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const floors = 'tcgkit/kernel-floors';
const cycle = 'tcgkit/kernel-import-cycle';

describe('lint: the kernel reads bottom-up', () => {
  it('[kernel floors] an import from a higher floor fails, type-only or not', async () => {
    const code = [
      "import type { GameContext } from '../engine/context.js';",
      "import { moveCard } from '../effects/move-card.js';",
      "export type { TitleDefinition } from '../plugin/title-definition.js';",
      'export type Uses = [GameContext, typeof moveCard];',
    ].join('\n');
    const found = await messages(code, 'packages/kernel/src/zones/example.ts', floors);
    expect(found).toHaveLength(3);
    expect(found[0]).toContain('zones/ is floor 3 and must not import from engine/');
    expect(found[1]).toContain('must not import from effects/');
    expect(found[2]).toContain('must not import from plugin/');
  }, 60_000);

  it('[kernel floors] imports from the same floor and from below pass; a folder on no floor is reported', async () => {
    const code = [
      "import type { GameState } from '../state/game-state.js';",
      "import { EngineFault } from '../rules/rule-error.js';",
      "import { zoneKey } from './zone-key.js';",
      'export type Uses = [GameState, typeof EngineFault, typeof zoneKey];',
    ].join('\n');
    expect(await messages(code, 'packages/kernel/src/zones/example.ts', floors)).toEqual([]);
    expect(await messages('export const x = 1;', 'packages/kernel/src/nowhere/example.ts', floors)).toEqual([
      'nowhere is on no kernel floor: add it to the floors in eslint.config.js (and to docs/architecture.md).',
    ]);
  }, 60_000);

  it('[kernel import cycle] a type-only import that closes a loop fails; the same import without a loop passes', async () => {
    // state/game-state.ts imports state/ids.ts: ids.ts importing game-state.ts back would close a loop.
    const loop = await messages(
      "import type { GameState } from './game-state.js';\nexport type PlayerId = GameState['title'];",
      'packages/kernel/src/state/ids.ts',
      cycle,
    );
    expect(loop).toHaveLength(1);
    expect(loop[0]).toContain('state/game-state.ts');
    expect(loop[0]).toContain('state/ids.ts');
    const noLoop = await messages(
      "import type { GameState } from './game-state.js';\nexport type Title = GameState['title'];",
      'packages/kernel/src/state/example.ts',
      cycle,
    );
    expect(noLoop).toEqual([]);
  }, 60_000);

  it('[kernel floors] the kernel as it stands has no upward import and no loop', async () => {
    const results = await eslint.lintFiles([join(root, 'packages/kernel/src')]);
    const problems = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === floors || m.ruleId === cycle).map((m) => `${r.filePath}: ${m.message}`),
    );
    expect(results.length).toBeGreaterThan(60);
    expect(problems).toEqual([]);
  }, 120_000);
});
