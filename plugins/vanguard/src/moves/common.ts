/** Helpers the moves share: rejections with the title's codes, and reading an action's fields. */
import { ruleError, type Action, type GameContext, type RuleError } from '@tcgkit/kernel';
import { gradeOf } from '../state.js';
import { vanguardOf } from '../zones.js';

export const reject = (code: string, message: string, rule: string): RuleError => ruleError(code, message, rule);

export function field(action: Action, name: string): string | undefined {
  const value = action[name];
  return typeof value === 'string' ? value : undefined;
}

export function list(action: Action, name: string): string[] | undefined {
  const value = action[name];
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : undefined;
}

/** The grade of `player`'s vanguard, or null without one (9.9.2.1.2: then nothing can be normal called). */
export function vanguardGrade(ctx: GameContext, player: string): number | null {
  const vanguard = vanguardOf(ctx, player);
  return vanguard === undefined ? null : gradeOf(ctx, vanguard);
}

/**
 * `vanguardGrade` read at most once, on first use: a listing asks it for many cards of the hand, or for none when no
 * card gets that far (issue 14). Only for a listing, during which nothing changes.
 */
export function vanguardGradeOnce(ctx: GameContext, player: string): () => number | null {
  let read = false;
  let grade: number | null = null;
  return () => {
    if (!read) {
      grade = vanguardGrade(ctx, player);
      read = true;
    }
    return grade;
  };
}

export function inZone(ctx: GameContext, id: string | undefined, player: string, zone: string): boolean {
  return id !== undefined && ctx.state.cards[id]?.zone === `${player}/${zone}`;
}
