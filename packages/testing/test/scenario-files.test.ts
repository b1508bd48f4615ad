import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatScenarioResult, runScenarioFile } from '../src/index.js';
import { skirmishRegistry } from './support/registry.js';

const folder = join(import.meta.dirname, 'scenarios');
const files = readdirSync(folder).filter((name) => name.endsWith('.scenario.yaml'));

describe('scenario files of the fixture title', () => {
  it('[scenario] the folder holds scenarios for every answer model', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
  });

  it.each(files)('[scenario] %s passes', (file) => {
    const result = runScenarioFile(join(folder, file), skirmishRegistry);
    expect(result.failures, formatScenarioResult(result)).toEqual([]);
    expect(result.passed).toBe(true);
    expect(result.stepsRun).toBe(result.stepsTotal);
    expect(result.rules.length).toBeGreaterThan(0);
  });
});
