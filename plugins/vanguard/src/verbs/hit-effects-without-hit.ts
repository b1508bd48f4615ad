/**
 * "During this battle, 'when it hits' effects also activate even if it does not hit" (10.7.1.8). The effect marks
 * the battle in progress; at 10.7.1.8 of the close of the battle (after 10.7.1.7's "does not hit" event), if the
 * attacking unit did not hit, the hit event of 10.7.1.6 is emitted once so every AUTO it triggers goes on standby
 * once. An attacking unit that did hit triggers its hit AUTOs at 10.7.1.6 as usual and nothing more happens.
 * Reading 110 (docs/titles/vanguard.md): the event names the battle's attacked units as those "hit", so AUTOs
 * that ask for a hit on a vanguard (10.7.1.6.1) trigger when a vanguard was attacked.
 */
import { defineVerb, emitEvent, noParams, verbDone, type GameContext } from '@tcgkit/kernel';
import { circleOf } from '../zones.js';
import { currentBattle } from '../state.js';

/** `{ do: 'hit-effects-without-hit' }`: marks the battle in progress (outside a battle it does nothing, 11.3.1.2.1). */
export const hitEffectsWithoutHitVerb = defineVerb({
  name: 'hit-effects-without-hit',
  rule: 'VG 10.7.1.8',
  // `noParams` (not an empty shape) so that card data may write `{ do: 'hit-effects-without-hit' }` with its types.
  params: noParams,
  run(ctx) {
    const battle = currentBattle(ctx);
    if (battle !== null) battle.hitEffectsWithoutHit = true;
    return verbDone;
  },
});

/** 10.7.1.8: the hit event of a battle marked by `hit-effects-without-hit` whose attacking unit did not hit. */
export function emitHitWithoutHit(ctx: GameContext, player: string): void {
  const battle = currentBattle(ctx);
  if (battle === null || battle.attacker === null || battle.hits.length > 0 || battle.hitEffectsWithoutHit !== true) return;
  emitEvent(ctx, {
    type: 'hit',
    player,
    detail: {
      card: battle.attacker,
      targets: battle.targets,
      vanguard: battle.targets.some((id) => circleOf(ctx, id)?.kind === 'vanguard'),
      withoutHit: true,
    },
  });
}
