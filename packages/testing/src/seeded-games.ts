import type { Game, PlayerId } from '@tcgkit/kernel';
import { checkRestoreRoundTrip } from './invariants/restore-round-trip.js';
import { checkViewPrivacy } from './invariants/view-privacy.js';
import { physicalSerials, playRandom } from './random-play.js';

/**
 * A title's seeded random games between its demo decks: the one harness behind every title's
 * `random-games` test and soak. `checkPlayouts` is the deep check (hostile input, replay, restore after
 * every shrinkable step); this is the wide one: many whole games, what each one exercised, and the
 * end-of-game facts every finished game keeps.
 */
export interface SeededGames {
  /** A fresh game for a seed; the title chooses the deck pairing (e.g. alternating seats by seed). */
  newGame(seed: number): Game;
  /** Actions after which a game counts as not ending (default 20,000). */
  limit?: number;
  /** Names the mechanics a finished game exercised, read from its history (needs `history: 'full'`). */
  features?(game: Game): Iterable<string>;
  /**
   * Every this many actions (default 3; 0: never) the game's snapshot is restored and must snapshot back to the
   * same text: a state the rules reach in play must be one `restore()` accepts (a title's payload check that is
   * stricter than its own code refuses real games). The step is offset by the seed, so across seeds every
   * position of a game is sampled.
   */
  restoreEvery?: number;
}

export interface SeededGameSummary {
  seed: number;
  actions: number;
  turns: number;
  /** `win` or `draw` (the kernel's result kinds). */
  result: string;
  winner?: PlayerId;
  features: string[];
}

export interface SeededGamesReport {
  games: number;
  actions: number;
  /** Games per result kind. */
  results: Record<string, number>;
  /** Games won per seat. */
  wins: Record<string, number>;
  /** For each feature, the number of games that exercised it. */
  gamesWith: Record<string, number>;
  summaries: SeededGameSummary[];
}

/**
 * Plays one seeded random game to its end and checks what every finished game keeps: a result and no open
 * decision, every physical card still in exactly one zone, and neither player's view showing a card it may
 * not see. Throws an error naming the seed otherwise.
 */
export function playSeededGame(games: SeededGames, seed: number): SeededGameSummary {
  const game = games.newGame(seed);
  const census = physicalSerials(game);
  const restoreEvery = games.restoreEvery ?? 3;
  const actions = playRandom(game, seed, games.limit, (played) => {
    if (restoreEvery === 0 || (played + seed) % restoreEvery !== 0) return;
    const problem = checkRestoreRoundTrip(game);
    if (problem !== null) throw new Error(`seed ${seed}: after ${played} actions ${problem}`);
  }).length;
  const fail = (what: string): never => {
    throw new Error(`seed ${seed}: ${what} (after ${actions} actions)`);
  };
  if (game.result === null) fail('no result');
  if (game.decision !== null) fail(`a decision is still open (${game.decision?.kind})`);
  const serials = physicalSerials(game);
  if (serials.length !== census.length || serials.some((serial, i) => serial !== census[i])) {
    fail(`cards not conserved: ${census.length} physical cards at the start, ${serials.length} at the end`);
  }
  for (const player of game.state.players) {
    const leak = checkViewPrivacy(game, player.id);
    if (leak !== null) fail(leak);
  }
  const result = game.result!;
  const summary: SeededGameSummary = {
    seed,
    actions,
    turns: game.state.turn.number,
    result: result.kind,
    features: games.features === undefined ? [] : [...new Set(games.features(game))],
  };
  if (result.kind === 'win') summary.winner = result.winner;
  return summary;
}

/** Plays seeds `from` … `from + count - 1` with `playSeededGame` and tallies them. */
export function playSeededGames(games: SeededGames, count: number, from = 1): SeededGamesReport {
  const report: SeededGamesReport = { games: 0, actions: 0, results: {}, wins: {}, gamesWith: {}, summaries: [] };
  for (let seed = from; seed < from + count; seed++) {
    const summary = playSeededGame(games, seed);
    report.games += 1;
    report.actions += summary.actions;
    report.results[summary.result] = (report.results[summary.result] ?? 0) + 1;
    if (summary.winner !== undefined) report.wins[summary.winner] = (report.wins[summary.winner] ?? 0) + 1;
    for (const feature of summary.features) report.gamesWith[feature] = (report.gamesWith[feature] ?? 0) + 1;
    report.summaries.push(summary);
  }
  return report;
}

/** One line for a soak run's log: games, actions, results, wins per seat and games per feature. */
export function formatSeededGames(report: SeededGamesReport, seconds: number): string {
  const features = Object.entries(report.gamesWith).sort(([a], [b]) => a.localeCompare(b));
  return [
    `${report.games} games, ${report.actions} actions, ${seconds.toFixed(1)} s`,
    `results ${JSON.stringify(report.results)}, wins ${JSON.stringify(report.wins)}`,
    features.length === 0 ? '' : `games per feature: ${features.map(([name, n]) => `${name} ${n}`).join(', ')}`,
  ]
    .filter((line) => line !== '')
    .join('\n');
}
