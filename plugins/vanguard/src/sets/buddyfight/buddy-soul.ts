/**
 * Buddy soul (17.17.7) and the illegal-buddyfight rule process (13.14).
 *
 * The cards under a rear-guard are kept in their owner's `buddy-soul` zone, linked by the kernel to the
 * unit's serial (zones.ts). A locked unit's buddy soul stays linked to the locked card on its circle as its
 * "locked buddy soul" (17.17.7.5): it is no buddy soul while the card is locked, and is that unit's buddy soul
 * again at once when it is unlocked, since the link never changed.
 */
import {
  cardsIn,
  cardsInZone,
  defineVerb,
  linkCard,
  liveCards,
  moveCard,
  resolveCards,
  verbDone,
  zoneKey,
  type ConditionContribution,
  type GameContext,
  type RuleProcessContribution,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { cardsToDropCost } from '../../verbs/cards-to-drop-cost.js';
import { isLocked } from '../../verbs/lock.js';
import { circleOf } from '../../zones.js';
import { buddyCardStatus } from './status.js';

/** The cards linked under the unit `id` (its buddy soul, or its locked buddy soul while it is locked). */
export function linkedBuddySoul(ctx: GameContext, id: string): string[] {
  const host = ctx.state.cards[id];
  if (host === undefined) return [];
  return ctx.state.players.flatMap((p) =>
    cardsIn(ctx, zoneKey(p.id, 'buddy-soul')).filter((c) => buddyCardStatus.get(ctx.state.cards[c], 'buddySoulOf') === host.serial),
  );
}

/** The buddy soul of the unit `id` (17.17.7.1): none while it is locked (17.17.7.5) or off the circles. */
export function buddySoulOf(ctx: GameContext, id: string): string[] {
  if (circleOf(ctx, id) === undefined || isLocked(ctx, id)) return [];
  return linkedBuddySoul(ctx, id);
}

/**
 * Puts `cards` into the buddy soul of the rear-guard `host` (a new object in the owner's buddy soul zone,
 * linked to it). A unit with its own buddy soul that goes there takes it along and then that former buddy soul
 * goes from there to its owner's drop zone (17.17.7.3.1). Returns the new ids.
 */
export function putIntoBuddySoul(ctx: GameContext, cards: readonly string[], host: string, by: string, reason = 'buddy-soul'): string[] {
  const out: string[] = [];
  for (const id of cards) {
    const card = ctx.state.cards[id];
    if (card === undefined || ctx.state.cards[host] === undefined || id === host) continue;
    const own = circleOf(ctx, id) === undefined ? [] : linkedBuddySoul(ctx, id);
    // The rules' own bookkeeping: "putting into the buddy soul" is not a move Soul Guard (17.17.9) replaces.
    const moved = moveCard(ctx, id, zoneKey(card.owner, 'buddy-soul'), { by, reason, irreplaceable: true });
    if (ctx.state.cards[moved] === undefined) continue;
    linkCard(ctx, moved, host);
    out.push(moved);
    for (const former of own) {
      const object = ctx.state.cards[former];
      if (object !== undefined)
        moveCard(ctx, former, zoneKey(object.owner, 'drop'), { by, reason: 'buddy-soul-dropped', irreplaceable: true });
    }
  }
  return out;
}

/** "Put (cards) into (unit)'s buddy soul" (17.17.7): only under a rear-guard (17.17.7), one unit. */
export const putBuddySoulVerb = defineVerb({
  name: 'put-buddy-soul',
  rule: 'VG 17.17.7',
  params: (l) => ({ cards: l.cards, under: l.cards }),
  run(ctx, instruction, frame) {
    const host = liveCards(ctx, resolveCards(ctx, instruction['under'], frame))[0];
    if (host === undefined || circleOf(ctx, host.id)?.kind !== 'rear-guard' || isLocked(ctx, host.id)) return verbDone;
    const cards = liveCards(ctx, resolveCards(ctx, instruction['cards'], frame)).map((c) => c.id);
    putIntoBuddySoul(ctx, cards, host.id, frame.controller);
    return verbDone;
  },
});

/** "Discard N of (this unit)'s buddy soul", a cost with `canPay` (Soul Guard's discard, 17.17.9.1, is one). */
export const discardBuddySoulVerb = cardsToDropCost({
  name: 'discard-buddy-soul',
  rule: 'VG 17.17.7',
  params: (l) => ({ count: l.number.optional(), of: l.cards.optional() }),
  pool: (ctx, instruction, frame) => ownerSoul(ctx, instruction['of'], frame),
  as: '_buddySoul',
  prompt: (n) => `Discard ${n} of the buddy soul`,
  reason: 'discard',
});

function ownerSoul(ctx: GameContext, of: unknown, frame: Parameters<typeof resolveCards>[2]): string[] {
  const host = of === undefined ? frame.source : resolveCards(ctx, of as Parameters<typeof resolveCards>[1], frame)[0];
  return host === undefined ? [] : buddySoulOf(ctx, host);
}

type Condition = Omit<ConditionContribution, 'title'>;

export const buddySoulConditions: Condition[] = [
  /** The unit has at least `atLeast` (1) cards of buddy soul (17.17.7.1). */
  {
    name: 'has-buddy-soul',
    params: () => ({ atLeast: z.number().int().min(1).optional() }),
    test: (ctx, p, s) => s !== undefined && buddySoulOf(ctx, s).length >= (typeof p['atLeast'] === 'number' ? p['atLeast'] : 1),
  },
  /** The card is part of some unit's buddy soul (17.17.7.1). */
  {
    name: 'in-buddy-soul',
    params: () => ({}),
    test: (ctx, _p, s) => s !== undefined && ctx.state.cards[s]?.zone.endsWith('/buddy-soul') === true,
  },
];

/** 13.14.1: buddy soul linked to a unit that is now a vanguard (it moved from a rear-guard circle to the vanguard circle, reading 260). */
function vanguardBuddySoul(ctx: GameContext): string[] {
  return ctx.state.players.flatMap((p) =>
    ['vc', 'legion'].flatMap((circle) => cardsIn(ctx, zoneKey(p.id, 'field', circle)).flatMap((id) => linkedBuddySoul(ctx, id))),
  );
}

/**
 * Cards in a buddy soul zone linked to no card on a circle (a unit's dress-sources that followed it into a buddy
 * soul, 6.7.5): the buddy soul of no unit, put into the drop zone as 17.17.7.4 puts a departed unit's buddy soul.
 */
function strayBuddySoul(ctx: GameContext): string[] {
  const zones = ctx.state.players.map((p) => cardsIn(ctx, zoneKey(p.id, 'buddy-soul')));
  if (zones.every((z) => z.length === 0)) return [];
  const onCircles = new Set(ctx.state.players.flatMap((p) => cardsInZone(ctx, p.id, 'field')).map((id) => ctx.state.cards[id]!.serial));
  return zones.flat().filter((id) => {
    const host = buddyCardStatus.get(ctx.state.cards[id], 'buddySoulOf');
    return host === undefined || !onCircles.has(host);
  });
}

/** Both lists hold only cards in a buddy soul zone: with every such zone empty, the usual case, there are none (issue 14). */
const illegalBuddySoul = (ctx: GameContext): string[] =>
  ctx.state.players.every((p) => cardsIn(ctx, zoneKey(p.id, 'buddy-soul')).length === 0)
    ? []
    : [...vanguardBuddySoul(ctx), ...strayBuddySoul(ctx)];

/**
 * Illegal buddyfight (13.14): buddy soul under a vanguard goes to its owner's drop zone (13.14.1). 13.14.2 (a
 * rear-guard with a soul that is not buddy soul) cannot arise here: the soul (4.10) is the fighter's zone of
 * the vanguard, and the only cards kept under a rear-guard are buddy soul and dress-sources (their own zones).
 */
export const illegalBuddyfightProcess: Omit<RuleProcessContribution, 'title'> = {
  id: 'illegal-buddyfight',
  rule: 'VG 13.14.1',
  order: 26,
  timing: 'check',
  applies: (ctx) => illegalBuddySoul(ctx).length > 0,
  perform(ctx) {
    for (const id of new Set(illegalBuddySoul(ctx))) moveCard(ctx, id, zoneKey(ctx.state.cards[id]!.owner, 'drop'), { reason: 'rule' });
  },
};
