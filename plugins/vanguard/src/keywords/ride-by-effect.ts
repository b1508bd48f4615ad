/**
 * Rides made by abilities, which Revol Dress / Drag Dress (14.48: after a unit's attack, ride a unit from
 * another zone onto it, standing) and Rewrite (14.58: ACTs that ride a unit directly from hand) are keywords
 * of. The verb `ride-by-effect` rides the chosen card onto its master's vanguard (6.3.3; not a normal ride,
 * 6.3.2, so no persona ride) standing (14.48.1); a card that cannot be ridden (Mate Unit, 14.54.2) is not.
 *
 * 6.3.3.1: a card on the field (any circle, the legion and hearts slots included) or in the G zone is not ridden:
 * that ride is not done. 6.3.6: several cards of one master ridden at once are ridden one at a time in the order
 * that master chooses (one ordered choice; the rides follow as separate instructions, so each ride's own events
 * and the soul it leaves are there before the next).
 */
import { z } from 'zod';
import {
  defineVerb,
  askSelect,
  expand,
  liveCards,
  resolveCards,
  verbDone,
  type ConditionContribution,
  type GameContext,
} from '@tcgkit/kernel';
import { performRide } from '../actions.js';
import { definitionOf } from '../state.js';
import { circleOfKey } from '../zones.js';
import { mateUnitRideError } from './mate-unit.js';

/**
 * 6.3.3.1: the card is where a ride can take it from (not the field, not the G zone). A unit an ability "puts"
 * from a rear-guard circle onto the vanguard circle (`fromRearGuard`) is the one exception: 7.4.1.1 makes that
 * instruction a ride of the rear-guard, so 6.3.3.1 (written for instructions that say "ride") does not stop it.
 */
function rideable(ctx: GameContext, id: string, fromRearGuard: boolean): boolean {
  const card = ctx.state.cards[id];
  if (card === undefined || definitionOf(ctx, id)?.type !== 'unit' || mateUnitRideError(ctx, id) !== null) return false;
  const circle = circleOfKey(card.zone);
  if (circle !== undefined) return fromRearGuard && circle.kind === 'rear-guard';
  const zone = card.zone.slice(card.zone.indexOf('/') + 1).split('#')[0];
  return zone !== 'field' && zone !== 'g-zone';
}

export const rideByEffectVerb = defineVerb({
  name: 'ride-by-effect',
  rule: 'VG 6.3.3',
  params: (l) => ({ cards: l.cards, fromRearGuard: z.boolean().optional() }),
  run(ctx, instruction, frame) {
    const fromRearGuard = instruction['fromRearGuard'] === true;
    const cards = liveCards(ctx, resolveCards(ctx, instruction['cards'], frame))
      .map((c) => c.id)
      .filter((id) => rideable(ctx, id, fromRearGuard));
    if (cards.length === 0) return verbDone;
    if (cards.length === 1) {
      performRide(ctx, cards[0]!, frame.controller, { normal: false });
      return verbDone;
    }
    // 6.3.6: the master orders them, then they are ridden one at a time.
    const asked = askSelect(frame.answer, {
      player: frame.controller,
      prompt: 'Order the cards to ride (the first named is ridden first)',
      rule: 'VG 6.3.6',
      options: cards.map((id) => ({ id, label: definitionOf(ctx, id)?.name ?? id })),
      min: cards.length,
      max: cards.length,
      ordered: true,
      accepts: (picked) => picked.length === cards.length && picked.every((c) => cards.includes(String(c))),
    });
    if ('ask' in asked) return asked.ask;
    const order = asked.picked.map(String);
    return expand(order.map((id) => ({ do: 'ride-by-effect', cards: [id], ...(fromRearGuard ? { fromRearGuard } : {}) })));
  },
});

/**
 * 6.3.3.4.2: "the vanguard that appeared" in a ride, read on the `rode` event as the ridden unit was when it was put
 * on the vanguard circle (its grade then, recorded by `performRide`), whatever became of it since.
 */
export const rideConditions: Omit<ConditionContribution, 'title'>[] = [
  {
    name: 'appeared-grade',
    params: () => ({ op: z.enum(['=', '>=', '<=']).optional(), value: z.number() }),
    test: (_ctx, p, _s, f) => {
      const grade = f.event?.type === 'rode' ? f.event.detail?.['grade'] : undefined;
      if (typeof grade !== 'number') return false;
      const value = Number(p['value']);
      return p['op'] === '>=' ? grade >= value : p['op'] === '<=' ? grade <= value : grade === value;
    },
  },
];
