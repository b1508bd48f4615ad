import { cpus } from 'node:os';
import pc from 'picocolors';
import { CliError } from '../cli-error.js';
import { measure, measureTail, type BenchReport, type TailReport } from '../bench/measure.js';
import { decksFor, loadTitle, titleIds } from '../titles.js';

export interface BenchCommandOptions {
  games: string;
  live: string;
  finished: string;
  history: string;
  json?: boolean;
  all?: boolean;
}

/**
 * `tcgkit bench <title>`: speed and memory on the demo decks with random bots, after warm-up.
 * `tcgkit bench --all`: every installed title, one after the other in this process, in one table.
 */
export async function bench(titleId: string | undefined, options: BenchCommandOptions, out: (line: string) => void): Promise<number> {
  if (options.all === true) {
    if (titleId !== undefined) throw new CliError('give a title or --all, not both');
    const reports: (BenchReport & { history: string; cpu: string })[] = [];
    for (const id of titleIds()) reports.push(await benchOne(id, options));
    if (options.json === true) out(JSON.stringify(reports));
    else for (const line of comparison(reports)) out(line);
    return 0;
  }
  if (titleId === undefined) throw new CliError('name a title to measure, or --all');
  const report = await benchOne(titleId, options);
  if (options.json === true) out(JSON.stringify(report));
  else for (const line of table(report, report.history)) out(line);
  return 0;
}

type FullReport = BenchReport & { history: string; cpu: string; tail: TailReport };

async function benchOne(titleId: string, options: BenchCommandOptions): Promise<FullReport> {
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
  const tail = await measureTail(start, Math.max(10, Math.floor(games / 5)));
  return { ...report, history, cpu: cpus()[0]?.model ?? 'unknown', tail };
}

function table(r: FullReport, history: string): string[] {
  const row = (label: string, value: string, target = '') => `  ${label.padEnd(34)} ${value.padStart(14)}  ${pc.dim(target)}`;
  return [
    pc.bold(`tcgkit bench ${r.title} · Node ${r.node} · ${cpus()[0]?.model ?? 'unknown CPU'} · history ${history}`),
    row('games per second (one core)', r.gamesPerSecond.toFixed(0), 'target 1,000'),
    row('decisions per second', r.decisionsPerSecond.toFixed(0)),
    row('µs per decision, median', r.decisionMicros.median.toFixed(1)),
    row('µs per decision, p99', r.decisionMicros.p99.toFixed(1)),
    row('p99 / median', r.p99OverMedian.toFixed(1), 'target ≤ 10'),
    row('CPU µs per decision, median', r.cpuDecisionMicros.median.toFixed(1)),
    row('CPU µs per decision, p99', r.cpuDecisionMicros.p99.toFixed(1)),
    row('CPU p99 / median', r.cpuP99OverMedian.toFixed(1), 'the scheduler left out'),
    row(
      'slowest 1%: with a GC / long / other',
      `${r.tail.tailWithGc} / ${r.tail.tailLong} / ${r.tail.tail - r.tail.tailWithGc - r.tail.tailLong}`,
    ),
    row('events per decision: all / slowest 1%', `${r.tail.eventsMedian} / ${r.tail.tailEventsMedian}`, 'medians'),
    row('µs to snapshot (mid-game)', r.snapshotMicros.toFixed(1)),
    row('µs to restore (mid-game)', r.restoreMicros.toFixed(1)),
    row('µs to snapshot + restore', r.snapshotRestoreMicros.toFixed(1), 'target ≤ 100'),
    row('CPU µs to snapshot + restore', r.cpuSnapshotRestoreMicros.toFixed(1), 'the scheduler left out'),
    row('snapshot size, bytes', r.snapshotBytes.toFixed(0)),
    row('bytes held per live game', r.bytesPerLiveGame.toFixed(0), 'target ≤ 65,536'),
    row('bytes held per finished game', r.bytesPerFinishedGame.toFixed(0), 'target ≤ 65,536'),
    row('finished game: snapshot bytes', r.finishedSnapshotBytes.toFixed(0)),
    row('finished game: history() entries', r.finishedHistoryEntries.toFixed(0)),
    row('µs per bare XState actor event', r.xstateEventMicros.toFixed(2)),
    row('decision cost in XState events', r.decisionInXstateEvents.toFixed(1), 'the load-independent figure'),
  ];
}

/** Every title side by side: one column per title, one row per figure. */
function comparison(reports: readonly BenchReport[]): string[] {
  const rows: [string, (r: BenchReport) => string][] = [
    ['games per second (one core)', (r) => r.gamesPerSecond.toFixed(0)],
    ['µs per decision, median', (r) => r.decisionMicros.median.toFixed(1)],
    ['µs per decision, p99', (r) => r.decisionMicros.p99.toFixed(0)],
    ['p99 / median', (r) => r.p99OverMedian.toFixed(1)],
    ['CPU p99 / median', (r) => r.cpuP99OverMedian.toFixed(1)],
    ['decision cost in XState events', (r) => r.decisionInXstateEvents.toFixed(1)],
    ['µs to snapshot + restore', (r) => r.snapshotRestoreMicros.toFixed(0)],
    ['CPU µs to snapshot + restore', (r) => r.cpuSnapshotRestoreMicros.toFixed(0)],
    ['snapshot size, bytes', (r) => r.snapshotBytes.toFixed(0)],
    ['bytes held per live game', (r) => r.bytesPerLiveGame.toFixed(0)],
    ['bytes held per finished game', (r) => r.bytesPerFinishedGame.toFixed(0)],
    ['µs per bare XState actor event', (r) => r.xstateEventMicros.toFixed(2)],
  ];
  const width = Math.max(14, ...reports.map((r) => r.title.length));
  const line = (label: string, cells: string[]) => `  ${label.padEnd(32)} ${cells.map((c) => c.padStart(width)).join(' ')}`;
  return [
    pc.bold(`tcgkit bench --all · Node ${process.version} · ${cpus()[0]?.model ?? 'unknown CPU'}`),
    line(
      '',
      reports.map((r) => r.title),
    ),
    ...rows.map(([label, cell]) => line(label, reports.map(cell))),
  ];
}
