import type { EffectsContext } from '../effects/effects-context.js';
import type { Action } from '../state/actions.js';
import type { PlayerId } from '../state/ids.js';
import type { RuleError } from '../rules/rule-error.js';

/** A loop shown as a shortcut: one repetition's actions and how many times to carry it out (see engine/loops.ts). */
export interface LoopProposal {
  /** Who shows the loop. */
  player: PlayerId;
  /** One repetition, in order: every decision's answer inside it, by whichever player makes it. */
  actions: Action[];
  /** How many repetitions are proposed (at least 1). */
  times: number;
}

/**
 * A title's rules for loops a player can stop (`TitleDefinition.loops`): with them, a game accepts the kernel
 * action `loop` (engine/loops.ts), which carries the proposal and, when both players can stop it, the other
 * player's count. Without them the action is refused.
 */
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
   * was when it started. The `loop` action writes them, so replaying the action list writes them again.
   * Without a key nothing is banned (BD 1602 has no such rule).
   */
  banKey?: string;
  /**
   * The title's check that the series is a loop it recognises (VG 18.1.1.5 leaves recognising a loop to the
   * players or a judge; a title may let card data do it): an error refuses the action before anything is done.
   */
  recognise?: (ctx: EffectsContext, proposal: LoopProposal) => RuleError | undefined;
  /**
   * The sections an error cites, when the title numbers them otherwise than BD 1602 (`${rule}-1`, `-1a` for
   * both players, `-1b` for one): full citations, e.g. `VG 18.1.1.3`.
   */
  sections?: { loop: string; onlyOne: string; both: string };
}
