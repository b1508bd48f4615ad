import type { CardDefinition, DeckList } from '../plugin/card-definition.js';
import type { TitleRuntime } from '../plugin/title-runtime.js';
import { ErrorCode, ruleError, TcgError, type RuleError } from '../rules/rule-error.js';
import type { GameState, PlayerId } from '../state/game-state.js';
import { seedRng } from '../state/rng.js';
import { createCard } from '../zones/zone-ops.js';
import { zoneKey } from '../zones/zone-key.js';
import type { GameContext } from './context.js';

export interface PlayerSetup {
  id?: PlayerId;
  name?: string;
  /** A deck list, or the name of one of the title's built-in decks. */
  deck: DeckList | string;
}

export interface CreateGameOptions {
  title: string;
  seed: number;
  players: readonly PlayerSetup[];
}

/** Kernel checks (every card exists) plus the title's construction rules. */
export function validateDeck(title: TitleRuntime, deck: DeckList): RuleError[] {
  const errors: RuleError[] = [];
  const piles: [string, readonly string[]][] = [['main', deck.main], ...Object.entries(deck.extra ?? {})];
  for (const [pile, ids] of piles) {
    if (pile !== 'main' && !title.zones.has(pile)) errors.push(ruleError(ErrorCode.invalidDeck, `no zone "${pile}" to hold that pile`));
    for (const id of new Set(ids)) {
      if (!title.cards.has(id)) errors.push(ruleError(ErrorCode.unknownCard, `deck names unknown card "${id}"`));
    }
  }
  if (errors.length > 0) return errors;
  return title.definition.validateDeck?.(deck, title.cards as ReadonlyMap<string, CardDefinition>) ?? [];
}

export function resolveDeck(title: TitleRuntime, deck: DeckList | string): DeckList {
  if (typeof deck !== 'string') return deck;
  const found = title.decks.find((d) => d.name === deck);
  if (found === undefined) {
    const names = title.decks.map((d) => d.name).join(', ');
    throw new TcgError(ruleError(ErrorCode.invalidSetup, `no built-in deck "${deck}" (have: ${names})`));
  }
  return found;
}

/** The state before the flow starts: players, empty zones, each deck in its zones in list order (top first). */
export function newGameState(title: TitleRuntime, options: CreateGameOptions): GameState {
  const range = title.definition.players ?? { min: 2, max: 2 };
  if (options.players.length < range.min || options.players.length > range.max) {
    throw new TcgError(ruleError(ErrorCode.invalidSetup, `${title.definition.name} is played by ${range.min}–${range.max} players`));
  }
  if (!Number.isInteger(options.seed)) throw new TcgError(ruleError(ErrorCode.invalidSetup, 'seed must be an integer'));
  const ids = options.players.map((p, i) => p.id ?? `p${i + 1}`);
  if (new Set(ids).size !== ids.length || ids.includes('shared')) {
    throw new TcgError(ruleError(ErrorCode.invalidSetup, 'player ids must be distinct and not "shared"'));
  }
  const decks = options.players.map((p) => resolveDeck(title, p.deck));
  decks.forEach((deck, i) => {
    const errors = validateDeck(title, deck);
    if (errors.length > 0) {
      const first = errors[0] as RuleError;
      throw new TcgError(ruleError(ErrorCode.invalidDeck, `${ids[i]}'s deck is not legal: ${first.message}`, first.rule), errors);
    }
  });

  const state: GameState = {
    version: 1,
    title: title.definition.id,
    seed: options.seed,
    rng: seedRng(options.seed),
    players: options.players.map((p, i) => ({ id: ids[i] as string, name: p.name ?? (ids[i] as string), status: {} })),
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
  const ctx: GameContext = { state, title };
  for (const zone of title.zones.values()) {
    const owners = zone.scope === 'shared' ? ['shared'] : ids;
    for (const owner of owners) {
      if (zone.slots === undefined) state.zones[zoneKey(owner, zone.name)] = [];
      else for (const slot of zone.slots) state.zones[zoneKey(owner, zone.name, slot.name)] = [];
    }
  }
  decks.forEach((deck, i) => {
    const owner = ids[i] as string;
    for (const card of deck.main) createCard(ctx, { card, owner, zone: zoneKey(owner, title.definition.roles.deck) });
    for (const [pile, cards] of Object.entries(deck.extra ?? {})) {
      for (const card of cards) createCard(ctx, { card, owner, zone: zoneKey(owner, pile) });
    }
  });
  return state;
}
