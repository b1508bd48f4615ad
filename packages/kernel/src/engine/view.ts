import type { AnyDecision } from '../decisions/decision.js';
import { shownLoopAnswer } from '../plugin/loops.js';
import type { GameContext } from './context.js';
import type { CardId, GameResult, PlayerId, ZoneKey } from '../state/game-state.js';
import { jsonCopy, type Json, type JsonObject } from '../state/json.js';
import type { LogEntry } from '../state/log.js';
import { statOf } from '../effects/continuous.js';
import { canPointAt } from '../zones/zone-ops.js';
import { shownDefinition } from '../effects/card-face.js';
import { positionOf, type Position } from '../flow/position.js';

export interface CardView {
  id: CardId;
  /** Absent when the viewer may not know which card this is (face down). */
  card?: string;
  name?: string;
  owner: PlayerId;
  controller: PlayerId;
  faceUp: boolean;
  status: JsonObject;
  /** The title's display stats (power, critical…) with every effect applied. */
  stats?: JsonObject;
}

export interface ZoneView {
  count: number;
  /** The cards the viewer may see or point at; empty for hidden zones and others' hands. */
  cards: CardView[];
}

export interface GameView {
  viewer: PlayerId;
  title: string;
  turn: { number: number; player: PlayerId };
  position: Position;
  result: GameResult | null;
  players: { id: PlayerId; name: string; status: JsonObject }[];
  zones: Record<ZoneKey, ZoneView>;
  /** The whole decision for its player; for others only who decides what. */
  decision: AnyDecision | { player: PlayerId; kind: string; prompt: string } | null;
  stack: { id: number; controller: PlayerId; label: string }[];
  pending: { controller: PlayerId; label?: string }[];
  log: LogEntry[];
}

export interface ViewOptions {
  /** How many of the latest log entries to include (default 50; `Infinity` for all). */
  log?: number;
}

/**
 * What `viewer` may see. Hidden zones show only a count (never the order of a deck), others' hands show
 * a count, face-down cards keep only their place, and log details hidden from the viewer are dropped.
 * Neither the seed nor the random state is included: they would give the deck order away.
 */
export function viewFor(ctx: GameContext, viewer: PlayerId, options: ViewOptions = {}): GameView {
  return buildView(ctx, viewer, options);
}

/** The `viewer` of a judge's view. */
export const judgeViewer = 'judge';

/**
 * The judge's view: everything, including hidden zones, face-down cards, every pending decision in full
 * and every card's computed display stats. For judges, replays of finished games and tests; a player's
 * seat is only ever given `viewFor(ctx, player)`. Plain copies: changing them changes nothing.
 */
export function judgeViewFor(ctx: GameContext, options: ViewOptions = {}): GameView {
  const view = buildView(ctx, null, options);
  return jsonCopy(view);
}

function buildView(ctx: GameContext, viewer: PlayerId | null, options: ViewOptions): GameView {
  const state = ctx.state;
  const display = ctx.title.definition.displayStats ?? [];
  const zones: Record<ZoneKey, ZoneView> = {};
  for (const key in state.zones) {
    const ids = state.zones[key] as CardId[];
    const cards: CardView[] = [];
    for (const id of ids) {
      const card = state.cards[id];
      if (card === undefined || (viewer !== null && !canPointAt(ctx, card, viewer))) continue;
      // What the viewer is shown: nothing of a card it may not see, one side of a card partly hidden from it
      // (the title's `shownFace`, BD 410-2a), else the card.
      const shown = viewer === null ? card.card : shownDefinition(ctx, card, viewer);
      const view: CardView = { id, owner: card.owner, controller: card.controller, faceUp: card.faceUp, status: card.status };
      if (shown !== undefined) {
        view.card = shown;
        view.name = ctx.title.cardName(shown);
        // A shown face has no display stats: they are computed from the whole card, hidden side included.
        if (display.length > 0 && shown === card.card) {
          const stats: JsonObject = {};
          for (const stat of display) stats[stat] = statOf(ctx, id, stat);
          view.stats = stats;
        }
      }
      cards.push(view);
    }
    zones[key] = { count: ids.length, cards };
  }
  const decision = state.decision;
  const limit = options.log ?? 50;
  const recent = limit === Infinity ? state.log : state.log.slice(Math.max(0, state.log.length - limit));
  const log =
    viewer === null
      ? [...recent]
      : recent.map((entry) => (entry.hiddenFrom?.includes(viewer) === true ? redact(entry) : withhold(entry, entry.withheld?.[viewer])));
  return {
    viewer: viewer ?? judgeViewer,
    title: state.title,
    turn: { number: state.turn.number, player: state.turn.player },
    position: positionOf(state.flow.value, state.windows[state.windows.length - 1]?.name ?? null),
    result: state.result,
    players: state.players.map((p) => ({ id: p.id, name: p.name, status: p.status })),
    zones,
    decision:
      decision === null
        ? null
        : viewer === null
          ? decision
          : decision.player === viewer
            ? shownLoopAnswer(decision)
            : { player: decision.player, kind: decision.kind, prompt: decision.prompt },
    stack: state.stack.map((item) => ({ id: item.id, controller: item.controller, label: item.label })),
    pending: state.pending.map((p) =>
      viewer === null || p.controller === viewer ? { controller: p.controller, label: p.label } : { controller: p.controller },
    ),
    log,
  };
}

/** The entry without the detail keys withheld from this viewer (and without the per-player lists). */
function withhold(entry: LogEntry, keys: readonly string[] | undefined): LogEntry {
  if (entry.withheld === undefined) return entry;
  const { withheld: _lists, ...rest } = entry;
  if (keys === undefined || rest.detail === undefined) return rest;
  const detail: JsonObject = { ...rest.detail };
  for (const key of keys) delete detail[key];
  return { ...rest, detail };
}

function redact(entry: LogEntry): LogEntry {
  const out: LogEntry = { seq: entry.seq, turn: entry.turn, type: entry.type };
  if (entry.player !== undefined) out.player = entry.player;
  const from = entry.detail?.['from'];
  const to = entry.detail?.['to'];
  if (from !== undefined || to !== undefined) out.detail = { from: from ?? null, to: to ?? null } as Record<string, Json>;
  return out;
}
