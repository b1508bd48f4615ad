/**
 * Call costs (17.17.8). A unit with a call cost that is called to a rear-guard circle (by a normal call or
 * an effect: `performCall` hands it here) is first moved to the call cost zone (17.17.8.2.1); then the rest
 * of its call cost is checked (17.17.8.2.2–17.17.8.2.5). If any part cannot be done the unit is not called and
 * goes to the drop zone (17.17.8.3); otherwise the cost is paid in that order (17.17.8.4) and the unit is called
 * (17.17.8.5): onto the circle of the unit it is put on top of, which becomes its buddy soul with that unit's
 * own buddy soul (17.17.8.5.1), or onto the circle named (17.17.8.5.2), the cards put into its buddy soul by the
 * cost going under it at the same time (17.17.8.5.3). "Call without paying the call cost" skips all this
 * (17.17.8.6: the `call` verb's `withoutCallCost`). A unit called from the deck by an effect goes to the call cost
 * zone at once and the rest of its call cost is checked and paid once that effect has finished (17.17.8.4.1).
 *
 * Readings: the unit put on top of is the one on the circle the call names (reading 254), and it cannot also
 * be one the cost retires; the cost is paid as a cost (the kernel's cost span), so Soul Guard, which applies to
 * moves that are not costs (17.17.9.1), does not stop its retire.
 */
import {
  cardsInZone,
  defineVerb,
  expand,
  linkCard,
  moveCard,
  resolveCards,
  testPredicate,
  verbDone,
  zoneKey,
  type EffectFrame,
  type GameContext,
  type Instruction,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { performCall, type CallKind } from '../../actions.js';
import type { VanguardCard } from '../../cards/schema.js';
import { definitionOf } from '../../state.js';
import { isLocked } from '../../verbs/lock.js';
import { cardOnCircle, circleNamed } from '../../zones.js';
import { buddyGauge } from './buddy-gauge.js';
import { linkedBuddySoul, putIntoBuddySoul } from './buddy-soul.js';

type CallCost = NonNullable<VanguardCard['callCost']>;

/** The unit of `player` on `circle` a call cost may put the card on top of (17.17.8.2.4), if it qualifies. */
function topTarget(ctx: GameContext, cost: CallCost, player: string, circle: string, frame: EffectFrame): string | undefined {
  if (cost.onTopOf === undefined) return undefined;
  const unit = cardOnCircle(ctx, player, circle);
  if (unit === undefined || circleNamed(circle)?.kind !== 'rear-guard' || isLocked(ctx, unit)) return undefined;
  if (ctx.state.cards[unit]?.controller !== player) return undefined;
  return testPredicate(ctx, cost.onTopOf, unit, frame) ? unit : undefined;
}

interface CostCandidates {
  buddySoul: string[];
  retire: string[];
  top: string | undefined;
}

function candidates(ctx: GameContext, cost: CallCost, card: string, player: string, circle: string, frame: EffectFrame): CostCandidates {
  const top = topTarget(ctx, cost, player, circle, frame);
  const buddySoul = cost.buddySoul === undefined ? [] : resolveCards(ctx, cost.buddySoul.from, frame).filter((id) => id !== card);
  const retire =
    cost.retire === undefined
      ? []
      : ctx.state.players
          .flatMap((p) => cardsInZone(ctx, p.id, 'field'))
          .filter((id) => ctx.state.cards[id]!.controller === player && id !== top && !isLocked(ctx, id))
          .filter((id) => testPredicate(ctx, cost.retire!.where, id, frame));
  return { buddySoul, retire, top };
}

/** Whether every part of the call cost can be done now (17.17.8.2.2–17.17.8.2.5). */
export function callCostPayable(ctx: GameContext, card: string, player: string, circle: string): boolean {
  const cost = definitionOf(ctx, card)?.callCost;
  if (cost === undefined) return true;
  const frame: EffectFrame = { controller: player, vars: {}, source: card };
  const found = candidates(ctx, cost, card, player, circle, frame);
  return (
    found.buddySoul.length >= (cost.buddySoul?.count ?? 0) &&
    found.retire.length >= (cost.retire?.count ?? 0) &&
    (cost.onTopOf === undefined || found.top !== undefined) &&
    buddyGauge(ctx, player).length >= (cost.gauge ?? 0)
  );
}

const kinds = ['normal', 'superior'] as const;

/** 17.17.8.2–17.17.8.4: the unit to the call cost zone, the check, then the cost paid in order. */
export const callWithCallCostVerb = defineVerb({
  name: 'call-with-call-cost',
  rule: 'VG 17.17.8',
  params: () => ({ card: z.string(), circle: z.string(), kind: z.enum(kinds), player: z.string() }),
  run(ctx, instruction, frame) {
    const id = String(instruction['card']);
    const player = String(instruction['player']);
    const circle = String(instruction['circle']);
    const object = ctx.state.cards[id];
    const cost = definitionOf(ctx, id)?.callCost;
    if (object === undefined || cost === undefined) return verbDone;
    // 17.17.8.2.1: the unit being called goes to the call cost zone first (from the deck it is there already, 17.17.8.4.1).
    const waiting = object.zone.endsWith('/call-cost')
      ? id
      : moveCard(ctx, id, zoneKey(object.owner, 'call-cost'), { by: frame.controller, reason: 'call-cost' });
    if (ctx.state.cards[waiting]?.zone.endsWith('/call-cost') !== true) return verbDone;
    const own: EffectFrame = { ...frame, source: waiting };
    if (!callCostPayable(ctx, waiting, player, circle)) {
      // 17.17.8.3: a part cannot be done: not called, to the drop zone.
      moveCard(ctx, waiting, zoneKey(object.owner, 'drop'), { by: frame.controller, reason: 'call-cost-unpaid' });
      return verbDone;
    }
    const found = candidates(ctx, cost, waiting, player, circle, own);
    const program: Instruction[] = [{ do: 'begin-cost' }];
    if (cost.buddySoul !== undefined) {
      program.push(
        {
          do: 'choose',
          from: found.buddySoul,
          count: cost.buddySoul.count,
          as: '_ccSoul',
          prompt: 'Choose the cards to put into its buddy soul',
          rule: 'VG 17.17.8.2.2',
        },
        { do: 'to-call-cost-zone', cards: { var: '_ccSoul' }, as: '_ccSoulWaiting' },
      );
    }
    if (cost.retire !== undefined) {
      program.push(
        {
          do: 'choose',
          from: found.retire,
          count: cost.retire.count,
          as: '_ccRetire',
          prompt: 'Choose the units to retire',
          rule: 'VG 17.17.8.2.3',
        },
        { do: 'retire', cards: { var: '_ccRetire' } },
      );
    }
    if (cost.gauge !== undefined) program.push({ do: 'pay-gauge', count: cost.gauge });
    program.push(
      { do: 'end-cost' },
      {
        do: 'finish-call-cost',
        card: waiting,
        circle,
        kind: instruction['kind'] ?? 'normal',
        player,
        buddySoul: { var: '_ccSoulWaiting' },
      },
    );
    return expand(program);
  },
});

/** 17.17.8.2.2: cards for the buddy soul wait in the call cost zone; their new ids are kept under `as`. */
export const toCallCostZoneVerb = defineVerb({
  name: 'to-call-cost-zone',
  rule: 'VG 17.17.8.2.2',
  params: (l) => ({ cards: l.cards, as: z.string() }),
  run(ctx, instruction, frame) {
    const moved: string[] = [];
    for (const id of resolveCards(ctx, instruction['cards'], frame)) {
      const card = ctx.state.cards[id];
      if (card === undefined) continue;
      const now = moveCard(ctx, id, zoneKey(card.owner, 'call-cost'), { by: frame.controller, reason: 'call-cost' });
      if (ctx.state.cards[now]?.zone.endsWith('/call-cost') === true) moved.push(now);
    }
    frame.vars[String(instruction['as'])] = moved;
    return verbDone;
  },
});

/** 17.17.8.5: the call itself, from the call cost zone. */
export const finishCallCostVerb = defineVerb({
  name: 'finish-call-cost',
  rule: 'VG 17.17.8.5',
  params: (l) => ({ card: z.string(), circle: z.string(), kind: z.enum(kinds), player: z.string(), buddySoul: l.cards.optional() }),
  run(ctx, instruction, frame) {
    const id = String(instruction['card']);
    const player = String(instruction['player']);
    const circle = String(instruction['circle']);
    const kind = String(instruction['kind']) as CallKind;
    const cost = definitionOf(ctx, id)?.callCost;
    if (ctx.state.cards[id]?.zone.endsWith('/call-cost') !== true || cost === undefined) return verbDone;
    const waitingSoul = instruction['buddySoul'] === undefined ? [] : resolveCards(ctx, instruction['buddySoul'], frame);
    const top = topTarget(ctx, cost, player, circle, { ...frame, source: id });
    if (cost.onTopOf !== undefined && top === undefined) {
      // The unit to put it on left meanwhile (17.17.8.3 read at the call): not called; the waiting cards go too.
      for (const c of [id, ...waitingSoul].filter((c) => ctx.state.cards[c] !== undefined))
        moveCard(ctx, c, zoneKey(ctx.state.cards[c]!.owner, 'drop'), { by: frame.controller, reason: 'call-cost-unpaid' });
      return verbDone;
    }
    let covered: string[] = [];
    if (top !== undefined) {
      // 17.17.8.5.1: the unit there and its buddy soul become the new unit's buddy soul (moved aside first, so
      // the call does not retire it as 6.2.3.4 would).
      const former = linkedBuddySoul(ctx, top);
      const owner = ctx.state.cards[top]!.owner;
      const aside = moveCard(ctx, top, zoneKey(owner, 'buddy-soul'), { by: frame.controller, reason: 'buddy-soul', irreplaceable: true });
      covered = [aside, ...former].filter((c) => ctx.state.cards[c] !== undefined);
    }
    const called = performCall(ctx, id, player, circle, kind, frame.controller, 'skip');
    if (ctx.state.cards[called] === undefined) return verbDone;
    for (const c of covered) linkCard(ctx, c, called);
    // 17.17.8.5.3: the cards the cost put into its buddy soul go under it at the same time.
    putIntoBuddySoul(ctx, waitingSoul, called, frame.controller);
    return verbDone;
  },
});
