/**
 * "Drawing by a card's ability" (7.6.4.1): every draw but the draw phase's own draw (9.4.2), including the
 * draws of trigger effects, Accel II and persona ride (7.6.4.1.1). The draw phase's draw is marked on its
 * `moved` event (`drawPhase`), so a condition can tell the two apart (reading 417).
 */
import { drawCard, type ConditionContribution, type ProcedureContribution } from '@tcgkit/kernel';

/** 9.4.2: the turn fighter draws one card, marked as the draw phase's own draw. */
export const drawPhaseDrawProcedure: Omit<ProcedureContribution, 'title'> = {
  name: 'draw-phase-draw',
  rule: 'VG 9.4.2',
  run(ctx) {
    drawCard(ctx, ctx.state.turn.player, { drawPhase: true });
  },
};

/** The event is a draw by a card's ability (7.6.4.1) by this effect's master. */
export const drawnByAbilityCondition: Omit<ConditionContribution, 'title'> = {
  name: 'drawn-by-ability',
  params: () => ({}),
  test: (_ctx, _p, _s, frame) => {
    const event = frame.event;
    return (
      event?.type === 'moved' &&
      event.detail?.['reason'] === 'draw' &&
      event.detail['drawPhase'] !== true &&
      event.player === frame.controller
    );
  },
};
