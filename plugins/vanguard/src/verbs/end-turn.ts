/**
 * "End the turn" (ターンを終了する, 18.4): `{ do: 'end-turn' }`.
 * - 18.4.1.1: continuous effects that end before "this turn" does (the battle's) end now; the battle ends.
 * - 18.4.1.2: the card or ability being resolved ends its resolution: its later instructions are not carried out
 *   (the kernel's `requestFlowJump` drops the rest of the work); an order being played still goes where a resolved
 *   order goes (11.8.3.2: the drop zone, or the order zone for a set order), as its resolution has ended.
 * - 18.4.1.3: unless it is the end phase already, the game goes to the end phase.
 * - 18.4.2: vanguard damage still to be dealt is processed by the end phase's rule processes (13.6), and 18.4.3:
 *   pending automatic abilities are played in the end phase's check timing; both happen since pending work of the
 *   rules is kept by the jump.
 */
import {
  cardsIn,
  defineVerb,
  emitEvent,
  endResolution,
  expireDurations,
  moveCard,
  positionOf,
  requestFlowJump,
  verbDone,
  zoneKey,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { definitionOf, vgData } from '../state.js';

export const endTurnVerb = defineVerb({
  name: 'end-turn',
  rule: 'VG 18.4.1',
  // `note`: what the card calls it, for the log only.
  params: () => ({ note: z.string().optional() }),
  run(ctx, instruction, frame) {
    emitEvent(ctx, { type: 'turn-ending', player: frame.controller, detail: { note: String(instruction['note'] ?? 'end the turn') } });
    // 18.4.1.2 with 11.8.3.2: the order whose resolution ends leaves the order area.
    for (const player of ctx.state.players) {
      for (const id of [...cardsIn(ctx, zoneKey(player.id, 'order-area'))]) {
        if (id !== frame.source) continue;
        const to = definitionOf(ctx, id)?.subtype === 'set' ? 'order-zone' : 'drop';
        moveCard(ctx, id, zoneKey(ctx.state.cards[id]!.owner, to), { by: frame.controller, reason: 'order-resolved' });
      }
    }
    // 18.4.1.1: the battle's continuous effects end with the battle.
    const data = vgData(ctx);
    data.battle = null;
    expireDurations(ctx, 'battle');
    // 18.4.1.3: to the end phase, unless already there; 18.4.1.2 either way.
    const phase = positionOf(ctx.state.flow.value, null).phase;
    if (phase !== 'end') requestFlowJump(ctx, 'end', 'cleanup');
    else endResolution(ctx);
    return verbDone;
  },
});
