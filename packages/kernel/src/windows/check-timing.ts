import { and } from 'xstate';
import { targetOf } from '../flow/compile-flow.js';
import type { GameContext } from '../engine/context.js';
import { canPayCost, pushEffect, withCost } from '../effects/interpreter.js';
import { frameForPending, pendingOf, type PendingAbility } from '../abilities/pending.js';
import { collectStateTriggers } from '../abilities/triggers.js';
import { recordUsage } from '../abilities/usage.js';
import type { ProcessContribution } from '../plugin/tokens.js';
import { performCheckProcesses } from '../rules/rule-processes.js';
import type { Instruction } from '../effects/instruction.js';
import type { PlayerId } from '../state/game-state.js';
import { appendLog } from '../state/log.js';
import { pushWork } from '../work/processor.js';
import { decide, done, proceed, takeChoice } from '../work/work-unit.js';
import { pushStackItem } from './stack.js';
import { otherPlayer } from './window-frame.js';

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

/** Where a finished check timing goes: a target, optionally only when a guard holds (first match wins). */
export interface Exit {
  target: string;
  guard?: unknown;
  actions?: unknown;
}

/** Entry of a check-timing round. */
export function checkTimingRoundAction(ctx: GameContext): void {
  const flow = ctx.state.flow;
  flow.playedAbility = false;
  collectStateTriggers(ctx);
  performCheckProcesses(ctx);
  // A round that ran to the end left no process applicable; one cut short by a question goes again.
  flow.rulesInterrupted = ctx.state.work.length > 0;
  if (flow.rulesInterrupted || ctx.state.result !== null) return;
  playPendingAbilityAction(ctx);
}

/** Whether the round just finished did something, so another round follows. */
export function checkTimingContinues(ctx: GameContext): boolean {
  return ctx.state.flow.rulesInterrupted === true || ctx.state.flow.playedAbility;
}

/** Plays pending abilities: one (turn player's first), or all onto the stack. */
export function playPendingAbilityAction(ctx: GameContext): void {
  const state = ctx.state;
  state.flow.playedAbility = false;
  if (state.pending.length === 0) return;
  state.flow.playedAbility = true;
  if (ctx.title.definition.pendingAbilities === 'to-stack') {
    pushWork(ctx, pendingToStackKind, { player: state.turn.player }, 'turn-player');
    return;
  }
  // The turn player's pending abilities all go before any of the other player's (VG 11.6.1.4–5, WS 8.5.1.2–3).
  const tp = state.turn.player;
  const player = pendingOf(ctx, tp).length > 0 ? tp : otherPlayer(ctx, tp);
  pushWork(ctx, playPendingKind, { player });
}

export const playPendingKind = 'play-pending';

function optionsFor(pending: readonly PendingAbility[]): { id: string; label: string }[] {
  return pending.map((p) => ({ id: String(p.id), label: p.label }));
}
export const pendingToStackKind = 'pending-to-stack';

/** The program a pending ability runs: its effect, after its cost if it has one (VG 11.9.5). */
function programFor(ctx: GameContext, pending: PendingAbility): Instruction[] | null {
  if (pending.effect !== undefined) return pending.effect;
  if (pending.card === null || pending.ability === null) return null;
  const ability = ctx.title.abilitiesOf(pending.card)[pending.ability];
  if (ability === undefined) return null;
  recordUsage(ctx, { serial: serialOf(ctx, pending), card: pending.card }, pending.ability, ability);
  if (ability.cost === undefined) return [...ability.effect];
  // A cost that cannot be paid produces nothing (VG 11.9.5.1); an optional one may be declined (11.9.5.2).
  if (!canPayCost(ctx, ability.cost, frameForPending(pending))) return null;
  const paid = withCost(ability.cost, ability.effect);
  return ability.optionalCost === true ? [{ do: 'may', prompt: `Pay the cost of ${pending.label}?`, then: paid }] : paid;
}

function serialOf(ctx: GameContext, pending: PendingAbility): number {
  const id = pending.source;
  if (id === undefined) return -1;
  return (ctx.state.cards[id] ?? ctx.state.lastKnown[id])?.serial ?? -1;
}

/** Plays one pending ability of `player`; they choose which when there are several (VG 11.9.4). */
export const playPendingProcess: ProcessContribution = {
  title: '*',
  kind: playPendingKind,
  run(ctx, unit) {
    const player = unit.data['player'] as PlayerId;
    const mine = pendingOf(ctx, player);
    let chosen = mine[0];
    // Titles may let the master remove some pending abilities without playing them (VG 12.3.5).
    const mayDecline = ctx.title.definition.mayDeclinePending;
    const declinable = mayDecline === undefined ? [] : mine.filter((p) => mayDecline(ctx, p));
    if (mine.length > 1 || declinable.length > 0) {
      const choice = takeChoice(unit);
      if (choice === null) {
        return decide({
          kind: 'select',
          player,
          prompt: 'Choose which of your pending abilities to play next',
          rule: 'VG 11.6.1.4',
          options: [
            ...optionsFor(mine),
            ...declinable.map((p) => ({ id: `decline:${p.id}`, label: `Remove without playing: ${p.label}` })),
          ],
          min: 1,
          max: 1,
        });
      }
      const declined = declinable.find((p) => `decline:${p.id}` === choice[0]);
      if (declined !== undefined) {
        ctx.state.pending = ctx.state.pending.filter((p) => p.id !== declined.id);
        appendLog(ctx.state, { type: 'ability-declined', player, detail: { label: declined.label, source: declined.source ?? null } });
        return done;
      }
      chosen = mine.find((p) => String(p.id) === choice[0]);
    }
    if (chosen === undefined) return done;
    const picked = chosen;
    ctx.state.pending = ctx.state.pending.filter((p) => p.id !== picked.id);
    appendLog(ctx.state, { type: 'ability-played', player, detail: { label: picked.label, source: picked.source ?? null } });
    const program = programFor(ctx, picked);
    if (program !== null) pushEffect(ctx, program, frameForPending(picked));
    return done;
  },
};

/**
 * Puts every pending ability onto the stack (BD 1304-2): the turn player's first, so they sit lower;
 * each controller orders their own.
 */
export const pendingToStackProcess: ProcessContribution = {
  title: '*',
  kind: pendingToStackKind,
  run(ctx, unit) {
    const player = unit.step === 'turn-player' ? ctx.state.turn.player : otherPlayer(ctx, ctx.state.turn.player);
    const mine = pendingOf(ctx, player);
    let ordered = mine;
    if (mine.length > 1) {
      const choice = takeChoice(unit);
      if (choice === null) {
        return decide({
          kind: 'select',
          player,
          prompt: 'Order your triggered abilities: the first you name goes onto the stack first (resolves last)',
          rule: 'BD 1304-2b',
          options: optionsFor(mine),
          min: mine.length,
          max: mine.length,
          ordered: true,
        });
      }
      ordered = choice.map((id) => mine.find((p) => String(p.id) === id) as PendingAbility);
    }
    for (const pending of ordered) {
      ctx.state.pending = ctx.state.pending.filter((p) => p.id !== pending.id);
      const program = programFor(ctx, pending);
      if (program === null) continue;
      const item: Parameters<typeof pushStackItem>[1] = {
        controller: pending.controller,
        label: pending.label,
        effect: program,
        vars: {},
      };
      if (pending.source !== undefined) item.source = pending.source;
      if (pending.ability !== null) item.ability = pending.ability;
      if (pending.event !== undefined) item.event = pending.event;
      pushStackItem(ctx, item);
    }
    if (unit.step === 'turn-player') {
      unit.step = 'other-player';
      return proceed;
    }
    return done;
  },
};
