import { and } from 'xstate';
import type { WindowsContext } from './windows-context.js';
import { pendingOf } from '../abilities/pending.js';
import { collectStateTriggers, stateTriggerWaiting } from '../effects/triggers.js';
import { anyCheckProcessApplies, performCheckProcesses } from '../rules/rule-processes.js';
import { pushWork } from '../work/processor.js';
import { pendingToStackKind, playPendingKind } from './pending-abilities.js';
import { otherPlayer } from './window-frame.js';
import { targetOf, type Exit } from './window-kind.js';

export type { Exit } from './window-kind.js';

/**
 * The check-timing sub-chart (VG 11.6.1, WS 8.5.1, BD 1302). Each round performs rule processes until
 * none applies, then, if none asked anything, plays pending automatic abilities (one, or all onto the
 * stack, as the title says). A round that did something is followed by another (rule processes are
 * read again after every ability, VG 11.6.1.1); a round that did nothing ends the check timing. A
 * round rests while work or a decision is outstanding, so a choice in the middle survives snapshot and
 * restore. An idle check timing costs one statechart microstep.
 */
export function checkTimingChart(path: readonly string[], next: string | readonly Exit[]): Record<string, unknown> {
  const own = (state: string) => targetOf([...path, state]);
  const exits = typeof next === 'string' ? [{ target: next }] : next;
  // Two alternating states rather than a self re-entry: re-entering the same state can leave the
  // snapshot unchanged, which ends XState's eventless loop although the entry did something.
  const round = (other: string) => ({
    entry: 'checkTimingRound',
    always: [
      { guard: and(['quiet', 'checkTimingContinues']), target: own(other) },
      ...exits.map((exit) => ({ ...exit, guard: exit.guard === undefined ? 'quiet' : and(['quiet', exit.guard as never]) })),
    ],
  });
  return { initial: 'round', states: { round: round('next-round'), 'next-round': round('round') } };
}

/** Entry of a check-timing round. */
export function checkTimingRoundAction(ctx: WindowsContext): void {
  const flow = ctx.state.flow;
  flow.playedAbility = false;
  collectStateTriggers(ctx);
  performCheckProcesses(ctx);
  // A round that ran to the end left no process applicable; one cut short by a question goes again.
  flow.rulesInterrupted = ctx.state.work.length > 0;
  if (flow.rulesInterrupted || ctx.state.result !== null) return;
  playPendingAbilityAction(ctx);
}

/**
 * Whether a check timing now would do nothing at all (changing nothing to find out): no pending loss to
 * settle, no state trigger to make pending, no rule process that applies, no pending ability to play. Such
 * a check timing is one round that leaves the game as it was (`checkTimingRoundAction`).
 */
export function checkTimingIdle(ctx: WindowsContext): boolean {
  const state = ctx.state;
  if (state.pending.length > 0 || state.players.some((p) => p.losing !== undefined)) return false;
  return !stateTriggerWaiting(ctx) && !anyCheckProcessApplies(ctx);
}

/** Whether the round just finished did something, so another round follows. */
export function checkTimingContinues(ctx: WindowsContext): boolean {
  return ctx.state.flow.rulesInterrupted === true || ctx.state.flow.playedAbility;
}

/** Plays pending abilities: one (turn player's first), or all onto the stack. */
export function playPendingAbilityAction(ctx: WindowsContext): void {
  const state = ctx.state;
  state.flow.playedAbility = false;
  if (state.pending.length === 0) return;
  state.flow.playedAbility = true;
  if (ctx.title.definition.pendingAbilities === 'to-stack') {
    pushWork(ctx, pendingToStackKind, { player: state.turn.player }, 'turn-player');
    return;
  }
  // `answered` (Buddyfight AUTO 2.1–2.2): the ability goes on the stack for one answer, but only when no
  // use or answer is waiting to resolve; outside play timings it is played at once.
  const answered = ctx.title.definition.pendingAbilities === 'answered' && state.windows.length > 0;
  if (answered && state.stack.length > 0) {
    state.flow.playedAbility = false;
    return;
  }
  // The turn player's pending abilities all go before any of the other player's (VG 11.6.1.4–5, WS 8.5.1.2–3).
  const tp = state.turn.player;
  const player = pendingOf(ctx, tp).length > 0 ? tp : otherPlayer(ctx, tp);
  pushWork(ctx, playPendingKind, answered ? { player, toStack: true } : { player });
}
