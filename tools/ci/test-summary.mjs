#!/usr/bin/env node
/**
 * Sums every vitest summary ("Tests  3 failed | 61 passed (64)") in a test log and prints one closing
 * line, "N passed, N failed", that CI readers recognise. Usage: node tools/ci/test-summary.mjs <log>
 */
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const text = stripVTControlCharacters(readFileSync(process.argv[2], 'utf8'));
let passed = 0;
let failed = 0;
let skipped = 0;
let suites = 0;
for (const line of text.split('\n')) {
  const match = /^(?:.*?:\s*)?\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line);
  if (match === null) continue;
  suites++;
  for (const part of match[1].split('|')) {
    const [count, kind] = part.trim().split(/\s+/);
    if (kind === 'passed') passed += Number(count);
    else if (kind === 'failed') failed += Number(count);
    else if (kind === 'skipped' || kind === 'todo') skipped += Number(count);
  }
}
console.log(`packages tested: ${suites}`);
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
