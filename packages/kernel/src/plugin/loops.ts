import { z } from 'zod';
import { loopLimits } from '../decisions/action-shape.js';
import type { Action, AnyDecision, CustomDecision, Decision } from '../decisions/decision.js';
import type { DecisionKind } from '../decisions/decision-kind.js';
import { positionOf } from '../flow/position.js';
import { ErrorCode, ruleError, type RuleError } from '../rules/rule-error.js';
import type { GameState, PlayerId } from '../state/game-state.js';
import type { Json, JsonObject } from '../state/json.js';
import { appendLog } from '../state/log.js';
import type { ReadonlyState } from '../state/read-only.js';
import type { GameContext } from './game-context.js';
import type { LoopProposal } from './loop-rules.js';

/**
 * Optional loops played as a shortcut (BD 1602-1a–1602-1c, VG 18.1.1.2–18.1.1.4), as the kernel action `loop`
 * of a title that declares `TitleDefinition.loops`.
 *
 * A loop is a series of actions that could be repeated forever. Instead of playing it action by action, a
 * player shows the series and how many times it is to be carried out:
 * - when every player with a choice inside the series could stop it (both players act in it), the turn
 *   player proposes; with `bothStop: 'answer'` (BD 1602-1a) the other player accepts the count or names a
 *   smaller one, with `'smaller'` (VG 18.1.1.3) the other names any count and the smaller is carried out;
 *   with fewer repetitions than proposed the series runs on up to the first action of the player who named
 *   the smaller count, which they must not take: they do something outside the loop;
 * - when only one player has choices in it, that player shows the series and the count (BD 1602-1b, VG 18.1.1.2);
 * - a repetition that leaves the game exactly as it was before it cannot be carried out again (BD 1602-1c):
 *   the loop stops after it;
 * - with `banKey`, the player who named the larger count (or the only one who named one) may not choose the
 *   loop again while the game is exactly as it was when it started (VG 18.1.1.2, 18.1.1.3).
 *
 * The settlement is made of actions of the game's action list, each from the player it speaks for:
 * - `{ type: 'loop', player, actions, times }` from the proposer. With only the proposer's answers in the
 *   series it is carried out at once. With the other player's answers in it too, nothing is carried out yet:
 *   the engine asks that player (the decision `loop-answer`, which shows them the series and the count);
 * - `{ type: 'loop-answer', player, count }` from the other player, checked as their answer to that decision:
 *   their count (accepting the shortcut accepts their answers in the series, each still checked as it is
 *   carried out), after which the settlement is carried out.
 * The action that carries it out writes the bans and every repetition, so replaying the action list from the
 * seed gives the same game, bans included. Every inner action is an ordinary answer, checked as always: the
 * shortcut never does what the rules would not, and should one be refused, the whole action is refused and
 * nothing changes.
 *
 * "Exactly the same game state" is read as: the same cards (by definition, with the same states) in the same
 * zones in the same order, the same player states, continuous effects, resolution-zone items, turn, position
 * and decision; object ids, which every move renews, and the log, which only records, are not state a player
 * can tell apart.
 */
export type { LoopProposal, LoopRules } from './loop-rules.js';

/** The kernel action that shows a loop (see above). */
export interface LoopAction {
  type: 'loop';
  player: PlayerId;
  decision?: number;
  actions: Action[];
  times: number;
}

/** The other player's count for a loop both players can stop (see above). */
export interface LoopAnswerAction {
  type: 'loop-answer';
  player: PlayerId;
  decision?: number;
  count: number;
}

/** The decision that asks the other player for their count: the loop shown, and what to go back to. */
export interface LoopAnswerDecision extends CustomDecision {
  kind: 'loop-answer';
  /** The loop shown, the fingerprint of the state it starts from, and the proposer's decision it answers. */
  data: { loop: Json; times: number; start: string; resume: Json };
}

export type LoopOutcome =
  | {
      ok: true;
      /** Repetitions carried out. */
      performed: number;
      /** Why it stopped before the proposed count, if it did. */
      stopped?: 'smaller-count' | 'same-state' | 'game-over';
      /** With a smaller count: the player who must now act outside the loop, and the action they may not take. */
      mustLeave?: { player: PlayerId; notAllowed: Action };
    }
  | { ok: false; error: RuleError; performed: number };

/** One ban (see `LoopRules.banKey`): `player` may not choose the loop starting with `first` in the state `state`. */
export interface LoopBan {
  state: string;
  player: PlayerId;
  first: Action;
}

/** How an accepted `loop` action is carried out: decided from the state it starts in, before anything is done. */
export interface LoopSettlement {
  /** Repetitions to carry out. */
  times: number;
  /** With fewer repetitions than proposed: who stops the loop by a choice outside it. */
  leaver?: PlayerId;
  /** Who is banned from choosing the loop again in the state it started from (with `banKey`). */
  banned: PlayerId[];
  /** The fingerprint of that state. */
  start: string;
}

/** The players with a choice inside the series: each of them could stop the loop. */
export function loopStoppers(proposal: Pick<LoopProposal, 'actions'>): PlayerId[] {
  return [...new Set(proposal.actions.map((a) => a.player))];
}

/**
 * Checks a `loop` action (its shape already checked) against the title's loop rules and the game as it is, with
 * the other player's count when both can stop it (`answer`, from their `loop-answer`): the settlement to carry
 * out, the player whose count is still needed, or the error that refuses it (nothing has changed either way).
 */
export function settleLoop(
  ctx: GameContext,
  action: LoopAction,
  answer?: number,
  /** The fingerprint of the state the loop starts from: the state as it is, unless it is being answered. */
  start: string = stateFingerprint(ctx.state),
): { settlement: LoopSettlement } | { needs: PlayerId; start: string } | { error: RuleError } {
  const rules = ctx.title.definition.loops;
  if (rules === undefined) return { error: ruleError('LOOP_UNSUPPORTED', `${ctx.state.title} has no loops played as a shortcut`) };
  const sections = rules.sections ?? { loop: `${rules.rule}-1`, onlyOne: `${rules.rule}-1b`, both: `${rules.rule}-1a` };
  const refuse = (code: string, message: string, section: keyof typeof sections) => ({
    error: ruleError(code, message, sections[section]),
  });
  if (action.actions.some((a) => a.type === 'loop' || a.type === 'loop-answer' || a.type === 'concede'))
    return refuse('LOOP_MALFORMED', 'a loop repeats answers to decisions: no loop or concession inside it', 'loop');
  const players = new Set(ctx.state.players.map((p) => p.id));
  if (action.actions.some((a) => !players.has(a.player)))
    return refuse('LOOP_MALFORMED', 'every action of a loop is by a player of this game', 'loop');
  const proposal: LoopProposal = { player: action.player, actions: action.actions, times: action.times };
  const unrecognised = rules.recognise?.(ctx, proposal);
  if (unrecognised !== undefined) return { error: unrecognised };
  const turnPlayer = ctx.state.turn.player;
  const smaller = rules.bothStop === 'smaller';
  const stoppers = loopStoppers(proposal);
  const bans = rules.banKey === undefined ? [] : loopBansIn(ctx.state, rules.banKey);
  const banned = (player: PlayerId) =>
    bans.some((b) => b.state === start && b.player === player && sameAction(b.first, firstOf(proposal, player)));
  if (banned(action.player))
    return refuse(
      'LOOP_BANNED',
      'this loop was stopped in exactly this state: it cannot be chosen again here',
      stoppers.length > 1 ? 'both' : 'onlyOne',
    );
  if (stoppers.length === 1) {
    if (stoppers[0] !== action.player)
      return refuse('LOOP_PROPOSER', 'only the player who can stop a loop shows it and its count', 'onlyOne');
    return { settlement: { times: action.times, banned: [action.player], start } };
  }
  if (action.player !== turnPlayer)
    return refuse('LOOP_PROPOSER', 'when both players can stop a loop, the turn player proposes it', 'both');
  const other = stoppers.find((p) => p !== turnPlayer)!;
  if (answer === undefined) return { needs: other, start };
  if (answer > (smaller ? loopLimits.times : action.times))
    return refuse(
      'LOOP_BAD_ANSWER',
      smaller ? `the answer is a count from 0 to ${loopLimits.times}` : `the answer is a count from 0 to ${action.times}`,
      'both',
    );
  if (answer > 0 && banned(other))
    return refuse('LOOP_BANNED', 'this loop was stopped in exactly this state: the other player cannot choose it again here', 'both');
  // VG 18.1.1.3: the larger count's chooser is banned; with equal counts both chose the count carried out.
  const larger = answer > action.times ? [other] : answer < action.times ? [action.player] : [action.player, other];
  // The loop stops where the player who named the smaller count makes a choice that stops it.
  const leaver = answer < action.times ? other : smaller && answer > action.times ? action.player : undefined;
  return {
    settlement: { times: Math.min(answer, action.times), banned: larger, start, ...(leaver === undefined ? {} : { leaver }) },
  };
}

/**
 * Asks the other player for their count (see above): the proposer's decision waits in the new decision,
 * which `loop-answer` puts back before the settlement is carried out.
 */
export function askLoopAnswer(ctx: GameContext, action: LoopAction, other: PlayerId, start: string): void {
  const state = ctx.state;
  const rules = ctx.title.definition.loops!;
  const resume = state.decision;
  if (resume === null) throw new Error('a loop is shown in answer to a decision');
  state.counters.decision += 1;
  const decision: LoopAnswerDecision = {
    kind: 'loop-answer',
    id: state.counters.decision,
    player: other,
    prompt:
      rules.bothStop === 'smaller'
        ? `${action.player} shows a loop to repeat ${action.times} times: name your number of repetitions (the smaller is carried out)`
        : `${action.player} shows a loop to repeat ${action.times} times: accept the count or name a smaller one`,
    rule: rules.sections?.both ?? `${rules.rule}-1a`,
    data: { loop: action as unknown as Json, times: action.times, start, resume: resume as unknown as Json },
  };
  state.decision = decision as unknown as Decision;
}

/** The decision as its player is shown it: the proposer's waiting decision is theirs alone (it may name hidden cards). */
export function shownLoopAnswer(decision: AnyDecision): AnyDecision {
  if (decision.kind !== 'loop-answer') return decision;
  const { resume: _resume, ...data } = (decision as LoopAnswerDecision).data;
  return { ...decision, data } as AnyDecision;
}

/** `loop-answer`: the other player's count (0 up to the proposed count, or any count with `bothStop: 'smaller'`). */
export const loopAnswerDecisionKind: DecisionKind<GameContext> = {
  title: '*',
  kind: 'loop-answer',
  actions: { 'loop-answer': { count: z.number().int().min(0).max(loopLimits.times) } },
  enumerate(ctx, decision) {
    const pending = decision as unknown as LoopAnswerDecision;
    const times = pending.data.times;
    // A player banned from the loop here may only stop it (VG 18.1.1.3): their one answer is 0.
    const banned = settleLoop(ctx, pending.data.loop as unknown as LoopAction, 1, pending.data.start);
    if ('error' in banned && banned.error.code === 'LOOP_BANNED') return [{ type: 'loop-answer', player: decision.player, count: 0 }];
    // With 'smaller', every count above the proposed one settles the same way as one more than it.
    const most = ctx.title.definition.loops?.bothStop === 'smaller' ? times + 1 : times;
    return Array.from({ length: most + 1 }, (_, count) => ({ type: 'loop-answer', player: decision.player, count }));
  },
  validate(ctx, decision, action) {
    if (action.type !== 'loop-answer')
      return ruleError(ErrorCode.unknownAction, `"${action.type}" does not answer a loop: answer with "loop-answer" and a count`);
    const pending = decision as unknown as LoopAnswerDecision;
    const settled = settleLoop(ctx, pending.data.loop as unknown as LoopAction, action['count'] as number, pending.data.start);
    return 'error' in settled ? settled.error : null;
  },
};

/**
 * Carries out a settled loop: writes its bans, then each repetition through `step` (the game's own
 * check-and-perform of one answer; its error refuses the whole action, which the game then undoes), and logs
 * the outcome (`loop-played`), which `playLoop` reads.
 */
export function runLoop(
  ctx: GameContext,
  action: LoopAction,
  settlement: LoopSettlement,
  step: (inner: Action) => RuleError | null,
): RuleError | null {
  const { times, leaver, banned, start } = settlement;
  const banKey = ctx.title.definition.loops?.banKey;
  if (banKey !== undefined) {
    const bans = loopBansIn(ctx.state, banKey);
    for (const player of banned) bans.push({ state: start, player, first: firstOf(action, player) });
    ctx.state.data[banKey] = bans as unknown as Json;
  }
  const done = (outcome: Omit<Extract<LoopOutcome, { ok: true }>, 'ok'>): null => {
    appendLog(ctx.state, { type: 'loop-played', player: action.player, detail: outcome as unknown as JsonObject });
    return null;
  };
  let performed = 0;
  while (performed < times) {
    const before = stateFingerprint(ctx.state);
    for (const inner of action.actions) {
      const error = step(inner);
      if (error !== null) return { ...error, message: `repetition ${performed + 1} of the loop: ${error.message}` };
      if (ctx.state.result !== null) return done({ performed: performed + 1, stopped: 'game-over' });
    }
    performed += 1;
    if (performed < times && stateFingerprint(ctx.state) === before) return done({ performed, stopped: 'same-state' });
  }
  if (leaver === undefined) return done({ performed });
  // Fewer repetitions, then the leaver acts outside the loop: the series runs on up to their first action in
  // it, which is the one they may not take.
  for (const inner of action.actions) {
    if (inner.player === leaver) return done({ performed, stopped: 'smaller-count', mustLeave: { player: leaver, notAllowed: inner } });
    const error = step(inner);
    if (error !== null) return error;
  }
  return done({ performed, stopped: 'smaller-count' });
}

export function loopBansIn(state: ReadonlyState | GameState, key: string): LoopBan[] {
  return [...((state.data[key] as unknown as LoopBan[] | undefined) ?? [])];
}

/** A player's first action in the series (a ban names the loop by it), or the series' first action. */
function firstOf(proposal: Pick<LoopProposal, 'actions'>, player: PlayerId): Action {
  return proposal.actions.find((a) => a.player === player) ?? proposal.actions[0]!;
}

function sameAction(a: Action, b: Action): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The game state a player can tell apart (see above): zones by card definition and state, players, effects, stack, turn, position. */
export function stateFingerprint(state: ReadonlyState): string {
  const where = new Map<string, string>();
  const zones = Object.keys(state.zones)
    .sort()
    .map((key) => {
      const cards = state.zones[key]!.map((id, index) => {
        where.set(id, `${key}#${index}`);
        const card = state.cards[id]!;
        return [card.card, card.controller, card.faceUp ?? null, card.status];
      });
      return [key, cards];
    });
  const place = (id: string | undefined) => (id === undefined ? null : (where.get(id) ?? 'gone'));
  const effects = state.effects.map((e) => [
    e.layer,
    e.stat,
    e.modification,
    e.duration,
    e.controller,
    e.cards.map(place),
    place(e.source),
  ]);
  const stack = state.stack.map((item) => [item.label, item.controller, place(item.source)]);
  const players = state.players.map((p) => [p.id, p.status, p.losing ?? null]);
  const decision = state.decision === null ? null : [state.decision.kind, state.decision.player];
  const position = positionOf((state as GameState).flow.value, state.windows[state.windows.length - 1]?.name ?? null);
  return JSON.stringify([zones, effects, stack, players, state.turn.number, state.turn.player, position, decision]);
}
