/**
 * Tests card data may use in requirements, trigger matches and selectors: where a unit is (4.9.2.6: the
 * vanguard, rear-guards, guardians, rows), battle states (10.4), and the enabling-condition keywords of
 * ch.14 (Limit Break 14.7, Brave 14.17, Unite 14.21).
 */
import {
  cardOrLastKnown,
  cardsInZone,
  resolvePlayer,
  testPredicate,
  type ConditionContribution,
  type GameContext,
  type Predicate,
} from '@tcgkit/kernel';
import { counter, currentBattle, damageCount, definitionOf, gradeOf, hasKeyword, opponentOf } from './state.js';
import { circleOfKey, vanguardOf } from './zones.js';

type Condition = Omit<ConditionContribution, 'title'>;

/** The circle a card is on, or was on when it left (last-known information, 11.9.6.1.2, 11.13). */
const onField = (ctx: GameContext, id: string | undefined) => {
  if (id === undefined) return undefined;
  const card = cardOrLastKnown(ctx, id);
  return card === undefined ? undefined : circleOfKey(card.zone);
};
const ownerOf = (ctx: GameContext, subject: string | undefined, fallback: string): string =>
  (subject === undefined ? undefined : ctx.state.cards[subject]?.controller) ?? fallback;

export const vanguardConditions: Condition[] = [
  /** A unit: a main-type unit card on the field (2.9.3.1.1). */
  { name: 'unit', test: (ctx, _p, s) => onField(ctx, s) !== undefined && definitionOf(ctx, s as string)?.type !== 'order' },
  { name: 'vanguard', test: (ctx, _p, s) => onField(ctx, s)?.kind === 'vanguard' },
  { name: 'rear-guard', test: (ctx, _p, s) => onField(ctx, s)?.kind === 'rear-guard' },
  { name: 'guardian', test: (ctx, _p, s) => onField(ctx, s)?.kind === 'guardian' },
  { name: 'front-row', test: (ctx, _p, s) => onField(ctx, s)?.row === 'front' },
  { name: 'back-row', test: (ctx, _p, s) => onField(ctx, s)?.row === 'back' },
  { name: 'circle', test: (ctx, p, s) => onField(ctx, s)?.name === p['circle'] },
  { name: 'rested', test: (ctx, _p, s) => s !== undefined && ctx.state.cards[s]?.status['rested'] === true },
  {
    name: 'standing',
    test: (ctx, _p, s) => s !== undefined && ctx.state.cards[s] !== undefined && ctx.state.cards[s]?.status['rested'] !== true,
  },
  { name: 'attacking', test: (ctx, _p, s) => s !== undefined && currentBattle(ctx)?.attacker === s },
  { name: 'attacked', test: (ctx, _p, s) => s !== undefined && currentBattle(ctx)?.targets.includes(s) === true },
  { name: 'boosted', test: (ctx, _p, s) => s !== undefined && currentBattle(ctx)?.attacker === s && currentBattle(ctx)?.booster !== null },
  { name: 'grade', test: (ctx, p, s) => s !== undefined && compareNumber(gradeOf(ctx, s), p['op'], p['value']) },
  { name: 'trigger-unit', test: (ctx, _p, s) => s !== undefined && definitionOf(ctx, s)?.subtype === 'trigger' },
  { name: 'clan', test: (ctx, p, s) => s !== undefined && definitionOf(ctx, s)?.clan === p['clan'] },
  /** Limit Break N (14.7): N or more cards in your damage zone. */
  { name: 'limit-break', test: (ctx, p, s, f) => damageCount(ctx, ownerOf(ctx, s, f.controller)) >= Number(p['count'] ?? 4) },
  /** Brave (14.17): your hand has 3 or fewer cards. */
  { name: 'brave', test: (ctx, _p, s, f) => cardsInZone(ctx, ownerOf(ctx, s, f.controller), 'hand').length <= 3 },
  /** Unite (14.21): you have called two or more cards to rear-guard or guardian circles this turn. */
  { name: 'unite', test: (ctx, _p, s, f) => counter(ctx, ownerOf(ctx, s, f.controller), 'calledThisTurn') >= 2 },
  /** The card the event is about, tested against `where` ("when your vanguard attacks"). */
  {
    name: 'event-card',
    test: (ctx, p, _s, f) => {
      const card = f.event?.detail?.['card'];
      return typeof card === 'string' && testPredicate(ctx, p['where'] as Predicate, card, f);
    },
  },
  /** Your vanguard's grade compared with a value (calls, orders, conditions). */
  {
    name: 'vanguard-grade',
    test: (ctx, p, _s, f) => {
      const vanguard = vanguardOf(ctx, resolvePlayer(ctx, p['player'], f));
      return vanguard !== undefined && compareNumber(gradeOf(ctx, vanguard), p['op'], p['value']);
    },
  },
  /** Forerunner (14.8): the vanguard that rode is of the same clan as this card. */
  {
    name: 'same-clan-as-vanguard',
    test: (ctx, _p, s, f) => {
      const vanguard = vanguardOf(ctx, f.controller);
      return vanguard !== undefined && s !== undefined && definitionOf(ctx, vanguard)?.clan === definitionOf(ctx, s)?.clan;
    },
  },
  { name: 'sentinel', test: (ctx, _p, s) => s !== undefined && hasKeyword(ctx, s, 'sentinel') },
  /** 4.18.4: the physical card began the game in its owner's ride deck. */
  {
    name: 'began-in-ride-deck',
    test: (ctx, _p, s) => {
      const card = s === undefined ? undefined : ctx.state.cards[s];
      const serials = card === undefined ? undefined : ctx.state.players.find((p) => p.id === card.owner)?.status['rideDeckSerials'];
      return Array.isArray(serials) && serials.includes(card!.serial);
    },
  },
  /** Heal trigger (11.10.2.6): your damage zone has at least as many cards as the opponent's. */
  {
    name: 'damage-at-least-opponent',
    test: (ctx, _p, _s, f) => damageCount(ctx, f.controller) >= damageCount(ctx, opponentOf(ctx, f.controller)),
  },
];

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
