import type { EffectsContext } from './effects-context.js';
import { expireContinuousEffects } from './continuous.js';
import { expireReplacements } from './replacement.js';
import { expireDelayedTriggers } from './triggers.js';

/**
 * Ends everything that lasts until `point` (`turn` at the end of the turn, `battle` when a battle ends…),
 * as the title's flow reaches that point (VG 9.11.9, 10.8.1.2; BD 706-4): continuous effects, replacement
 * effects and delayed triggers.
 */
export function expireDurations(ctx: EffectsContext, point: string): void {
  expireContinuousEffects(ctx, point);
  expireReplacements(ctx, point);
  expireDelayedTriggers(ctx, point);
}
