import type {
  CardChange,
  CardId,
  ContinuousEffect,
  DelayedTrigger,
  EffectSetup,
  Engine,
  Game,
  HistoryMode,
  Json,
  PendingSetup,
  PlacedCard,
  PlayerId,
  PlayerSetup,
  PositionMade,
  PositionSetup,
  ReplacementEffect,
  WithSource,
} from '@tcgkit/kernel';

/**
 * One card to place: a definition id, or the id with its alias (`as`, referred to later as `$name` or by
 * `position.id(name)`), its status, face, controller, or a number of copies.
 */
export type CardSpec =
  | string
  | {
      card: string;
      as?: string;
      status?: Readonly<Record<string, Json>>;
      faceUp?: boolean;
      controller?: PlayerId;
      owner?: PlayerId;
      count?: number;
      /** A token or pseudo-card (no physical card). */
      token?: boolean;
    };

/** A card already in the game: its alias from this builder (or an earlier one on the same game), or its object id. */
export type CardRef = string;

export interface PositionOptions {
  seed?: number;
  /** Player ids, in seat order (default `p1`, `p2`). */
  players?: readonly PlayerId[];
  /** Default `full`: assertions may read events across any number of turns. */
  history?: HistoryMode;
  /** Every seat's play timings (`rules`: every play timing the rules give; the engine's default otherwise). */
  playTimings?: PlayerSetup['playTimings'];
  /** The title's game options (`create({ options })`), e.g. a format. */
  options?: Readonly<Record<string, string>>;
}

/** A position that was built: the game, and the ids the builder made. */
export interface BuiltPosition {
  game: Game;
  /** The current object id of an aliased card (`$name` or `name`); throws for an alias never declared. */
  id(alias: string): CardId;
  /** Every card placed, in the order given. */
  cards: readonly CardId[];
  /** Aliases declared so far, with the physical card (serial) each names: it keeps it across zone moves. */
  aliases: ReadonlyMap<string, { serial: number; firstId: CardId; card: string }>;
  made: PositionMade;
}

/** A record as the kernel takes it, with cards named by alias (or id) instead. */
export type WithRefs<T> = Omit<T, 'source' | 'cards'> & { source?: CardRef } & ('cards' extends keyof T
    ? { cards: readonly CardRef[] }
    : unknown);

/** The set-up being written: `PositionSetup` with its lists open for appending. */
interface Draft extends PositionSetup {
  cards: PlacedCard[];
  changes: CardChange[];
  pending: PendingSetup[];
  effects: EffectSetup[];
  replacements: WithSource<Omit<ReplacementEffect, 'id'>>[];
  delayed: WithSource<Omit<DelayedTrigger, 'id'>>[];
}

const aliasesOf = new WeakMap<Game, Map<string, { serial: number; firstId: CardId; card: string }>>();

/**
 * A position built by hand for a rule test or a scenario (XMage style: set up a board, act, assert).
 * Each call adds to one `PositionSetup`; `build()` hands it to `game.setUp()`, which carries it out
 * through the kernel's operations and checks it with the kernel's integrity checks: an impossible
 * position (a card the title lacks, a full slot, an unknown player or step…) is an `INVALID_SETUP` error.
 * Tests never write into a game's state.
 *
 * ```ts
 * const { game, id } = position(engine, 'vanguard')
 *   .turn(3, 'p1')
 *   .put('p1', 'field#vc', { card: 'blaze-dragon', as: 'vanguard' })
 *   .put('p1', 'hand', ['flame-knight', 'flame-knight'])
 *   .fill('p1', 'deck', 'F', 30)
 *   .at('main', 'main')
 *   .build();
 * game.act({ type: 'call', player: 'p1', card: id('vanguard') });
 * ```
 */
export class PositionBuilder {
  readonly #game: Game;
  readonly #setup: Draft;
  /** Alias of each placed card, by its index in `cards`. */
  readonly #placedAliases: (string | undefined)[] = [];

  /** @internal use `position()` or `editPosition()`. */
  constructor(game: Game, clear: boolean) {
    this.#game = game;
    this.#setup = { clear, cards: [], changes: [], pending: [], effects: [], replacements: [], delayed: [] };
  }

  /** Turn number, turn player (default unchanged) and who played the first turn. */
  turn(number: number, player?: PlayerId, firstPlayer?: PlayerId): this {
    const turn: NonNullable<PositionSetup['turn']> = { number };
    if (player !== undefined) turn.player = player;
    if (firstPlayer !== undefined) turn.firstPlayer = firstPlayer;
    this.#setup.turn = { ...this.#setup.turn, ...turn };
    return this;
  }

  /** Only the turn player changes (whose turn it is for effects that read it; see `at` to restart the flow). */
  turnPlayer(player: PlayerId): this {
    this.#setup.turn = { ...this.#setup.turn, player };
    return this;
  }

  /** Extra turns already granted, next first. */
  extraTurns(...players: PlayerId[]): this {
    this.#setup.turn = { ...this.#setup.turn, extraTurns: players };
    return this;
  }

  /** The flow starts afresh at the beginning of `phase.step` and runs to the first decision there. */
  at(phase: string, step: string): this {
    this.#setup.startAt = { phase, step };
    return this;
  }

  seed(seed: number): this {
    this.#setup.seed = seed;
    return this;
  }

  /**
   * Cards into `owner`'s `zone` (`hand`, `deck`, `field#vc` for a slot; `shared` as owner for shared
   * zones), appended in the order given: top first for ordered zones.
   */
  put(owner: PlayerId, zone: string, cards: CardSpec | readonly CardSpec[]): this {
    for (const spec of typeof cards === 'string' || !Array.isArray(cards) ? [cards as CardSpec] : cards) {
      const entry = typeof spec === 'string' ? { card: spec } : spec;
      if (entry.as !== undefined && (entry.count ?? 1) > 1) throw new Error(`${entry.card}: a card with an alias cannot have a count`);
      for (let copy = 0; copy < (entry.count ?? 1); copy++) {
        const placed: PlacedCard = { card: entry.card, zone: `${owner}/${zone}` };
        if (entry.owner !== undefined) placed.owner = entry.owner;
        if (entry.controller !== undefined) placed.controller = entry.controller;
        if (entry.faceUp !== undefined) placed.faceUp = entry.faceUp;
        if (entry.status !== undefined) placed.status = entry.status;
        if (entry.token === true) placed.token = true;
        this.#setup.cards.push(placed);
        this.#placedAliases.push(entry.as === undefined ? undefined : bare(entry.as));
      }
    }
    return this;
  }

  /** `count` copies of one card into a zone (a deck of fillers). */
  fill(owner: PlayerId, zone: string, card: string, count: number): this {
    return this.put(owner, zone, { card, count });
  }

  /** Empties a zone: its cards cease to exist (a set-up, not a rules event). */
  empty(owner: PlayerId, zone: string): this {
    this.#setup.empty = [...(this.#setup.empty ?? []), `${owner}/${zone}`];
    return this;
  }

  /** Cards that cease to exist (a set-up, not a rules event). */
  remove(...cards: CardRef[]): this {
    this.#setup.remove = [...(this.#setup.remove ?? []), ...cards.map((c) => this.#existing(c))];
    return this;
  }

  /** Changes a card: status merged (`null` deletes a key), face, controller. */
  change(card: CardRef, change: Omit<CardChange, 'card'>): this {
    this.#setup.changes.push({ ...change, card: this.#ref(card) });
    return this;
  }

  /** A player's status merged in (`null` deletes a key): life, gauge, counters, flags. */
  player(id: PlayerId, status: Readonly<Record<string, Json | null>>): this {
    const players = { ...this.#setup.players };
    players[id] = { status: { ...players[id]?.status, ...status } as Record<string, Json> };
    this.#setup.players = players;
    return this;
  }

  /** The title's data merged in at the top level. */
  data(data: Readonly<Record<string, Json>>): this {
    this.#setup.data = { ...this.#setup.data, ...data };
    return this;
  }

  /** An automatic ability of `card` already waiting to be played. */
  pending(card: CardRef, ability = 0, options: Omit<PendingSetup, 'card' | 'ability'> = {}): this {
    this.#setup.pending.push({ ...options, card: this.#ref(card), ability });
    return this;
  }

  /** A continuous effect (as `addContinuousEffect` takes it); `cards` and `source` may be aliases. */
  effect(effect: WithRefs<Omit<ContinuousEffect, 'id' | 'timestamp'>>): this {
    const { cards, source, ...rest } = effect;
    const record: EffectSetup = { ...rest, cards: cards.map((c) => this.#ref(c)) };
    if (source !== undefined) record.source = this.#ref(source);
    this.#setup.effects.push(record);
    return this;
  }

  /** A replacement effect (as `addReplacement` takes it); `source` may be an alias. */
  replacement(replacement: WithRefs<Omit<ReplacementEffect, 'id'>>): this {
    const { source, ...rest } = replacement;
    this.#setup.replacements.push(source === undefined ? rest : { ...rest, source: this.#ref(source) });
    return this;
  }

  /** A delayed trigger (as `addDelayedTrigger` takes it); `source` may be an alias. */
  delayed(trigger: WithRefs<Omit<DelayedTrigger, 'id'>>): this {
    const { source, ...rest } = trigger;
    this.#setup.delayed.push(source === undefined ? rest : { ...rest, source: this.#ref(source) });
    return this;
  }

  /**
   * Zone capacities are not checked: only to test a rule process that repairs a zone holding too many
   * cards (two units on one circle), a position the rules never leave between two actions.
   */
  overCapacity(): this {
    this.#setup.overCapacity = true;
    return this;
  }

  /** Carries the position out (`game.setUp`); throws `INVALID_SETUP` for an impossible one, leaving the game as it was. */
  build(): BuiltPosition {
    const game = this.#game;
    const made = game.setUp(this.#setup);
    const aliases = aliasesOf.get(game) ?? new Map();
    if (this.#setup.clear === true) aliases.clear();
    this.#placedAliases.forEach((alias, index) => {
      if (alias === undefined) return;
      if (aliases.has(alias)) throw new Error(`alias $${alias} is declared twice`);
      const placed = this.#setup.cards[index] as PlacedCard;
      aliases.set(alias, { serial: made.serials[index] as number, firstId: made.cards[index] as CardId, card: placed.card });
    });
    aliasesOf.set(game, aliases);
    return {
      game,
      cards: made.cards,
      made,
      aliases,
      id: (alias) => {
        const record = aliases.get(bare(alias));
        if (record === undefined) throw new Error(`unknown alias $${bare(alias)} (declared: ${[...aliases.keys()].join(', ') || 'none'})`);
        const current = Object.values(game.state.cards).find((c) => c.serial === record.serial);
        if (current === undefined) throw new Error(`card $${bare(alias)} is no longer in a zone`);
        return current.id;
      },
    };
  }

  /** A reference as `game.setUp` takes it: an alias placed by this builder is its index, else an object id. */
  #ref(card: CardRef): CardId | number {
    const index = this.#placedAliases.indexOf(bare(card));
    return index >= 0 ? index : this.#existing(card);
  }

  /** An existing card's object id, from an alias of an earlier build on this game or the id itself. */
  #existing(card: CardRef): CardId {
    const record = aliasesOf.get(this.#game)?.get(bare(card));
    if (record === undefined) return card;
    const current = Object.values(this.#game.state.cards).find((c) => c.serial === record.serial);
    return current?.id ?? card;
  }
}

function bare(alias: string): string {
  return alias.startsWith('$') ? alias.slice(1) : alias;
}

/**
 * A new position of `title`: a game is created on the title's first built-in deck (so the title's own
 * set-up runs and prepares its data and player status, as in a real game), then cleared; the builder
 * fills it. Start the flow with `.at(phase, step)`.
 */
export function position(engine: Engine, title: string, options: PositionOptions = {}): PositionBuilder {
  const runtime = engine.title(title);
  const deck = runtime.decks[0];
  if (deck === undefined) throw new Error(`${runtime.definition.name} has no built-in deck to create a game with`);
  const players = options.players ?? ['p1', 'p2'];
  const seed = options.seed ?? 1;
  const seats = players.map((id) => (options.playTimings === undefined ? { id, deck } : { id, deck, playTimings: options.playTimings }));
  const game = engine.create({
    title,
    seed,
    players: seats,
    history: options.history ?? 'full',
    ...(options.options === undefined ? {} : { options: options.options }),
  });
  const builder = new PositionBuilder(game, true);
  const turnPlayer = players[0] as PlayerId;
  return builder.seed(seed).turn(1, turnPlayer, turnPlayer);
}

/**
 * Changes a game in progress (cards placed or removed, statuses, effects…); it goes on from the decision
 * it was at, unless `.at(phase, step)` restarts the flow.
 */
export function editPosition(game: Game): PositionBuilder {
  return new PositionBuilder(game, false);
}
