import type { Decision } from './actions.js';
import type { ContinuousEffect, DelayedTrigger, PendingAbility, ReplacementEffect, StackItem, WindowFrame, WorkUnit } from './records.js';
import type { Json, JsonObject } from './json.js';
import type { LogEntry } from './log.js';
import type { RngState } from './rng.js';
import type { CardId, PlayerId, ZoneKey } from './ids.js';

export type { CardId, PlayerId, ZoneKey } from './ids.js';

export interface CardObject {
  id: CardId;
  /** The physical card: stable for the whole game, so cards can be counted (conservation) across zone moves. */
  serial: number;
  /** Card definition id in the title's pool. */
  card: string;
  owner: PlayerId;
  controller: PlayerId;
  zone: ZoneKey;
  faceUp: boolean;
  /** Title-defined state: rested, damage, markers, "attacking"… Cleared when the card becomes a new object. */
  status: JsonObject;
  /** Timestamp of entering the current zone; orders continuous effects of the same layer. */
  enteredAt: number;
  /** Players who may see this card although its zone or face hides it (reveals, looks). */
  knownTo?: PlayerId[];
  token?: boolean;
}

export interface PlayerState {
  id: PlayerId;
  name: string;
  /** Title-defined counters and flags (life, gauge, orders played this turn, …). */
  status: JsonObject;
  /** Set when a rule or an effect has decided that this player loses; the result is settled at the next check. */
  losing?: string;
  /**
   * `rules`: this seat is offered every play timing the rules give and passes automatically only where the
   * rules say so (`WindowDefinition.rulesAutoPass`). Absent: the fast mode (the title's `autoPass`).
   */
  playTimings?: PlayTimings;
  /** The player's team in a team game (BD 1802-1); absent: a team of one (see `state/teams.ts`). */
  team?: string;
}

/** How a seat is offered play timings: `rules` (every one the rules give) or `fast` (skip the idle ones). */
export type PlayTimings = 'rules' | 'fast';

/** `winners`: in a team game, every player of the winning team (`winner` is the first of them). */
export type GameResult =
  { kind: 'win'; winner: PlayerId; winners?: PlayerId[]; reason: string; rule?: string } | { kind: 'draw'; reason: string; rule?: string };

export interface TurnState {
  number: number;
  player: PlayerId;
  firstPlayer: PlayerId;
  /** Extra turns granted, next first (VG 18.2, BD 1603). */
  extraTurns: PlayerId[];
  /** While extra turns are being taken: who plays the normal turn they were inserted before (VG 18.2.1). */
  resumeWith?: PlayerId;
  /** The order turns go round in, when the title sets one (BD 2201-2); absent: seat order. */
  order?: PlayerId[];
}

/** Where the flow is and what its windows hold; the statechart value is the source of truth for position. */
export interface FlowState {
  value: Json;
  /** Set when a nested window (BD 1104) has just closed, so the chart returns to the outer window. */
  returnToOuter: boolean;
  /** Set when the last rule-process round stopped to ask a player something, so it must be read again. */
  rulesInterrupted?: boolean;
  /** Set by the check-timing chart when it played an ability in this round, so it loops back to rule processes. */
  playedAbility: boolean;
  /** A jump an effect asked for (`requestFlowJump`, e.g. VG 18.4 "end the turn"), taken once the work stops. */
  jumpTo?: string;
}

export interface Counters {
  nextObject: number;
  nextSerial: number;
  nextId: number;
  timestamp: number;
  decision: number;
}

export interface GameState {
  version: 1;
  title: string;
  seed: number;
  rng: RngState;
  players: PlayerState[];
  turn: TurnState;
  flow: FlowState;
  zones: Record<ZoneKey, CardId[]>;
  cards: Record<CardId, CardObject>;
  /** Last-known information of objects that left their zone, by their old id (VG 11.13, WS 8.11, BD 1210). */
  lastKnown: Record<CardId, CardObject>;
  pending: PendingAbility[];
  delayed: DelayedTrigger[];
  effects: ContinuousEffect[];
  replacements: ReplacementEffect[];
  stack: StackItem[];
  windows: WindowFrame[];
  work: WorkUnit[];
  decision: Decision | null;
  result: GameResult | null;
  log: LogEntry[];
  /** Times each limited ability has been used this turn and this game (VG 12.3, BD 1206). */
  usage: { turn: Record<string, number>; game: Record<string, number> };
  /** Depth of cost payment in progress: interrupt rule processes wait while it is above zero (WS 9.2.3). */
  protectedSpan: number;
  counters: Counters;
  /** The title's own namespaced data. */
  data: JsonObject;
  /** The game options it was created with, defaults filled in (absent when the title declares none). */
  options?: Record<string, string>;
}

/** The value of a game option (`CreateGameOptions.options`), or undefined if the title declares no such option. */
export function gameOption(state: { readonly options?: Readonly<Record<string, string>> | undefined }, name: string): string | undefined {
  return state.options?.[name];
}
