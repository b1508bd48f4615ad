import { cpus } from 'node:os';
import pc from 'picocolors';
import { CliError } from '../cli-error.js';
import { measure, type BenchReport } from '../bench/measure.js';
import { decksFor, loadTitle } from '../titles.js';

export interface BenchCommandOptions {
  games: string;
  live: string;
  finished: string;
  history: string;
  json?: boolean;
}

/** `tcgkit bench <title>`: speed and memory on the demo decks with random bots, after warm-up. */
export async function bench(titleId: string, options: BenchCommandOptions, out: (line: string) => void): Promise<number> {
  const games = Number.parseInt(options.games, 10);
  const live = Number.parseInt(options.live, 10);
  if (!Number.isInteger(games) || games < 10) throw new CliError('--games must be an integer of at least 10');
  if (!Number.isInteger(live) || live < 10) throw new CliError('--live must be an integer of at least 10');
  const finished = Number.parseInt(options.finished, 10);
  if (!Number.isInteger(finished) || finished < 10) throw new CliError('--finished must be an integer of at least 10');
  const history = options.history;
  if (history !== 'recent' && history !== 'full') throw new CliError('--history must be "recent" or "full"');
  const loaded = await loadTitle(titleId);
  const { engine, id: title } = loaded;
  const decks = decksFor(loaded, undefined);
  const start = (seed: number) =>
    engine.create({
      title,
      seed,
      players: [
        { id: 'p1', deck: decks[seed % 2]! },
        { id: 'p2', deck: decks[1 - (seed % 2)]! },
      ],
      history,
    });
  const report = measure(title, engine, start, { games, warmup: Math.min(50, games), liveGames: live, finishedGames: finished });
  if (options.json === true) out(JSON.stringify({ ...report, history, cpu: cpus()[0]?.model ?? 'unknown' }));
  else for (const line of table(report, history)) out(line);
  return 0;
}

function table(r: BenchReport, history: string): string[] {
  const row = (label: string, value: string, target = '') => `  ${label.padEnd(34)} ${value.padStart(14)}  ${pc.dim(target)}`;
  return [
    pc.bold(`tcgkit bench ${r.title} · Node ${r.node} · ${cpus()[0]?.model ?? 'unknown CPU'} · history ${history}`),
    row('games per second (one core)', r.gamesPerSecond.toFixed(0), 'target 1,000'),
    row('decisions per second', r.decisionsPerSecond.toFixed(0)),
    row('µs per decision, median', r.decisionMicros.median.toFixed(1), 'target < 20'),
    row('µs per decision, p99', r.decisionMicros.p99.toFixed(1)),
    row('µs to snapshot (mid-game)', r.snapshotMicros.toFixed(1)),
    row('µs to restore (mid-game)', r.restoreMicros.toFixed(1), 'target: both < 50'),
    row('snapshot size, bytes', r.snapshotBytes.toFixed(0)),
    row('bytes held per live game', r.bytesPerLiveGame.toFixed(0), 'target < 100,000'),
    row('bytes held per finished game', r.bytesPerFinishedGame.toFixed(0)),
    row('finished game: snapshot bytes', r.finishedSnapshotBytes.toFixed(0)),
    row('finished game: history() entries', r.finishedHistoryEntries.toFixed(0)),
    row('µs per bare XState actor event', r.xstateEventMicros.toFixed(2)),
    row('decision cost in XState events', r.decisionInXstateEvents.toFixed(1)),
  ];
}
