import { formatScenarioResult, runScenarioFile, type ScenarioResult } from '@tcgkit/testing';
import pc from 'picocolors';
import { glob } from 'tinyglobby';
import { CliError } from '../cli-error.js';
import { allTitlePlugins } from '../titles.js';

/** `tcgkit scenario <files or globs…>`: runs scenario files; exit status 1 if any fails. */
export async function scenario(patterns: string[], options: { json?: boolean }, out: (line: string) => void): Promise<number> {
  const files = (await glob(patterns, { absolute: false, onlyFiles: true })).sort();
  if (files.length === 0) throw new CliError(`no scenario files match ${patterns.join(' ')}`);
  const registry = await allTitlePlugins();
  const results: ScenarioResult[] = files.map((file) => runScenarioFile(file, registry));
  const failed = results.filter((r) => !r.passed).length;
  if (options.json === true) out(JSON.stringify(results));
  else {
    for (const result of results) {
      const text = formatScenarioResult(result);
      out(result.passed ? pc.green(text) : pc.red(text));
    }
    out(`${results.length - failed} passed, ${failed} failed`);
  }
  return failed === 0 ? 0 : 1;
}
