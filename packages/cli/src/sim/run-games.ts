import { playGame } from '@tcgkit/bots';
import type { DeckList } from '@tcgkit/kernel';
import type { TitlePackage } from '../discovery/find-title-packages.js';
import { botFor, type LoadedTitle } from '../titles.js';

export interface SimTask {
  /** The discovered title package (plain data, so a worker thread loads the very same one). */
  title: TitlePackage;
  seeds: number[];
  decks: [DeckList | string, DeckList | string];
  bots: [string, string];
  /** The title's game options (`--option`), the same for every game. */
  options?: Record<string, string>;
}

/** One game's outcome. Decks alternate seats by seed, so seat and deck effects can be told apart. */
export interface GameSummary {
  seed: number;
  /** Index (0/1) of the deck that sat in p1. */
  p1Deck: number;
  winner: 'p1' | 'p2' | 'draw' | null;
  turns: number;
  actions: number;
  error?: string;
}

export function runGames(title: LoadedTitle, task: SimTask, onGame?: (summary: GameSummary) => void): GameSummary[] {
  const { engine } = title;
  return task.seeds.map((seed) => {
    const p1Deck = seed % 2;
    const summary: GameSummary = { seed, p1Deck, winner: null, turns: 0, actions: 0 };
    try {
      const game = engine.create({
        title: title.id,
        seed,
        ...(task.options === undefined || Object.keys(task.options).length === 0 ? {} : { options: task.options }),
        players: [
          { id: 'p1', deck: task.decks[p1Deck]! },
          { id: 'p2', deck: task.decks[1 - p1Deck]! },
        ],
      });
      const played = playGame(game, {
        p1: botFor(task.bots[p1Deck]!, title, seed * 2 + 1),
        p2: botFor(task.bots[1 - p1Deck]!, title, seed * 2 + 2),
      });
      summary.turns = played.turns;
      summary.actions = played.actions.length;
      const result = played.result;
      summary.winner = result === null ? null : result.kind === 'draw' ? 'draw' : (result.winner as 'p1' | 'p2');
      if (result === null) summary.error = `no result after ${played.actions.length} actions`;
    } catch (error) {
      summary.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    onGame?.(summary);
    return summary;
  });
}
