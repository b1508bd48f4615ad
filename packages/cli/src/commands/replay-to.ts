import { TcgError, type Game } from '@tcgkit/kernel';
import { CliError } from '../cli-error.js';
import type { SavedGame } from '../replay-file.js';
import { loadTitle } from '../titles.js';

/** Replays a saved game's first `at` actions (all without `at`); every problem is one CliError line. */
export async function replayTo(file: string, saved: SavedGame, atOption: string | undefined): Promise<{ game: Game; at: number }> {
  const { engine } = await loadTitle(saved.title);
  const at = atOption === undefined ? saved.actions.length : Number.parseInt(atOption, 10);
  if (!Number.isInteger(at) || at < 0 || at > saved.actions.length || (atOption !== undefined && !/^\d+$/.test(atOption)))
    throw new CliError(`--at must be between 0 and ${saved.actions.length}`);
  let game: Game;
  try {
    game = engine.create({
      title: saved.title,
      seed: saved.seed,
      players: saved.players,
      history: 'full',
      ...(saved.options === undefined ? {} : { options: saved.options }),
    });
  } catch (error) {
    if (error instanceof TcgError) throw new CliError(`${file}: the game cannot be set up: ${error.code}: ${error.message}`);
    throw error;
  }
  for (const [index, action] of saved.actions.slice(0, at).entries()) {
    const outcome = game.act(action);
    if (!outcome.ok) throw new CliError(`action ${index + 1} of ${file} is rejected: ${outcome.error.code}: ${outcome.error.message}`);
  }
  return { game, at };
}
