import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { CliError } from '../cli-error.js';
import type { GameSummary } from './run-games.js';
import type { Shard } from './shard.js';

/**
 * The JSON-lines result stream of `tcgkit sim --out`: a header naming the batch and the shard, one line
 * per game as it ends (in the order games end, not by seed), and a closing line once the shard is done.
 * `tcgkit sim merge` reads any number of them back and reports as one run over the whole batch.
 */
export interface StreamHeader {
  type: 'sim';
  format: 'tcgkit-sim';
  version: 1;
  title: string;
  /** The decks as given (names or deck lists) and the bot kinds: shards of one batch agree on them. */
  decks: unknown[];
  bots: string[];
  /** The whole batch: `games` games from seed `seed`; this stream holds the shard's part. */
  seed: number;
  games: number;
  shard: Shard;
}

export type StreamLine = StreamHeader | ({ type: 'game' } & GameSummary) | { type: 'end'; games: number; seconds: number };

/**
 * Appends lines to a file as they come, so a stopped shard keeps what it finished; for `-`, hands each
 * line to `stdout` (the command's output) instead.
 */
export class ResultWriter {
  readonly #fd: number | null;
  readonly #stdout: (line: string) => void;

  constructor(path: string, stdout: (line: string) => void) {
    this.#fd = path === '-' ? null : openSync(path, 'w');
    this.#stdout = stdout;
  }

  write(line: StreamLine): void {
    if (this.#fd === null) this.#stdout(JSON.stringify(line));
    else writeSync(this.#fd, `${JSON.stringify(line)}\n`);
  }

  close(): void {
    if (this.#fd !== null) closeSync(this.#fd);
  }
}

export interface ReadStream {
  header: StreamHeader;
  games: GameSummary[];
  seconds: number;
}

/** Reads one stream; a stream without its closing line (a shard that stopped) is refused. */
export function readResultStream(path: string): ReadStream {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new CliError(`cannot read ${path}`);
  }
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  const parsed = lines.map((line, i) => {
    try {
      return JSON.parse(line) as StreamLine;
    } catch {
      throw new CliError(`${path}:${i + 1}: not a JSON line`);
    }
  });
  const header = parsed[0];
  if (header?.type !== 'sim' || header.format !== 'tcgkit-sim' || header.version !== 1) {
    throw new CliError(`${path}: not a tcgkit sim result stream (written by tcgkit sim --out)`);
  }
  const end = parsed.at(-1);
  if (end?.type !== 'end') throw new CliError(`${path}: the shard did not finish (no closing line); run it again`);
  const games = parsed.filter((l): l is { type: 'game' } & GameSummary => l.type === 'game').map(({ type: _, ...g }) => g);
  if (games.length !== end.games) throw new CliError(`${path}: ${games.length} game lines, but the closing line says ${end.games}`);
  return { header, games, seconds: end.seconds };
}

/**
 * The games of several shards of one batch, by seed. The shards must describe the same batch (title,
 * decks, bots, seeds) and together hold every game of it exactly once.
 */
export function mergeStreams(streams: readonly ReadStream[]): { header: StreamHeader; games: GameSummary[] } {
  const first = streams[0];
  if (first === undefined) throw new CliError('sim merge needs at least one result stream');
  const batch = (h: StreamHeader) => JSON.stringify([h.title, h.decks, h.bots, h.seed, h.games]);
  for (const stream of streams) {
    if (batch(stream.header) !== batch(first.header)) {
      throw new CliError(
        `the streams are of different batches (title, decks, bots, seed or games differ): shard ${stream.header.shard.index}/${stream.header.shard.count}`,
      );
    }
  }
  const bySeed = new Map<number, GameSummary>();
  for (const stream of streams) {
    for (const game of stream.games) {
      if (bySeed.has(game.seed)) throw new CliError(`seed ${game.seed} appears twice (a shard given twice, or overlapping shards)`);
      bySeed.set(game.seed, game);
    }
  }
  const { seed, games } = first.header;
  const missing: number[] = [];
  for (let s = seed; s < seed + games; s++) if (!bySeed.has(s)) missing.push(s);
  if (missing.length > 0) {
    throw new CliError(`${missing.length} of ${games} games are missing (first: seed ${missing[0]}); merge every shard of the batch`);
  }
  if (bySeed.size !== games) throw new CliError(`the streams hold games outside the batch of ${games} from seed ${seed}`);
  return { header: first.header, games: [...bySeed.values()].sort((a, b) => a.seed - b.seed) };
}
