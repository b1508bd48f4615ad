import {
  type CardObject,
  answerAt,
  answerCount,
  ErrorCode,
  pickAnswer,
  ruleError,
  seedRng,
  TcgError,
  type Action,
  type DeckList,
  type Engine,
  type Game,
} from '@tcgkit/kernel';
import { contextOf } from '@tcgkit/kernel/internal';
import fc from 'fast-check';
import { checkHostile, hostileRecipe, materialize, type HostileRecipe } from './hostile.js';
import { checkHostileRestore, snapshotCorruption, type SnapshotCorruption } from './hostile-snapshot.js';
import { checkConservation, checkZones, takeCensus } from './state-checks.js';
import { checkViewPrivacy } from './view-privacy.js';
import { InvariantViolation, PlayoutFailure, type InvariantName } from './violation.js';

export interface PlayoutOptions {
  engine: Engine;
  /** Title id, as loaded in `engine`. */
  title: string;
  /** Decks the games are played with (each game draws one per seat); default: the title's built-in decks legal under `options`. */
  decks?: readonly (DeckList | string)[];
  /** The title's game options every game is created with (`create({ options })`), e.g. a format. */
  options?: Readonly<Record<string, string>>;
  /** Games to play (default 20: quick enough for every test run). Soak runs use 10,000 and more. */
  games?: number;
  /** fast-check seed: the same seed plays the same games (default 1). */
  seed?: number;
  /** Replays one counterexample: the `path` a `PlayoutFailure` reports, with its seed. */
  path?: string;
  /** A game not over after this many actions breaks the `ends` invariant (default 5,000). */
  maxActions?: number;
  /** Try one hostile action every this many actions (default 5; 0 turns it off). */
  hostileEvery?: number;
  /** Check both players' views every this many actions (default 1; 0 only checks at the end). */
  viewEvery?: number;
  /** Stop shrinking a failure after this many extra games (default 100); 0 reports it unshrunk. */
  maxShrinks?: number;
  /**
   * Invariants not to check, for a title with a known, reported problem (the others still run). Only the
   * costly ones can be skipped: `view-privacy`, `hostile-input`, `determinism` and `restore` (both replay).
   */
  skip?: readonly ('view-privacy' | 'hostile-input' | 'determinism' | 'restore')[];
}

export interface PlayoutReport {
  games: number;
  actions: number;
  shortestGame: number;
  longestGame: number;
  wins: Record<string, number>;
  draws: number;
  hostileRejected: number;
  viewsChecked: number;
  restores: number;
}

interface GameInput {
  gameSeed: number;
  seats: [number, number];
  /** Which legal action to take at each step (modulo their number); after the list, a seeded RNG picks. */
  choices: number[];
  /** Where to snapshot, restore and continue (modulo the game's length + 1). */
  restoreAt: number;
  hostile: HostileRecipe[];
  /** Snapshots of the game corrupted and handed to `restore()` (every other hostile turn). */
  corruptions: SnapshotCorruption[];
}

/**
 * Plays seeded random games driven by random legal actions and checks, after every action, the
 * invariants of `InvariantName`. Throws a `PlayoutFailure` naming the invariant, the game seed and the
 * (shrunk) actions that break it; returns counts otherwise.
 */
export function checkPlayouts(options: PlayoutOptions): PlayoutReport {
  // Built-in decks go by name where they have one, so failures read "red vs blue".
  const decks =
    options.decks ??
    options.engine
      .title(options.title)
      .decks.filter((deck) => options.engine.validateDeck(options.title, deck, options.options).length === 0)
      .map((deck) => deck.name ?? deck);
  if (decks.length === 0) {
    throw new TcgError(ruleError(ErrorCode.invalidSetup, `checkPlayouts: ${options.title} has no built-in decks; pass decks`));
  }
  const deckOf = (index: number): DeckList | string => decks[index] as DeckList | string;
  const maxActions = options.maxActions ?? 5000;
  const report: PlayoutReport = {
    games: 0,
    actions: 0,
    shortestGame: Infinity,
    longestGame: 0,
    wins: {},
    draws: 0,
    hostileRejected: 0,
    viewsChecked: 0,
    restores: 0,
  };
  let failing = false;
  let shrinkRuns = 0;
  const maxShrinks = options.maxShrinks ?? 100;
  const deckIndex = fc.nat({ max: decks.length - 1 });
  // Shrinking pulls at most `maxShrinks` candidates: each is a whole game, and unbounded shrinking of
  // long action lists can take minutes after a cheap failure.
  const unshrunk: fc.Arbitrary<GameInput> = fc.record({
    gameSeed: fc.integer({ min: 0, max: 0x7fffffff }),
    seats: fc.tuple(deckIndex, deckIndex),
    choices: fc.array(fc.nat(), { maxLength: Math.min(maxActions, 1000), size: 'max' }),
    restoreAt: fc.nat(),
    hostile: fc.array(hostileRecipe(), { minLength: 1, maxLength: 16 }),
    corruptions: fc.array(snapshotCorruption(), { minLength: 1, maxLength: 8 }),
  });
  // A replayed path names shrinks by their place in the full stream, which the limit keeps as a prefix.
  const input = options.path === undefined ? fc.limitShrink(unshrunk, maxShrinks) : unshrunk;
  const property = fc.property(input, (game) => {
    if (failing && ++shrinkRuns > maxShrinks) return true;
    try {
      const stats = playOne(options, game, [deckOf(game.seats[0]), deckOf(game.seats[1])], maxActions);
      if (!failing) addStats(report, stats);
    } catch (error) {
      failing = true;
      throw error;
    }
    return true;
  });
  const params: fc.Parameters<[GameInput]> = { seed: options.seed ?? 1, numRuns: options.games ?? 20, endOnFailure: maxShrinks === 0 };
  if (options.path !== undefined) params.path = options.path;
  const details = fc.check(property, params);
  if (!details.failed) return report;
  const violation = details.errorInstance;
  const counterexample = details.counterexample?.[0];
  if (!(violation instanceof PlayoutViolation) || counterexample === undefined) throw violation;
  throw new PlayoutFailure({
    violation: violation.violation,
    title: options.title,
    gameSeed: counterexample.gameSeed,
    decks: [deckOf(counterexample.seats[0]), deckOf(counterexample.seats[1])],
    actions: violation.actions,
    fastCheck: { seed: details.seed, path: details.counterexamplePath, shrinks: details.numShrinks },
  });
}

/** A violation with the actions that led to it, as the property throws it. */
class PlayoutViolation extends Error {
  readonly violation: InvariantViolation;
  readonly actions: Action[];
  constructor(violation: InvariantViolation, actions: Action[]) {
    super(`${violation.invariant}: ${violation.message}`);
    this.violation = violation;
    this.actions = actions;
  }
}

interface GameStats {
  actions: number;
  result: { winner?: string } | null;
  hostileRejected: number;
  viewsChecked: number;
  restored: boolean;
}

function addStats(report: PlayoutReport, stats: GameStats): void {
  report.games += 1;
  report.actions += stats.actions;
  report.shortestGame = Math.min(report.shortestGame, stats.actions);
  report.longestGame = Math.max(report.longestGame, stats.actions);
  if (stats.result?.winner !== undefined) report.wins[stats.result.winner] = (report.wins[stats.result.winner] ?? 0) + 1;
  else report.draws += 1;
  report.hostileRejected += stats.hostileRejected;
  report.viewsChecked += stats.viewsChecked;
  report.restores += stats.restored ? 1 : 0;
}

function guarded<T>(invariant: InvariantName, step: number, what: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof InvariantViolation) throw error;
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new InvariantViolation(invariant, step, `${what} threw ${message}`);
  }
}

function startGame(options: PlayoutOptions, seed: number, decks: [DeckList | string, DeckList | string]): Game {
  return guarded('no-throw', 0, 'engine.create()', () =>
    options.engine.create({
      title: options.title,
      seed,
      players: [{ deck: decks[0] }, { deck: decks[1] }],
      ...(options.options === undefined ? {} : { options: options.options }),
    }),
  );
}

function playOne(options: PlayoutOptions, input: GameInput, decks: [DeckList | string, DeckList | string], maxActions: number): GameStats {
  const actions: Action[] = [];
  try {
    return playChecked(options, input, decks, maxActions, actions);
  } catch (error) {
    if (error instanceof InvariantViolation) throw new PlayoutViolation(error, actions);
    throw error;
  }
}

function playChecked(
  options: PlayoutOptions,
  input: GameInput,
  decks: [DeckList | string, DeckList | string],
  maxActions: number,
  actions: Action[],
): GameStats {
  const skip = new Set(options.skip ?? []);
  const hostileEvery = skip.has('hostile-input') ? 0 : (options.hostileEvery ?? 5);
  const viewEvery = skip.has('view-privacy') ? 0 : (options.viewEvery ?? 1);
  const game = startGame(options, input.gameSeed, decks);
  const players = game.state.players.map((p) => p.id);
  // A card with two faces (VG 17.2) is the same physical card whichever face it shows: compared by its face in the deck.
  const definition = contextOf(game).title.definition;
  const faceOf = (card: CardObject): string => definition.faceAfterMove?.(card, definition.roles.deck) ?? card.card;
  const census = takeCensus(contextOf(game).state, faceOf);
  const stats: GameStats = { actions: 0, result: null, hostileRejected: 0, viewsChecked: 0, restored: !skip.has('restore') };
  const rng = seedRng(input.gameSeed ^ 0x5f3759df);
  const checkState = (step: number, views: boolean): void => {
    const conservation = checkConservation(contextOf(game).state, census, faceOf);
    if (conservation !== null) throw new InvariantViolation('conservation', step, conservation);
    const zones = checkZones(contextOf(game));
    if (zones !== null) throw new InvariantViolation('zones', step, zones);
    if (!views) return;
    for (const player of players) {
      const leak = guarded('no-throw', step, `view(${player})`, () => checkViewPrivacy(game, player));
      if (leak !== null) throw new InvariantViolation('view-privacy', step, leak);
      stats.viewsChecked += 1;
    }
  };
  checkState(0, viewEvery > 0);

  while (game.result === null) {
    const step = actions.length;
    if (step >= maxActions)
      throw new InvariantViolation('ends', step, `no result after ${maxActions} actions (at ${JSON.stringify(game.position())})`);
    if (game.decision === null) throw new InvariantViolation('decisions', step, 'no decision is pending, yet the game is not over');
    const legal = guarded('no-throw', step, 'legalActions()', () => game.legalActions());
    if (legal.length === 0)
      throw new InvariantViolation('decisions', step, `decision #${game.decision.id} (${game.decision.kind}) has no legal answer`);
    if (hostileEvery > 0 && step % (2 * hostileEvery) === 2 * hostileEvery - 1) {
      const corruption = input.corruptions[Math.floor(step / hostileEvery) % input.corruptions.length] as SnapshotCorruption;
      const problem = guarded('hostile-input', step, 'restore()', () => checkHostileRestore(options.engine, game.snapshot(), corruption));
      if (problem !== null) throw new InvariantViolation('hostile-input', step, problem);
      stats.hostileRejected += 1;
    } else if (hostileEvery > 0 && step % hostileEvery === hostileEvery - 1) {
      const recipe = input.hostile[Math.floor(step / hostileEvery) % input.hostile.length] as HostileRecipe;
      const hostile = materialize(game, recipe, legal);
      if (hostile !== null) {
        const problem = checkHostile(game, hostile);
        if (problem !== null) throw new InvariantViolation('hostile-input', step, problem);
        stats.hostileRejected += 1;
      }
    }
    // A select's answers are drawn from its structure (uniformly, or by the input's index into all of them).
    const action =
      step < input.choices.length ? answerAt(legal, BigInt(input.choices[step] as number) % answerCount(legal)) : pickAnswer(legal, rng);
    const outcome = guarded('no-throw', step, `act(${JSON.stringify(action)})`, () => game.act(action));
    // A fault is rolled back and reported by act() rather than thrown: it is still the rules code failing.
    if (!outcome.ok && outcome.error.code === ErrorCode.engineFault)
      throw new InvariantViolation('no-throw', step, `act(${JSON.stringify(action)}) failed: ${outcome.error.message}`);
    if (!outcome.ok)
      throw new InvariantViolation(
        'decisions',
        step,
        `legal action ${JSON.stringify(action)} was rejected: ${outcome.error.code}: ${outcome.error.message}`,
      );
    actions.push(action);
    checkState(actions.length, viewEvery > 0 && actions.length % viewEvery === 0);
  }
  const end = actions.length;
  if (game.decision !== null) throw new InvariantViolation('decisions', end, 'the game is over but a decision is pending');
  if (game.legalActions().length > 0) throw new InvariantViolation('decisions', end, 'the game is over but legalActions() is not empty');
  for (const player of skip.has('view-privacy') ? [] : players) {
    const leak = checkViewPrivacy(game, player, Infinity);
    if (leak !== null) throw new InvariantViolation('view-privacy', end, `${leak} (full log)`);
  }
  if (!skip.has('determinism') || !skip.has('restore')) {
    // Restoring at the very start is the same as a plain replay, which is how determinism alone is checked.
    const cut = skip.has('restore') ? 0 : input.restoreAt % (end + 1);
    replayAndRestore(options, input.gameSeed, decks, actions, game.snapshot(), cut);
  }
  stats.actions = end;
  const result = game.result;
  stats.result = result === null ? null : result.kind === 'win' ? { winner: result.winner } : {};
  return stats;
}

/**
 * Determinism and restore: a fresh game with the same seed and actions is played to action `cut`, its
 * snapshot goes through JSON and is restored, and the rest is played on the restored game: it must end
 * byte-identical to the original. On a difference, a plain replay tells determinism from restore apart.
 */
function replayAndRestore(
  options: PlayoutOptions,
  seed: number,
  decks: [DeckList | string, DeckList | string],
  actions: readonly Action[],
  finalSnapshot: string,
  cut: number,
): void {
  const replay = startGame(options, seed, decks);
  replayActions(replay, actions.slice(0, cut), 0, 'determinism', 'on replay');
  const atCut = replay.snapshot();
  const restored = guarded('restore', cut, 'engine.restore()', () => options.engine.restore(atCut));
  const restoredSnapshot = restored.snapshot();
  if (restoredSnapshot !== atCut)
    throw new InvariantViolation('restore', cut, `restore changes the snapshot (${firstDifference(restoredSnapshot, atCut)})`);
  if (JSON.stringify(restored.legalActions()) !== JSON.stringify(replay.legalActions())) {
    throw new InvariantViolation('restore', cut, 'the restored game offers different legal actions');
  }
  replayActions(restored, actions.slice(cut), cut, 'restore', `after restoring at action ${cut}`);
  const after = restored.snapshot();
  if (after === finalSnapshot) return;
  const plain = startGame(options, seed, decks);
  replayActions(plain, actions, 0, 'determinism', 'on replay');
  const replayed = plain.snapshot();
  if (replayed !== finalSnapshot) {
    throw new InvariantViolation(
      'determinism',
      actions.length,
      `replaying seed ${seed} and the ${actions.length} actions ends in a different game (${firstDifference(replayed, finalSnapshot)})`,
    );
  }
  throw new InvariantViolation(
    'restore',
    actions.length,
    `restoring at action ${cut} and continuing ends in a different game (${firstDifference(after, finalSnapshot)})`,
  );
}

function replayActions(game: Game, actions: readonly Action[], offset: number, invariant: InvariantName, when: string): void {
  for (const [i, action] of actions.entries()) {
    const outcome = guarded(invariant, offset + i, `${when}, act()`, () => game.act(action));
    if (!outcome.ok)
      throw new InvariantViolation(
        invariant,
        offset + i,
        `${when}, action ${offset + i + 1} ${JSON.stringify(action)} was rejected: ${outcome.error.code}`,
      );
  }
}

/** Where two snapshots part, with a little context, so a failure shows what differs. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return `first difference at character ${i}: …${a.slice(Math.max(0, i - 40), i + 40)}… vs …${b.slice(Math.max(0, i - 40), i + 40)}…`;
}
