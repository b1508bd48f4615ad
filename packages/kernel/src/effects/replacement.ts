import { isChooseAction } from '../decisions/decision.js';
import { leavesNoChoice } from '../decisions/ask-select.js';
import type { EffectsContext } from './effects-context.js';
import type { WorkProcess } from '../work/work-context.js';
import { citedRule } from '../rules/citations.js';
import type { CardId, PlayerId } from '../state/game-state.js';
import type { JsonObject } from '../state/json.js';
import type { Instruction } from '../state/programs.js';
import { appendLog } from '../state/log.js';
import { pushWork } from '../work/processor.js';
import { decide, done } from '../work/work-unit.js';
import { testPredicate } from './conditions.js';
import type { EffectFrame, Predicate } from './instruction.js';
import { canPayCost, pushEffect, runningFrame, withCost } from './interpreter.js';
import type { ReplacementEffect } from '../state/records.js';

export type { ReplacementEffect } from '../state/records.js';
export type { ReplacementRule } from './effects-context.js';
import type { ReplacementRule } from './effects-context.js';

/**
 * An event replacement effects may replace. The kernel checks every zone change (`moveCard`: type
 * `move`, with its reason); a title checks its own events (a destruction, damage to a player…) the same way.
 */
export interface ReplaceableEvent {
  /** `move`, or a title's event name. */
  type: string;
  /** A move's reason: a replacement naming it applies to that kind of move only. */
  reason?: string;
  /** The card the event would affect (the subject of `match`). */
  card?: CardId;
  /** Who the event affects when no card does (chooses among several replacements). */
  player?: PlayerId;
  /** What `match` and `instead` see as the frame's event (a move: `card`, `from`, `to`, `reason`). */
  detail?: JsonObject;
  /**
   * The event as a program, run when every replacement offered was optional and none was used: it happens
   * after all, and those replacements are not offered for it again. Without it, optional replacements are
   * not offered for the event (`moveCard` and `replaceFirst` give it).
   */
  otherwise?: Instruction[];
}

/** Whether any replacement could apply now (effects in force, or the title's rules). */
export function anyReplacements(ctx: EffectsContext): boolean {
  return ctx.state.replacements.length > 0 || ctx.title.definition.replacementRules !== undefined;
}

/** Who controls the title's rule replacements for `event`: the affected card's owner, else the event's player. */
function ruleOwner(ctx: EffectsContext, event: ReplaceableEvent): PlayerId {
  return (event.card === undefined ? undefined : ctx.state.cards[event.card]?.owner) ?? event.player ?? ctx.state.turn.player;
}

/** The title's rule replacement #`index` as a replacement effect (ids below zero; never used up). */
function ruleReplacement(rule: ReplacementRule, index: number, owner: PlayerId): ReplacementEffect {
  const effect: ReplacementEffect = { id: -1 - index, controller: owner, replaces: rule.replaces, instead: rule.instead, duration: 'game' };
  if (rule.match !== undefined) effect.match = rule.match;
  return effect;
}

/** The frame's event a replacement's `match` and `instead` see: the event that would happen. */
function frameEvent(event: ReplaceableEvent): NonNullable<EffectFrame['event']> {
  const seen: NonNullable<EffectFrame['event']> = { seq: -1, type: event.type };
  if (event.player !== undefined) seen.player = event.player;
  // One copy of the detail, with the card (already there for a move: it keeps its place among the keys).
  seen.detail = event.card === undefined ? { ...event.detail } : { ...event.detail, card: event.card };
  return seen;
}

/**
 * Replacements that apply to `event`, not counting `alreadyApplied` ones (applied to this event, or whose `instead`
 * is running). Every move asks (a title's rule replacements are always in force: Vanguard's replace every move and
 * match a few), so the event as the frames see it is made once per call, when a first replacement replaces this kind
 * of event, and a rule's replacement effect only once its match holds (issue 14, round 7: these were a replacement
 * effect, a frame event and three detail objects per rule per move).
 */
export function replacementsFor(ctx: EffectsContext, event: ReplaceableEvent, alreadyApplied: readonly number[] = []): ReplacementEffect[] {
  if (!anyReplacements(ctx)) return [];
  const out: ReplacementEffect[] = [];
  let seen: NonNullable<EffectFrame['event']> | undefined;
  const applies = (r: { controller: PlayerId; source?: CardId; match?: Predicate; optional?: Instruction[] }): boolean => {
    const own: EffectFrame = { controller: r.controller, vars: {}, event: (seen ??= frameEvent(event)) };
    if (r.source !== undefined) own.source = r.source;
    if (r.match !== undefined && !testPredicate(ctx, r.match, event.card, own)) return false;
    // An optional one needs an event that can still happen when it is declined, and a choice that can be
    // performed now (VG 11.12.3, BD 1209-3).
    if (r.optional === undefined) return true;
    return event.otherwise !== undefined && canPayCost(ctx, r.optional, own);
  };
  // The title's rules first, then the effects in force, each read only when it replaces this kind of event
  // (issue 14: every move asks, and most replace something else).
  const rules = ctx.title.definition.replacementRules;
  if (rules !== undefined) {
    let owner: PlayerId | undefined;
    for (let index = 0; index < rules.length; index++) {
      const rule = rules[index]!;
      if (!replacesEvent(rule.replaces, event) || alreadyApplied.includes(-1 - index)) continue;
      // A rule has no source and is never optional (`ruleReplacement`): its match decides.
      owner ??= ruleOwner(ctx, event);
      if (rule.match === undefined || applies({ controller: owner, match: rule.match })) out.push(ruleReplacement(rule, index, owner));
    }
  }
  for (const r of ctx.state.replacements) if (replacesEvent(r.replaces, event) && !alreadyApplied.includes(r.id) && applies(r)) out.push(r);
  return out;
}

const replacesEvent = (replaces: string, event: ReplaceableEvent): boolean => replaces === event.type || replaces === event.reason;

/** The replacements whose `instead` program is the running effect: none applies to the events it causes. */
function appliedByRunningEffect(): number[] {
  const applied = runningFrame()?.vars['applied'];
  return Array.isArray(applied) ? (applied as number[]) : [];
}

/**
 * The one place replacement effects apply (VG 11.12, BD 1209). Call it where an event is about to happen:
 * when a replacement applies, the event must not happen (return `true`); the replacement's `instead`
 * program is queued to run next, with `replaced` = the card. With several, the affected player chooses
 * which (VG 11.12.2) in a work unit first.
 */
export function replaceEvent(ctx: EffectsContext, event: ReplaceableEvent): boolean {
  if (!anyReplacements(ctx)) return false;
  const applied = appliedByRunningEffect();
  const options = replacementsFor(ctx, event, applied);
  if (options.length === 0) return false;
  // A single replacement that is not optional leaves no choice (`leavesNoChoice`): it applies without a question.
  if (leavesNoChoice(options.length, 1) && options[0]!.optional === undefined) {
    applyReplacement(ctx, options[0]!, event, applied);
    return true;
  }
  pushWork(ctx, replacementChoiceKind, { event: event as unknown as JsonObject, options: options.map((r) => r.id), applied });
  return true;
}

/** The option that lets the event happen: offered when every replacement left is optional. */
const noneOption = 'none';

function applyReplacement(ctx: EffectsContext, replacement: ReplacementEffect, event: ReplaceableEvent, applied: readonly number[]): void {
  consumeReplacement(ctx, replacement);
  appendLog(ctx.state, {
    type: 'replaced',
    player: replacement.controller,
    detail: { replacement: replacement.id, event: event.type, ...(event.card === undefined ? {} : { card: event.card }) },
  });
  const frame: EffectFrame = {
    controller: replacement.controller,
    vars: { replaced: event.card === undefined ? [] : [event.card], applied: [...applied, replacement.id] },
    event: frameEvent(event),
  };
  if (replacement.source !== undefined) frame.source = replacement.source;
  // "You may [choice] instead; if you do, B": the choice is performed first, as a cost (11.3.1.3.2).
  pushEffect(ctx, replacement.optional === undefined ? replacement.instead : withCost(replacement.optional, replacement.instead), frame);
}

/** Creates a replacement effect (VG 11.12, BD 1209). */
export function addReplacement(ctx: EffectsContext, replacement: Omit<ReplacementEffect, 'id'>): ReplacementEffect {
  const record = { ...replacement, id: ctx.state.counters.nextId++ } as ReplacementEffect;
  ctx.state.replacements.push(record);
  return record;
}

/** Ends one replacement effect before its duration is over. */
export function removeReplacement(ctx: EffectsContext, id: number): void {
  ctx.state.replacements = ctx.state.replacements.filter((r) => r.id !== id);
}

/** Ends every replacement effect that lasts until `point`. */
export function expireReplacements(ctx: EffectsContext, point: string): void {
  if (ctx.state.replacements.some((r) => r.duration === point)) {
    ctx.state.replacements = ctx.state.replacements.filter((r) => r.duration !== point);
  }
}

/** A replacement has just been applied: one with limited uses spends one and is gone when none are left. */
export function consumeReplacement(ctx: EffectsContext, replacement: ReplacementEffect): void {
  if (replacement.uses === undefined) return;
  replacement.uses -= 1;
  if (replacement.uses <= 0) removeReplacement(ctx, replacement.id);
}

export const replacementChoiceKind = 'replacement-choice';

/** The affected player chooses which of several replacement effects applies to an event (VG 11.12.2). */
export const replacementChoiceProcess: WorkProcess<EffectsContext> = {
  title: '*',
  kind: replacementChoiceKind,
  run(ctx, unit) {
    const event = unit.data['event'] as unknown as ReplaceableEvent;
    const applied = unit.data['applied'] as number[];
    const ids = unit.data['options'] as number[];
    // Still in force (a duration may have ended while the choice waited).
    const options = replacementsFor(ctx, event, applied).filter((r) => ids.includes(r.id));
    if (options.length === 0) return done;
    // Declining is possible only when every replacement left is optional (a mandatory one must apply).
    const mayDecline = options.every((r) => r.optional !== undefined) && event.otherwise !== undefined;
    let chosen = options[0]!;
    if (options.length > 1 || mayDecline) {
      const answer = unit.answer;
      delete unit.answer;
      const valid = (id: string): boolean => options.some((r) => String(r.id) === id) || (mayDecline && id === noneOption);
      if (answer === undefined || !isChooseAction(answer) || !valid(answer.choice[0] ?? '')) {
        const affected =
          (event.card === undefined ? undefined : ctx.state.cards[event.card]?.controller) ?? event.player ?? options[0]!.controller;
        // One optional replacement: its controller decides whether to use it (11.3.1.3.2 "you may").
        const chooser = options.length === 1 ? options[0]!.controller : affected;
        return decide({
          kind: 'select',
          player: chooser,
          prompt: options.length === 1 ? 'Use the optional replacement effect instead?' : 'Choose which replacement effect applies',
          ...citedRule(ctx, 'replacement-order'),
          options: [
            ...options.map((r) => ({ id: String(r.id), label: `replacement from ${r.source ?? 'an effect'}` })),
            ...(mayDecline ? [{ id: noneOption, label: 'none: the event happens' }] : []),
          ],
          min: 1,
          max: 1,
        });
      }
      if (answer.choice[0] === noneOption) {
        // The event happens after all; the optional replacements declined are not offered for it again.
        pushEffect(ctx, event.otherwise!, {
          controller: options[0]!.controller,
          vars: { applied: [...applied, ...options.map((r) => r.id)] },
        });
        return done;
      }
      chosen = options.find((r) => String(r.id) === answer.choice[0]) ?? chosen;
    }
    // The program queued above this unit runs next, once this unit is removed.
    applyReplacement(ctx, chosen, event, applied);
    return done;
  },
};
