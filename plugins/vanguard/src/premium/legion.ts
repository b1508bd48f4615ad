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
import { namesAsMate } from './legion-state.js';

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
 * Legion (6.4.1): `{ do: 'legion', cards: <the card to put>, with?: <the vanguard already there>, d?, unnamedLeader? }`.
 * The vanguard already there is this ability's source unless `with` names it. Nothing happens if it is already in
 * legion (6.4.1.1) or is not on the vanguard circle; the new card is revealed and put in the same zone and
 * placement state (6.4.1.2–3), which is not a ride (6.4.1.3.2.2); both get the linked legion state (6.4.1.3.2).
 * Who leads (6.4.3.1): the card already there, unless the effect does not say (`unnamedLeader`, 6.4.3.1.1) and
 * only the new card's Seek Mate names the other (reading 350: with both or neither naming, the card already there).
 */
export const legionVerb = defineVerb({
  name: 'legion',
  rule: 'VG 6.4.1',
  params: (l) => ({ cards: l.cards, with: l.cards.optional(), d: z.boolean().optional(), unnamedLeader: z.boolean().optional() }),
  run(ctx, instruction, frame) {
    const present = instruction['with'] === undefined ? frame.source : resolveCards(ctx, instruction['with'], frame)[0];
    const newcomer = resolveCards(ctx, instruction['cards'], frame)[0];
    if (present === undefined || newcomer === undefined || ctx.state.cards[present] === undefined) return verbDone;
    if (ctx.state.cards[newcomer] === undefined || newcomer === present) return verbDone;
    if (premiumCardStatus.get(ctx.state.cards[present], 'legionWith') !== undefined || circleOf(ctx, present)?.name !== 'vc')
      return verbDone;
    const newcomerLeads =
      instruction['unnamedLeader'] === true && namesAsMate(ctx, newcomer, present) && !namesAsMate(ctx, present, newcomer);
    performLegion(ctx, present, newcomer, frame.controller, instruction['d'] === true, newcomerLeads);
    return verbDone;
  },
});

/**
 * Puts `card` beside the vanguard `present` in legion and returns the new card's id. The leader sits on the vanguard
 * circle and the mate in the `legion` slot (reading 78): when the new card leads, the one already there moves to the
 * slot (a move within the field keeps the card, 4.1.8).
 */
export function performLegion(ctx: GameContext, present: string, card: string, player: string, d: boolean, newcomerLeads = false): string {
  const placed = moveCard(ctx, card, circleKey(player, newcomerLeads ? 'vc' : 'legion'), {
    by: player,
    reason: 'legion',
    newObject: true,
    faceUp: true,
  });
  if (newcomerLeads) moveCard(ctx, present, circleKey(player, 'legion'), { by: player, reason: 'legion-mate' });
  const [leader, mate] = newcomerLeads ? [placed, present] : [present, placed];
  const leaderCard = ctx.state.cards[leader]!;
  const mateCard = ctx.state.cards[mate]!;
  const rested = cardStatus.get(ctx.state.cards[present], 'rested') === true;
  for (const unit of [leaderCard, mateCard]) {
    if (rested) cardStatus.set(unit, 'rested', true);
    else cardStatus.clear(unit, 'rested');
  }
  for (const [unit, other, role] of [
    [leaderCard, mate, 'leader'],
    [mateCard, leader, 'mate'],
  ] as const) {
    premiumCardStatus.set(unit, 'legionWith', other);
    premiumCardStatus.set(unit, 'legionRole', role);
    premiumCardStatus.set(unit, 'wasInLegion', true);
    if (d) premiumCardStatus.set(unit, 'dLegion', true);
  }
  emitEvent(ctx, { type: 'legion', player, detail: { card: leader, mate, d } });
  return placed;
}

/** Cards matching a Seek Mate's names (14.11.1.3; several joined by "or", 14.11.2.3). */
export const mateNamed = (names: readonly string[]): Predicate =>
  names.length === 1 ? { test: 'named', name: names[0] as string } : { any: names.map((name) => ({ test: 'named', name })) };

/** The mate names written on a card (its `seekMate`), for reading who leads (6.4.3.1.1). */
export const seekMateNames = (ctx: GameContext, id: string): readonly string[] => definitionOf(ctx, id)?.seekMate?.names ?? [];
