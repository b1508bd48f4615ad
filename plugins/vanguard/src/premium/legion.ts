/**
 * Legion and D-legion (6.4) and Seek Mate / D-Seek Mate (14.11). Seek Mate is an ACT of the vanguard (14.11.2):
 * if it has never been in legion and the opponent has a grade 3 or greater vanguard, [put 4 cards from the drop
 * on top of the deck in any order] search the deck for up to one card named as written, legion with it (this
 * unit the leader), shuffle; once per game. The pool writes it with `seekMateAbility` (src/cards/pool-premium.ts).
 * The mate sits in the field's `legion` slot: a vanguard (6.4.3.2) that is never attacked (6.4.3.2.2) and that
 * rests and stands with its leader (6.4.4, `legion-state.ts`).
 */
import { z } from 'zod';
import {
  cardsInZone,
  defineVerb,
  emitEvent,
  expand,
  moveCard,
  resolveCards,
  verbDone,
  type ConditionContribution,
  type GameContext,
  type Instruction,
  type Predicate,
} from '@tcgkit/kernel';
import { cardStatus } from '../cards/status.js';
import { definitionOf, gradeOf, isTriggerUnit, opponentOf } from '../state.js';
import { circleKey, circleOf } from '../zones.js';
import { vanguardsOf } from './stride.js';
import { premiumCardStatus } from './status.js';

type Condition = Omit<ConditionContribution, 'title'>;

/** `{ test: 'seek-mate-ready' }` (14.11.2): never in legion, and the opponent has a grade 3 or greater vanguard. */
export const legionConditions: Condition[] = [
  {
    name: 'seek-mate-ready',
    params: () => ({}),
    test: (ctx, _p, s, f) =>
      s !== undefined &&
      premiumCardStatus.get(ctx.state.cards[s], 'wasInLegion') !== true &&
      vanguardsOf(ctx, opponentOf(ctx, f.controller)).some((id) => (gradeOf(ctx, id) ?? 0) >= 3),
  },
  /** 6.4.2.2: "if it is in legion" (D-legion with `d: true`). */
  {
    name: 'in-legion',
    params: () => ({ d: z.boolean().optional() }),
    test: (ctx, p, s) =>
      s !== undefined &&
      premiumCardStatus.get(ctx.state.cards[s], 'legionWith') !== undefined &&
      (p['d'] !== true || premiumCardStatus.get(ctx.state.cards[s], 'dLegion') === true),
  },
  /** 6.4.2.3: "if it legioned this turn": a `legion` event this turn names it (as the leader or the mate). */
  {
    name: 'legioned-this-turn',
    params: () => ({}),
    test: (ctx, _p, s) =>
      s !== undefined &&
      ctx.state.log.some(
        (e) => e.type === 'legion' && e.turn === ctx.state.turn.number && (e.detail?.['card'] === s || e.detail?.['mate'] === s),
      ),
  },
];

const drop = (ctx: GameContext, player: string) => cardsInZone(ctx, player, 'drop');

/**
 * D-Seek Mate's cost (14.11.2.2): 4 cards from the drop, at most 2 of them trigger units. The two trigger icons it
 * excludes are lost in the document's text, so no icon is excluded (docs/titles/vanguard.md, reading "D-Seek Mate").
 */
const dCostPayable = (ctx: GameContext, player: string): boolean => {
  const cards = drop(ctx, player);
  const triggers = cards.filter((id) => isTriggerUnit(ctx, id)).length;
  return cards.length - triggers + Math.min(2, triggers) >= 4;
};

/** Seek Mate's cost (14.11.2.1: 4 cards from the drop onto the deck, in the order chosen) or D-Seek Mate's (14.11.2.2). */
export const seekMateCostVerb = defineVerb({
  name: 'seek-mate-cost',
  rule: 'VG 14.11.2',
  params: () => ({ d: z.boolean().optional() }),
  run(ctx, instruction, frame) {
    const player = frame.controller;
    if (instruction['d'] !== true) {
      if (drop(ctx, player).length < 4) return verbDone;
      return expand([
        {
          do: 'choose',
          from: { zone: 'drop', player: 'you' },
          count: 4,
          as: '_mateCost',
          prompt: 'Seek Mate: put 4 cards from your drop on top of your deck, in the order you choose them',
          rule: 'VG 14.11.2.1',
        },
        { do: 'move', cards: { var: '_mateCost' }, to: 'deck', position: 'top', reason: 'seek-mate' },
      ]);
    }
    if (!dCostPayable(ctx, player)) return verbDone;
    const others = drop(ctx, player).filter((id) => !isTriggerUnit(ctx, id)).length;
    const triggers = Math.max(0, 4 - others);
    const steps: Instruction[] = [
      {
        do: 'choose',
        from: { zone: 'drop', player: 'you', where: { not: { test: 'trigger-unit' } } },
        count: 4 - triggers,
        as: '_mateCost',
        prompt: 'D-Seek Mate: return cards from your drop to your deck',
        rule: 'VG 14.11.2.2',
      },
      { do: 'move', cards: { var: '_mateCost' }, to: 'deck', reason: 'seek-mate' },
    ];
    if (triggers > 0)
      steps.push(
        {
          do: 'choose',
          from: { zone: 'drop', player: 'you', where: { test: 'trigger-unit' } },
          count: triggers,
          as: '_mateTriggers',
          prompt: 'D-Seek Mate: return trigger units from your drop to your deck',
          rule: 'VG 14.11.2.2',
        },
        { do: 'move', cards: { var: '_mateTriggers' }, to: 'deck', reason: 'seek-mate' },
      );
    return expand(steps);
  },
  canPay: (ctx, instruction, frame) =>
    instruction['d'] === true ? dCostPayable(ctx, frame.controller) : drop(ctx, frame.controller).length >= 4,
});

/**
 * Legion (6.4.1): `{ do: 'legion', cards: <the mate>, d? }` with this ability's source as the leader. Nothing
 * happens if the leader is already in legion (6.4.1.1) or is not a vanguard; the mate is revealed and put in the
 * same zone and placement state (6.4.1.2–3), which is not a ride (6.4.1.3.2.2); both get the linked legion state
 * (6.4.1.3.2).
 */
export const legionVerb = defineVerb({
  name: 'legion',
  rule: 'VG 6.4.1',
  params: (l) => ({ cards: l.cards, d: z.boolean().optional() }),
  run(ctx, instruction, frame) {
    const leader = frame.source;
    const mate = resolveCards(ctx, instruction['cards'], frame)[0];
    if (leader === undefined || mate === undefined || ctx.state.cards[leader] === undefined) return verbDone;
    if (premiumCardStatus.get(ctx.state.cards[leader], 'legionWith') !== undefined || circleOf(ctx, leader)?.name !== 'vc') return verbDone;
    performLegion(ctx, leader, mate, frame.controller, instruction['d'] === true);
    return verbDone;
  },
});

export function performLegion(ctx: GameContext, leader: string, mate: string, player: string, d: boolean): string {
  const placed = moveCard(ctx, mate, circleKey(player, 'legion'), { by: player, reason: 'legion', newObject: true, faceUp: true });
  const leaderCard = ctx.state.cards[leader]!;
  const mateCard = ctx.state.cards[placed]!;
  if (cardStatus.get(leaderCard, 'rested') === true) cardStatus.set(mateCard, 'rested', true);
  else cardStatus.clear(mateCard, 'rested');
  for (const [card, other, role] of [
    [leaderCard, placed, 'leader'],
    [mateCard, leader, 'mate'],
  ] as const) {
    premiumCardStatus.set(card, 'legionWith', other);
    premiumCardStatus.set(card, 'legionRole', role);
    premiumCardStatus.set(card, 'wasInLegion', true);
    if (d) premiumCardStatus.set(card, 'dLegion', true);
  }
  emitEvent(ctx, { type: 'legion', player, detail: { card: leader, mate: placed, d } });
  return placed;
}

/** Cards matching a Seek Mate's names (14.11.1.3; several joined by "or", 14.11.2.3). */
export const mateNamed = (names: readonly string[]): Predicate =>
  names.length === 1 ? { test: 'named', name: names[0] as string } : { any: names.map((name) => ({ test: 'named', name })) };

/** The mate names written on a card (its `seekMate`), for reading who leads (6.4.3.1.1). */
export const seekMateNames = (ctx: GameContext, id: string): readonly string[] => definitionOf(ctx, id)?.seekMate?.names ?? [];
