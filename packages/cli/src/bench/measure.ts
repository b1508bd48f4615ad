import { randomBot } from '@tcgkit/bots';
import type { Engine, Game } from '@tcgkit/kernel';
import { PerformanceObserver } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createActor, setup } from 'xstate';

export interface BenchOptions {
  games: number;
  warmup: number;
  liveGames: number;
  /** Games played to the end and kept, to measure what a finished game holds. */
  finishedGames: number;
}

export interface BenchReport {
  title: string;
  node: string;
  games: number;
  gamesPerSecond: number;
  decisionsPerSecond: number;
  decisionMicros: { median: number; p99: number };
  /** p99 over median of the per-decision times: how uneven decisions are (target ≤ 10). */
  p99OverMedian: number;
  /**
   * The same decisions in CPU time of this process (`process.cpuUsage`): a decision during which the
   * scheduler ran another process costs no CPU meanwhile, so on a shared machine this ratio shows the
   * engine's own unevenness where the wall-clock one mostly shows the machine's.
   */
  cpuDecisionMicros: { median: number; p99: number };
  cpuP99OverMedian: number;
  snapshotMicros: number;
  restoreMicros: number;
  /** One snapshot and one restore of a mid-game state, together. */
  snapshotRestoreMicros: number;
  /**
   * The same in CPU time of this process (`process.cpuUsage`), which a time slice of another process does not
   * inflate: on a shared machine the figure to compare.
   */
  cpuSnapshotRestoreMicros: number;
  snapshotBytes: number;
  bytesPerLiveGame: number;
  /** Heap retained per finished `Game` object (see docs/performance.md, "Bytes per finished game"). */
  bytesPerFinishedGame: number;
  /** Mean `snapshot()` length of a finished game, and mean `history()` entries it holds. */
  finishedSnapshotBytes: number;
  finishedHistoryEntries: number;
  /** Median of the bare XState event bursts measured after each sampled game. */
  xstateEventMicros: number;
  /** Median over decisions of each decision's time in bare events of its game's burst (load-independent). */
  decisionInXstateEvents: number;
}

type Start = (seed: number) => Game;

/** Plays one game with random bots; `time` wraps each legalActions() + act() pair when given (wall and CPU µs). */
function playOut(game: Game, seed: number, time?: (micros: number, cpuMicros: number) => void, stopAfter = Infinity): number {
  const bots = { p1: randomBot(seed * 2 + 1), p2: randomBot(seed * 2 + 2) };
  let actions = 0;
  while (game.result === null && game.decision !== null && actions < stopAfter) {
    const decision = game.decision;
    const cpu = time === undefined ? undefined : process.cpuUsage();
    const started = time === undefined ? 0 : performance.now();
    const legal = game.legalActions();
    const bot = bots[decision.player as 'p1' | 'p2'];
    const action = bot.act({ player: decision.player, decision, view: EMPTY_VIEW, legal });
    game.act(action);
    if (time !== undefined) {
      const wall = (performance.now() - started) * 1000;
      const used = process.cpuUsage(cpu);
      time(wall, used.user + used.system);
    }
    actions++;
  }
  return actions;
}

/** The random bot never reads its view, so benchmarks do not pay for building one per decision. */
const EMPTY_VIEW = {} as never;

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

function collectGarbage(): () => void {
  setFlagsFromString('--expose_gc');
  const gc = runInNewContext('gc') as () => void;
  return () => {
    gc();
    gc();
  };
}

/**
 * The cost of one event on a bare XState actor on this machine: the yardstick for the kernel's overhead.
 * Each call measures a fresh burst of `events` on one warmed-up actor.
 */
export function xstateYardstick(): (events: number) => number {
  const machine = setup({}).createMachine({
    initial: 'a',
    states: { a: { on: { next: 'b' } }, b: { on: { next: 'a' } } },
  });
  const actor = createActor(machine).start();
  for (let i = 0; i < 10_000; i++) actor.send({ type: 'next' });
  return (events) => {
    const started = performance.now();
    for (let i = 0; i < events; i++) actor.send({ type: 'next' });
    return ((performance.now() - started) * 1000) / events;
  };
}

export function xstateEventMicros(events = 200_000): number {
  return xstateYardstick()(events);
}

export function measure(title: string, engine: Engine, start: Start, options: BenchOptions): BenchReport {
  for (let seed = 1; seed <= options.warmup; seed++) playOut(start(seed), seed);

  // Throughput: whole games on one core, bots' choices included.
  let decisions = 0;
  const began = performance.now();
  for (let seed = 1000; seed < 1000 + options.games; seed++) decisions += playOut(start(seed), seed);
  const seconds = (performance.now() - began) / 1000;

  // Per decision: legalActions() + act() only. The XState yardstick is measured right after each game, and
  // each decision is also counted in the bare events of its own game's burst: on a machine whose load
  // changes during the run (other jobs on the cores), that ratio stays comparable between runs.
  const samples: number[] = [];
  const cpuSamples: number[] = [];
  const inEvents: number[] = [];
  const bursts: number[] = [];
  const yardstick = xstateYardstick();
  for (let seed = 5000; seed < 5000 + Math.max(20, Math.floor(options.games / 5)); seed++) {
    const game: number[] = [];
    playOut(start(seed), seed, (us, cpu) => {
      game.push(us);
      cpuSamples.push(cpu);
    });
    const event = yardstick(20_000);
    bursts.push(event);
    for (const us of game) {
      samples.push(us);
      inEvents.push(us / event);
    }
  }

  // Snapshot and restore of mid-game states. The games above warmed up the rules code but never ran a
  // restore, so its code is first warmed up like theirs, on other states (seeds 8000–8019): otherwise the
  // timed loop below paid for compiling it, which on one pinned core (the compiler thread shares it) was
  // half of what it measured.
  for (let seed = 8000; seed < 8020; seed++) {
    const game = start(seed);
    playOut(game, seed, undefined, 60);
    for (let rep = 0; rep < 50; rep++) engine.restore(game.snapshot());
  }
  let snapshotTotal = 0;
  let restoreTotal = 0;
  let bytes = 0;
  let count = 0;
  let cpuTotal = 0;
  for (let seed = 9000; seed < 9020; seed++) {
    const game = start(seed);
    playOut(game, seed, undefined, 60);
    const cpu = process.cpuUsage();
    for (let rep = 0; rep < 50; rep++) {
      let t = performance.now();
      const json = game.snapshot();
      snapshotTotal += performance.now() - t;
      t = performance.now();
      engine.restore(json);
      restoreTotal += performance.now() - t;
      bytes += json.length;
      count++;
    }
    const used = process.cpuUsage(cpu);
    cpuTotal += used.user + used.system;
  }

  // Memory held per live game: many games kept at mid-game, heap measured before and after.
  const gc = collectGarbage();
  gc();
  const before = process.memoryUsage().heapUsed;
  const live: Game[] = [];
  for (let seed = 20_000; seed < 20_000 + options.liveGames; seed++) {
    const game = start(seed);
    playOut(game, seed, undefined, 60);
    live.push(game);
  }
  gc();
  const after = process.memoryUsage().heapUsed;
  const perGame = (after - before) / live.length;
  live.length = 0;

  // Memory held per finished game: the same, with every game played to its end and kept.
  const finished = heldPerGame(gc, options.finishedGames, (index) => {
    const seed = 30_000 + index;
    const game = start(seed);
    playOut(game, seed);
    return game;
  });

  const event = quantile(bursts, 0.5);
  const median = quantile(samples, 0.5);
  const p99 = quantile(samples, 0.99);
  const cpuMedian = quantile(cpuSamples, 0.5);
  const cpuP99 = quantile(cpuSamples, 0.99);
  return {
    title,
    node: process.version,
    games: options.games,
    gamesPerSecond: options.games / seconds,
    decisionsPerSecond: decisions / seconds,
    decisionMicros: { median, p99 },
    p99OverMedian: p99 / median,
    cpuDecisionMicros: { median: cpuMedian, p99: cpuP99 },
    cpuP99OverMedian: cpuP99 / cpuMedian,
    snapshotMicros: (snapshotTotal * 1000) / count,
    restoreMicros: (restoreTotal * 1000) / count,
    snapshotRestoreMicros: ((snapshotTotal + restoreTotal) * 1000) / count,
    cpuSnapshotRestoreMicros: cpuTotal / count,
    snapshotBytes: bytes / count,
    bytesPerLiveGame: perGame,
    bytesPerFinishedGame: finished.bytes,
    finishedSnapshotBytes: finished.snapshotBytes,
    finishedHistoryEntries: finished.historyEntries,
    xstateEventMicros: event,
    decisionInXstateEvents: quantile(inEvents, 0.5),
  };
}

/**
 * Heap retained per game: `count` games made by `make` are kept alive, and the heap after a full
 * collection is compared with the heap before. What one `Game` object holds (its state, its statechart
 * actor, its archived history) is all that grows; the engine and title data are shared and were warmed up.
 */
function heldPerGame(
  gc: () => void,
  count: number,
  make: (index: number) => Game,
): { bytes: number; snapshotBytes: number; historyEntries: number } {
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept: Game[] = [];
  for (let index = 0; index < count; index++) kept.push(make(index));
  gc();
  const after = process.memoryUsage().heapUsed;
  let snapshotBytes = 0;
  let historyEntries = 0;
  for (const game of kept) {
    snapshotBytes += game.snapshot().length;
    historyEntries += game.history().length;
  }
  return { bytes: (after - before) / count, snapshotBytes: snapshotBytes / count, historyEntries: historyEntries / count };
}

/** Where the slowest 1% of decisions come from (`measureTail`). */
export interface TailReport {
  decisions: number;
  /** Decisions at or above the p99 of wall time. */
  tail: number;
  /** Of those, how many overlapped a garbage collection (Node's `gc` performance entries). */
  tailWithGc: number;
  /** Of those without a collection, how many ran at least four times the median number of events. */
  tailLong: number;
  /** Median events (log entries) one decision sets off, over all decisions and over the tail. */
  eventsMedian: number;
  tailEventsMedian: number;
  /** CPU p99 over median leaving out every decision that overlapped a collection. */
  cpuP99OverMedianWithoutGc: number;
}

/**
 * Plays `games` seeded games timing each decision, and sorts the slowest 1% by cause: a garbage
 * collection during it, a decision that sets off a long stretch of play (many events: the rest of a
 * turn run by itself), or neither (on a shared machine, mostly the scheduler). Asynchronous because
 * Node reports collections between tasks, so it waits one turn of the event loop after each game.
 */
export async function measureTail(start: Start, games: number): Promise<TailReport> {
  const collections: [number, number][] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) collections.push([entry.startTime, entry.startTime + entry.duration]);
  });
  observer.observe({ entryTypes: ['gc'] });
  const rows: { from: number; to: number; wall: number; cpu: number; events: number; gc: boolean }[] = [];
  const lastSeq = (game: Game) => game.state.log[game.state.log.length - 1]?.seq ?? 0;
  try {
    for (let seed = 7000; seed < 7000 + games; seed++) {
      const game = start(seed);
      const bots = { p1: randomBot(seed * 2 + 1), p2: randomBot(seed * 2 + 2) };
      while (game.result === null && game.decision !== null) {
        const decision = game.decision;
        const before = lastSeq(game);
        const cpu = process.cpuUsage();
        const from = performance.now();
        const legal = game.legalActions();
        game.act(bots[decision.player as 'p1' | 'p2'].act({ player: decision.player, decision, view: EMPTY_VIEW, legal }));
        const to = performance.now();
        const used = process.cpuUsage(cpu);
        rows.push({ from, to, wall: (to - from) * 1000, cpu: used.user + used.system, events: lastSeq(game) - before, gc: false });
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    observer.disconnect();
  }
  for (const row of rows) row.gc = collections.some(([from, to]) => from < row.to && to > row.from);
  const p99 = quantile(
    rows.map((r) => r.wall),
    0.99,
  );
  const tail = rows.filter((r) => r.wall >= p99);
  const eventsMedian = quantile(
    rows.map((r) => r.events),
    0.5,
  );
  const quiet = rows.filter((r) => !r.gc).map((r) => r.cpu);
  return {
    decisions: rows.length,
    tail: tail.length,
    tailWithGc: tail.filter((r) => r.gc).length,
    tailLong: tail.filter((r) => !r.gc && r.events >= 4 * Math.max(eventsMedian, 1)).length,
    eventsMedian,
    tailEventsMedian: quantile(
      tail.map((r) => r.events),
      0.5,
    ),
    cpuP99OverMedianWithoutGc: quantile(quiet, 0.99) / quantile(quiet, 0.5),
  };
}
