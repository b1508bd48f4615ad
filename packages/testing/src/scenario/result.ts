/**
 * What running a scenario gives back: structured, so the CLI and test suites can print or match it.
 */

/**
 * Where a failure comes from:
 * - `parse`: the file is not YAML; `schema`: it does not follow the format;
 * - `setup`: the registry, cards or starting position cannot be built;
 * - `alias`: a step names an alias the set-up never declared;
 * - `action`: an action expected to succeed was rejected; `reject`: an expected rejection did not happen as written;
 * - `expect`: an expectation does not hold; `strict`: a decision was left unanswered (strict choice mode);
 * - `fault`: the engine threw (a bug in the title or the kernel).
 */
export type ScenarioFailureKind = 'parse' | 'schema' | 'setup' | 'alias' | 'action' | 'reject' | 'expect' | 'strict' | 'fault';

export interface ScenarioFailure {
  kind: ScenarioFailureKind;
  /** 1-based index of the step in `steps`; `null` before the steps run (file, schema, set-up). */
  step: number | null;
  /** Dotted path of what was checked (`zones.p1.hand`, `cards.hero.stats.power`, `steps[2].act`). */
  path?: string;
  expected?: unknown;
  found?: unknown;
  /** One readable sentence. */
  message: string;
}

export interface ScenarioResult {
  /** The file it came from, when run from a file. */
  file?: string;
  title: string;
  name: string;
  rules: string[];
  passed: boolean;
  /** Steps run, including the failing one. */
  stepsRun: number;
  stepsTotal: number;
  failures: ScenarioFailure[];
}

/** A failure and the run stops (later steps would test a game that already went wrong). */
export class ScenarioStop extends Error {
  readonly failures: ScenarioFailure[];
  constructor(failures: ScenarioFailure[]) {
    super(failures.map((f) => f.message).join('; '));
    this.name = 'ScenarioStop';
    this.failures = failures;
  }
}

export function failure(
  kind: ScenarioFailureKind,
  step: number | null,
  message: string,
  extra: { path?: string; expected?: unknown; found?: unknown } = {},
): ScenarioFailure {
  const out: ScenarioFailure = { kind, step, message };
  if (extra.path !== undefined) out.path = extra.path;
  if ('expected' in extra) out.expected = extra.expected;
  if ('found' in extra) out.found = extra.found;
  return out;
}

/** Compact, stable JSON for messages: `["soldier","$hero (brute)"]`. */
export function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  return JSON.stringify(value);
}

/** The result as lines a person reads in a terminal or a test report. */
export function formatScenarioResult(result: ScenarioResult): string {
  const where = result.file ?? result.title;
  const head = `${result.passed ? 'PASS' : 'FAIL'} ${where}: ${result.name}${result.rules.length > 0 ? ` [${result.rules.join(', ')}]` : ''}`;
  const lines = [head];
  for (const f of result.failures) {
    const at = f.step === null ? f.kind : `step ${f.step} (${f.kind})`;
    lines.push(`  ${at}: ${f.path !== undefined ? `${f.path}: ` : ''}${f.message}`);
  }
  return lines.join('\n');
}
