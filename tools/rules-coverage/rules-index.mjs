#!/usr/bin/env node
/**
 * Regenerates plugins/<title>/rules-index.json (section ids, parents and chapters; no rules text) from the
 * title's rules document, for every title of src/titles.mjs that has a plugin (or the titles named).
 * Needs the documents: `../shared/seeds` beside the repository by default, or `--seeds <dir>`.
 *
 *   npm run rules-index -- [title…] [--seeds <dir>] [--check]
 *
 * `--check` exits 1 when a committed index differs from what the documents give.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildIndex, formatIndex, indexPath } from './src/rules-index.mjs';
import { titles as known } from './src/titles.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { seeds: { type: 'string' }, check: { type: 'boolean', default: false }, root: { type: 'string' } },
});
const repoRoot = resolve(values.root ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..'));
const seedsDir = resolve(values.seeds ?? join(repoRoot, '..', 'shared', 'seeds'));
const titles = positionals.length > 0 ? positionals : Object.keys(known).filter((t) => existsSync(join(repoRoot, 'plugins', t)));
let failed = false;
for (const title of titles) {
  const spec = known[title];
  if (spec === undefined) {
    console.error(`${title}: no entry in tools/rules-coverage/src/titles.mjs`);
    failed = true;
    continue;
  }
  let text;
  try {
    text = formatIndex(buildIndex(title, spec, seedsDir));
  } catch (error) {
    console.error(`${title}: ${error.message}`);
    failed = true;
    continue;
  }
  const target = indexPath(repoRoot, title);
  if (values.check) {
    const same = existsSync(target) && readFileSync(target, 'utf8') === text;
    if (!same) failed = true;
    console[same ? 'log' : 'error'](`${relative(repoRoot, target)} ${same ? 'matches' : 'differs from'} ${spec.seed}`);
  } else {
    writeFileSync(target, text);
    console.log(`${relative(repoRoot, target)}: ${JSON.parse(text).sections.length} sections`);
  }
}
process.exit(failed ? 1 : 0);
