import type { LoopProposal } from '../plugin/loop-rules.js';
import type { Game } from './game.js';
import { loopBansIn, loopStoppers, stateFingerprint, type LoopBan, type LoopOutcome } from './loops.js';

/**
 * Plays a loop as one `loop` action (`game.act`): `answer` gives the other player's count when both players
 * can stop it. The outcome is read from the action's `loop-played` event.
 */
export function playLoop(game: Game, proposal: LoopProposal, answer?: (proposal: LoopProposal) => number): LoopOutcome {
  const stoppers = loopStoppers(proposal);
  const answered = stoppers.length > 1 && answer !== undefined ? answer(proposal) : undefined;
  const action = {
    type: 'loop',
    player: proposal.player,
    actions: proposal.actions,
    times: proposal.times,
    ...(answered === undefined ? {} : { answer: answered }),
  };
  const result = game.act(action);
  if (!result.ok) return { ok: false, error: result.error, performed: 0 };
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

/** The game state a player can tell apart (engine/loops.ts): zones by card definition and state, players, effects, stack, turn, position. */
export function gameStateFingerprint(game: Game): string {
  return stateFingerprint(game.state);
}
