/**
 * The shared rule scenarios of ../shared/scenarios/build-divide.md, kept as scenario files in ../scenarios and
 * run here one test per file. Each test is titled with the file's `rules:` sections, then its name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatScenarioResult, parseScenario, runScenarioFile, type TitleRegistry } from '@tcgkit/testing';
import { buildDividePlugin } from '../src/index.js';

const registry: TitleRegistry = { 'build-divide': buildDividePlugin };
const folder = join(import.meta.dirname, '..', 'scenarios');

/** The rules (prefix once, as the other tests of this plugin cite sections) in brackets, then the name; the file name if unreadable. */
function titleOf(file: string): string {
  const parsed = parseScenario(readFileSync(join(folder, file), 'utf8'));
  if (!parsed.ok) return file;
  const [first, ...rest] = parsed.scenario.rules;
  const prefix = first?.split(' ')[0] ?? '';
  const sections = [first, ...rest.map((rule) => (rule.startsWith(`${prefix} `) ? rule.slice(prefix.length + 1) : rule))];
  return `[${sections.join(', ')}] ${parsed.scenario.name}`;
}

const cases = readdirSync(folder)
  .filter((name) => name.endsWith('.scenario.yaml'))
  .sort()
  .map((file) => ({ file, title: titleOf(file) }));

describe('shared scenarios as scenario files (../scenarios)', () => {
  it('the folder holds the scenario files', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases)('$title', ({ file }) => {
    const result = runScenarioFile(join(folder, file), registry);
    expect(result.failures, formatScenarioResult(result)).toEqual([]);
    expect(result.passed).toBe(true);
    expect(result.stepsRun).toBe(result.stepsTotal);
  });
});
