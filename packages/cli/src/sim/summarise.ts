import type { GameSummary } from './run-games.js';

export interface SimReport {
  games: number;
  errors: { seed: number; p1Deck: number; error: string }[];
  /** Wins per deck index (0/1), and draws. */
  deckWins: [number, number];
  draws: number;
  seatWins: { p1: number; p2: number };
  turns: { min: number; median: number; p90: number; max: number; mean: number };
  actions: { median: number; max: number };
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export function summarise(games: readonly GameSummary[]): SimReport {
  const finished = games.filter((g) => g.error === undefined);
  const deckWins: [number, number] = [0, 0];
  const seatWins = { p1: 0, p2: 0 };
  let draws = 0;
  for (const g of finished) {
    if (g.winner === 'draw') draws++;
    else if (g.winner !== null) {
      seatWins[g.winner]++;
      const deck = g.winner === 'p1' ? g.p1Deck : 1 - g.p1Deck;
      deckWins[deck as 0 | 1]++;
    }
  }
  const turns = finished.map((g) => g.turns).sort((a, b) => a - b);
  const actions = finished.map((g) => g.actions).sort((a, b) => a - b);
  return {
    games: games.length,
    errors: games.filter((g) => g.error !== undefined).map((g) => ({ seed: g.seed, p1Deck: g.p1Deck, error: g.error! })),
    deckWins,
    draws,
    seatWins,
    turns: {
      min: turns[0] ?? 0,
      median: quantile(turns, 0.5),
      p90: quantile(turns, 0.9),
      max: turns[turns.length - 1] ?? 0,
      mean: turns.length === 0 ? 0 : turns.reduce((a, b) => a + b, 0) / turns.length,
    },
    actions: { median: quantile(actions, 0.5), max: actions[actions.length - 1] ?? 0 },
  };
}
