import type { Action, DeckList, Game, GameResult } from '@tcgkit/kernel';
import { engine } from '../titles.js';

/** A replay file as `tcgkit play --save` writes it (packages/cli/src/replay-file.ts): seed and actions are the game. */
export interface SavedGame {
  format: 'tcgkit-replay';
  version: 1;
  title: string;
  seed: number;
  players: { id: string; name?: string; deck: DeckList | string }[];
  actions: Action[];
  result: GameResult | null;
}

/** Reads a replay file's text; a problem is one readable message. The engine checks every action as it replays. */
export function parseSavedGame(text: string): SavedGame {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`not JSON: ${(error as Error).message.split('\n')[0]}`);
  }
  const saved = parsed as Partial<SavedGame> | null;
  if (typeof saved !== 'object' || saved === null || saved.format !== 'tcgkit-replay')
    throw new Error('not a tcgkit replay (no "format": "tcgkit-replay")');
  if (saved.version !== 1) throw new Error('only replay version 1 is known');
  if (typeof saved.title !== 'string' || !engine.titles().includes(saved.title)) {
    throw new Error(`unknown title ${JSON.stringify(saved.title)} (known: ${engine.titles().join(', ')})`);
  }
  if (typeof saved.seed !== 'number' || !Array.isArray(saved.players) || !Array.isArray(saved.actions)) {
    throw new Error('a replay has a numeric "seed", a "players" list and an "actions" list');
  }
  return saved as SavedGame;
}

const every = 25;

/**
 * A saved game at any action: the game is replayed from its seed once, keeping a snapshot every few actions,
 * so moving to action `n` restores the nearest snapshot and replays the rest.
 */
export class Replayer {
  readonly saved: SavedGame;
  readonly #snapshots: string[] = [];
  /** How many actions replay cleanly (all of them for a file the engine wrote). */
  readonly length: number;
  readonly error: string | null;

  constructor(saved: SavedGame) {
    this.saved = saved;
    const game = this.#start();
    let error: string | null = null;
    let n = 0;
    for (const action of saved.actions) {
      if (n % every === 0) this.#snapshots.push(game.snapshot());
      const answer = game.act(action);
      if (!answer.ok) {
        error = `action ${n + 1} was rejected: ${answer.error.code}: ${answer.error.message}`;
        break;
      }
      n++;
    }
    if (n % every === 0) this.#snapshots.push(game.snapshot());
    this.length = n;
    this.error = error;
  }

  #start(): Game {
    const { title, seed, players } = this.saved;
    return engine.create({ title, seed, players });
  }

  /** The game after the first `n` actions. */
  at(n: number): Game {
    const target = Math.max(0, Math.min(this.length, n));
    const base = Math.floor(target / every);
    const game = engine.restore(this.#snapshots[base]!);
    for (let i = base * every; i < target; i++) game.act(this.saved.actions[i]!);
    return game;
  }
}
