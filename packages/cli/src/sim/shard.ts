import { CliError } from '../cli-error.js';

/** One part of a batch: the `index`-th (1-based) of `count` processes that share it. */
export interface Shard {
  index: number;
  count: number;
}

export const wholeBatch: Shard = { index: 1, count: 1 };

/** Parses `i/n` (1 ≤ i ≤ n), as given to `--shard`. */
export function parseShard(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = match === null ? NaN : Number.parseInt(match[1]!, 10);
  const count = match === null ? NaN : Number.parseInt(match[2]!, 10);
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(count) || count < 1 || index < 1 || index > count) {
    throw new CliError(`--shard takes i/n with 1 ≤ i ≤ n (for example 2/8), not "${text}"`);
  }
  return { index, count };
}

/**
 * The seeds of a batch of `games` games from seed `first` that fall to `shard`: every n-th game, so that
 * long and short games spread evenly over the shards, and the shards together are exactly the batch.
 */
export function shardSeeds(first: number, games: number, shard: Shard): number[] {
  const seeds: number[] = [];
  for (let k = shard.index - 1; k < games; k += shard.count) seeds.push(first + k);
  return seeds;
}
