import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository's ESLint configuration forbids a title plugin to write kernel-owned state
 * (`tools/lint/no-kernel-state-writes.mjs`): these snippets are linted as if they were plugin sources
 * (and, for contrast, kernel sources) with the real configuration.
 */
const root = join(import.meta.dirname, '..', '..', '..');
const eslint = new ESLint({ cwd: root });
const ruleId = 'tcgkit/no-kernel-state-writes';

async function violations(code: string, filePath = 'plugins/some-title/src/violation.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const header = `import type { GameContext } from '@tcgkit/kernel';\nexport function f(ctx: GameContext, id: string, key: string): void {\n`;

describe('lint: plugins change kernel-owned state only through kernel operations', () => {
  it('[kernel contract] pushes, assignments, deletes and splices on kernel-owned state fail in a plugin', async () => {
    const code = `${header}
      ctx.state.effects.push(ctx.state.effects[0]!);
      ctx.state.delayed = [];
      ctx.state.replacements.splice(0, 1);
      const state = ctx.state;
      state.pending.pop();
      ctx.state.stack.length = 0;
      delete ctx.state.cards[id];
      ctx.state.zones[key]!.splice(0, 1);
      ctx.state.lastKnown[id] = ctx.state.cards[id]!;
      ctx.state.work.unshift(ctx.state.work[0]!);
      ctx.state.windows!.reverse();
    }`;
    const messages = await violations(code);
    expect(messages).toHaveLength(10);
    for (const part of ['effects', 'delayed', 'replacements', 'pending', 'stack', 'cards', 'zones', 'lastKnown', 'work', 'windows']) {
      expect(messages.some((m) => m.includes(`state.${part}\``))).toBe(true);
    }
  }, 60_000);

  it('[kernel contract] reads, card statuses and the kernel itself are not flagged', async () => {
    const code = `${header}
      const count = ctx.state.effects.filter((e) => e.stat === 'power').length + ctx.state.stack.length;
      ctx.state.cards[id]!.status['rested'] = count > 0;
      delete ctx.state.cards[id]!.status['rested'];
      const copy = [...ctx.state.pending];
      copy.push(...copy);
    }`;
    expect(await violations(code)).toEqual([]);
    expect(
      await violations(`${header} ctx.state.effects.push(ctx.state.effects[0]!); }`, 'packages/kernel/src/effects/example.ts'),
    ).toEqual([]);
  }, 60_000);
});
