import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { renderTitle, repoRoot } from '../render.mjs';

/**
 * A user's project outside this repository: the generated title next to it, and `node_modules` holding
 * @tcgkit/kernel (linked to this repository's) and the title package, as `npm install` would leave them.
 * Nothing else is edited: the `tcgkit` command, run from its sources in that project, must find the title.
 */
const project = mkdtempSync(join(tmpdir(), 'tcgkit-new-title-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

function createProject(id: string): void {
  const target = join(project, id);
  for (const [path, text] of renderTitle({ id, target }).files) {
    mkdirSync(dirname(join(target, path)), { recursive: true });
    writeFileSync(join(target, path), text);
  }
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'my-project', private: true, type: 'module' }));
  mkdirSync(join(project, 'node_modules', '@tcgkit'), { recursive: true });
  symlinkSync(join(repoRoot, 'packages', 'kernel'), join(project, 'node_modules', '@tcgkit', 'kernel'), 'dir');
  symlinkSync(target, join(project, 'node_modules', '@tcgkit', id), 'dir');
}

/**
 * `tcgkit …` from the CLI's TypeScript sources (tsx, source export condition), in the project folder.
 * Colours (FORCE_COLOR under nx) are stripped from the output.
 */
function tcgkit(...args: string[]) {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const bin = join(repoRoot, 'packages', 'cli', 'src', 'bin.ts');
  const run = spawnSync(process.execPath, ['--conditions=@tcgkit/source', '--import', tsx, bin, ...args], {
    cwd: project,
    encoding: 'utf8',
    timeout: 240_000,
  });
  return { status: run.status, out: stripVTControlCharacters(run.stdout), err: stripVTControlCharacters(run.stderr) };
}

describe('a generated title is discovered by the tcgkit command', () => {
  createProject('pocket-duel');

  it('[tools] tcgkit sim <new-title> -n 20 plays 20 games with no other edit', () => {
    const sim = tcgkit('sim', 'pocket-duel', '-n', '20', '--no-progress');
    expect(sim.err).toBe('');
    expect(sim.status).toBe(0);
    expect(sim.out).toMatch(/^pocket-duel: 20 games in .* \(.*, 1 worker threads\)/m);
    expect(sim.out).toMatch(/errors: none/);
  }, 300_000);

  it('[tools] the new title is listed, its cards shown, and a game played by its own heuristic bot', () => {
    const titles = tcgkit('titles', '--json');
    expect(titles.status).toBe(0);
    const listed = JSON.parse(titles.out) as { titles: { title: string; package: string }[]; problems: string[] };
    expect(listed.titles).toContainEqual(expect.objectContaining({ title: 'pocket-duel', package: '@tcgkit/pocket-duel' }));
    expect(listed.problems).toEqual([]);
    const cards = tcgkit('cards', 'pocket-duel');
    expect(cards.status).toBe(0);
    expect(cards.out).toMatch(/placeholder\s+Placeholder/);
    const play = tcgkit('play', 'pocket-duel', '--seed', '3', '--bot', 'heuristic');
    expect(play.status).toBe(0);
    expect(play.out).toMatch(/\(bots: heuristic:pocket-duel vs heuristic:pocket-duel\)/);
    expect(play.out).toMatch(/Result: (p1 wins|p2 wins|draw)/);
  }, 300_000);
});
