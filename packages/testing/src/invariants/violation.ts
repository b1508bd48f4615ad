import type { Action, DeckList } from '@tcgkit/kernel';

/** The invariants a playout checks; a violation names one. */
export type InvariantName =
  /** The game reaches a result within `maxActions`. */
  | 'ends'
  /** Nothing the engine does throws (create, legalActions, act, view, snapshot, restore). */
  | 'no-throw'
  /** A decision is pending exactly while the game is not over, and it has legal answers; each is accepted. */
  | 'decisions'
  /** Every physical card is in exactly one zone, with its definition and owner unchanged. */
  | 'conservation'
  /** Zone keys are the title's, capacities hold, every object sits in the zone it says it is in. */
  | 'zones'
  /** The seed and the action log replay to byte-identical snapshots. */
  | 'determinism'
  /** snapshot → JSON → restore, then continuing, ends in the same game as not stopping. */
  | 'restore'
  /** `view(p)` leaks no hidden card, deck order, seed or random state. */
  | 'view-privacy'
  /** Malformed and illegal actions are rejected with a typed error and change nothing. */
  | 'hostile-input';

/** One broken invariant, thrown inside a playout (fast-check then shrinks the game that produced it). */
export class InvariantViolation extends Error {
  readonly invariant: InvariantName;
  /** Number of actions played when it broke. */
  readonly step: number;
  constructor(invariant: InvariantName, step: number, message: string) {
    super(message);
    this.name = 'InvariantViolation';
    this.invariant = invariant;
    this.step = step;
  }
}

/** What `checkPlayouts` throws: the shrunk failing game, ready to replay. */
export class PlayoutFailure extends Error {
  readonly invariant: InvariantName;
  readonly title: string;
  readonly gameSeed: number;
  readonly decks: [DeckList | string, DeckList | string];
  /** The actions played before the violation (all legal answers), after shrinking. */
  readonly actions: Action[];
  readonly step: number;
  /** Replays the same counterexample: pass these as `seed` and `path` to `checkPlayouts`. */
  readonly fastCheck: { seed: number; path: string | null; shrinks: number };
  constructor(init: {
    violation: InvariantViolation;
    title: string;
    gameSeed: number;
    decks: [DeckList | string, DeckList | string];
    actions: Action[];
    fastCheck: { seed: number; path: string | null; shrinks: number };
  }) {
    super(describeFailure(init));
    this.name = 'PlayoutFailure';
    this.invariant = init.violation.invariant;
    this.title = init.title;
    this.gameSeed = init.gameSeed;
    this.decks = init.decks;
    this.actions = init.actions;
    this.step = init.violation.step;
    this.fastCheck = init.fastCheck;
  }
}

const deckName = (deck: DeckList | string): string => (typeof deck === 'string' ? deck : (deck.name ?? 'a deck list'));

function describeFailure(init: ConstructorParameters<typeof PlayoutFailure>[0]): string {
  const { violation, actions } = init;
  const shown =
    actions.length <= 120
      ? actions.map((a, i) => [i, a] as const)
      : actions.slice(-100).map((a, i) => [actions.length - 100 + i, a] as const);
  return [
    `playout invariant "${violation.invariant}" broken in ${init.title} at action ${violation.step}: ${violation.message}`,
    `game: seed ${init.gameSeed}, decks ${deckName(init.decks[0])} vs ${deckName(init.decks[1])}; ` +
      `fast-check seed ${init.fastCheck.seed}, path "${init.fastCheck.path ?? ''}" (${init.fastCheck.shrinks} shrinks)`,
    `actions (${actions.length}${actions.length > 120 ? ', last 100 shown' : ''}; replay: engine.create({ seed: ${init.gameSeed}, … }) then act each):`,
    ...shown.map(([i, a]) => `  ${i + 1}. ${JSON.stringify(a)}`),
  ].join('\n');
}
