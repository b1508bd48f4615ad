import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatScenarioResult, registryOf, runScenarioFile } from '../src/index.js';
import { skirmishPlugin } from '../../kernel/test/fixtures/skirmish.js';
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

  it('[scenario] registryOf names plugins by their title ids', () => {
    const registry = registryOf(skirmishPlugin('none'));
    expect(Object.keys(registry)).toEqual(['skirmish']);
    expect(runScenarioFile(join(folder, 'call-and-battle.scenario.yaml'), registry).passed).toBe(true);
  });
});
