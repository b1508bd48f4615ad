import type { LoopProposal } from '../plugin/loop-rules.js';
import { contextOf, type Game } from './game.js';
import { loopLimits } from '../decisions/action-shape.js';
import { ruleError } from '../rules/rule-error.js';
import { loopBansIn, loopStoppers, stateFingerprint, type LoopBan, type LoopOutcome } from '../plugin/loops.js';

/**
 * Plays a loop (plugin/loops.ts) for tools and tests: the proposer's `loop` action, then, when both players can
 * stop it, the other player's `loop-answer` with the count `answer` gives (each acted as its own player's
 * action). The count is checked before anything is acted, so a refused proposal or count changes nothing; the
 * outcome is read from the `loop-played` event.
 */
export function playLoop(game: Game, proposal: LoopProposal, answer?: (proposal: LoopProposal) => number): LoopOutcome {
  const refuse = (code: string, message: string): LoopOutcome => ({ ok: false, error: ruleError(code, message), performed: 0 });
  const both = loopStoppers(proposal).length > 1;
  const count = both && answer !== undefined ? answer(proposal) : undefined;
  if (both && count === undefined) return refuse('LOOP_NEEDS_ANSWER', 'the other player must answer the count too');
  if (count !== undefined && (!Number.isInteger(count) || count < 0 || count > loopLimits.times))
    return refuse('LOOP_BAD_ANSWER', `the answer is a count from 0 to ${loopLimits.times}`);
  if (count !== undefined && count > proposal.times && contextOf(game).title.definition.loops?.bothStop !== 'smaller')
    return refuse('LOOP_BAD_ANSWER', `the answer is a count from 0 to ${proposal.times}`);
  const shown = game.act({ type: 'loop', player: proposal.player, actions: proposal.actions, times: proposal.times });
  if (!shown.ok) return { ok: false, error: shown.error, performed: 0 };
  if (count !== undefined && game.decision?.kind === 'loop-answer') {
    const answered = game.act({ type: 'loop-answer', player: game.decision.player, count });
    if (!answered.ok) return { ok: false, error: answered.error, performed: 0 };
  }
  const log = game.state.log;
  for (let i = log.length - 1; i >= 0; i--) {
    const entry = log[i]!;
    if (entry.type === 'loop-played') return { ok: true, ...(entry.detail as unknown as Omit<Extract<LoopOutcome, { ok: true }>, 'ok'>) };
  }
  return { ok: true, performed: 0 };
}

/** The loop bans kept under `key` (see `LoopRules.banKey`), a copy. */
export function loopBans(game: Game, key: string): LoopBan[] {
  return loopBansIn(game.state, key).map((b) => ({ ...b, first: { ...b.first } }));
}

/** The game state a player can tell apart (plugin/loops.ts): zones by card definition and state, players, effects, stack, turn, position. */
export function gameStateFingerprint(game: Game): string {
  return stateFingerprint(game.state);
}
