import type { AbilityDefinition } from '../abilities/ability.js';
import { frameForPending, pendingOf, removePending, type PendingAbility } from '../abilities/pending.js';
import { recordUsage } from '../abilities/usage.js';
import { confirmRequest } from '../decisions/ask-select.js';
import type { PendingAbilityRule, WindowsContext } from './windows-context.js';
import type { Instruction } from '../effects/instruction.js';
import { canPayCost, pushEffect, withCost } from '../effects/interpreter.js';
import { useRestriction } from '../effects/restrictions.js';
import type { WorkProcess } from '../work/work-context.js';
import { citedRule } from '../rules/citations.js';
import type { PlayerId } from '../state/game-state.js';
import { appendLog } from '../state/log.js';
import { decide, done, proceed, takeChoice } from '../work/work-unit.js';
import { canSee, cardOrLastKnown } from '../zones/zone-ops.js';
import { pushStackItem } from './stack.js';
import { teamsFromTurnPlayer } from '../state/teams.js';

/**
 * Playing pending automatic abilities: one at a time (VG 11.9.4, WS 8.5.1) or all onto the stack
 * (BD 1304). Both ask the title's `PendingAbilityContribution`s which abilities are removed unplayed,
 * which may be declined, and what the played effect is; this is the only place a pending ability
 * becomes a played program or a stack item.
 */
export const playPendingKind = 'play-pending';
export const pendingToStackKind = 'pending-to-stack';

function optionsFor(pending: readonly PendingAbility[]): { id: string; label: string }[] {
  return pending.map((p) => ({ id: String(p.id), label: p.label }));
}

/**
 * Whether pending abilities are all the same ability (the same source, ability, controller and triggering
 * event, told apart only by their ids): which is played first, or the order they go onto the stack, changes
 * nothing, so nobody is asked.
 */
function interchangeable(pending: readonly PendingAbility[]): boolean {
  const first = pending[0] as PendingAbility;
  // Two with another source, card, controller or label are told apart without writing them out (issue 14): different
  // strings are written differently, so the comparison below would say the same.
  const differs = (p: PendingAbility): boolean =>
    p.source !== first.source || p.card !== first.card || p.controller !== first.controller || p.label !== first.label;
  if (pending.some(differs)) return false;
  const key = (p: PendingAbility): string => JSON.stringify({ ...p, id: 0 });
  const firstKey = key(first);
  return pending.every((p) => key(p) === firstKey);
}

function abilityOf(ctx: WindowsContext, pending: PendingAbility): AbilityDefinition | undefined {
  return pending.card === null || pending.ability === null ? undefined : ctx.title.abilitiesOf(pending.card)[pending.ability];
}

/**
 * Why `pending` is removed unplayed at the moment it would be played, if it is: the title's rule says it
 * can no longer be played (BD 1414-4a), or its ability still cannot be used (VG 12.2.1.2.2, 11.9.4).
 */
function removedBy(ctx: WindowsContext, pending: PendingAbility): { rule: string } | undefined {
  const ability = abilityOf(ctx, pending);
  if (ability === undefined) return undefined;
  const source = pending.source === undefined ? undefined : cardOrLastKnown(ctx, pending.source);
  if (source !== undefined) {
    const restriction = useRestriction(ctx, source, pending.ability!, ability);
    if (restriction !== undefined) return restriction;
  }
  return ctx.title.pendingAbilityRules.find((rule) => rule.unplayable?.(ctx, pending, ability) === true);
}

/** The title's rule that lets the controller decline `pending`, if any. */
function declinableBy(ctx: WindowsContext, pending: PendingAbility): PendingAbilityRule<WindowsContext> | undefined {
  const ability = abilityOf(ctx, pending);
  if (ability === undefined) return undefined;
  return ctx.title.pendingAbilityRules.find((rule) => rule.mayDecline?.(ctx, pending, ability) === true);
}

function take(ctx: WindowsContext, pending: PendingAbility): void {
  removePending(ctx, pending.id);
}

/**
 * Who may not learn the source of a pending ability from the log: a player who cannot see the card where it
 * is (an AUTO working in the hand, VG 14.48's Revol Dress: a declined one stays there unseen).
 */
function sourceWithheld(ctx: WindowsContext, pending: PendingAbility): { withheld?: Record<PlayerId, string[]> } {
  const card = pending.source === undefined ? undefined : ctx.state.cards[pending.source];
  if (card === undefined) return {};
  const withheld: Record<PlayerId, string[]> = {};
  for (const { id } of ctx.state.players) if (!canSee(ctx, card, id)) withheld[id] = ['source'];
  return Object.keys(withheld).length === 0 ? {} : { withheld };
}

function removeUnplayed(ctx: WindowsContext, pending: PendingAbility, rule: { rule: string }): void {
  take(ctx, pending);
  appendLog(ctx.state, {
    type: 'ability-removed',
    player: pending.controller,
    detail: { label: pending.label, source: pending.source ?? null, rule: rule.rule },
    ...sourceWithheld(ctx, pending),
  });
}

function decline(ctx: WindowsContext, pending: PendingAbility): void {
  take(ctx, pending);
  appendLog(ctx.state, {
    type: 'ability-declined',
    player: pending.controller,
    detail: { label: pending.label, source: pending.source ?? null },
    ...sourceWithheld(ctx, pending),
  });
}

/**
 * The program playing `pending` runs: its effect (as the title's rules shape it), after its cost if it has
 * one (VG 11.9.5). Counts toward its usage limit. `null` when nothing is played.
 */
function programFor(ctx: WindowsContext, pending: PendingAbility): Instruction[] | null {
  if (pending.effect !== undefined) return pending.effect;
  const ability = abilityOf(ctx, pending);
  if (ability === undefined) return null;
  recordUsage(ctx, { serial: serialOf(ctx, pending), card: pending.card! }, pending.ability!, ability);
  let effect: readonly Instruction[] = ability.effect;
  for (const rule of ctx.title.pendingAbilityRules) if (rule.effect !== undefined) effect = rule.effect(ctx, pending, ability, effect);
  if (ability.cost === undefined) return [...effect];
  // A cost that cannot be paid produces nothing (VG 11.9.5.1, BD 1304-3a); an optional one may be declined (VG 11.9.5.2).
  if (!canPayCost(ctx, ability.cost, frameForPending(pending))) return null;
  const paid = withCost(ability.cost, effect);
  return ability.optionalCost === true ? [{ do: 'may', prompt: `Pay the cost of ${pending.label}?`, then: paid }] : paid;
}

function serialOf(ctx: WindowsContext, pending: PendingAbility): number {
  const id = pending.source;
  if (id === undefined) return -1;
  return (ctx.state.cards[id] ?? ctx.state.lastKnown[id])?.serial ?? -1;
}

/** Plays one pending ability of `player`; they choose which when there are several (VG 11.9.4). */
export const playPendingProcess: WorkProcess<WindowsContext> = {
  title: '*',
  kind: playPendingKind,
  run(ctx, unit) {
    const player = unit.data['player'] as PlayerId;
    const mine = pendingOf(ctx, player);
    let chosen = mine[0];
    // The title may let the master remove some pending abilities without playing them (VG 12.3.5).
    const declinable = mine.filter((p) => declinableBy(ctx, p) !== undefined);
    if ((mine.length > 1 && !interchangeable(mine)) || declinable.length > 0) {
      const choice = takeChoice(unit);
      if (choice === null) {
        return decide({
          kind: 'select',
          player,
          prompt: 'Choose which of your pending abilities to play next',
          ...citedRule(ctx, 'pending-order'),
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
        decline(ctx, declined);
        return done;
      }
      chosen = mine.find((p) => String(p.id) === choice[0]);
    }
    if (chosen === undefined) return done;
    const removal = removedBy(ctx, chosen);
    if (removal !== undefined) {
      removeUnplayed(ctx, chosen, removal);
      return done;
    }
    take(ctx, chosen);
    appendLog(ctx.state, {
      type: 'ability-played',
      player,
      detail: { label: chosen.label, source: chosen.source ?? null },
      ...sourceWithheld(ctx, chosen),
    });
    const program = programFor(ctx, chosen);
    if (program === null) return done;
    if (unit.data['toStack'] === true) {
      // `pendingAbilities: 'answered'`: on the stack, where the other player may answer it once first.
      const item: Parameters<typeof pushStackItem>[1] = { controller: chosen.controller, label: chosen.label, effect: program, vars: {} };
      if (chosen.source !== undefined) item.source = chosen.source;
      if (chosen.ability !== null) item.ability = chosen.ability;
      if (chosen.event !== undefined) item.event = chosen.event;
      item.awaitsAnswer = true;
      pushStackItem(ctx, item);
    } else {
      pushEffect(ctx, program, frameForPending(chosen));
    }
    return done;
  },
};

/**
 * Puts every pending ability onto the stack (BD 1304): all are placed at once, the turn player's first so
 * they sit lower (1304-2a), each controller ordering their own (1304-2b); then they are played from the
 * bottom up (1304-3), and only then does the title's rule remove one that can no longer be played or let
 * its controller decline it (1304-3a). Steps: `turn-player` and `other-player` place (the order is kept in
 * `data.placed`, bottom first), `play` plays them.
 */
export const pendingToStackProcess: WorkProcess<WindowsContext> = {
  title: '*',
  kind: pendingToStackKind,
  run(ctx, unit) {
    const placed = (unit.data['placed'] as string[] | undefined) ?? [];
    if (unit.step !== 'play') {
      // Team by team, the turn player's first (BD 2701-1); a team places its members' abilities in the order
      // it chooses, its turn player (or first seat) deciding (2701-2). Without teams: each player, TP first.
      const teams = teamsFromTurnPlayer(ctx.state);
      const group = unit.step === 'turn-player' ? 0 : Number(unit.data['group'] ?? 1);
      const members = teams[group] ?? [];
      const player = members[0] ?? ctx.state.turn.player;
      const mine = members.flatMap((member) => pendingOf(ctx, member)).filter((p) => !placed.includes(String(p.id)));
      let ordered = mine;
      if (mine.length > 1 && !interchangeable(mine)) {
        const choice = takeChoice(unit);
        if (choice === null) {
          return decide({
            kind: 'select',
            player,
            prompt: 'Order your triggered abilities: the first you name goes onto the stack first (resolves last)',
            ...citedRule(ctx, 'stack-order'),
            options: optionsFor(mine),
            min: mine.length,
            max: mine.length,
            ordered: true,
          });
        }
        ordered = choice.map((id) => mine.find((p) => String(p.id) === id) as PendingAbility);
      }
      unit.data['placed'] = [...placed, ...ordered.map((p) => String(p.id))];
      unit.step = group + 1 < teams.length ? 'other-player' : 'play';
      unit.data['group'] = group + 1;
      return proceed;
    }
    for (const id of placed) {
      const pending = ctx.state.pending.find((p) => String(p.id) === id);
      if (pending === undefined) continue;
      const removal = removedBy(ctx, pending);
      if (removal !== undefined) {
        removeUnplayed(ctx, pending, removal);
        continue;
      }
      const declinable = declinableBy(ctx, pending);
      if (declinable !== undefined) {
        const choice = takeChoice(unit);
        if (choice === null) {
          return decide(
            confirmRequest(pending.controller, `Play ${pending.label}? (declining it does not count toward its limit)`, declinable.rule),
          );
        }
        if (choice[0] === 'no') {
          decline(ctx, pending);
          continue;
        }
      }
      take(ctx, pending);
      const program = programFor(ctx, pending);
      if (program === null) continue;
      const item: Parameters<typeof pushStackItem>[1] = { controller: pending.controller, label: pending.label, effect: program, vars: {} };
      if (pending.source !== undefined) item.source = pending.source;
      if (pending.ability !== null) item.ability = pending.ability;
      if (pending.event !== undefined) item.event = pending.event;
      pushStackItem(ctx, item);
    }
    return done;
  },
};
