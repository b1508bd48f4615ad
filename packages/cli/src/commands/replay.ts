import { TcgError, type Game, type GameResult } from '@tcgkit/kernel';
import pc from 'picocolors';
import { CliError } from '../cli-error.js';
import { boardLines } from '../format/board.js';
import { createPrinter, resultLine } from '../format/printer.js';
import { loadGame, type SavedGame } from '../replay-file.js';
import { loadTitle } from '../titles.js';

export interface ReplayOptions {
  at?: string;
  as?: string;
  json?: boolean;
  partial?: boolean;
}

/**
 * `tcgkit replay <file>`: replays a saved game; `--at N` shows the board after N actions. A whole replay
 * must be a whole game: it fails when the actions end before the game does (unless `--partial`), and when
 * the result saved in the file is not the result the actions lead to.
 */
export async function replay(file: string, options: ReplayOptions, out: (line: string) => void): Promise<number> {
  const saved = loadGame(file);
  const { engine } = await loadTitle(saved.title);
  const game = start(file, saved, () =>
    engine.create({
      title: saved.title,
      seed: saved.seed,
      players: saved.players,
      ...(saved.options === undefined ? {} : { options: saved.options }),
    }),
  );
  const at = options.at === undefined ? saved.actions.length : Number.parseInt(options.at, 10);
  if (!Number.isInteger(at) || at < 0 || at > saved.actions.length || (options.at !== undefined && !/^\d+$/.test(options.at)))
    throw new CliError(`--at must be between 0 and ${saved.actions.length}`);
  const printer = createPrinter(out, options.json === true ? { json: true } : {});
  if (options.at === undefined) printer.flush(game);
  for (const [index, action] of saved.actions.slice(0, at).entries()) {
    perform(file, game, index, action);
    if (options.at === undefined) printer.flush(game);
  }
  if (options.at === undefined) {
    printer.result(game.result);
    checkEnding(file, saved, game, options.partial === true);
    return 0;
  }
  const viewer = options.as ?? game.decision?.player ?? game.state.players[0]!.id;
  if (!game.state.players.some((p) => p.id === viewer)) throw new CliError(`--as: no player "${viewer}" in this game`);
  if (options.json === true) out(JSON.stringify(game.view(viewer, { log: 0 })));
  else {
    out(pc.dim(`after ${at} of ${saved.actions.length} actions, seen by ${viewer}`));
    for (const line of boardLines(game.view(viewer, { log: 0 }))) out(line);
    if (game.decision !== null) out(pc.yellow(`next: ${game.decision.player} — ${game.decision.prompt}`));
  }
  return 0;
}

function start(file: string, saved: SavedGame, create: () => Game): Game {
  try {
    return create();
  } catch (error) {
    if (error instanceof TcgError) throw new CliError(`${file}: the game cannot be set up: ${error.code}: ${error.message}`);
    throw error;
  }
}

function perform(file: string, game: Game, index: number, action: SavedGame['actions'][number]): void {
  let outcome;
  try {
    outcome = game.act(action);
  } catch (error) {
    throw new CliError(`action ${index + 1} of ${file} made the engine fail: ${(error as Error).message.split('\n')[0]}`);
  }
  if (!outcome.ok) throw new CliError(`action ${index + 1} of ${file} is rejected: ${outcome.error.code}: ${outcome.error.message}`);
}

/** The replayed game must be over (unless `partial`) and end as the file says it did. */
function checkEnding(file: string, saved: SavedGame, game: Game, partial: boolean): void {
  if (game.result === null && !partial) {
    const next = game.decision === null ? '' : ` (next: ${game.decision.player} — ${game.decision.prompt})`;
    throw new CliError(
      `${file} ends after ${saved.actions.length} actions but the game is not over${next}; pass --partial to replay an unfinished game`,
    );
  }
  if (!sameResult(saved.result, game.result)) {
    throw new CliError(`${file} says the result was "${resultLine(saved.result)}" but replaying it gives "${resultLine(game.result)}"`);
  }
}

function sameResult(a: GameResult | null, b: GameResult | null): boolean {
  if (a === null || b === null) return a === b;
  const key = (r: GameResult) => JSON.stringify([r.kind, r.kind === 'win' ? r.winner : null, r.reason, r.rule ?? null]);
  return key(a) === key(b);
}
