import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatScenarioResult, registryOf, runScenarioFile, scenarioCases } from '../src/index.js';
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

describe('scenarioCases', () => {
  it('[scenario] lists a folder’s scenario files, sorted, titled by their rules (prefix once) and name', () => {
    const cases = scenarioCases(join(import.meta.dirname, 'scenarios'));
    expect(cases.length).toBeGreaterThan(3);
    expect(cases.map((c) => c.file)).toEqual([...cases.map((c) => c.file)].sort());
    const lethal = cases.find((c) => c.file === 'lethal-damage.scenario.yaml');
    expect(lethal?.title).toBe('[SK 5, 6] An unblocked attack that deals the fifth damage wins at the next check timing');
  });
});
