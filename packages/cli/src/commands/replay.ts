import pc from 'picocolors';
import { CliError } from '../cli-error.js';
import { boardLines } from '../format/board.js';
import { createPrinter } from '../format/printer.js';
import { loadGame } from '../replay-file.js';
import { engineFor } from '../titles.js';

export interface ReplayOptions {
  at?: string;
  as?: string;
  json?: boolean;
}

/** `tcgkit replay <file>`: replays a saved game; `--at N` shows the board after N actions. */
export function replay(file: string, options: ReplayOptions, out: (line: string) => void): number {
  const saved = loadGame(file);
  const engine = engineFor(saved.title);
  const game = engine.create({ title: saved.title, seed: saved.seed, players: saved.players });
  const at = options.at === undefined ? saved.actions.length : Number.parseInt(options.at, 10);
  if (!Number.isInteger(at) || at < 0 || at > saved.actions.length)
    throw new CliError(`--at must be between 0 and ${saved.actions.length}`);
  const printer = createPrinter(out, options.json === true ? { json: true } : {});
  if (options.at === undefined) printer.flush(game);
  for (const [index, action] of saved.actions.slice(0, at).entries()) {
    const outcome = game.act(action);
    if (!outcome.ok) throw new CliError(`action ${index + 1} of ${file} is rejected: ${outcome.error.message}`);
    if (options.at === undefined) printer.flush(game);
  }
  if (options.at === undefined) {
    printer.result(game.result);
    return 0;
  }
  const viewer = options.as ?? game.decision?.player ?? game.state.players[0]!.id;
  if (options.json === true) out(JSON.stringify(game.view(viewer, { log: 0 })));
  else {
    out(pc.dim(`after ${at} of ${saved.actions.length} actions, seen by ${viewer}`));
    for (const line of boardLines(game.view(viewer, { log: 0 }))) out(line);
    if (game.decision !== null) out(pc.yellow(`next: ${game.decision.player} — ${game.decision.prompt}`));
  }
  return 0;
}
