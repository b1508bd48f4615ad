import { SingleBar, Presets } from 'cli-progress';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import pc from 'picocolors';
import { CliError } from '../cli-error.js';
import { runGames, type GameSummary, type SimTask } from '../sim/run-games.js';
import { mergeStreams, readResultStream, ResultWriter } from '../sim/result-stream.js';
import { parseShard, shardSeeds, wholeBatch, type Shard } from '../sim/shard.js';
import { summarise, type SimReport } from '../sim/summarise.js';
import { decksFor, loadTitle, parseGameOptions } from '../titles.js';

export interface SimOptions {
  games: string;
  seed: string;
  workers?: string;
  decks?: string;
  bots: string;
  json?: boolean;
  progress?: boolean;
  /** `i/n`: play only this process's share of the batch (see `shardSeeds`). */
  shard?: string;
  /** A JSON-lines result stream to write as games end (`-` for stdout); `tcgkit sim merge` reads it. */
  out?: string;
  /** Game options, `name=value` each (`--option format=premium`). */
  option?: string[];
}

/** `tcgkit sim <title> -n 1000`: batch self-play over worker threads, with win rates and errors. */
export async function sim(title: string, extra: readonly string[], options: SimOptions, out: (line: string) => void): Promise<number> {
  if (extra.length > 0) throw new CliError(`unexpected argument${extra.length > 1 ? 's' : ''} after the title: ${extra.join(' ')}`);
  const games = Number.parseInt(options.games, 10);
  const first = Number.parseInt(options.seed, 10);
  if (!Number.isInteger(games) || games < 1) throw new CliError(`-n must be a positive integer, not "${options.games}"`);
  if (!Number.isInteger(first)) throw new CliError(`--seed must be an integer, not "${options.seed}"`);
  const bots = options.bots.split(',').map((b) => b.trim());
  if (bots.length === 1) bots.push(bots[0]!);
  if (bots.length !== 2) throw new CliError('--bots takes one bot kind, or two separated by a comma');
  const loaded = await loadTitle(title);
  const gameOptions = parseGameOptions(options.option);
  const decks = decksFor(loaded, options.decks, gameOptions);
  const shard = options.shard === undefined ? wholeBatch : parseShard(options.shard);
  const seeds = shardSeeds(first, games, shard);
  const workers =
    options.workers === undefined ? Math.min(availableParallelism(), Math.ceil(seeds.length / 20)) : Number.parseInt(options.workers, 10);
  if (!Number.isInteger(workers) || workers < 0) throw new CliError('--workers must be 0 (in-process) or more');

  const toStdout = options.out === '-';
  const bar =
    options.progress === false || options.json === true || toStdout
      ? null
      : new SingleBar(
          { format: ' {bar} {value}/{total} games · {eta_formatted} left', noTTYOutput: true, notTTYSchedule: 5000 },
          Presets.shades_classic,
        );
  const writer = options.out === undefined ? null : new ResultWriter(options.out, out);
  writer?.write({ type: 'sim', format: 'tcgkit-sim', version: 1, title, decks, bots, seed: first, games, shard });
  bar?.start(seeds.length, 0);
  const started = performance.now();
  const task = (part: number[]): SimTask => ({
    title: loaded.package,
    seeds: part,
    decks,
    bots: [bots[0]!, bots[1]!],
    options: gameOptions,
  });
  const ended = (summary: GameSummary) => {
    writer?.write({ type: 'game', ...summary });
    bar?.increment();
  };
  const results: GameSummary[] = workers === 0 ? runGames(loaded, task(seeds), ended) : await inWorkers(seeds, workers, task, ended);
  bar?.stop();
  const seconds = (performance.now() - started) / 1000;
  writer?.write({ type: 'end', games: results.length, seconds });
  writer?.close();
  const report = summarise(results);
  // With the stream on stdout the report goes nowhere else: stdout holds JSON lines only.
  if (toStdout) return report.errors.length === 0 ? 0 : 1;
  const part = shard.count === 1 ? {} : { shard };
  if (options.json === true) out(JSON.stringify({ title, decks, bots, seconds, workers, ...part, ...report }));
  else for (const line of reportLines(title, decks, bots, report, seconds, workers, shard, gameOptions)) out(line);
  return report.errors.length === 0 ? 0 : 1;
}

export interface SimMergeOptions {
  json?: boolean;
}

/**
 * `tcgkit sim merge <streams...>`: the report of one run over the whole batch, from the result streams of
 * its shards (each written with `--shard i/n --out file`). The games are the same games (a game depends
 * only on its seed, decks and bots), so the report is identical to one run's, but for the time taken.
 */
export function simMerge(files: readonly string[], options: SimMergeOptions, out: (line: string) => void): number {
  if (files.length === 0) throw new CliError('sim merge needs the result streams of the shards (files written by --out)');
  const streams = files.map(readResultStream);
  const { header, games } = mergeStreams(streams);
  const report = summarise(games);
  // Shards run side by side (on other machines, too): the batch took as long as its slowest shard.
  const seconds = Math.max(...streams.map((s) => s.seconds));
  const { title, decks, bots } = header;
  if (options.json === true) out(JSON.stringify({ title, decks, bots, seconds, shards: files.length, ...report }));
  else for (const line of reportLines(title, decks, bots, report, seconds, -1)) out(line);
  return report.errors.length === 0 ? 0 : 1;
}

async function inWorkers(
  seeds: number[],
  count: number,
  task: (part: number[]) => SimTask,
  ended: (summary: GameSummary) => void,
): Promise<GameSummary[]> {
  const parts = Array.from({ length: count }, (_, w) => seeds.filter((_, i) => i % count === w)).filter((p) => p.length > 0);
  const all = await Promise.all(
    parts.map(
      (part) =>
        new Promise<GameSummary[]>((resolve, reject) => {
          const results: GameSummary[] = [];
          const worker = startWorker(task(part));
          worker.on('message', (message: { type: string; summary?: GameSummary }) => {
            if (message.type === 'game' && message.summary !== undefined) {
              results.push(message.summary);
              ended(message.summary);
            } else if (message.type === 'done') resolve(results);
          });
          worker.on('error', reject);
          worker.on('exit', (code) => {
            if (code !== 0) reject(new CliError(`a simulation worker stopped with code ${code}`));
          });
        }),
    ),
  );
  return all.flat().sort((a, b) => a.seed - b.seed);
}

/** `workers` is -1 for a merged report (its shards ran elsewhere). */
function reportLines(
  title: string,
  decks: unknown[],
  bots: string[],
  r: SimReport,
  seconds: number,
  workers: number,
  shard: Shard = wholeBatch,
  gameOptions: Readonly<Record<string, string>> = {},
): string[] {
  const pct = (n: number) => `${((100 * n) / Math.max(1, r.games - r.errors.length)).toFixed(1)}%`;
  const name = (d: unknown) => (typeof d === 'string' ? d : ((d as { name?: string }).name ?? 'deck file'));
  const how = workers < 0 ? 'merged shards, the slowest shard’s time' : `${workers || 'no'} worker threads`;
  const part = shard.count === 1 ? '' : ` (shard ${shard.index}/${shard.count})`;
  const optionArgs = Object.entries(gameOptions)
    .map(([name, value]) => ` --option ${name}=${value}`)
    .join('');
  const lines = [
    pc.bold(
      `${title}${optionArgs}${part}: ${r.games} games in ${seconds.toFixed(1)} s (${(r.games / seconds).toFixed(0)} games/s, ${how})`,
    ),
    `  deck ${name(decks[0])} (${bots[0]}): ${r.deckWins[0]} wins (${pct(r.deckWins[0])})`,
    `  deck ${name(decks[1])} (${bots[1]}): ${r.deckWins[1]} wins (${pct(r.deckWins[1])})`,
    `  draws: ${r.draws} (${pct(r.draws)})`,
    `  by seat: p1 ${r.seatWins.p1} (${pct(r.seatWins.p1)}), p2 ${r.seatWins.p2} (${pct(r.seatWins.p2)})`,
    `  turns per game: min ${r.turns.min}, median ${r.turns.median}, p90 ${r.turns.p90}, max ${r.turns.max}, mean ${r.turns.mean.toFixed(1)}`,
    `  actions per game: median ${r.actions.median}, max ${r.actions.max}`,
  ];
  if (r.errors.length === 0) lines.push(pc.green('  errors: none'));
  else {
    lines.push(pc.red(`  errors: ${r.errors.length}; each line ends with the command that replays it`));
    for (const e of r.errors.slice(0, 20)) {
      const seats = [e.p1Deck, 1 - e.p1Deck];
      const repro = `tcgkit play ${title} --seed ${e.seed} --decks ${seats.map((i) => name(decks[i])).join(',')} --bot ${seats.map((i) => bots[i]).join(',')}${optionArgs}`;
      lines.push(pc.red(`    seed ${e.seed}: ${e.error}`) + pc.dim(`  ← ${repro}`));
    }
  }
  return lines;
}

/**
 * A worker thread running `sim/worker`: the built `worker.js`, or, when the CLI runs from its TypeScript
 * sources (tests, `--import tsx`), `worker.ts` behind tsx's loader, which Node 20 does not pass on to
 * worker threads by itself (`--conditions` in `execArgv` is passed on).
 */
function startWorker(task: SimTask): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('../sim/worker.js', import.meta.url), { workerData: task });
  const tsx = import.meta.resolve('tsx/esm/api');
  const worker = new URL('../sim/worker.ts', import.meta.url).href;
  const bootstrap = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(worker)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), { workerData: task });
}
