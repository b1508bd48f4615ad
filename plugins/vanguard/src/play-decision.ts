/**
 * The title's `play` decision kind: the kernel's, except in the attack step. Once the turn fighter has
 * chosen to attack (10.3.1.4) an attacker must be chosen if one can be (10.4.1.3); only when none can does
 * the battle end (10.4.1.3.1, handled by the flow). So "pass" is not an answer there.
 */
import {
  ErrorCode,
  currentWindow,
  ruleError,
  short,
  type Action,
  type DecisionKindContribution,
  type GameContext,
  type MoveContribution,
} from '@tcgkit/kernel';

const mustAct = new Set(['attack']);

function movesOf(ctx: GameContext, window: string): MoveContribution[] {
  const names = ctx.title.definition.windows[window]?.moves ?? [];
  return names.map((name) => ctx.title.moves.get(name)).filter((m): m is MoveContribution => m !== undefined);
}

export const playDecision: Omit<DecisionKindContribution, 'title'> = {
  kind: 'play',
  accepts(ctx) {
    const frame = currentWindow(ctx);
    return frame === undefined ? [] : ['pass', ...movesOf(ctx, frame.name).map((m) => m.type)];
  },
  enumerate(ctx, decision) {
    const frame = currentWindow(ctx);
    if (frame === undefined) return [];
    const actions: Action[] = [];
    for (const move of movesOf(ctx, frame.name)) actions.push(...move.enumerate(ctx, decision.player, frame));
    if (!mustAct.has(frame.name) || actions.length === 0) actions.unshift({ type: 'pass', player: decision.player });
    return actions;
  },
  validate(ctx, decision, action) {
    const frame = currentWindow(ctx);
    if (frame === undefined) return ruleError(ErrorCode.noDecision, 'no play timing is open');
    const moves = movesOf(ctx, frame.name);
    if (action.type === 'pass') {
      if (mustAct.has(frame.name) && moves.some((m) => m.enumerate(ctx, decision.player, frame).length > 0)) {
        return ruleError('VG_MUST_CHOOSE_ATTACKER', 'an attack was declared: choose an attacker and a target', 'VG 10.4.1.3');
      }
      return null;
    }
    const move = moves.find((m) => m.type === action.type);
    if (move === undefined) {
      return ctx.title.moves.has(action.type)
        ? ruleError(ErrorCode.notInThisWindow, `"${short(action.type)}" cannot be done in ${frame.name}`, decision.rule)
        : ruleError(ErrorCode.unknownAction, `unknown action "${short(action.type)}"; expected pass or a move of ${frame.name}`);
    }
    return move.validate(ctx, action, frame);
  },
};
