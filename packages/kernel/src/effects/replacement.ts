import type { GameContext } from '../engine/context.js';
import type { CardId, PlayerId } from '../state/game-state.js';
import { testPredicate } from './conditions.js';
import type { EffectFrame, Instruction, Predicate } from './instruction.js';

/**
 * "If X would happen, Y instead" (VG 11.12, WS 8.10, BD 1209). The replaced event never happens; each
 * replacement applies at most once to one event (VG 11.12.2.3).
 */
export interface ReplacementEffect {
  id: number;
  controller: PlayerId;
  source?: CardId;
  /** The verb it replaces (`move`, `destroy`, a title verb…). */
  replaces: string;
  /** Tested against the card the event would affect. */
  match?: Predicate;
  instead: Instruction[];
  duration: string;
  /** Remaining uses; absent means unlimited. */
  uses?: number;
}

/** Replacements that apply to `verb` affecting `subject`, not counting ones already applied to this event. */
export function applicableReplacements(
  ctx: GameContext,
  verb: string,
  subject: CardId,
  frame: EffectFrame,
  alreadyApplied: readonly number[],
): ReplacementEffect[] {
  return ctx.state.replacements.filter((r) => {
    if (r.replaces !== verb || alreadyApplied.includes(r.id)) return false;
    const own: EffectFrame = { ...frame, controller: r.controller, vars: frame.vars };
    if (r.source !== undefined) own.source = r.source;
    return r.match === undefined || testPredicate(ctx, r.match, subject, own);
  });
}

/** Creates a replacement effect (VG 11.12, BD 1209). */
export function addReplacement(ctx: GameContext, replacement: Omit<ReplacementEffect, 'id'>): ReplacementEffect {
  const record = { ...replacement, id: ctx.state.counters.nextId++ } as ReplacementEffect;
  ctx.state.replacements.push(record);
  return record;
}

/** Ends one replacement effect before its duration is over. */
export function removeReplacement(ctx: GameContext, id: number): void {
  ctx.state.replacements = ctx.state.replacements.filter((r) => r.id !== id);
}

/** Ends every replacement effect that lasts until `point`. */
export function expireReplacements(ctx: GameContext, point: string): void {
  if (ctx.state.replacements.some((r) => r.duration === point)) {
    ctx.state.replacements = ctx.state.replacements.filter((r) => r.duration !== point);
  }
}

/** A replacement has just been applied: one with limited uses spends one and is gone when none are left. */
export function consumeReplacement(ctx: GameContext, replacement: ReplacementEffect): void {
  if (replacement.uses === undefined) return;
  replacement.uses -= 1;
  if (replacement.uses <= 0) removeReplacement(ctx, replacement.id);
}
