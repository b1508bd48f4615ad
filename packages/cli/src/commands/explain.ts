import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pc from 'picocolors';
import { CliError } from '../cli-error.js';
import { loadGame } from '../replay-file.js';
import { titlePackage } from '../titles.js';
import { replayTo } from './replay-to.js';

export interface ExplainOptions {
  at?: string;
  rules?: string;
  json?: boolean;
}

/**
 * `tcgkit explain <saved game> --at <n> '<action json>'`: whether the action is legal after n actions, and
 * if not the error with its rule section and, when the rules documents are at hand (`--rules <dir>`, by
 * default `../shared/seeds` if it exists), the section's own sentence. The game is not changed: the action
 * is tried on the replayed game, which is then thrown away. Exit status 0 when legal, 1 when rejected.
 */
export async function explain(file: string, actionText: string, options: ExplainOptions, out: (line: string) => void): Promise<number> {
  let action: unknown;
  try {
    action = JSON.parse(actionText);
  } catch (error) {
    throw new CliError(`the action is not JSON: ${(error as Error).message.split('\n')[0]}`);
  }
  const saved = loadGame(file);
  const { game, at } = await replayTo(file, saved, options.at);
  const decision = game.decision;
  const waiting = decision === null ? 'the game is over' : `${decision.player} must answer "${decision.prompt}" (${decision.kind})`;
  const outcome = game.act(action);
  const error = outcome.ok ? null : outcome.error;
  const sentence = error?.rule === undefined ? null : ruleSentence(saved.title, error.rule, options.rules);
  if (options.json === true) {
    out(
      JSON.stringify({
        at,
        decision: decision === null ? null : { player: decision.player, kind: decision.kind, prompt: decision.prompt },
        legal: error === null,
        error,
        sentence,
      }),
    );
    return error === null ? 0 : 1;
  }
  out(pc.dim(`after ${at} of ${saved.actions.length} actions: ${waiting}`));
  if (error === null) {
    out(pc.green(`legal: ${JSON.stringify(action)} is accepted there`));
    return 0;
  }
  out(pc.red(`rejected: ${error.code}: ${error.message}`));
  if (error.rule !== undefined) out(`rule: ${error.rule}`);
  if (sentence !== null) out(`  ${sentence}`);
  return 1;
}

/**
 * The sentence of `rule` (`VG 11.8.2.1.1`) in the title's rules document, found through the title's
 * committed rules index (which names the document), or null when the documents or the section are not there.
 */
export function ruleSentence(title: string, rule: string, rulesDir: string | undefined): string | null {
  const dir = resolve(rulesDir ?? join('..', 'shared', 'seeds'));
  if (!existsSync(dir)) return null;
  const space = rule.indexOf(' ');
  const id =
    space < 0
      ? rule
      : rule
          .slice(space + 1)
          .split(',')[0]!
          .trim();
  let seed: string | undefined;
  try {
    const index = JSON.parse(readFileSync(join(titlePackage(title).dir, 'rules-index.json'), 'utf8')) as { source?: { seed?: string } };
    seed = index.source?.seed;
  } catch {
    return null;
  }
  if (seed === undefined || !existsSync(join(dir, seed))) return null;
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^(?:-\\s*)?${escaped}\\.(?:\\s|$)`);
  // The first line numbered so (a document that repeats its text is cited by its first copy).
  for (const raw of readFileSync(join(dir, seed), 'utf8').split(/\r?\n/)) {
    const line = raw.replace(/^<\|[^|]*\|>/, '').trim();
    if (pattern.test(line)) return line.replace(/^-\s*/, '');
  }
  return null;
}
