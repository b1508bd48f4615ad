#!/usr/bin/env node
/**
 * Writes docs/rules-coverage/<title>.md for every plugin with a rules-coverage.json (or the titles named),
 * from the committed section index and the sections the plugin's tests cite. Reads no file outside the
 * repository, so it works in any clone.
 *
 *   node tools/rules-coverage/rules-coverage.mjs [title…] [--check] [--root <repo>]
 *
 * `--check` exits 1 when a committed document is out of date, so lint keeps them true.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { computeCoverage, figures, renderCoverage, titlesWithCoverage } from './src/coverage.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { check: { type: 'boolean', default: false }, root: { type: 'string' } },
});
const repoRoot = resolve(values.root ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..'));
const titles = positionals.length > 0 ? positionals : titlesWithCoverage(repoRoot);
let failed = false;
for (const title of titles) {
  let coverage;
  try {
    coverage = computeCoverage(repoRoot, title);
  } catch (error) {
    console.error(`${title}: ${error.message}`);
    failed = true;
    continue;
  }
  const output = renderCoverage(title, coverage);
  const target = join(repoRoot, 'docs', 'rules-coverage', `${title}.md`);
  const where = relative(repoRoot, target);
  if (values.check) {
    const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
    if (current !== output) {
      console.error(`${where} is out of date: run npm run coverage`);
      failed = true;
    } else console.log(`${where} is up to date`);
  } else {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, output);
    console.log(`${where}: ${figures(coverage.rows)}, ${coverage.unknown.length} unknown citations`);
  }
  for (const u of coverage.unknown) console.warn(`warning: unknown section ${u}`);
  if (!values.check) for (const u of coverage.unusedReasons) console.warn(`note: a reason names no indexed section: ${u}`);
}
process.exit(failed ? 1 : 0);
