import type { Action, DeckList, GameResult } from '@tcgkit/kernel';
import { readFileSync, writeFileSync } from 'node:fs';
import { CliError } from './cli-error.js';

/** A saved game: the seed and the action log are the whole game (same seed + actions = same game). */
export interface SavedGame {
  format: 'tcgkit-replay';
  version: 1;
  title: string;
  seed: number;
  players: { id: string; deck: DeckList | string }[];
  actions: Action[];
  result: GameResult | null;
}

export function saveGame(path: string, game: SavedGame): void {
  writeFileSync(path, JSON.stringify(game, null, 1) + '\n');
}

export function loadGame(path: string): SavedGame {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new CliError(`cannot read replay ${path}: ${(error as Error).message}`);
  }
  const saved = parsed as Partial<SavedGame>;
  if (saved.format !== 'tcgkit-replay' || saved.version !== 1 || !Array.isArray(saved.actions) || typeof saved.title !== 'string') {
    throw new CliError(`${path} is not a tcgkit replay (version 1)`);
  }
  return saved as SavedGame;
}
