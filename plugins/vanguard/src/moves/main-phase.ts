/**
 * Main phase actions (9.9.2): normal call (9.9.2.1), moving within a column (9.9.2.2) and overDress
 * (9.9.2.5, 6.7). Orders and ACT are in order.ts and the kernel's `activate`.
 */
import { z } from 'zod';
import {
  cardRef,
  cardsIn,
  cardsInZone,
  linkCard,
  moveCard,
  testPredicate,
  zoneKey,
  type Action,
  type GameContext,
  type MoveContribution,
  type Predicate,
  type RuleError,
} from '@tcgkit/kernel';
import { handOf, performCall } from '../actions.js';
import { definitionOf, gradeOf, hasKeyword } from '../state.js';
import { circleKey, circleNamed, rearGuardCirclesOf, rearGuardsOf } from '../zones.js';
import { field, inZone, reject, vanguardGrade, vanguardGradeOnce } from './common.js';
import { cardStatus } from '../cards/status.js';
import { kwBCardStatus } from '../keywords/kw-b-status.js';
import { mateUnitCallError } from '../keywords/mate-unit.js';
import { circleLocked } from '../verbs/lock.js';
import { callCostPayable } from '../sets/buddyfight/call-cost.js';
import { isStarDomain, starDomainCall } from '../sets/star-domain.js';

type Move = Omit<MoveContribution, 'title'>;

/**
 * A unit card from hand whose grade is at most the vanguard's (9.9.2.1). `limit` reads the vanguard's grade, which a
 * listing reads once for every card of the hand (issue 14).
 */
function callableError(
  ctx: GameContext,
  player: string,
  card: string | undefined,
  circle?: string,
  limit: () => number | null = () => vanguardGrade(ctx, player),
): RuleError | null {
  if (!inZone(ctx, card, player, 'hand')) return reject('VG_NOT_IN_HAND', 'call a card from your hand', 'VG 9.9.2.1');
  const definition = definitionOf(ctx, card as string);
  if (definition?.type !== 'unit' || definition.subtype === 'g')
    return reject('VG_NOT_A_UNIT', 'only unit cards can be called', 'VG 9.9.2.1');
  const mate = mateUnitCallError(ctx, card as string, player);
  if (mate !== null) return mate;
  const vanguard = limit();
  if (vanguard === null) return reject('VG_NO_VANGUARD', 'without a vanguard nothing can be normal called', 'VG 9.9.2.1.2');
  // 17.3.1.1–17.3.1.2: a star-domain circle takes a 〈星神〉 only, and whatever the vanguard's grade.
  const starDomain = circle === undefined ? 'normal' : starDomainCall(ctx, player, card as string, circle);
  if (starDomain === 'forbidden')
    return reject('VG_STAR_DOMAIN', 'only a 〈星神〉 unit can be normal called to a star-domain circle', 'VG 17.3.1.1');
  if (starDomain === 'any-grade') return null;
  const grade = gradeOf(ctx, card as string);
  if (grade === null || grade > vanguard)
    return reject('VG_GRADE_TOO_HIGH', `grade ${grade ?? '?'} is above your vanguard's grade ${vanguard}`, 'VG 9.9.2.1');
  return null;
}

export const callMove: Move = {
  type: 'call',
  params: { card: cardRef, circle: z.string().max(16) },
  rule: 'VG 9.9.2.1',
  enumerate(ctx, player) {
    if (player !== ctx.state.turn.player) return [];
    const hand = handOf(ctx, player);
    if (hand.length === 0) return [];
    // Read once for the whole hand (issue 14), not for each card and circle.
    const limit = vanguardGradeOnce(ctx, player);
    const circles = rearGuardCirclesOf(ctx, player);
    const starDomain = circles.map((circle) => isStarDomain(ctx, player, circle));
    const out: Action[] = [];
    for (const card of hand) {
      const callable = callableError(ctx, player, card, undefined, limit) === null;
      for (let i = 0; i < circles.length; i++) {
        const circle = circles[i]!;
        if (!(starDomain[i] === true ? callableError(ctx, player, card, circle, limit) === null : callable)) continue;
        // 17.17.8.3: a call whose call cost cannot be paid is legal but only drops the card, so it is not offered (reading 259).
        if (callCostPayable(ctx, card, player, circle)) out.push({ type: 'call', player, card, circle });
      }
    }
    return out;
  },
  validate(ctx, action) {
    const circle = field(action, 'circle');
    const error = callableError(ctx, action.player, field(action, 'card'), circle);
    if (error !== null) return error;
    if (circle === undefined || !rearGuardCirclesOf(ctx, action.player).includes(circle)) {
      return reject('VG_NOT_REAR_GUARD_CIRCLE', 'a normal call goes to one of your rear-guard circles', 'VG 9.9.2.1');
    }
    return null;
  },
  perform(ctx, action) {
    performCall(ctx, field(action, 'card') as string, action.player, field(action, 'circle') as string, 'normal');
  },
};

/**
 * Column move (9.9.2.2): within one column whose two circles are rear-guard circles, exchange the two
 * cards or move the one card to the empty circle. It is a move (7.34): same card, same orientation
 * (4.1.8, 4.9.2.5.2), nothing "appears".
 */
export const columnMove: Move = {
  type: 'move',
  params: { from: z.string().max(16), to: z.string().max(16) },
  rule: 'VG 9.9.2.2',
  enumerate(ctx, player) {
    if (player !== ctx.state.turn.player) return [];
    const out: Action[] = [];
    for (const [front, back] of [
      ['fl', 'bl'],
      ['fr', 'br'],
    ] as const) {
      if (circleLocked(ctx, player, front) || circleLocked(ctx, player, back)) continue;
      if (cardsIn(ctx, circleKey(player, front)).length > 0) out.push({ type: 'move', player, from: front, to: back });
      else if (cardsIn(ctx, circleKey(player, back)).length > 0) out.push({ type: 'move', player, from: back, to: front });
    }
    return out;
  },
  validate(ctx, action) {
    const from = circleNamed(field(action, 'from') ?? '');
    const to = circleNamed(field(action, 'to') ?? '');
    if (from === undefined || to === undefined || from.kind !== 'rear-guard' || to.kind !== 'rear-guard') {
      return reject(
        'VG_NOT_REAR_GUARD_CIRCLE',
        'units move only between rear-guard circles (the centre column holds the vanguard circle)',
        'VG 9.9.2.2',
      );
    }
    // 7.30.3, 4.9.2.7: a circle with a locked card is not a rear-guard circle: nothing moves from or to it.
    if (circleLocked(ctx, action.player, from.name) || circleLocked(ctx, action.player, to.name))
      return reject('VG_CIRCLE_LOCKED', 'a circle with a locked card is no rear-guard circle', 'VG 4.9.2.7');
    if (from.column === null || from.column !== to.column || from.row === to.row)
      return reject('VG_NOT_SAME_COLUMN', 'units move only within a column', 'VG 9.9.2.2');
    if (cardsIn(ctx, circleKey(action.player, from.name)).length === 0)
      return reject('VG_NOTHING_TO_MOVE', 'there is no unit on that circle', 'VG 9.9.2.2');
    return null;
  },
  perform(ctx, action) {
    const from = field(action, 'from') as string;
    const to = field(action, 'to') as string;
    const moving = [...cardsIn(ctx, circleKey(action.player, from))];
    const staying = [...cardsIn(ctx, circleKey(action.player, to))];
    for (const id of moving) moveCard(ctx, id, circleKey(action.player, to), { by: action.player, reason: 'move' });
    for (const id of staying) moveCard(ctx, id, circleKey(action.player, from), { by: action.player, reason: 'move' });
  },
};

function dressTargets(ctx: GameContext, player: string, card: string): string[] {
  const onto = definitionOf(ctx, card)?.dressOnto as Predicate | undefined;
  if (onto === undefined) return [];
  return rearGuardsOf(ctx, player).filter((id) => testPredicate(ctx, onto, id, { controller: player, source: card, vars: {} }));
}

/**
 * overDress (6.7, 14.42): a card with overDress from hand, of grade at most the vanguard's, onto a
 * rear-guard that meets its condition. The rear-guard becomes its dress-source; this is not a call (6.7.1.1).
 */
export const overDressMove: Move = {
  type: 'overdress',
  params: { card: cardRef, target: cardRef },
  rule: 'VG 9.9.2.5',
  enumerate(ctx, player) {
    if (player !== ctx.state.turn.player) return [];
    const limit = vanguardGradeOnce(ctx, player);
    return handOf(ctx, player)
      .filter((card) => hasKeyword(ctx, card, 'overdress') && callableError(ctx, player, card, undefined, limit) === null)
      .flatMap((card) => dressTargets(ctx, player, card).map((target) => ({ type: 'overdress', player, card, target })));
  },
  validate(ctx, action) {
    const card = field(action, 'card');
    const error = callableError(ctx, action.player, card);
    if (error !== null) return error;
    if (!hasKeyword(ctx, card as string, 'overdress')) return reject('VG_NO_OVERDRESS', 'that card has no overDress', 'VG 14.42');
    if (!dressTargets(ctx, action.player, card as string).includes(field(action, 'target') ?? '')) {
      return reject('VG_DRESS_TARGET', 'overDress onto one of your rear-guards that meets the card’s condition', 'VG 14.42.2');
    }
    return null;
  },
  perform(ctx, action) {
    const card = field(action, 'card') as string;
    const target = ctx.state.cards[field(action, 'target') as string]!;
    const circle = target.zone;
    const source = moveCard(ctx, target.id, zoneKey(action.player, 'dress'), { by: action.player, reason: 'dress-source' });
    // 6.7.2.2.1: the dress-sources of the rear-guard dressed over are unlinked from it and linked to the new unit (reading 423).
    const inherited = cardsInZone(ctx, action.player, 'dress').filter(
      (id) => id !== source && kwBCardStatus.get(ctx.state.cards[id], 'dressOf') === target.serial,
    );
    linkCard(ctx, source, card);
    for (const old of inherited) linkCard(ctx, old, card);
    const placed = moveCard(ctx, card, circle, { by: action.player, reason: 'overdress' });
    cardStatus.clear(ctx.state.cards[placed]!, 'rested');
  },
};
