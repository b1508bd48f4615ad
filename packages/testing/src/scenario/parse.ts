import { Buffer } from 'node:buffer';
import { parseDocument } from 'yaml';
import type { z } from 'zod';
import { failure, type ScenarioFailure } from './result.js';
import { scenarioLimits } from './limits.js';
import { scenarioSchema, type Scenario } from './schema.js';

export type ParsedScenario = { ok: true; scenario: Scenario } | { ok: false; failures: ScenarioFailure[]; title?: string; name?: string };

/**
 * Reads YAML text and checks it against the format. Never throws: problems come back as failures, each
 * one line. A file over the size limit is not parsed; alias expansion is bounded by the `yaml` library's
 * own `maxAliasCount`, so a "billion laughs" file is refused before anything walks its data.
 */
export function parseScenario(text: string): ParsedScenario {
  const size = Buffer.byteLength(text, 'utf8');
  if (size > scenarioLimits.fileBytes) return refused(tooLarge(size));
  let data: unknown;
  try {
    const document = parseDocument(text, { prettyErrors: true });
    if (document.errors.length > 0) {
      return { ok: false, failures: document.errors.map((e) => failure('parse', null, `not valid YAML: ${firstLine(e.message)}`)) };
    }
    data = document.toJS({ maxAliasCount: scenarioLimits.aliasExpansions });
  } catch (error) {
    return refused(unreadable(error));
  }
  let checked;
  try {
    checked = scenarioSchema.safeParse(data);
  } catch (error) {
    return refused(unreadable(error));
  }
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

/** The message for a file or text over `scenarioLimits.fileBytes`. */
export function tooLarge(bytes: number): string {
  return `the file is ${bytes} bytes; a scenario file may hold at most ${scenarioLimits.fileBytes} bytes`;
}

function refused(message: string): { ok: false; failures: ScenarioFailure[] } {
  return { ok: false, failures: [failure('parse', null, message)] };
}

/** One line for whatever the YAML library or the schema threw (alias limits, unresolved aliases, deep nesting). */
function unreadable(error: unknown): string {
  const message = error instanceof Error ? firstLine(error.message) : String(error);
  if (/alias count/i.test(message)) {
    return `too many YAML alias expansions (at most ${scenarioLimits.aliasExpansions}): ${message}`;
  }
  return `cannot be read: ${message.length > 200 ? `${message.slice(0, 200)}…` : message}`;
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? '';
}
