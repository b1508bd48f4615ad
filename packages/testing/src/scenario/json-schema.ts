import { z } from 'zod';
import { scenarioSchema } from './schema.js';

/**
 * The JSON Schema of the scenario format, generated from the zod schema (so the two cannot drift) and
 * committed as `scenario.schema.json` for editors (`# yaml-language-server: $schema=…`).
 */
export function scenarioJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(scenarioSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return {
    $schema: schema['$schema'],
    $id: 'https://tcgkit.dev/schemas/scenario.schema.json',
    title: 'tcgkit scenario file',
    description: 'A starting position, actions and expected results for a tcgkit title. See docs/scenario-format.md.',
    ...Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$schema')),
    // The zod schema checks this in a refinement, which JSON Schema cannot carry over: a board (setup and
    // steps), or several (version 2 variants).
    oneOf: [{ required: ['setup', 'steps'] }, { required: ['variants'] }],
  };
}
