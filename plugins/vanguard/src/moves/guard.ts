/**
 * The defender's guard step options (10.5.1.2): call one or more unit cards from hand to the guardian circle
 * (a normal call that does not look at the vanguard's grade, 10.5.1.2.2.2), or intercept with front-row
 * rear-guards that are not being attacked, even rested ones (10.5.1.2.4, 14.4.2). Each guardian is
 * assigned to an attacked unit and adds its shield to it (6.2.4). Blitz orders are in order.ts.
 */
import {
  cardRefs,
  cardRef,
  addContinuousEffect,
  moveCard,
  type Action,
  type GameContext,
  type MoveContribution,
  type RuleError,
} from '@tcgkit/kernel';
import { handOf, performCall } from '../actions.js';
import { markersOf } from '../gifts.js';
import { attackedUnitExists } from '../rule-processes.js';
import { currentBattle, definitionOf, hasKeyword } from '../state.js';
import { circleKey, circleOf } from '../zones.js';
import { field, list, reject } from './common.js';
import { cardStatus } from '../cards/status.js';
import { mateUnitCallError } from '../keywords/mate-unit.js';
import { isLocked } from '../verbs/lock.js';
import { guardsAsTrigger } from '../sets/buddyfight/guard-orders.js';

type Move = Omit<MoveContribution, 'title'>;

function defenderError(ctx: GameContext, player: string, rule: string): RuleError | null {
  if (player === ctx.state.turn.player) return reject('VG_NOT_DEFENDER', 'only the defending fighter guards, in the opponent’s turn', rule);
  if (!attackedUnitExists(ctx)) return reject('VG_NO_ATTACKED_UNIT', 'none of your units is being attacked', 'VG 10.5.1.2.1.1');
  return null;
}

/** The attacked unit a new guardian protects: the one named, else the first attacked unit still there. */
function guardedUnit(ctx: GameContext, action: Action): string | undefined {
  const battle = currentBattle(ctx);
  const named = field(action, 'guarding');
  if (named !== undefined) return battle?.targets.includes(named) === true ? named : undefined;
  return battle?.targets.find((id) => ctx.state.cards[id] !== undefined);
}

const guardable = (ctx: GameContext, id: string): boolean => {
  const definition = definitionOf(ctx, id);
  // Mate Unit (14.54.2): not called, to the guardian circle either, unless the vanguard includes its name.
  if (mateUnitCallError(ctx, id, ctx.state.cards[id]?.controller ?? '') !== null) return false;
  // 17.17.13: a Buddyfight order that may be called to (GC) as a trigger unit, from the hand.
  return definition?.type === 'unit' || definition?.type === 'pseudo' || guardsAsTrigger(ctx, id);
};

export const guardMove: Move = {
  type: 'guard',
  params: { cards: cardRefs({ min: 0 }), guarding: cardRef.optional() },
  rule: 'VG 10.5.1.2.2',
  enumerate(ctx, player) {
    if (defenderError(ctx, player, 'VG 10.5.1.2.2') !== null) return [];
    // One card per action keeps the list short; an action may name several (validated below).
    return handOf(ctx, player)
      .filter((id) => guardable(ctx, id))
      .map((id) => ({ type: 'guard', player, cards: [id] }));
  },
  validate(ctx, action) {
    const error = defenderError(ctx, action.player, 'VG 10.5.1.2.2');
    if (error !== null) return error;
    const cards = list(action, 'cards');
    if (cards === undefined || cards.length === 0 || new Set(cards).size !== cards.length)
      return reject('VG_GUARD_CARDS', 'name one or more different cards from your hand ("cards")', 'VG 10.5.1.2.2');
    const hand = handOf(ctx, action.player);
    if (cards.some((id) => !hand.includes(id))) return reject('VG_NOT_IN_HAND', 'guardians are called from your hand', 'VG 10.5.1.2.2');
    if (cards.some((id) => !guardable(ctx, id)))
      return reject('VG_NOT_A_UNIT', 'only unit cards can be called to the guardian circle', 'VG 10.5.1.2.2');
    if (guardedUnit(ctx, action) === undefined)
      return reject('VG_BAD_GUARD_TARGET', 'guard one of your units that is being attacked', 'VG 6.2.4');
    return null;
  },
  perform(ctx, action) {
    const guarding = guardedUnit(ctx, action) as string;
    for (const id of list(action, 'cards') ?? []) {
      const called = performCall(ctx, id, action.player, 'gc', 'normal');
      const card = ctx.state.cards[called];
      if (card !== undefined) cardStatus.set(card, 'guarding', guarding);
    }
  },
};

function interceptError(ctx: GameContext, player: string, id: string): RuleError | null {
  const circle = circleOf(ctx, id);
  const card = ctx.state.cards[id];
  if (card === undefined || card.controller !== player || circle?.kind !== 'rear-guard' || circle.row !== 'front') {
    return reject('VG_NOT_FRONT_REAR_GUARD', 'only your front-row rear-guards can intercept', 'VG 10.5.1.2.4');
  }
  if (!hasKeyword(ctx, id, 'intercept') || isLocked(ctx, id)) return reject('VG_NO_INTERCEPT', 'that unit has no Intercept', 'VG 14.4');
  if (currentBattle(ctx)?.targets.includes(id) === true)
    return reject('VG_INTERCEPTOR_ATTACKED', 'a unit being attacked cannot intercept', 'VG 10.5.1.2.4');
  return null;
}

export const interceptMove: Move = {
  type: 'intercept',
  params: { cards: cardRefs({ min: 0 }), guarding: cardRef.optional() },
  rule: 'VG 10.5.1.2.4',
  enumerate(ctx, player) {
    if (defenderError(ctx, player, 'VG 10.5.1.2.4') !== null) return [];
    return ['fl', 'fr', 'a1', 'a2', 'a3', 'a4']
      .flatMap((c) => ctx.state.zones[circleKey(player, c)] ?? [])
      .filter((id) => interceptError(ctx, player, id) === null)
      .map((id) => ({ type: 'intercept', player, cards: [id] }));
  },
  validate(ctx, action) {
    const error = defenderError(ctx, action.player, 'VG 10.5.1.2.4');
    if (error !== null) return error;
    const cards = list(action, 'cards');
    if (cards === undefined || cards.length === 0)
      return reject('VG_GUARD_CARDS', 'name one or more rear-guards ("cards")', 'VG 10.5.1.2.4');
    for (const id of cards) {
      const problem = interceptError(ctx, action.player, id);
      if (problem !== null) return problem;
    }
    return guardedUnit(ctx, action) === undefined
      ? reject('VG_BAD_GUARD_TARGET', 'guard one of your units that is being attacked', 'VG 6.2.4')
      : null;
  },
  perform(ctx, action) {
    const guarding = guardedUnit(ctx, action) as string;
    for (const id of list(action, 'cards') ?? []) {
      const from = circleOf(ctx, id)?.name;
      // A move between circles: the same card, put on the guardian circle rested (10.5.1.2.4).
      const moved = moveCard(ctx, id, circleKey(action.player, 'gc'), { by: action.player, reason: 'intercept' });
      const card = ctx.state.cards[moved]!;
      // 10.5.1.2.4.1: a unit chosen to intercept that did not reach the guardian circle (a replacement kept it
      // where it was) does not guard, and its "when it intercepts" AUTO, triggered by that move, never waited.
      if (card.zone !== circleKey(action.player, 'gc')) continue;
      cardStatus.set(card, 'rested', true);
      cardStatus.set(card, 'guarding', guarding);
      // Protect II (16.3.1.6): the unit on the marked circle gains "when it intercepts, shield +10000".
      if (markersOf(ctx, action.player).some((m) => m.gift === 'protect' && m.kind === 'II' && m.circle === from)) {
        addContinuousEffect(ctx, {
          layer: 'add',
          controller: action.player,
          cards: [moved],
          stat: 'shield',
          modification: { add: 10000 },
          duration: 'battle',
        });
      }
    }
  },
};
