import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseScenario, scenarioJsonSchema } from '../src/index.js';

const file = join(import.meta.dirname, '..', 'scenario.schema.json');
const generated = `${JSON.stringify(scenarioJsonSchema(), null, 2)}\n`;

describe('scenario JSON Schema', () => {
  it('[scenario] scenario.schema.json is the one generated from the zod schema (UPDATE_SCHEMA=1 rewrites it)', () => {
    if (process.env['UPDATE_SCHEMA'] === '1') writeFileSync(file, generated);
    // Compared as data: Prettier may lay the committed file out differently.
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(JSON.parse(generated));
  });

  it('[scenario] the schema describes the top-level keys, requires the essentials and rejects unknown keys', () => {
    const schema = JSON.parse(generated) as {
      required: string[];
      properties: Record<string, unknown>;
      additionalProperties: boolean;
      oneOf: { required: string[] }[];
    };
    expect(schema.required).toEqual(expect.arrayContaining(['title', 'name', 'rules']));
    expect(schema.oneOf).toEqual([{ required: ['setup', 'steps'] }, { required: ['variants'] }]);
    expect(Object.keys(schema.properties)).toEqual([
      'version',
      'title',
      'name',
      'rules',
      'seed',
      'strict',
      'players',
      'playTimings',
      'cards',
      'setup',
      'steps',
      'variants',
    ]);
    expect(schema.additionalProperties).toBe(false);
  });

  it('[scenario] every scenario file points editors at the schema and parses', () => {
    const folder = join(import.meta.dirname, 'scenarios');
    for (const name of ['bolt-choice', 'call-and-battle', 'stack-priority']) {
      const text = readFileSync(join(folder, `${name}.scenario.yaml`), 'utf8');
      expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../../scenario.schema.json');
      expect(parseScenario(text).ok).toBe(true);
      expect(parse(text)).toHaveProperty('steps');
    }
  });
});
