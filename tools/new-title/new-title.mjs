#!/usr/bin/env node
/**
 * Scaffolds a new title plugin that plays complete (if bare) games at once, so a title grows from a
 * green test suite. Usage:
 *
 *   node tools/new-title/new-title.mjs <id> [--name "Display Name"] [--dir plugins] [--kernel ^0.1.0]
 *
 * Inside this repository the plugin joins the workspace (root tsconfig reference, a changeset); outside
 * it (`--dir` elsewhere) it is a standalone package depending on the published @tcgkit/kernel.
 * In the repository, `npx nx g @tcgkit/new-title:title <id>` does the same through nx.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { renderTitle, repoRoot, withReference } from './render.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    dir: { type: 'string', default: join(repoRoot, 'plugins') },
    kernel: { type: 'string', default: '^0.1.0' },
  },
});
const id = positionals[0];
if (id === undefined || !/^[a-z][a-z0-9-]*$/.test(id)) {
  console.error('usage: new-title <id> [--name "Display Name"] [--dir plugins] [--kernel ^0.1.0]   (id: lower-case, dashes)');
  process.exit(2);
}
const target = resolve(values.dir, id);
if (existsSync(target)) {
  console.error(`${target} already exists`);
  process.exit(1);
}
const rendered = renderTitle({ id, name: values.name, kernel: values.kernel, target });
for (const [path, text] of rendered.files) {
  mkdirSync(dirname(join(target, path)), { recursive: true });
  writeFileSync(join(target, path), text);
}
if (rendered.insideRepo) {
  const rootTsconfig = join(repoRoot, 'tsconfig.json');
  writeFileSync(rootTsconfig, withReference(readFileSync(rootTsconfig, 'utf8'), rendered.reference));
  if (existsSync(join(repoRoot, '.changeset'))) writeFileSync(join(repoRoot, rendered.changeset.path), rendered.changeset.text);
  // Match the repository's formatting so the new package passes `prettier --check` as generated.
  spawnSync('npx', ['prettier', '--write', '--log-level', 'warn', target, rootTsconfig], { cwd: repoRoot, stdio: 'inherit' });
}
console.log(`Created @tcgkit/${id} in ${target}`);
console.log(rendered.insideRepo ? `Next: npm install, then npx nx test ${id}` : 'Next: cd into it, npm install, npm test');
