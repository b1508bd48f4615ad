import { defineVerb, emitEvent, moveCard, ownStatus, resolveCards, verbDone, type VerbContribution } from '@tcgkit/kernel';
import { isUnit } from './state.js';

/**
 * `{ do: 'stack-self', onto }` (a command "stacking itself" onto a unit, 重ねてつける, 521-5c): the command card itself
 * moves from the resolution zone to the unit's zone and is attached to it with the card type aura. Its text from
 * there on is the aura's: in card data, abilities with `zones: ['aura']` (and the condition `attached-aura`), which
 * work while it is attached (an exception to 521-3 the section itself makes).
 */
export const stackSelfVerb: Omit<VerbContribution, 'title'> = defineVerb({
  name: 'stack-self',
  rule: 'BD 521-5c',
  params: (l) => ({ onto: l.cards }),
  run(ctx, instruction, frame) {
    const host = resolveCards(ctx, instruction['onto'], frame).find((id) => isUnit(ctx, id));
    const self = frame.source === undefined ? undefined : ctx.state.cards[frame.source];
    if (host === undefined || self === undefined) return verbDone;
    const controller = ctx.state.cards[host]!.controller;
    const id = moveCard(ctx, self.id, `${controller}/aura`, { reason: 'stack', by: frame.controller });
    Object.assign(ownStatus(ctx.state.cards[id]!), { aura: true, host });
    emitEvent(ctx, { type: 'attached', player: controller, detail: { card: id, host } });
    return verbDone;
  },
});
