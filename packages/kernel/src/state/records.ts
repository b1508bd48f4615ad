import type { Action } from './actions.js';
import type { CardId, PlayerId } from './ids.js';
import type { Json, JsonObject } from './json.js';
import type { EffectFrame, Instruction, Predicate } from './programs.js';

/*
 * The records a game state keeps besides cards and zones, as plain data. Each is made, changed and read
 * by the floor that owns its concept (pending abilities, effects, windows, work); the shapes live here so
 * that `GameState` names them without depending on those floors.
 */

/**
 * An automatic ability waiting to be played (待機状態, VG 11.9.2; "triggered", BD 1205-2).
 * `source` may name an object that has since left its zone: it is played anyway, with last-known
 * information (VG 11.9.9, BD 1304-1a).
 */
export interface PendingAbility {
  id: number;
  source?: string;
  /** Card definition id, or `null` for delayed triggers. */
  card: string | null;
  /** Index into the card's abilities, or `null` when `effect` carries the program (delayed triggers). */
  ability: number | null;
  controller: PlayerId;
  label: string;
  event?: EffectFrame['event'];
  effect?: Instruction[];
}

/** A trigger created by an effect ("at the end of this battle, …"), VG 11.9.7 / BD 1205. */
export interface DelayedTrigger {
  id: number;
  controller: PlayerId;
  source?: string;
  event: string;
  match?: Predicate;
  effect: Instruction[];
  /** Fires once, then is gone (the default, VG 11.9.7). */
  once: boolean;
  duration: string;
}

/**
 * A continuous effect created by resolving something ("+5000 power this turn"). Its set of affected
 * objects is locked when it is created (VG 11.11.4): a card that becomes a new object is no longer
 * affected, and a card that arrives later never is.
 */
export interface ContinuousEffect {
  id: number;
  layer: string;
  timestamp: number;
  controller: PlayerId;
  source?: CardId;
  cards: CardId[];
  stat: string;
  modification: Modification;
  /** When it ends: `turn`, `battle`, `game`, or any point the title names and expires. */
  duration: string;
}

/**
 * `add` a number, `set` a value, `grant` or `remove` an entry of a list (a keyword of `keywords`, an ability of
 * `abilities`), or `copy` another card's current value of the same stat ("has the same abilities / values as",
 * BD 524; its last-known value once it has left).
 */
export type Modification = { add: number } | { set: Json } | { grant: string } | { remove: string } | { copy: CardId };

/**
 * "If X would happen, Y instead" (VG 11.12, WS 8.10, BD 1209). The replaced event never happens; each
 * replacement applies at most once to one event (VG 11.12.2.3), and never to the events of its own `instead`.
 */
export interface ReplacementEffect {
  id: number;
  controller: PlayerId;
  source?: CardId;
  /**
   * The event it replaces: `move` (any zone change), a move's reason (`draw`, `retire`, `damage`,
   * `discard`…: that kind of move only), or a title's own event (`destroy`…, see `replaceEvent`).
   */
  replaces: string;
  /** Tested against the card the event would affect. */
  match?: Predicate;
  instead: Instruction[];
  /**
   * An optional replacement ("when A would happen, you may [choice] instead; if you do, B", VG 11.3.1.3.2, BD
   * 1209-3): the choice, performed before `instead`. It applies only when the choice can be performed (VG
   * 11.12.3), and its controller decides whether to use it; declined, the event happens after all.
   */
  optional?: Instruction[];
  duration: string;
  /** Remaining uses; absent means unlimited. */
  uses?: number;
}

/**
 * Something played and waiting to resolve: a card or ability in Build Divide's resolution zone
 * (BD 1204-2), or Buddyfight's use and its 【対抗】 answer. The top item (last pushed) resolves first.
 */
export interface StackItem {
  id: number;
  controller: PlayerId;
  label: string;
  source?: CardId;
  /** For a triggered ability: its index on the source card (a state trigger waiting here does not trigger again). */
  ability?: number;
  effect: Instruction[];
  vars: JsonObject;
  event?: EffectFrame['event'];
  /** A pending ability put here by `pendingAbilities: 'answered'` whose answer chance has not come yet. */
  awaitsAnswer?: boolean;
}

/**
 * An open play timing. Frames form a stack because Build Divide opens damage windows inside windows
 * (BD 1104); the statechart's window chart works on the top frame.
 */
export interface WindowFrame {
  name: string;
  /** Who acts now (priority holder, BD 1102). */
  holder: PlayerId;
  role: 'act' | 'answer';
  /** Passes in a row (BD 1103-10). */
  passes: number;
  /** What the holder did with the last offer; `ended` when the window was ended early instead. */
  last: 'none' | 'acted' | 'passed' | 'ended';
  /** Ended early (`endWindow`): nothing more is offered, and the window closes at its next offer. */
  ending?: boolean;
  /** Opened inside another window; closing it returns there. */
  nested: boolean;
  /** Just opened inside another window: the chart restarts its loop for it. */
  fresh: boolean;
  /** Title data for the window (a damage window's packet, BD 1002). */
  data: JsonObject;
}

/**
 * A resumable piece of work below the flow: an effect half resolved, a choice being asked, a damage check.
 * Units are plain data on `GameState.work` (a stack); `kind` names the handler, `step` where it is.
 * No closure or generator ever holds game progress, so a snapshot taken while a unit waits for an
 * answer restores and continues exactly.
 */
export interface WorkUnit {
  kind: string;
  step: string;
  /** The answer to the decision this unit asked, set by `act()` and consumed by the handler. */
  answer?: Action;
  data: JsonObject;
}
