import { scenarioFromGame, scenarioYaml } from '@tcgkit/testing';
import { writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { CliError } from '../cli-error.js';
import { loadGame } from '../replay-file.js';
import { replayTo } from './replay-to.js';

/**
 * `tcgkit scenario --from <saved game> --at <n>`: the position after n actions as a scenario file (version
 * 2), hidden cards included as a judge sees them, with an expectation naming the pending decision; printed,
 * or written to `--out`.
 */
export async function scenarioFrom(file: string, options: { at?: string; out?: string }, out: (line: string) => void): Promise<number> {
  const saved = loadGame(file);
  const { game, at } = await replayTo(file, saved, options.at);
  const position = scenarioFromGame(game, { name: `the position after ${at} actions of ${basename(file)}` });
  const text = scenarioYaml(position);
  if (options.out === undefined) out(text.trimEnd());
  else {
    try {
      writeFileSync(options.out, text);
    } catch (error) {
      throw new CliError(`cannot write ${options.out}: ${(error as Error).message}`);
    }
    out(`wrote ${options.out}`);
  }
  return 0;
}
