import type { Action } from '../decisions/decision.js';
import { ruleError, type RuleError } from '../rules/rule-error.js';
import type { PlayerId } from '../state/game-state.js';
import type { Json } from '../state/json.js';
import type { GameContext } from './context.js';
import { contextOf, type Game } from './game.js';

/**
 * Optional loops played as a shortcut (BD 1602-1a–1602-1c; the same shape as other titles' loop rules).
 *
 * A loop is a series of actions that could be repeated forever. Instead of playing it action by action, a
 * player shows the series and how many times it is to be carried out:
 * - when every player with a choice inside the series could stop it (both players act in it), the turn
 *   player proposes, and the other player either accepts the count or names a smaller one; then that many
 *   repetitions are carried out, and with a smaller count the series runs on up to that player's first action
 *   in it, which they must not take: they do something outside the loop (BD 1602-1a);
 * - when only one player has choices in it, that player shows the series and the count, and it is carried out
 *   (BD 1602-1b);
 * - a repetition that leaves the game exactly as it was before it cannot be carried out again (BD 1602-1c):
 *   the loop stops after it.
 * Every action is an ordinary `game.act`, checked as always: the shortcut never does what the rules would
 * not. A repetition whose action is rejected stops the loop there (the repetitions before it stand: each
 * was a legal game action).
 *
 * "Exactly the same game state" is read as: the same cards (by definition, with the same states) in the same
 * zones in the same order, the same player states, continuous effects, resolution-zone items, turn, position
 * and decision; object ids, which every move renews, and the log, which only records, are not state a player
 * can tell apart.
 */
export interface LoopProposal {
  /** Who shows the loop. */
  player: PlayerId;
  /** One repetition, in order: every decision's answer inside it, by whichever player makes it. */
  actions: Action[];
  /** How many repetitions are proposed (at least 1). */
  times: number;
}

export type LoopOutcome =
  | {
      ok: true;
      /** Repetitions carried out. */
      performed: number;
      /** Why it stopped before the proposed count, if it did. */
      stopped?: 'smaller-count' | 'same-state' | 'game-over';
      /** With a smaller count (1602-1a): the player who must now act outside the loop, and the action they may not take. */
      mustLeave?: { player: PlayerId; notAllowed: Action };
    }
  | { ok: false; error: RuleError; performed: number };

export interface LoopRules {
  /** The section cited, e.g. `BD 1602`. */
  rule: string;
  /**
   * How the count is settled when both players can stop the loop:
   * - `answer` (the default, BD 1602-1a): the turn player proposes, the other accepts it or names a smaller one;
   * - `smaller` (VG 18.1.1.3): the turn player names a count, then the other names theirs (any count), and
   *   the smaller of the two is carried out.
   */
  bothStop?: 'answer' | 'smaller';
  /**
   * Where the loop's bans are kept (a key of the title's `state.data`), for titles whose rules forbid choosing
   * the loop again in the state it started from (VG 18.1.1.2, 18.1.1.3): the only player who could stop it,
   * or the one who named the larger count, may not show or allow it again while the game is exactly as it
   * was when it started. Without a key nothing is banned (BD 1602 has no such rule).
   */
  banKey?: string;
  /**
   * The title's check that the series is a loop it recognises (VG 18.1.1.5 leaves recognising a loop to the
   * players or a judge; a title may let card data do it): an error refuses the proposal before anything is done.
   */
  recognise?: (ctx: GameContext, proposal: LoopProposal) => RuleError | undefined;
  /**
   * The sections an error cites, when the title numbers them otherwise than BD 1602 (`${rule}-1`, `-1a` for
   * both players, `-1b` for one): full citations, e.g. `VG 18.1.1.3`.
   */
  sections?: { loop: string; onlyOne: string; both: string };
}

/** One ban (see `LoopRules.banKey`): `player` may not choose the loop starting with `first` in the state `state`. */
export interface LoopBan {
  state: string;
  player: PlayerId;
  first: Action;
}

/** The players with a choice inside the series: each of them could stop the loop. */
export function loopStoppers(proposal: Pick<LoopProposal, 'actions'>): PlayerId[] {
  return [...new Set(proposal.actions.map((a) => a.player))];
}

/**
 * Carries out a proposed loop. `answer` is the other player's reply when both can stop the loop: the number
 * of repetitions they allow (the proposed count to accept it, fewer to stop it earlier).
 */
export function playLoop(game: Game, proposal: LoopProposal, rules: LoopRules, answer?: (proposal: LoopProposal) => number): LoopOutcome {
  const sections = rules.sections ?? { loop: `${rules.rule}-1`, onlyOne: `${rules.rule}-1b`, both: `${rules.rule}-1a` };
  const refuse = (code: string, message: string, section: keyof typeof sections): LoopOutcome => ({
    ok: false,
    error: ruleError(code, message, sections[section]),
    performed: 0,
  });
  if (proposal.actions.length === 0 || !Number.isInteger(proposal.times) || proposal.times < 1)
    return refuse('LOOP_MALFORMED', 'a loop shows at least one action and a count of at least 1', 'loop');
  const unrecognised = rules.recognise?.(contextOf(game), proposal);
  if (unrecognised !== undefined) return { ok: false, error: unrecognised, performed: 0 };
  const turnPlayer = game.state.turn.player;
  const smaller = rules.bothStop === 'smaller';
  const stoppers = loopStoppers(proposal);
  const start = rules.banKey === undefined ? '' : gameStateFingerprint(game);
  const banned = (player: PlayerId) =>
    rules.banKey !== undefined &&
    loopBans(game, rules.banKey).some((b) => b.state === start && b.player === player && sameAction(b.first, firstOf(proposal, player)));
  if (banned(proposal.player))
    return refuse(
      'LOOP_BANNED',
      'this loop was stopped in exactly this state: it cannot be chosen again here',
      stoppers.length > 1 ? 'both' : 'onlyOne',
    );
  let times = proposal.times;
  /** With a smaller count: the player who named it, who stops the loop with a choice outside it. */
  let leaver: PlayerId | undefined;
  /** Who named the larger count (or was the only one to name one): banned afterwards, when the title bans. */
  let larger: PlayerId[] = [proposal.player];
  if (stoppers.length > 1) {
    if (proposal.player !== turnPlayer)
      return refuse('LOOP_PROPOSER', 'when both players can stop a loop, the turn player proposes it', 'both');
    const other = stoppers.find((p) => p !== turnPlayer)!;
    const allowed = answer?.(proposal);
    if (allowed === undefined)
      return refuse(
        'LOOP_NEEDS_ANSWER',
        smaller ? 'the other player must name their count too' : 'the other player must accept the count or name a smaller one',
        'both',
      );
    const most = smaller ? Number.MAX_SAFE_INTEGER : proposal.times;
    if (!Number.isInteger(allowed) || allowed < 0 || allowed > most)
      return refuse(
        'LOOP_BAD_ANSWER',
        smaller ? 'the answer is a count of 0 or more' : `the answer is a count from 0 to ${proposal.times}`,
        'both',
      );
    if (allowed > 0 && banned(other))
      return refuse('LOOP_BANNED', 'this loop was stopped in exactly this state: the other player cannot choose it again here', 'both');
    times = Math.min(allowed, proposal.times);
    if (allowed < proposal.times) leaver = other;
    // VG 18.1.1.3: the larger count's chooser is banned; equal counts: both chose the count carried out (reading in the title's doc).
    larger = allowed > proposal.times ? [other] : allowed < proposal.times ? [proposal.player] : [proposal.player, other];
    // The loop stops where the player who named the smaller count makes a choice that stops it.
    if (smaller && allowed > proposal.times) leaver = proposal.player;
  } else if (stoppers[0] !== proposal.player) {
    return refuse('LOOP_PROPOSER', 'only the player who can stop a loop shows it and its count', 'onlyOne');
  }
  if (rules.banKey !== undefined) {
    const bans = loopBans(game, rules.banKey);
    for (const player of larger) bans.push({ state: start, player, first: firstOf(proposal, player) });
    contextOf(game).state.data[rules.banKey] = bans as unknown as Json;
  }
  let performed = 0;
  while (performed < times) {
    const before = gameStateFingerprint(game);
    for (const action of proposal.actions) {
      const result = game.act(action);
      if (!result.ok) return { ok: false, error: result.error, performed };
      if (game.result !== null) return { ok: true, performed: performed + 1, stopped: 'game-over' };
    }
    performed += 1;
    if (performed < times && gameStateFingerprint(game) === before) return { ok: true, performed, stopped: 'same-state' };
  }
  if (leaver === undefined) return { ok: true, performed };
  // 1602-1a: fewer repetitions, then the other player acts outside the loop: the series runs on up to their
  // first action in it, which is the one they may not take.
  for (const action of proposal.actions) {
    if (action.player === leaver)
      return { ok: true, performed, stopped: 'smaller-count', mustLeave: { player: leaver, notAllowed: action } };
    const result = game.act(action);
    if (!result.ok) return { ok: false, error: result.error, performed };
  }
  return { ok: true, performed, stopped: 'smaller-count' };
}

/** The loop bans kept under `key` (see `LoopRules.banKey`). */
export function loopBans(game: Game, key: string): LoopBan[] {
  return [...((game.state.data[key] as unknown as LoopBan[] | undefined) ?? [])];
}

/** A player's first action in the series (a ban names the loop by it), or the series' first action. */
function firstOf(proposal: Pick<LoopProposal, 'actions'>, player: PlayerId): Action {
  return proposal.actions.find((a) => a.player === player) ?? proposal.actions[0]!;
}

function sameAction(a: Action, b: Action): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The game state a player can tell apart (see above): zones by card definition and state, players, effects, stack, turn, position. */
export function gameStateFingerprint(game: Game): string {
  const state = game.state;
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
  return JSON.stringify([zones, effects, stack, players, state.turn.number, state.turn.player, game.position(), decision]);
}
