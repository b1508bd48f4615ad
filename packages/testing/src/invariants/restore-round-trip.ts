import type { Game } from '@tcgkit/kernel';
import { contextOf, restoreGame } from '@tcgkit/kernel/internal';

/**
 * Whether the game's snapshot restores (through the game's own title) and snapshots back to the same text: a
 * position the rules reach in play must be one `restore()` accepts. A title's payload check stricter than its
 * own rules code refused real games (Build Divide's 802-7 answer). `null` when it holds, else what went wrong.
 */
export function checkRestoreRoundTrip(game: Game): string | null {
  const text = game.snapshot();
  const title = contextOf(game).title;
  let again: string;
  try {
    again = restoreGame(text, new Map([[title.definition.id, title]]), 'recent').snapshot();
  } catch (error) {
    return `the snapshot does not restore: ${error instanceof Error ? error.message : String(error)}`;
  }
  return again === text ? null : 'the snapshot restores to a different snapshot';
}
