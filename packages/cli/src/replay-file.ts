import { maxPlayerNameLength, playerIdPattern, type Action, type DeckList, type GameResult } from '@tcgkit/kernel';
import { formatPath } from '@tcgkit/testing';
import { closeSync, fstatSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { CliError } from './cli-error.js';

/**
 * Size limits of a replay file. `tcgkit play` stops a game after 20,000 actions, and such a file is
 * about 1.5 MB; these leave room for longer games from other tools while refusing files that would only
 * exhaust memory.
 */
export const replayLimits = { fileBytes: 32 * 1024 * 1024, actions: 100_000 } as const;

const playerId = z.string().regex(playerIdPattern, 'a player id is a letter, then letters, digits, "_" or "-", at most 32 characters');
const cardIds = z.array(z.string().min(1).max(200)).max(1000);

/** A deck file's list as `--decks` read it (other fields of the deck file are kept and ignored). */
const deckList = z.looseObject({
  name: z.string().max(200).optional(),
  main: cardIds,
  extra: z.record(z.string().max(200), cardIds).optional(),
});

/** The fields every action has; the rest is the title's (`act()` checks it) but must be plain JSON. */
const action = z.object({ type: z.string().min(1).max(64), player: playerId }).catchall(z.json());

const gameResult = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('win'), winner: playerId, reason: z.string().max(200), rule: z.string().max(200).optional() }).strict(),
  z.object({ kind: z.literal('draw'), reason: z.string().max(200), rule: z.string().max(200).optional() }).strict(),
]);

/** A replay file, as `tcgkit play --save` writes it. Every field is checked before anything is replayed. */
export const savedGameSchema = z
  .object({
    format: z.literal('tcgkit-replay'),
    version: z.literal(1),
    title: z.string().min(1).max(64),
    seed: z.number().int('the seed is an integer in the safe range'),
    players: z
      .array(
        z
          .object({
            id: playerId,
            name: z.string().min(1).max(maxPlayerNameLength).optional(),
            deck: z.union([z.string().min(1).max(200), deckList]),
            playTimings: z.enum(['rules', 'fast']).optional(),
          })
          .strict(),
      )
      .min(1)
      .max(8),
    /** The game options it was played with (`--option`); the engine checks names and values. */
    options: z.record(z.string().min(1).max(64), z.string().max(64)).optional(),
    actions: z.array(action).max(replayLimits.actions, `at most ${replayLimits.actions} actions`),
    result: gameResult.nullable(),
  })
  .strict();

/** A saved game: the seed and the action log are the whole game (same seed + actions = same game). */
export interface SavedGame {
  format: 'tcgkit-replay';
  version: 1;
  title: string;
  seed: number;
  /** `playTimings: 'rules'` for a seat a person played (it was offered every play timing; the game is replayed so). */
  players: { id: string; name?: string; deck: DeckList | string; playTimings?: 'rules' | 'fast' }[];
  options?: Record<string, string>;
  actions: Action[];
  result: GameResult | null;
}

export function saveGame(path: string, game: SavedGame): void {
  writeFileSync(path, JSON.stringify(game, null, 1) + '\n');
}

/** Reads and checks a replay file; every problem is one `CliError` line naming the file and the field. */
export function loadGame(path: string): SavedGame {
  const parsed = parseJsonFile(path);
  if (typeof parsed !== 'object' || parsed === null || (parsed as { format?: unknown }).format !== 'tcgkit-replay') {
    throw new CliError(`${path} is not a tcgkit replay (no "format": "tcgkit-replay")`);
  }
  const checked = savedGameSchema.safeParse(parsed);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw new CliError(`${path} is not a valid tcgkit replay (version 1): ${formatPath(issue.path)}: ${issue.message}`);
  }
  return checked.data as SavedGame;
}

function parseJsonFile(path: string): unknown {
  let text: string;
  let descriptor: number | undefined;
  try {
    descriptor = openSync(path, 'r');
    const { size } = fstatSync(descriptor);
    if (size > replayLimits.fileBytes) {
      throw new CliError(`replay ${path} is ${size} bytes; a replay file may hold at most ${replayLimits.fileBytes} bytes`);
    }
    text = readFileSync(descriptor, 'utf8');
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`cannot read replay ${path}: ${(error as Error).message}`);
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CliError(`cannot read replay ${path}: ${(error as Error).message.split('\n')[0]}`);
  }
}
