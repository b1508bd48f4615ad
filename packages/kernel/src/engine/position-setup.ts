import { addPending } from '../abilities/pending.js';
import { addDelayedTrigger } from '../effects/triggers.js';
import { addContinuousEffect } from '../effects/continuous.js';
import { addReplacement } from '../effects/replacement.js';
import type { ContinuousEffect, DelayedTrigger, ReplacementEffect, StackItem } from '../state/records.js';
import { setUsage } from '../abilities/usage.js';
import { pushStackItem } from '../windows/stack.js';
import { ErrorCode, ruleError, short, TcgError } from '../rules/rule-error.js';
import type { CardId, GameState, PlayerId, TurnState, ZoneKey } from '../state/game-state.js';
import { jsonCopy, type Json, type JsonObject } from '../state/json.js';
import type { EffectFrame, Instruction } from '../effects/instruction.js';
import { seedRng } from '../state/rng.js';
import { clearStatusKey, ownStatus } from '../state/card-status.js';
import { createCard } from '../zones/zone-ops.js';
import { parseZoneKey, sharedOwner } from '../zones/zone-key.js';
import type { GameContext } from './context.js';
import { checkIntegrity } from './integrity.js';

/**
 * A position built by hand (XMage style: set up a board, act, assert): scenario files, judges' rulings,
 * rule tests. It is a plain description; `game.setUp()` carries it out through the kernel's own
 * operations (`createCard`, `addPending`, `addContinuousEffect`…), on a copy of the game, then checks
 * the copy with the integrity checks `restore()` uses. An impossible position is an `INVALID_SETUP`
 * error naming what is wrong, and the game is left as it was. Never a rules action: it is not logged.
 */
export interface PositionSetup {
  /**
   * Empty the board first: every zone, last-known information, what is in progress (work, decision,
   * windows, stack, pending abilities), effects, replacements, delayed triggers, usage, the log and the
   * result; object, serial and timestamp counters start again at 1. Players (and their status) and the
   * title's data stay. Start the flow afterwards (`startAt`), or the game has nothing to decide.
   */
  clear?: boolean;
  /** Reseeds the game's random state (the deck order of later shuffles depends on it). */
  seed?: number;
  /** Turn number, turn player and first player; only the fields given change. */
  turn?: Partial<Pick<TurnState, 'number' | 'player' | 'firstPlayer' | 'extraTurns'>>;
  /** Cards that cease to exist (test set-up only: no event, no last-known information). */
  remove?: readonly CardId[];
  /** Zones emptied; their cards cease to exist as with `remove`. */
  empty?: readonly ZoneKey[];
  /** Player status merged in; a `null` value deletes the key. */
  players?: Readonly<Record<PlayerId, { status?: Readonly<Record<string, Json>> }>>;
  /** The title's data merged in at the top level (a `null` value deletes the key). */
  data?: Readonly<Record<string, Json>>;
  /** New card objects, each appended to its zone (so a list is top first for decks), in this order. */
  cards?: readonly PlacedCard[];
  /** Changes to cards that exist: status merged (a `null` value deletes the key), face, controller. */
  changes?: readonly CardChange[];
  /** Continuous effects, as `addContinuousEffect` takes them (ids and timestamps handed out here). */
  effects?: readonly EffectSetup[];
  /** Replacement effects, as `addReplacement` takes them. */
  replacements?: readonly WithSource<Omit<ReplacementEffect, 'id'>>[];
  /** Delayed triggers, as `addDelayedTrigger` takes them. */
  delayed?: readonly WithSource<Omit<DelayedTrigger, 'id'>>[];
  /** Automatic abilities already waiting to be played. */
  pending?: readonly PendingSetup[];
  /**
   * Items already waiting on the stack, bottom first, as `pushStackItem` takes them (an ability played
   * earlier, a card cast). They are placed where the game rests, so not with `startAt` (starting a step
   * empties the stack): start the step with one `setUp`, then place the items with another.
   */
  stack?: readonly StackSetup[];
  /** How many times abilities with a usage limit were used already this turn or game (VG 12.3.2, BD 1206). */
  usage?: readonly UsageSetup[];
  /**
   * Leaves zone capacities unchecked: only for testing a rule process that repairs a zone holding too many
   * cards (VG 13.3.5: two units on one circle), a position the rules never leave between two actions.
   */
  overCapacity?: boolean;
  /**
   * Starts the flow afresh at the beginning of `phase.step` (`setup.<step>` for set-up steps) and runs
   * it to the next decision, as `game.startStep()` does. Without it the game goes on from where it is.
   */
  startAt?: { phase: string; step: string };
}

/** A record whose `source` card may be the index of a card placed by the same set-up. */
export type WithSource<T extends { source?: CardId }> = Omit<T, 'source'> & { source?: CardId | number };

/** A continuous effect whose cards (and source) may be indexes of cards placed by the same set-up. */
export type EffectSetup = WithSource<Omit<ContinuousEffect, 'id' | 'timestamp' | 'cards'>> & { cards: readonly (CardId | number)[] };

/** A card to create: `zone` is a full key (`p1/hand`, `p1/field#vc`, `shared/stack`). */
export interface PlacedCard {
  card: string;
  zone: ZoneKey;
  /** Default: the zone's owner (the first player for shared zones). */
  owner?: PlayerId;
  /** Default: the owner. */
  controller?: PlayerId;
  /** Default: the zone's rule. */
  faceUp?: boolean;
  status?: Readonly<Record<string, Json>>;
  /** A token or pseudo-card: no physical card (serial -1), as `createCard` makes them. */
  token?: boolean;
}

/** A card that exists: `card` is its object id, or the index of a card placed by the same set-up. */
export interface CardChange {
  card: CardId | number;
  status?: Readonly<Record<string, Json | null>>;
  faceUp?: boolean;
  controller?: PlayerId;
}

/** An automatic ability of a card (`ability` indexes its abilities), or a program of its own. */
export interface PendingSetup {
  /** The source card: its object id, or the index of a card placed by the same set-up. */
  card: CardId | number;
  ability: number;
  controller?: PlayerId;
  label?: string;
  event?: EffectFrame['event'];
  effect?: Instruction[];
}

/** A stack item whose `source` may be the index of a card placed by the same set-up. */
export type StackSetup = WithSource<Omit<StackItem, 'id'>>;

/** Ability #`ability` of `card` (an object id, or the index of a card placed by the same set-up) was used `count` times. */
export interface UsageSetup {
  card: CardId | number;
  ability: number;
  count: number;
}

/** What `game.setUp()` made: ids in the order they were given. */
export interface PositionMade {
  cards: CardId[];
  /** The physical card (serial) of each card placed: it stays the same when the card moves and gets a new id. */
  serials: number[];
  effects: number[];
  replacements: number[];
  delayed: number[];
  pending: number[];
  stack: number[];
}

function invalid(message: string): TcgError {
  return new TcgError(ruleError(ErrorCode.invalidSetup, `impossible position: ${message}`));
}

/**
 * Carries `setup` out on `ctx` (the caller passes a copy of the game's state), then checks the result.
 * Throws `INVALID_SETUP` at the first problem. `startAt` is left to the caller (it runs the flow).
 */
export function applyPositionSetup(ctx: GameContext, setup: PositionSetup): PositionMade {
  const state = ctx.state;
  const title = ctx.title;
  const seated = new Set(state.players.map((p) => p.id));
  const player = (id: PlayerId | undefined, path: string): void => {
    if (id !== undefined && !seated.has(id)) throw invalid(`${path}: "${short(String(id))}" is not a player of this game`);
  };
  if (setup.startAt !== undefined) checkStep(ctx, setup.startAt.phase, setup.startAt.step);
  if (setup.startAt !== undefined && (setup.stack?.length ?? 0) > 0) {
    throw invalid('stack: starting a step empties the stack; place the items with a later setUp, once the step has started');
  }
  if (setup.clear === true) clearBoard(state);
  if (setup.seed !== undefined) {
    if (!Number.isSafeInteger(setup.seed)) throw invalid(`seed: ${String(setup.seed)} is not an integer`);
    state.seed = setup.seed;
    state.rng = seedRng(setup.seed);
  }
  if (setup.turn !== undefined) {
    const { number, player: turnPlayer, firstPlayer, extraTurns } = setup.turn;
    player(turnPlayer, 'turn.player');
    player(firstPlayer, 'turn.firstPlayer');
    extraTurns?.forEach((p, i) => player(p, `turn.extraTurns.${i}`));
    if (number !== undefined && !(Number.isSafeInteger(number) && number >= 0)) throw invalid(`turn.number: ${number} is not a turn`);
    if (number !== undefined) state.turn.number = number;
    if (turnPlayer !== undefined) state.turn.player = turnPlayer;
    if (firstPlayer !== undefined) state.turn.firstPlayer = firstPlayer;
    if (extraTurns !== undefined) state.turn.extraTurns = [...extraTurns];
  }
  for (const key of setup.empty ?? []) {
    const ids = state.zones[key];
    if (ids === undefined) throw invalid(`empty: no zone ${short(key)} in this game`);
    for (const id of [...ids]) dropCard(state, id);
  }
  (setup.remove ?? []).forEach((id, i) => {
    if (!Object.hasOwn(state.cards, id)) throw invalid(`remove.${i}: no card object ${short(id)}`);
    dropCard(state, id);
  });
  for (const [id, changes] of Object.entries(setup.players ?? {})) {
    const target = state.players.find((p) => p.id === id);
    if (target === undefined) throw invalid(`players.${short(id)}: not a player of this game`);
    mergeStatus(target, changes.status);
  }
  merge(state.data, setup.data ?? {});

  const made: PositionMade = { cards: [], serials: [], effects: [], replacements: [], delayed: [], pending: [], stack: [] };
  (setup.cards ?? []).forEach((placed, i) => {
    const path = `cards.${i}`;
    if (!title.cards.has(placed.card)) throw invalid(`${path}.card: ${title.definition.name} has no card "${short(placed.card)}"`);
    if (!Object.hasOwn(state.zones, placed.zone)) throw invalid(`${path}.zone: no zone ${short(placed.zone)} in this game`);
    const zoneOwner = parseZoneKey(placed.zone).owner;
    const owner = placed.owner ?? (zoneOwner === sharedOwner ? (state.players[0]?.id as string) : zoneOwner);
    player(owner, `${path}.owner`);
    player(placed.controller, `${path}.controller`);
    const init: Parameters<typeof createCard>[1] = { card: placed.card, owner, zone: placed.zone };
    if (placed.faceUp !== undefined) init.faceUp = placed.faceUp;
    if (placed.token === true) init.token = true;
    const object = createCard(ctx, init);
    if (placed.controller !== undefined) object.controller = placed.controller;
    mergeStatus(object, placed.status);
    made.cards.push(object.id);
    made.serials.push(object.serial);
  });
  const cardOf = (ref: CardId | number, path: string): CardId => {
    const id = typeof ref === 'number' ? made.cards[ref] : ref;
    if (id === undefined || !Object.hasOwn(state.cards, id)) {
      throw invalid(`${path}: ${typeof ref === 'number' ? `no placed card #${ref}` : `no card object ${short(ref)}`}`);
    }
    return id;
  };
  (setup.changes ?? []).forEach((change, i) => {
    const card = state.cards[cardOf(change.card, `changes.${i}.card`)]!;
    player(change.controller, `changes.${i}.controller`);
    mergeStatus(card, change.status);
    if (change.faceUp !== undefined) card.faceUp = change.faceUp;
    if (change.controller !== undefined) card.controller = change.controller;
  });
  const sourced = <T extends { source?: CardId | number }>(record: T, path: string): Omit<T, 'source'> & { source?: CardId } => {
    const { source, ...rest } = jsonCopy(record);
    return source === undefined ? rest : { ...rest, source: cardOf(source, `${path}.source`) };
  };
  (setup.effects ?? []).forEach((effect, i) => {
    player(effect.controller, `effects.${i}.controller`);
    const cards = effect.cards.map((card, j) => cardOf(card, `effects.${i}.cards.${j}`));
    made.effects.push(addContinuousEffect(ctx, { ...sourced(effect, `effects.${i}`), cards }).id);
  });
  (setup.replacements ?? []).forEach((replacement, i) => {
    player(replacement.controller, `replacements.${i}.controller`);
    made.replacements.push(addReplacement(ctx, sourced(replacement, `replacements.${i}`)).id);
  });
  (setup.delayed ?? []).forEach((trigger, i) => {
    player(trigger.controller, `delayed.${i}.controller`);
    made.delayed.push(addDelayedTrigger(ctx, sourced(trigger, `delayed.${i}`)).id);
  });
  (setup.pending ?? []).forEach((pending, i) => {
    const path = `pending.${i}`;
    const source = state.cards[cardOf(pending.card, `${path}.card`)]!;
    player(pending.controller, `${path}.controller`);
    const ability = title.abilitiesOf(source.card)[pending.ability];
    if (pending.effect === undefined && ability?.kind !== 'automatic') {
      throw invalid(`${path}.ability: card "${source.card}" has no automatic ability #${pending.ability}`);
    }
    const record: Parameters<typeof addPending>[1] = {
      source: source.id,
      card: source.card,
      ability: pending.ability,
      controller: pending.controller ?? source.controller,
      label: pending.label ?? ability?.label ?? title.cardName(source.card),
    };
    if (pending.event !== undefined) record.event = pending.event;
    if (pending.effect !== undefined) record.effect = jsonCopy(pending.effect);
    made.pending.push(addPending(ctx, record).id);
  });
  (setup.usage ?? []).forEach((usage, i) => {
    const path = `usage.${i}`;
    const card = state.cards[cardOf(usage.card, `${path}.card`)]!;
    const ability = title.abilitiesOf(card.card)[usage.ability];
    if (ability?.limit === undefined)
      throw invalid(`${path}.ability: card "${card.card}" has no ability #${usage.ability} with a usage limit`);
    if (!(Number.isSafeInteger(usage.count) && usage.count >= 0)) throw invalid(`${path}.count: ${String(usage.count)} is not a count`);
    setUsage(ctx, card, usage.ability, ability, usage.count);
  });
  const logged = state.log.length;
  (setup.stack ?? []).forEach((item, i) => {
    player(item.controller, `stack.${i}.controller`);
    made.stack.push(pushStackItem(ctx, sourced(item, `stack.${i}`)).id);
  });
  state.log.length = logged; // a set-up is not play: an item placed here was not 'played'

  const problem = checkIntegrity(ctx, { capacity: setup.overCapacity !== true });
  if (problem !== null) throw invalid(problem);
  return made;
}

/** Throws `INVALID_SETUP` unless the title has the step (`setup.<step>` for set-up steps). */
export function checkStep(ctx: GameContext, phase: string, step: string): void {
  const flow = ctx.title.definition.flow;
  const known =
    phase === 'setup'
      ? flow.setup.some((s) => s.id === step)
      : flow.phases.some((p) => p.id === phase && p.steps.some((s) => s.id === step));
  if (!known)
    throw new TcgError(ruleError(ErrorCode.invalidSetup, `${ctx.title.definition.name} has no step "${short(phase)}.${short(step)}"`));
}

/** The object ceases to exist: no event, no last-known information (a set-up, not a rules action). */
function dropCard(state: GameState, id: CardId): void {
  const card = state.cards[id];
  if (card === undefined) return;
  const list = state.zones[card.zone];
  if (list !== undefined) state.zones[card.zone] = list.filter((other) => other !== id);
  delete state.cards[id];
}

/** Keys merged into a status record; `null` deletes the key (a status never holds null). */
/** `merge` into a card's or player's status, which may be the shared empty record (state/card-status.ts). */
function mergeStatus(holder: { status: JsonObject }, changes: Readonly<Record<string, Json | null>> | undefined): void {
  for (const [key, value] of Object.entries(changes ?? {})) {
    if (value === null) clearStatusKey(holder, key);
    else ownStatus(holder)[key] = jsonCopy(value);
  }
}

function merge(target: JsonObject, changes: Readonly<Record<string, Json | null>>): void {
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete target[key];
    else target[key] = jsonCopy(value);
  }
}

/** Everything a game in progress holds about cards and work in progress goes; the players and title data stay. */
export function clearBoard(state: GameState): void {
  for (const key of Object.keys(state.zones)) state.zones[key] = [];
  state.cards = {};
  state.lastKnown = {};
  state.pending = [];
  state.delayed = [];
  state.effects = [];
  state.replacements = [];
  state.stack = [];
  state.windows = [];
  state.work = [];
  state.decision = null;
  state.result = null;
  state.log = [];
  state.usage = { turn: {}, game: {} };
  state.protectedSpan = 0;
  state.counters = { ...state.counters, nextObject: 1, nextSerial: 1, timestamp: 1 };
  for (const p of state.players) delete p.losing;
}
