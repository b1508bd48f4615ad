import type { CardDefinition, DeckList } from '../plugin/card-definition.js';
import { deckProblems } from '../plugin/card-validation.js';
import type { TitleRuntime } from '../plugin/title-runtime.js';
import { ErrorCode, ruleError, TcgError, type RuleError } from '../rules/rule-error.js';
import type { CardId, GameState, PlayerId, PlayerState, PlayTimings, ZoneKey } from '../state/game-state.js';
import { seedRng } from '../state/rng.js';
import { createCard } from '../zones/zone-ops.js';
import { sharedOwner, zoneKey } from '../zones/zone-key.js';
import type { GameContext } from './context.js';
import type { HistoryMode } from './game.js';

export interface PlayerSetup {
  id?: PlayerId;
  name?: string;
  /** A deck list, or the name of one of the title's built-in decks. */
  deck: DeckList | string;
  /**
   * `rules`: offer this seat every play timing the rules give, passing for it only where the rules say so
   * (for people and judges); `fast` (default): pass for it whenever it has nothing to play, if the title
   * allows it (bots, simulations). The game is the same either way; only the questions asked differ.
   */
  playTimings?: PlayTimings;
}

export interface CreateGameOptions {
  title: string;
  seed: number;
  players: readonly PlayerSetup[];
  /** Which past events the game object keeps for `history()`: `recent` (default, bounded) or `full`. */
  history?: HistoryMode;
  /**
   * The title's game options (a format, an appendix's variant…), each one of the values the title declares
   * in `TitleDefinition.options`; an option left out takes its default. Kept in `state.options`.
   */
  options?: Readonly<Record<string, string>>;
}

/**
 * Checks `options` against the title's declared options (it may come from an untrusted caller as anything)
 * and fills in the defaults. Undefined when the title declares none and none were given.
 */
export function gameOptions(title: TitleRuntime, value: unknown): Record<string, string> | undefined {
  const declared = title.definition.options ?? {};
  if (value !== undefined && (typeof value !== 'object' || value === null || Array.isArray(value)))
    throw invalidSetup('options must be an object of option names and values');
  // Read once: a getter (or a proxy) could answer differently on a second read, or throw.
  let entries: [string, unknown][];
  try {
    entries = Object.entries(value ?? {});
  } catch {
    throw invalidSetup('options could not be read as plain option names and values');
  }
  const given = new Map<string, string>();
  for (const [name, v] of entries) {
    // Own declarations only: "constructor", "__proto__" and the like are not options.
    const option = Object.hasOwn(declared, name) ? declared[name] : undefined;
    if (option === undefined) {
      const known = Object.keys(declared);
      throw invalidSetup(`${title.definition.name} has no option ${quote(name)}${known.length > 0 ? ` (have: ${known.join(', ')})` : ''}`);
    }
    if (typeof v !== 'string' || !option.values.includes(v))
      throw invalidSetup(`option ${name} must be one of ${option.values.map((x) => `"${x}"`).join(', ')} (got ${quote(v)})`);
    given.set(name, v);
  }
  if (Object.keys(declared).length === 0) return undefined;
  return Object.fromEntries(Object.entries(declared).map(([name, option]) => [name, given.get(name) ?? option.default]));
}

/** Options of `engine.restore()`. */
export interface RestoreOptions {
  /** As for `create()`: `full` keeps every event from the restored position on. */
  history?: HistoryMode;
}

/** Checks a `history` option (it may come from an untrusted caller as anything). */
export function historyMode(value: unknown): HistoryMode {
  if (value === undefined) return 'recent';
  if (value === 'full' || value === 'recent') return value;
  throw invalidSetup(`history must be "full" or "recent" (got ${quote(value)})`);
}

/** Kernel checks (every card exists) plus the title's construction rules (under the game's options, if any). */
export function validateDeck(title: TitleRuntime, deck: DeckList, options?: Readonly<Record<string, string>>): RuleError[] {
  const errors: RuleError[] = [];
  const piles: [string, readonly string[]][] = [['main', deck.main], ...Object.entries(deck.extra ?? {})];
  for (const [pile, ids] of piles) {
    if (pile !== 'main' && !title.zones.has(pile)) errors.push(ruleError(ErrorCode.invalidDeck, `no zone "${pile}" to hold that pile`));
    for (const id of new Set(ids)) {
      if (!title.cards.has(id)) errors.push(ruleError(ErrorCode.unknownCard, `deck names unknown card "${id}"`));
    }
  }
  if (errors.length > 0) return errors;
  return (
    title.definition.validateDeck?.(
      deck,
      title.cards as ReadonlyMap<string, CardDefinition>,
      options ?? gameOptions(title, undefined) ?? {},
    ) ?? []
  );
}

export function resolveDeck(title: TitleRuntime, deck: DeckList | string): DeckList {
  if (typeof deck !== 'string') {
    // A deck from a file or a caller is untrusted data: its shape is checked (with the path of the first
    // problem) before anything reads it.
    const malformed = deckProblems(deck);
    if (malformed.length > 0) {
      throw invalidSetup(`a deck is a built-in deck name or { main: [card ids], extra?: { zone: [card ids] } }: ${malformed[0]}`);
    }
    return deck;
  }
  const found = title.decks.find((d) => d.name === deck);
  if (found === undefined) {
    const names = title.decks.map((d) => d.name).join(', ');
    throw new TcgError(ruleError(ErrorCode.invalidSetup, `no built-in deck "${deck}" (have: ${names})`));
  }
  return found;
}

/** The state before the flow starts: players, empty zones, each deck in its zones in list order (top first). */
export function newGameState(title: TitleRuntime, options: CreateGameOptions): GameState {
  const chosen = gameOptions(title, options.options);
  // The seats the chosen options call for (BD tag-team: four players in two teams), else the title's own.
  const seating = chosen === undefined ? undefined : title.definition.seating?.(chosen);
  const range = seating?.players ?? title.definition.players ?? { min: 2, max: 2 };
  if (!Array.isArray(options.players)) throw invalidSetup('players must be a list of { id?, name?, deck }');
  if (options.players.length < range.min || options.players.length > range.max) {
    throw invalidSetup(`${title.definition.name} is played by ${range.min}–${range.max} players`);
  }
  checkSeed(options.seed);
  const ids = options.players.map((p, i) => checkPlayer(p, i));
  if (new Set(ids).size !== ids.length) throw invalidSetup(`player ids must be distinct (got ${ids.join(', ')})`);
  const decks = options.players.map((p) => resolveDeck(title, p.deck));
  decks.forEach((deck, i) => {
    const errors = validateDeck(title, deck, chosen);
    if (errors.length > 0) {
      const first = errors[0] as RuleError;
      throw new TcgError(ruleError(ErrorCode.invalidDeck, `${ids[i]}'s deck is not legal: ${first.message}`, first.rule), errors);
    }
  });

  // Rules across the players' decks (BD 2101-1: teammates' territories differ).
  const across = title.definition.validateDecks?.(decks, title.cards as ReadonlyMap<string, CardDefinition>, chosen ?? {}) ?? [];
  if (across[0] !== undefined) throw new TcgError(ruleError(ErrorCode.invalidDeck, across[0].message, across[0].rule), across);

  const state: GameState = {
    version: 1,
    title: title.definition.id,
    seed: options.seed,
    rng: seedRng(options.seed),
    players: options.players.map((p, i) => {
      const player = seat(ids[i] as string, p);
      if (seating?.teamSize !== undefined) player.team = `team-${Math.floor(i / seating.teamSize) + 1}`;
      return player;
    }),
    turn: { number: 0, player: ids[0] as string, firstPlayer: ids[0] as string, extraTurns: [] },
    flow: { value: 'pregame', returnToOuter: false, playedAbility: false },
    zones: {},
    cards: {},
    lastKnown: {},
    pending: [],
    delayed: [],
    effects: [],
    replacements: [],
    stack: [],
    windows: [],
    work: [],
    decision: null,
    result: null,
    log: [],
    usage: { turn: {}, game: {} },
    protectedSpan: 0,
    counters: { nextObject: 1, nextSerial: 1, nextId: 1, timestamp: 1, decision: 0 },
    data: {},
  };
  if (chosen !== undefined) state.options = chosen;
  const ctx: GameContext = { state, title };
  const zones: [ZoneKey, CardId[]][] = [];
  for (const zone of title.zones.values()) {
    const owners = zone.scope === 'shared' ? ['shared'] : ids;
    for (const owner of owners) {
      if (zone.slots === undefined) zones.push([zoneKey(owner, zone.name), []]);
      else for (const slot of zone.slots) zones.push([zoneKey(owner, zone.name, slot.name), []]);
    }
  }
  // Made in one go rather than key by key: an object given more than a dozen keys one at a time by computed
  // name becomes a hash table (3 KB for Vanguard's 61 zones), while one made whole keeps a shape that every
  // game of the title shares (about 500 bytes; issue 14). A restored game's zones come from JSON.parse, which
  // makes them the same way. Writing an existing key keeps it so.
  state.zones = Object.fromEntries(zones);
  decks.forEach((deck, i) => {
    const owner = ids[i] as string;
    for (const card of deck.main) createCard(ctx, { card, owner, zone: zoneKey(owner, title.definition.roles.deck) });
    for (const [pile, cards] of Object.entries(deck.extra ?? {})) {
      for (const card of cards) createCard(ctx, { card, owner, zone: zoneKey(owner, pile) });
    }
  });
  return state;
}

function seat(id: PlayerId, setup: PlayerSetup): PlayerState {
  const player: PlayerState = { id, name: setup.name ?? id, status: {} };
  const mode = setup.playTimings;
  if (mode !== undefined && mode !== 'rules' && mode !== 'fast') {
    throw invalidSetup(`${id}'s playTimings must be "rules" or "fast" (got ${quote(mode)})`);
  }
  if (mode === 'rules') player.playTimings = 'rules';
  return player;
}

/**
 * Player ids become parts of zone keys (`p1/hand`, `p1/field#left`), keys of plain objects in the state
 * and values in every action, so they are kept to a plain, short charset: a letter, then letters, digits,
 * `_` or `-`, at most 32 characters. `shared` is the owner of shared zones, and names of `Object.prototype`
 * members (`constructor`, `toString`, `__proto__`…) are refused so that no id can ever reach a prototype
 * through a lookup by id. Documented in docs/architecture.md (the engine contract).
 */
export const playerIdPattern = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;

/** The longest display name a player may have; names may hold any printable text. */
export const maxPlayerNameLength = 64;

function invalidSetup(message: string): TcgError {
  return new TcgError(ruleError(ErrorCode.invalidSetup, message));
}

/** A short, printable quotation of a bad value for a message (never the whole of a huge string). */
function quote(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : typeof value;
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** Seeds are integers in the safe range: beyond it two different seeds may be the same number. */
function checkSeed(seed: unknown): void {
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) {
    throw invalidSetup(`seed must be an integer between ${Number.MIN_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER} (got ${quote(seed)})`);
  }
}

/** Checks one seat and returns its id (`p1`, `p2`… when none is given). */
function checkPlayer(player: unknown, index: number): PlayerId {
  const seat = `player ${index + 1}`;
  if (typeof player !== 'object' || player === null || Array.isArray(player))
    throw invalidSetup(`${seat} must be an object { id?, name?, deck }`);
  const { id, name } = player as { id?: unknown; name?: unknown };
  const chosen = id === undefined ? `p${index + 1}` : id;
  if (typeof chosen !== 'string' || !playerIdPattern.test(chosen)) {
    throw invalidSetup(`${seat}'s id ${quote(chosen)} is not an id: a letter, then letters, digits, "_" or "-", at most 32 characters`);
  }
  if (chosen === sharedOwner || chosen in Object.prototype || chosen === 'prototype') {
    throw invalidSetup(`${seat}'s id "${chosen}" is reserved; choose another`);
  }
  if (name !== undefined) {
    // Control characters would let a name rewrite a terminal line or forge a log line.
    if (typeof name !== 'string' || name.length === 0 || name.length > maxPlayerNameLength || /\p{Cc}/u.test(name)) {
      throw invalidSetup(`${seat}'s name ${quote(name)} must be 1–${maxPlayerNameLength} printable characters`);
    }
  }
  return chosen;
}
