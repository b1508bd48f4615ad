/**
 * Stage (ステージにする, 7.41). Making a circle a stage gives it the stage attribute as well (7.41.1.1) and moves
 * every Accel gift marker on the fighter's other circles onto it (7.41.1.2). A circle left without an Accel
 * marker that way vanishes (7.41.1.2.1, 16.3.1.5.2.1): at once, without waiting for a rule process, the unit on
 * it is retired and the other gift markers on it are erased. While a fighter has a stage, an Accel gift makes no
 * new circle and puts its marker on the stage (7.41.2, 16.3.1.5.1, 16.3.1.5.2; see gifts.ts).
 */
import { cardsIn, defineVerb, moveCard, resolvePlayer, verbDone, zoneKey, type GameContext } from '@tcgkit/kernel';
import { z } from 'zod';
import { playerStatus } from '../cards/status.js';
import { playerState } from '../state.js';
import { circleKey, circleNamed } from '../zones.js';
import { verbPlayerStatus } from './status.js';

/** The fighter's stage circle, if any (7.41.1.1). */
export function stageCircleOf(ctx: GameContext, player: string): string | undefined {
  return verbPlayerStatus.get(playerState(ctx, player), 'stageCircles')?.[0];
}

/** `{ do: 'make-stage', circle, player? }`: that circle of the fighter becomes a stage (7.41.1). */
export const makeStageVerb = defineVerb({
  name: 'make-stage',
  rule: 'VG 7.41.1',
  params: (l) => ({ circle: z.string(), player: l.player.optional() }),
  run(ctx, instruction, frame) {
    const player = resolvePlayer(ctx, instruction['player'] ?? 'you', frame);
    const fighter = playerState(ctx, player);
    const circle = String(instruction['circle']);
    if (circleNamed(circle) === undefined) return verbDone;
    const stages = verbPlayerStatus.get(fighter, 'stageCircles') ?? [];
    if (!stages.includes(circle)) verbPlayerStatus.set(fighter, 'stageCircles', [...stages, circle]); // 7.41.1.1
    // 7.41.1.2: every Accel marker on another circle moves onto the stage.
    const markers = playerStatus.get(fighter, 'markers') ?? [];
    const vacated = [...new Set(markers.filter((m) => m.gift === 'accel' && m.circle !== circle).map((m) => m.circle))];
    let next = markers.map((m) => (m.gift === 'accel' ? { ...m, circle } : m));
    // 7.41.1.2.1, 16.3.1.5.2.1: a circle left without an Accel marker vanishes, its unit retired, its other markers erased.
    for (const gone of vacated) {
      for (const id of [...cardsIn(ctx, circleKey(player, gone))]) {
        moveCard(ctx, id, zoneKey(ctx.state.cards[id]!.owner, 'drop'), { by: frame.controller, reason: 'retire' });
      }
      next = next.filter((m) => m.circle !== gone);
    }
    playerStatus.set(fighter, 'markers', next);
    const accel = playerStatus.get(fighter, 'accelCircles');
    if (accel !== undefined && vacated.length > 0)
      playerStatus.set(
        fighter,
        'accelCircles',
        accel.filter((c) => !vacated.includes(c)),
      );
    return verbDone;
  },
});
