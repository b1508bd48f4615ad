/**
 * Tests card data may use in requirements, trigger matches and selectors: where a unit is (4.9.2.6: the
 * vanguard, rear-guards, guardians, rows), battle states (10.4), and the enabling-condition keywords of
 * ch.14 (Limit Break 14.7, Brave 14.17, Unite 14.21).
 */
import { z } from 'zod';
import {
  cardOrLastKnown,
  cardsInZone,
  noParams,
  resolvePlayer,
  statOf,
  testPredicate,
  type ConditionContribution,
  type GameContext,
  type Predicate,
} from '@tcgkit/kernel';
import { cardStatus, playerStatus } from './cards/status.js';
import { counter, currentBattle, damageCount, definitionOf, gradeOf, hasKeyword, opponentOf } from './state.js';
import { circleOfKey, vanguardOf } from './zones.js';
import { attackedUnitExists } from './rule-processes.js';
import { isLocked } from './verbs/lock.js';
import { isControlled } from './verbs/control.js';
import { belongsToClan } from './verbs/nations.js';
import { keywordMadeValid } from './notyet-round2.js';

type Condition = Omit<ConditionContribution, 'title'>;

const comparison = z.enum(['==', '!=', '<', '<=', '>', '>=']);

/** The circle a card is on, or was on when it left (last-known information, 11.9.6.1.2, 11.13). */
const onField = (ctx: GameContext, id: string | undefined) => {
  if (id === undefined) return undefined;
  const card = cardOrLastKnown(ctx, id);
  return card === undefined ? undefined : circleOfKey(card.zone);
};
/** Whether the card is rested; `undefined` when there is no such card. */
const restedState = (ctx: GameContext, id: string | undefined): boolean | undefined => {
  const card = id === undefined ? undefined : ctx.state.cards[id];
  // 7.30.1.3: a locked card is neither standing nor rested.
  return card === undefined || isLocked(ctx, id) ? undefined : cardStatus.get(card, 'rested') === true;
};
const ownerOf = (ctx: GameContext, subject: string | undefined, fallback: string): string =>
  (subject === undefined ? undefined : ctx.state.cards[subject]?.controller) ?? fallback;

export const vanguardConditions: Condition[] = [
  /** A unit: a main-type unit card on the field (2.9.3.1.1). */
  {
    name: 'unit',
    params: noParams,
    // Hearts (6.5.2.2.2) lose the main type unit; a locked card is not a unit (7.30.1.2).
    test: (ctx, _p, s) =>
      onField(ctx, s) !== undefined &&
      onField(ctx, s)?.kind !== 'hearts' &&
      definitionOf(ctx, s as string)?.type !== 'order' &&
      !isLocked(ctx, s),
  },
  { name: 'vanguard', params: noParams, test: (ctx, _p, s) => onField(ctx, s)?.kind === 'vanguard' },
  { name: 'rear-guard', params: noParams, test: (ctx, _p, s) => onField(ctx, s)?.kind === 'rear-guard' },
  { name: 'guardian', params: noParams, test: (ctx, _p, s) => onField(ctx, s)?.kind === 'guardian' },
  // 7.39.3.3: a controlled unit is in neither fighter's front or back row (src/verbs/control.ts).
  { name: 'front-row', params: noParams, test: (ctx, _p, s) => onField(ctx, s)?.row === 'front' && !isControlled(ctx, s!) },
  { name: 'back-row', params: noParams, test: (ctx, _p, s) => onField(ctx, s)?.row === 'back' && !isControlled(ctx, s!) },
  { name: 'circle', params: () => ({ circle: z.string() }), test: (ctx, p, s) => onField(ctx, s)?.name === p['circle'] },
  { name: 'rested', params: noParams, test: (ctx, _p, s) => restedState(ctx, s) === true },
  {
    name: 'standing',
    params: noParams,
    test: (ctx, _p, s) => restedState(ctx, s) === false,
  },
  { name: 'attacking', params: noParams, test: (ctx, _p, s) => s !== undefined && currentBattle(ctx)?.attacker === s },
  { name: 'attacked', params: noParams, test: (ctx, _p, s) => s !== undefined && currentBattle(ctx)?.targets.includes(s) === true },
  // 10.5.1.2.1.1: the defender passes automatically when no attacked unit exists (or when calling, intercepting
  // and blitz orders are all forbidden: no card of the pool forbids all three, so only this half applies).
  { name: 'attacked-unit-exists', params: noParams, test: (ctx) => attackedUnitExists(ctx) },
  {
    name: 'boosted',
    params: noParams,
    test: (ctx, _p, s) => s !== undefined && currentBattle(ctx)?.attacker === s && currentBattle(ctx)?.booster !== null,
  },
  {
    name: 'grade',
    params: () => ({ op: comparison.optional(), value: z.number() }),
    test: (ctx, p, s) => s !== undefined && compareNumber(markerGrade(ctx, s), p['op'], p['value']),
  },
  { name: 'trigger-unit', params: noParams, test: (ctx, _p, s) => s !== undefined && definitionOf(ctx, s)?.subtype === 'trigger' },
  // 2.2.4, 2.2.5, 2.14.4, 2.2.3.1: clan membership with Clay Elemental, clanless orders and nations (src/verbs/nations.ts).
  { name: 'clan', params: () => ({ clan: z.string() }), test: (ctx, p, s) => s !== undefined && belongsToClan(ctx, s, String(p['clan'])) },
  /** Limit Break N (14.7): N or more cards in your damage zone. */
  {
    name: 'limit-break',
    params: () => ({ count: z.number().int().optional() }),
    test: (ctx, p, s, f) =>
      damageCount(ctx, ownerOf(ctx, s, f.controller)) >= Number(p['count'] ?? 4) ||
      keywordMadeValid(ctx, ownerOf(ctx, s, f.controller), 'limit-break'), // 14.1.2
  },
  /** Brave (14.17): your hand has 3 or fewer cards. */
  {
    name: 'brave',
    params: noParams,
    test: (ctx, _p, s, f) =>
      cardsInZone(ctx, ownerOf(ctx, s, f.controller), 'hand').length <= 3 || keywordMadeValid(ctx, ownerOf(ctx, s, f.controller), 'brave'), // 14.1.2
  },
  /** Unite (14.21): you have called two or more cards to rear-guard or guardian circles this turn. */
  { name: 'unite', params: noParams, test: (ctx, _p, s, f) => counter(ctx, ownerOf(ctx, s, f.controller), 'calledThisTurn') >= 2 },
  /**
   * "Appears" (7.17.1–2): the event puts its card on a circle from outside the circles (a call, a ride, or any
   * other placement). A move between circles (column swap, intercept) is not appearing.
   */
  {
    name: 'appears',
    params: noParams,
    test: (_ctx, _p, _s, f) => {
      const detail = f.event?.type === 'moved' ? f.event.detail : undefined;
      return detail !== undefined && circleOfKey(String(detail['to'])) !== undefined && circleOfKey(String(detail['from'])) === undefined;
    },
  },
  /** The card the event is about, tested against `where` ("when your vanguard attacks"). */
  {
    name: 'event-card',
    params: (l) => ({ where: l.predicate }),
    test: (ctx, p, _s, f) => {
      const card = f.event?.detail?.['card'];
      return typeof card === 'string' && testPredicate(ctx, p['where'] as Predicate, card, f);
    },
  },
  /** Your vanguard's grade compared with a value (calls, orders, conditions). */
  {
    name: 'vanguard-grade',
    params: (l) => ({ player: l.player.optional(), op: comparison.optional(), value: z.number() }),
    test: (ctx, p, _s, f) => {
      const vanguard = vanguardOf(ctx, resolvePlayer(ctx, p['player'], f));
      return vanguard !== undefined && compareNumber(gradeOf(ctx, vanguard), p['op'], p['value']);
    },
  },
  /** Forerunner (14.8): the vanguard that rode is of the same clan as this card. */
  {
    name: 'same-clan-as-vanguard',
    params: noParams,
    test: (ctx, _p, s, f) => {
      const vanguard = vanguardOf(ctx, f.controller);
      return vanguard !== undefined && s !== undefined && definitionOf(ctx, vanguard)?.clan === definitionOf(ctx, s)?.clan;
    },
  },
  { name: 'sentinel', params: noParams, test: (ctx, _p, s) => s !== undefined && hasKeyword(ctx, s, 'sentinel') },
  /** 4.18.4: the physical card began the game in its owner's ride deck. */
  {
    name: 'began-in-ride-deck',
    params: noParams,
    test: (ctx, _p, s) => {
      const card = s === undefined ? undefined : ctx.state.cards[s];
      const serials =
        card === undefined
          ? undefined
          : playerStatus.get(
              ctx.state.players.find((p) => p.id === card.owner),
              'rideDeckSerials',
            );
      return Array.isArray(serials) && serials.includes(card!.serial);
    },
  },
  /** Heal trigger (11.10.2.6): your damage zone has at least as many cards as the opponent's. */
  {
    name: 'damage-at-least-opponent',
    params: noParams,
    test: (ctx, _p, _s, f) => damageCount(ctx, f.controller) >= damageCount(ctx, opponentOf(ctx, f.controller)),
  },
];

/**
 * The grade a condition reads (15.1.2.4.2): a marker (a pseudo-card, 15.1.2) that has no grade is read as grade 0,
 * information that is a number by nature; a card with a grade that is not a number (Protect's, 15.3.2) has one.
 */
function markerGrade(ctx: GameContext, id: string): number | null {
  const grade = gradeOf(ctx, id);
  if (grade !== null) return grade;
  const definition = definitionOf(ctx, id);
  return definition?.type === 'pseudo' && statOf(ctx, id, 'grade') == null ? 0 : null;
}

function compareNumber(value: number | null, op: unknown, wanted: unknown): boolean {
  if (value === null || typeof wanted !== 'number') return false;
  switch (op) {
    case '<':
      return value < wanted;
    case '<=':
      return value <= wanted;
    case '>':
      return value > wanted;
    case '>=':
      return value >= wanted;
    case '!=':
      return value !== wanted;
    default:
      return value === wanted;
  }
}
