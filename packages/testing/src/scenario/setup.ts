import {
  ErrorCode,
  TcgError,
  zoneKey,
  type EffectSetup,
  type Engine,
  type Game,
  type GameState,
  type Json,
  type JsonObject,
  type PendingSetup,
  type PlacedCard,
  type PositionMade,
  type PositionSetup,
  type StackSetup,
  type TitleRuntime,
  type ZoneContribution,
} from '@tcgkit/kernel';
import { resolveAliases, UnknownAlias } from './aliases.js';
import { failure, ScenarioStop, type ScenarioFailure } from './result.js';
import type { Scenario, ScenarioSetup, SetupCard, SetupZone } from './schema.js';

/** A card the scenario named with `id:`; followed by its serial, since a card that moves becomes a new object. */
export interface AliasRecord {
  name: string;
  serial: number;
  /** Its object id when the set-up created it (the start of its id history in the log). */
  firstId: string;
  /**
   * For a card with no physical identity (a pseudo-card, serial below 0, VG 15.3): it is followed by this
   * object id, since it ceases to exist rather than move.
   */
  object?: string;
  card: string;
}

export interface Board {
  game: Game;
  /** The title's wiring (its conditions, zones, names), from the engine. */
  title: TitleRuntime;
  players: string[];
  aliases: Map<string, AliasRecord>;
}

export const defaultPlayers = ['p1', 'p2'];

export function aliasKey(name: string): string {
  return name.startsWith('$') ? name.slice(1) : name;
}

/**
 * Builds the scenario's starting position: a game of the title is created (on its first built-in deck, so
 * set-up succeeds), then emptied and filled from `setup` through the kernel's checked `game.setUp` (an
 * impossible position is a set-up failure), and the flow starts at `setup.phase.step`; stack items go on
 * once it rests there. Title data (`state.data`) and player status the normal set-up made are kept; `setup`
 * values override them (a `data:` given replaces the title's data).
 */
export function buildPosition(engine: Engine, titleId: string, scenario: Scenario): Board {
  const problems: ScenarioFailure[] = [];
  const setup = scenario.setup;
  if (setup === undefined) throw stop('a board needs a setup', 'setup');
  const title = engine.title(titleId);
  const players = scenario.players ?? defaultPlayers;
  const deck = title.decks[0];
  if (deck === undefined) throw stop(`${title.definition.name} has no built-in deck to create a game with`, 'setup');
  // The whole history: log expectations and aliases follow events across any number of turns.
  // Version 2 offers every play timing the rules give (kernel `playTimings: 'rules'`) unless the file says
  // `playTimings: fast`; version 1 files keep the fast mode they were written against.
  const playTimings = scenario.playTimings ?? (scenario.version === 2 ? 'rules' : 'fast');
  const game = engine.create({
    title: titleId,
    seed: scenario.seed,
    players: players.map((id) => ({ id, deck, playTimings })),
    history: 'full',
  });
  const knownPlayer = (id: string | undefined, path: string): void => {
    if (id !== undefined && !players.includes(id)) problems.push(setupFailure(`no player "${id}" (players: ${players.join(', ')})`, path));
  };
  knownPlayer(setup.turnPlayer, 'setup.turnPlayer');
  knownPlayer(setup.firstPlayer, 'setup.firstPlayer');
  for (const id of Object.keys(setup.players)) knownPlayer(id, `setup.players.${id}`);
  if (problems.length > 0) throw new ScenarioStop(problems);

  const turnPlayer = setup.turnPlayer ?? (players[0] as string);
  const other = players.find((p) => p !== turnPlayer) ?? turnPlayer;
  // Before the first turn the game is at turn 0, as a game created normally is during set-up.
  const turn = setup.turn ?? (setup.phase === 'setup' ? 0 : 1);
  const board: PositionSetup & { cards: PlacedCard[] } = {
    clear: true,
    seed: scenario.seed,
    turn: { number: turn, player: turnPlayer, firstPlayer: setup.firstPlayer ?? (turn % 2 === 0 ? other : turnPlayer), extraTurns: [] },
    cards: [],
    players: Object.fromEntries(
      Object.entries(setup.players).flatMap(([id, player]) => (player.status === undefined ? [] : [[id, { status: player.status }]])),
    ),
  };

  // Aliases name cards by their index in `board.cards` until the set-up has made them.
  const named = new Map<string, number>();
  const place = (owner: string, zoneName: string, zone: SetupZone, path: string): void => {
    const definition = title.zones.get(zoneName);
    if (definition === undefined) {
      problems.push(
        setupFailure(`${title.definition.name} has no zone "${zoneName}" (zones: ${[...title.zones.keys()].join(', ')})`, path),
      );
      return;
    }
    if ((definition.scope === 'shared') !== (owner === 'shared')) {
      const where = definition.scope === 'shared' ? 'setup.shared' : 'setup.players.<player>.zones';
      problems.push(
        setupFailure(`zone "${zoneName}" is ${definition.scope === 'shared' ? 'shared' : "a player's"}: list it under ${where}`, path),
      );
      return;
    }
    for (const [slot, card, at] of slotEntries(definition, zone, path, problems)) {
      const entry = typeof card === 'string' ? { card } : card;
      if (!title.cards.has(entry.card)) {
        problems.push(setupFailure(`no card "${entry.card}" in the ${title.definition.name} pool (add it under cards: to test it)`, at));
        continue;
      }
      const cardOwner = owner === 'shared' ? (entry.owner ?? (players[0] as string)) : owner;
      if (entry.owner !== undefined) knownPlayer(entry.owner, `${at}.owner`);
      const key = zoneKey(owner, zoneName, slot);
      if (entry.id !== undefined && (entry.count ?? 1) > 1) problems.push(setupFailure('a card with an alias cannot have a count', at));
      for (let copy = 0; copy < (entry.count ?? 1); copy++) {
        const placed: PlacedCard = { card: entry.card, owner: cardOwner, zone: key };
        if (entry.faceUp !== undefined) placed.faceUp = entry.faceUp;
        if (entry.status !== undefined) placed.status = entry.status as JsonObject;
        board.cards.push(placed);
        if (entry.id === undefined) continue;
        const name = aliasKey(entry.id);
        if (named.has(name)) problems.push(setupFailure(`alias $${name} is declared twice`, at));
        named.set(name, board.cards.length - 1);
      }
      const capacity =
        slot === undefined ? definition.capacity : (definition.slots?.find((s) => s.name === slot)?.capacity ?? definition.capacity);
      const held = board.cards.filter((c) => c.zone === key).length;
      if (capacity !== undefined && held > capacity) problems.push(setupFailure(`${key} holds at most ${capacity} card(s)`, at));
    }
  };
  for (const [owner, player] of Object.entries(setup.players)) {
    for (const [zoneName, zone] of Object.entries(player.zones ?? {}))
      place(owner, zoneName, zone, `setup.players.${owner}.zones.${zoneName}`);
  }
  for (const [zoneName, zone] of Object.entries(setup.shared ?? {})) place('shared', zoneName, zone, `setup.shared.${zoneName}`);
  if (problems.length > 0) throw new ScenarioStop(problems);

  const made = setUp(game, board, 'setup');
  const aliases = new Map<string, AliasRecord>();
  for (const [name, index] of named) {
    const card = board.cards[index] as PlacedCard;
    aliases.set(name, { name, serial: made.serials[index] as number, firstId: made.cards[index] as string, card: card.card });
  }

  const rest: PositionSetup & { pending: PendingSetup[] } = { pending: [], startAt: { phase: setup.phase, step: setup.step } };
  (setup.pending ?? []).forEach((pending, index) => {
    const path = `setup.pending[${index}]`;
    const alias = aliases.get(aliasKey(pending.card));
    if (alias === undefined) {
      problems.push(
        failure('alias', null, `unknown alias ${pending.card}: give a set-up card \`id: ${aliasKey(pending.card)}\``, { path }),
      );
      return;
    }
    const ability = title.abilitiesOf(alias.card)[pending.ability];
    if (ability?.kind !== 'automatic') {
      problems.push(setupFailure(`card "${alias.card}" has no automatic ability #${pending.ability}`, path));
      return;
    }
    knownPlayer(pending.controller, `${path}.controller`);
    const record: PendingSetup = {
      card: alias.firstId,
      ability: pending.ability,
      label: pending.label ?? ability.label ?? title.cardName(alias.card),
    };
    if (pending.controller !== undefined) record.controller = pending.controller;
    rest.pending.push(record);
  });
  if (setup.data !== undefined) {
    // `$alias` strings in the title's data name set-up cards (their object ids are new here). The file's data
    // replaces the title's: keys it does not name are removed.
    const data = aliasResolver(game, aliases, problems)(setup.data as JsonObject, 'setup.data') as JsonObject | undefined;
    if (data !== undefined) rest.data = { ...Object.fromEntries(Object.keys(game.state.data).map((key) => [key, null])), ...data };
  }
  rest.effects = effectsOf(game, title, setup, aliases, problems, knownPlayer);
  if (problems.length > 0) throw new ScenarioStop(problems);
  setUp(game, rest, 'setup');

  // Starting a step empties the stack, so set-up items go on once the step has started and the flow rests
  // at its first decision (in a priority window, they resolve when both players pass).
  const stack = stackOf(game, title, setup, aliases, problems, knownPlayer);
  if (problems.length > 0) throw new ScenarioStop(problems);
  if (stack.length > 0) setUp(game, { stack }, 'setup.stack');
  return { game, title, players, aliases };
}

/** `game.setUp`, with an impossible position reported as a set-up failure at `path`. */
function setUp(game: Game, setup: PositionSetup, path: string): PositionMade {
  try {
    return game.setUp(setup);
  } catch (error) {
    if (!(error instanceof TcgError) || error.code !== ErrorCode.invalidSetup) throw error;
    throw new ScenarioStop([setupFailure(error.message, path)]);
  }
}

type KnownPlayer = (id: string | undefined, path: string) => void;

/**
 * A copy of the game's state as plain data (the public read-only `state`; `snapshot()` writes the compact
 * form): what the runner reads aliases and expectations from.
 */
export function stateOf(game: Game): GameState {
  return JSON.parse(JSON.stringify(game.state)) as GameState;
}

/** Resolves `$aliases` in set-up values, recording an unknown one as a problem (undefined then). */
function aliasResolver(game: Game, aliases: Map<string, AliasRecord>, problems: ScenarioFailure[]) {
  return (value: Json, path: string): Json | undefined => {
    try {
      return resolveAliases(value, stateOf(game), aliases);
    } catch (error) {
      if (!(error instanceof UnknownAlias)) throw error;
      problems.push(failure('alias', null, error.message, { path }));
      return undefined;
    }
  };
}

/** Version 2: continuous effects with a duration already in force when the board starts. */
function effectsOf(
  game: Game,
  title: TitleRuntime,
  setup: ScenarioSetup,
  aliases: Map<string, AliasRecord>,
  problems: ScenarioFailure[],
  knownPlayer: KnownPlayer,
): EffectSetup[] {
  const resolve = aliasResolver(game, aliases, problems);
  const layers = title.definition.defaultLayers;
  const out: EffectSetup[] = [];
  (setup.effects ?? []).forEach((effect, index) => {
    const path = `setup.effects[${index}]`;
    const cards = resolve(effect.cards, `${path}.cards`) as string[] | undefined;
    const source = effect.source === undefined ? undefined : (resolve(effect.source, `${path}.source`) as string | undefined);
    if (cards === undefined || (effect.source !== undefined && source === undefined)) return;
    const first = game.state.cards[cards[0] as string];
    knownPlayer(effect.controller, `${path}.controller`);
    const record: EffectSetup = {
      layer: 'add' in effect.modification ? layers.add : layers.set,
      controller: effect.controller ?? first?.controller ?? (game.state.players[0]?.id as string),
      cards,
      stat: effect.stat,
      modification: effect.modification,
      duration: effect.duration,
    };
    if (source !== undefined) record.source = source;
    out.push(record);
  });
  return out;
}

/** Version 2: items already waiting on the stack, bottom first. */
function stackOf(
  game: Game,
  title: TitleRuntime,
  setup: ScenarioSetup,
  aliases: Map<string, AliasRecord>,
  problems: ScenarioFailure[],
  knownPlayer: KnownPlayer,
): StackSetup[] {
  const resolve = aliasResolver(game, aliases, problems);
  const out: StackSetup[] = [];
  (setup.stack ?? []).forEach((item, index) => {
    const path = `setup.stack[${index}]`;
    knownPlayer(item.controller, `${path}.controller`);
    const vars = resolve(item.vars ?? {}, `${path}.vars`) as JsonObject | undefined;
    const source = item.source === undefined ? undefined : (resolve(item.source, `${path}.source`) as string | undefined);
    if (vars === undefined || (item.source !== undefined && source === undefined)) return;
    const record: StackSetup = {
      controller: item.controller,
      label: item.label ?? (source !== undefined ? title.cardName(game.state.cards[source]?.card ?? '') : 'stack item'),
      effect: item.effect as StackSetup['effect'],
      vars,
    };
    if (source !== undefined) record.source = source;
    out.push(record);
  });
  return out;
}

/** Each card of a set-up zone with the slot it goes to and its path in the file. */
function slotEntries(
  definition: ZoneContribution,
  zone: SetupZone,
  path: string,
  problems: ScenarioFailure[],
): [string | undefined, SetupCard, string][] {
  const slots = definition.slots?.map((s) => s.name);
  const out: [string | undefined, SetupCard, string][] = [];
  if (Array.isArray(zone)) {
    zone.forEach((card, index) => {
      const at = `${path}[${index}]`;
      const slot = typeof card === 'string' ? undefined : card.slot;
      if (slots === undefined && slot !== undefined) problems.push(setupFailure(`zone "${definition.name}" has no slots`, at));
      else if (slots !== undefined && (slot === undefined || !slots.includes(slot))) {
        problems.push(
          setupFailure(
            `zone "${definition.name}" has slots (${slots.join(', ')}): give each card one, or write it as a map of slot → cards`,
            at,
          ),
        );
      } else out.push([slot, card, at]);
    });
    return out;
  }
  for (const [slot, cards] of Object.entries(zone)) {
    if (slots === undefined || !slots.includes(slot)) {
      const known = slots === undefined ? `zone "${definition.name}" has no slots` : `slots: ${slots.join(', ')}`;
      problems.push(setupFailure(`no slot "${slot}" (${known})`, `${path}.${slot}`));
      continue;
    }
    cards.forEach((card, index) => out.push([slot, card, `${path}.${slot}[${index}]`]));
  }
  return out;
}

function setupFailure(message: string, path?: string): ScenarioFailure {
  return failure('setup', null, message, path === undefined ? {} : { path });
}

function stop(message: string, kind: 'setup'): ScenarioStop {
  return new ScenarioStop([failure(kind, null, message)]);
}
