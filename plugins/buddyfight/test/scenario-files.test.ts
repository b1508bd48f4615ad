/**
 * The shared rule scenarios of ../shared/scenarios/buddyfight.md, kept as scenario files in ../scenarios and
 * run here one test per file. Each test is titled with the file's `rules:` sections, then its name.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatScenarioResult, runScenarioFile, scenarioCases, type TitleRegistry } from '@tcgkit/testing';
import { buddyfightPlugin } from '../src/index.js';

const registry: TitleRegistry = { buddyfight: buddyfightPlugin };
const cases = scenarioCases(join(import.meta.dirname, '..', 'scenarios'));

describe('shared scenarios as scenario files (../scenarios)', () => {
  it('the folder holds the scenario files', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases)('$title', ({ path }) => {
    const result = runScenarioFile(path, registry);
    expect(result.failures, formatScenarioResult(result)).toEqual([]);
    expect(result.passed).toBe(true);
    expect(result.stepsRun).toBe(result.stepsTotal);
  });
});
