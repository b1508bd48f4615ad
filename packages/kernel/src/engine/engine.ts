import { Container, type ContainerModule } from 'inversify';
import { createFlowMachine } from '../flow/flow-machine.js';
import type { CardDefinition, DeckList } from '../plugin/card-definition.js';
import { kernelModule } from '../plugin/kernel-module.js';
import { deckProblems } from '../plugin/card-validation.js';
import { buildTitleRuntime, type TitleContributions, type TitleRuntime } from '../plugin/title-runtime.js';
import {
  CardPoolContribution,
  ConditionContribution,
  DecisionKindContribution,
  GuardContribution,
  KeywordContribution,
  MoveContribution,
  PendingAbilityContribution,
  ProcedureContribution,
  ProcessContribution,
  RestrictionContribution,
  RuleProcessContribution,
  TitleContribution,
  VerbContribution,
  WindowKindContribution,
  ZoneContribution,
} from '../plugin/tokens.js';
import { ErrorCode, ruleError, TcgError, type RuleError } from '../rules/rule-error.js';
import type { GameState } from '../state/game-state.js';
import { Game } from './game.js';
import { restoreGame } from './restore.js';
import {
  gameOptions,
  historyMode,
  newGameState,
  resolveDeck,
  validateDeck,
  type CreateGameOptions,
  type RestoreOptions,
} from './new-game.js';

export interface Engine {
  /** Ids of the titles loaded. */
  titles(): string[];
  /** A loaded title's wiring (definition, cards, decks…). */
  title(id: string): TitleRuntime;
  /** Starts a game and runs it to its first decision. Throws `TcgError` for a bad title, deck or seed. */
  create(options: CreateGameOptions): Game;
  /** Continues a game from `game.snapshot()`. Throws `TcgError` for a snapshot it cannot use. */
  restore(snapshot: string | GameState, options?: RestoreOptions): Game;
  /** Every construction rule a deck breaks (empty when legal), under the given game options (defaults if none). */
  validateDeck(title: string, deck: DeckList | string, options?: Readonly<Record<string, string>>): RuleError[];
}

function all<T>(container: Container, token: symbol): T[] {
  return container.isBound(token) ? container.getAll<T>(token) : [];
}

/**
 * Wires the kernel and the given title modules in one inversify container, once. Games never touch
 * the container: each title is resolved into plain maps and a compiled statechart here.
 */
export function createEngine(modules: readonly ContainerModule[]): Engine {
  const container = new Container();
  container.load(kernelModule, ...modules);
  const pools = all<CardPoolContribution>(container, CardPoolContribution);
  const shared = {
    zones: all<ZoneContribution>(container, ZoneContribution),
    keywords: all<KeywordContribution>(container, KeywordContribution),
    ruleProcesses: all<RuleProcessContribution>(container, RuleProcessContribution),
    verbs: all<VerbContribution>(container, VerbContribution),
    conditions: all<ConditionContribution>(container, ConditionContribution),
    procedures: all<ProcedureContribution>(container, ProcedureContribution),
    guards: all<GuardContribution>(container, GuardContribution),
    moves: all<MoveContribution>(container, MoveContribution),
    processes: all<ProcessContribution>(container, ProcessContribution),
    decisionKinds: all<DecisionKindContribution>(container, DecisionKindContribution),
    pendingAbilityRules: all<PendingAbilityContribution>(container, PendingAbilityContribution),
    restrictions: all<RestrictionContribution>(container, RestrictionContribution),
    windowKinds: all<WindowKindContribution>(container, WindowKindContribution),
  };
  const runtimes = new Map<string, TitleRuntime>();
  for (const definition of all<TitleContribution>(container, TitleContribution)) {
    if (runtimes.has(definition.id)) throw new TcgError(ruleError(ErrorCode.invalidSetup, `title "${definition.id}" is loaded twice`));
    const mine = pools.filter((p) => p.title === definition.id);
    const contributions: TitleContributions = {
      ...shared,
      cards: mine.flatMap((p) => p.cards as CardDefinition[]),
      decks: mine.flatMap((p) => p.decks ?? []),
    };
    // Card data is validated against the title's card schema and instruction language here (INVALID_CARD).
    const cardSchema = mine.find((p) => p.cardSchema !== undefined)?.cardSchema;
    if (cardSchema !== undefined) contributions.cardSchema = cardSchema;
    runtimes.set(definition.id, buildTitleRuntime(definition, contributions, createFlowMachine));
  }

  const runtime = (id: string): TitleRuntime => {
    const found = runtimes.get(id);
    if (found === undefined) {
      throw new TcgError(ruleError(ErrorCode.invalidSetup, `no title "${id}" is loaded (have: ${[...runtimes.keys()].join(', ')})`));
    }
    return found;
  };

  return {
    titles: () => [...runtimes.keys()],
    title: runtime,
    create(options) {
      if (typeof options !== 'object' || options === null) {
        throw new TcgError(ruleError(ErrorCode.invalidSetup, 'create() takes { title, seed, players }'));
      }
      const title = runtime(options.title);
      const history = historyMode(options.history);
      const state = newGameState(title, options);
      // What creates the same state again, for rolling back a fault: a plain copy of the players (the
      // caller may change its own objects later); the seed is a number.
      const players = JSON.parse(JSON.stringify(options.players)) as typeof options.players;
      const seed = options.seed;
      return new Game(title, state, false, history, { recreate: () => newGameState(title, { title: options.title, seed, players }) });
    },
    restore(snapshot, options = {}) {
      return restoreGame(snapshot, runtimes, historyMode(options.history));
    },
    validateDeck(title, deck, options) {
      const wired = runtime(title);
      const chosen = gameOptions(wired, options);
      // A deck file's shape problems are reported like its construction problems, with their paths.
      const malformed = typeof deck === 'string' ? [] : deckProblems(deck);
      if (malformed.length > 0) return malformed.map((problem) => ruleError(ErrorCode.invalidDeck, `malformed deck list: ${problem}`));
      return validateDeck(wired, resolveDeck(wired, deck), chosen);
    },
  };
}
