/**
 * Lint's `coverage:check` must pass in a clone with no rules documents beside it: it is run here on a copy
 * of the repository's coverage inputs in a temporary folder whose parent holds no `shared` folder.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const tool = resolve(import.meta.dirname, '..');
const repoRoot = resolve(tool, '..', '..');
const sandbox = mkdtempSync(join(tmpdir(), 'tcgkit-coverage-'));
const clone = join(sandbox, 'clone');
afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

const titles = readdirSync(join(repoRoot, 'plugins')).filter((t) => existsSync(join(repoRoot, 'plugins', t, 'rules-coverage.json')));
// The coverage inputs: each plugin's folder (coverage config, index, tests, scenario files) and the committed documents.
for (const title of titles) {
  cpSync(join(repoRoot, 'plugins', title), join(clone, 'plugins', title), {
    recursive: true,
    filter: (path) => !/[\\/](node_modules|dist)$/.test(path),
  });
}
cpSync(join(repoRoot, 'docs', 'rules-coverage'), join(clone, 'docs', 'rules-coverage'), { recursive: true });

const run = (script: string, ...args: string[]) => spawnSync(process.execPath, [join(tool, script), ...args], { encoding: 'utf8' });

describe('rules coverage in a clone without ../shared', () => {
  it('the copy has no rules documents beside it', () => {
    expect(titles).toEqual(expect.arrayContaining(['vanguard', 'build-divide']));
    expect(existsSync(join(sandbox, 'shared'))).toBe(false);
  });

  it('coverage:check passes on the copy, for every title', () => {
    const result = run('rules-coverage.mjs', '--check', '--root', clone);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    for (const title of titles) expect(result.stdout).toContain(`docs/rules-coverage/${title}.md is up to date`);
  });

  it('coverage:check still fails when a committed document is out of date', () => {
    const broken = join(sandbox, 'broken');
    cpSync(clone, broken, { recursive: true });
    writeFileSync(join(broken, 'docs', 'rules-coverage', 'vanguard.md'), 'stale\n');
    const result = run('rules-coverage.mjs', '--check', '--root', broken);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('docs/rules-coverage/vanguard.md is out of date');
  });

  it('a plugin without a committed index is a clear error, not a crash', () => {
    const bare = join(sandbox, 'bare');
    cpSync(clone, bare, { recursive: true });
    rmSync(join(bare, 'plugins', 'vanguard', 'rules-index.json'));
    const result = run('rules-coverage.mjs', '--check', '--root', bare);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('plugins/vanguard has no rules-index.json: run npm run rules-index -- vanguard');
  });

  it('regenerating the index needs the documents and says where it looked', () => {
    const missing = join(sandbox, 'no-seeds-here');
    const result = run('rules-index.mjs', 'vanguard', '--check', '--root', clone, '--seeds', missing);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`the rules document of vanguard is not at ${join(missing, '000_766944f72249073b.txt')}`);
  });
});
