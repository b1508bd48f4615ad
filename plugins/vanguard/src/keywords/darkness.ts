/**
 * 深闇 Darkness (14.32): an enabling-condition keyword (14.2) on whether a card was put into its master's soul
 * this turn other than by a ride (14.32.1): it holds once, this turn, a card has been put into your soul
 * (14.32.3), not counting the unit a ride puts from the vanguard circle into the soul (6.3.3.5) nor a hearts
 * card put there at a ride (6.3.3.5.1) (14.32.4). The kernel's event observer notes, for every card put into a
 * soul, the turn it happened in (`darknessTurn` on that fighter); the condition compares it with the turn.
 * Reading: the ride's own moves are those with the reasons `ridden` (6.3.3.5, `performRide`) and `hearts`.
 */
import { defineStatusKeys, noParams, zoneNameOf, type EventObserver } from '@tcgkit/kernel';
import { z } from 'zod';
import { playerState } from '../state.js';
import { masterOf, type KeywordParts } from './parts-kw-a.js';

export const darknessStatus = defineStatusKeys({
  /** The last turn a card was put into this fighter's soul other than by a ride (14.32.4). */
  darknessTurn: z.number().int(),
});

const rideMoves = ['ridden', 'hearts'];

const soulWatcher: EventObserver = {
  event: 'moved',
  rule: 'VG 14.32.4',
  observe(ctx, event) {
    const to = String(event.detail?.['to'] ?? '');
    if (zoneNameOf(to) !== 'soul' || rideMoves.includes(String(event.detail?.['reason']))) return;
    const player = to.slice(0, to.indexOf('/'));
    const fighter = ctx.state.players.find((p) => p.id === player);
    if (fighter !== undefined) darknessStatus.set(fighter, 'darknessTurn', ctx.state.turn.number);
  },
};

export const darkness: KeywordParts = {
  conditions: [
    {
      name: 'darkness',
      params: noParams,
      test: (ctx, _p, subject, frame) =>
        darknessStatus.get(playerState(ctx, masterOf(ctx, subject, frame.controller)), 'darknessTurn') === ctx.state.turn.number,
    },
  ],
  eventObservers: [soulWatcher],
};
