import { playGame } from '@tcgkit/bots';
import type { DeckList } from '@tcgkit/kernel';
import type { TitlePackage } from '../discovery/find-title-packages.js';
import { botFor, seatingOf, type LoadedTitle } from '../titles.js';

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
      // Each side is one player, or under a team seating (BD tag-team) a team whose decks are joined by "+".
      const teamSize = task.options === undefined ? undefined : seatingOf(title, task.options)?.teamSize;
      const sides = [p1Deck, 1 - p1Deck].map((deck) => teamDecks(task.decks[deck]!, teamSize));
      const size = sides[0]!.length;
      const players = sides.flatMap((team, t) => team.map((deck, i) => ({ id: `p${t * size + i + 1}`, deck })));
      const game = engine.create({
        title: title.id,
        seed,
        ...(task.options === undefined || Object.keys(task.options).length === 0 ? {} : { options: task.options }),
        players,
      });
      const bots = Object.fromEntries(
        players.map((p, i) => {
          const side = i < size ? p1Deck : 1 - p1Deck;
          return [p.id, botFor(task.bots[side]!, title, size === 1 ? seed * 2 + 1 + i : seed * 4 + i + 1)];
        }),
      );
      const played = playGame(game, bots);
      summary.turns = played.turns;
      summary.actions = played.actions.length;
      const result = played.result;
      // The winning side: seat p1's (or p1's team), or the other.
      const side = (winner: string): 'p1' | 'p2' => (players.findIndex((p) => p.id === winner) < size ? 'p1' : 'p2');
      summary.winner = result === null ? null : result.kind === 'draw' ? 'draw' : side(result.winner);
      if (result === null) summary.error = `no result after ${played.actions.length} actions`;
    } catch (error) {
      summary.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    onGame?.(summary);
    return summary;
  });
}

/** A side's decks: one deck, or under a team seating the built-in decks joined by "+". */
function teamDecks(deck: DeckList | string, teamSize: number | undefined): (DeckList | string)[] {
  return teamSize !== undefined && typeof deck === 'string' ? deck.split('+') : [deck];
}
