import { parseDocument } from 'yaml';
import type { z } from 'zod';
import { failure, type ScenarioFailure } from './result.js';
import { scenarioSchema, type Scenario } from './schema.js';

export type ParsedScenario = { ok: true; scenario: Scenario } | { ok: false; failures: ScenarioFailure[]; title?: string; name?: string };

/** Reads YAML text and checks it against the format. Never throws: problems come back as failures. */
export function parseScenario(text: string): ParsedScenario {
  const document = parseDocument(text, { prettyErrors: true });
  if (document.errors.length > 0) {
    return { ok: false, failures: document.errors.map((e) => failure('parse', null, `not valid YAML: ${e.message.split('\n')[0]}`)) };
  }
  const data: unknown = document.toJS({ maxAliasCount: 1000 });
  const checked = scenarioSchema.safeParse(data);
  if (checked.success) return { ok: true, scenario: checked.data };
  const out: { ok: false; failures: ScenarioFailure[]; title?: string; name?: string } = {
    ok: false,
    failures: checked.error.issues.map((issue) => schemaFailure(issue)),
  };
  if (typeof data === 'object' && data !== null) {
    const { title, name } = data as { title?: unknown; name?: unknown };
    if (typeof title === 'string') out.title = title;
    if (typeof name === 'string') out.name = name;
  }
  return out;
}

/** `steps[2].expect.zones` from zod's path. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? '(file)' : out;
}

/**
 * A union's issue says only "Invalid input"; the branch whose issue reaches deepest into the value is
 * nearly always the one the author meant, so its message is the helpful one.
 */
function deepestIssue(issue: z.core.$ZodIssue): { path: PropertyKey[]; message: string } {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return { path: [...issue.path], message: issue.message };
  let best: { path: PropertyKey[]; message: string } | undefined;
  for (const branch of issue.errors) {
    for (const inner of branch) {
      const candidate = deepestIssue(inner);
      if (best === undefined || candidate.path.length > best.path.length) best = candidate;
    }
  }
  return best === undefined || best.path.length === 0
    ? { path: [...issue.path], message: 'does not match any of the allowed forms' }
    : { path: [...issue.path, ...best.path], message: best.message };
}

function schemaFailure(issue: z.core.$ZodIssue): ScenarioFailure {
  const { path, message } = deepestIssue(issue);
  const step = path[0] === 'steps' && typeof path[1] === 'number' ? path[1] + 1 : null;
  return failure('schema', step, message, { path: formatPath(path) });
}
