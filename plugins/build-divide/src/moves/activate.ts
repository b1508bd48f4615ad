import { ruleError, type ActivationRule, type GameContext } from '@tcgkit/kernel';
import { mainActionError, movingToEnd, noteAction } from '../windows.js';

/**
 * Activating an ability (513, 1204-2) is the kernel's `activate` move; Build Divide adds its own conditions.
 * Quick abilities whenever you hold priority, Normal ones only as main actions (1103-7); nothing while the
 * game moves to the end phase (531-1d). The cost is paid in full first (1204-2i), then the ability goes into
 * the resolution zone (1204-2c); usage limits count the activation even if it is later countered (1206-2b).
 * A player acting in the window after a declaration is noted (802-7).
 */
export const activation: ActivationRule<GameContext> = {
  check(ctx, player, frame, _card, ability) {
    if (movingToEnd(ctx)) return ruleError('BD_MOVING_TO_END', 'the game is moving to the end phase', 'BD 531-1d');
    return (ability.timing ?? ['normal']).includes('quick') ? null : mainActionError(ctx, player, frame);
  },
  played(ctx, player) {
    noteAction(ctx, player);
  },
};
