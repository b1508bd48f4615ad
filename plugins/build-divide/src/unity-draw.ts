import { defineVerb, emitEvent, noParams, verbDone, type VerbContribution } from '@tcgkit/kernel';
import { drawOne } from './verbs.js';

/**
 * 1412-3: "you drew a card with Unity" means a Unity ability you control drew you at least one card as it
 * resolved. `{ do: 'unity-draw' }` is Unity's draw: it draws 1 and, when a card really came to the hand by the draw,
 * emits `unity-drew`. A draw that was not carried out, or that a replacement effect turned into something else,
 * moves no card to the hand and emits nothing (1412-3a). The condition `drew-by-unity` (conditions.ts) reads this
 * turn's log.
 */
export const unityDrawVerb: Omit<VerbContribution, 'title'> = defineVerb({
  name: 'unity-draw',
  rule: 'BD 1412-3',
  params: noParams,
  run(ctx, _instruction, frame) {
    const player = frame.controller;
    const from = ctx.state.log.length;
    drawOne(ctx, player);
    const drew = ctx.state.log
      .slice(from)
      .some((e) => e.type === 'moved' && e.detail?.['to'] === `${player}/hand` && String(e.detail?.['reason']).startsWith('draw'));
    if (drew) emitEvent(ctx, { type: 'unity-drew', player, detail: { source: frame.source ?? null } });
    return verbDone;
  },
});
