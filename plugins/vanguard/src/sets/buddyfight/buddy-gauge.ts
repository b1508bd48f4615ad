/**
 * Gauge crests and the Buddyfight gauge (17.17.5). A crest in the crest zone whose definition says
 * `gaugeCrest` lets its master have gauge (17.17.5.1). Buddyfight cards' "gauge" is the gauge zone's cards
 * linked to the gauge crests their fighter is the master of (17.17.5.2): gaining gauge puts the card into the
 * gauge zone linked to such a crest (17.17.5.3, the title's `put-gauge` of 7.40.2), and paying gauge moves that
 * many of them to the fighter's drop zone (17.17.5.4). Such gauge is legal while its crest is in the crest zone
 * (reading 252: 13.9.1 reads "a card that is not a unit", and 17.17.5 makes the gauge crest the exception).
 */
import { cardsInZone, defineVerb, expand, resolvePlayer, verbDone, type ConditionContribution, type GameContext } from '@tcgkit/kernel';
import { z } from 'zod';
import { cardStatus } from '../../cards/status.js';
import { definitionOf } from '../../state.js';
import { cardsToDropCost } from '../../verbs/cards-to-drop-cost.js';

/** The gauge crests `player` is the master of, in their crest zone (17.17.5.1). */
export function gaugeCrestsOf(ctx: GameContext, player: string): string[] {
  return cardsInZone(ctx, player, 'crest').filter(
    (id) => definitionOf(ctx, id)?.gaugeCrest === true && ctx.state.cards[id]?.controller === player,
  );
}

/** Whether `id` is a gauge crest in a crest zone (the host its gauge may legally be linked to, 13.9.1). */
export function isGaugeCrestInPlace(ctx: GameContext, id: string): boolean {
  return definitionOf(ctx, id)?.gaugeCrest === true && ctx.state.cards[id]?.zone.endsWith('/crest') === true;
}

/** A fighter's Buddyfight gauge (17.17.5.2): gauge cards linked to their gauge crests. */
export function buddyGauge(ctx: GameContext, player: string): string[] {
  const crests = gaugeCrestsOf(ctx, player);
  if (crests.length === 0) return [];
  return cardsInZone(ctx, player, 'gauge').filter((id) => {
    const host = cardStatus.get(ctx.state.cards[id], 'gaugeOf');
    return host !== undefined && crests.includes(host);
  });
}

/**
 * "Gauge +N" / "put (cards) as gauge" on a Buddyfight card (17.17.5.3): into the gauge zone, linked to the
 * fighter's gauge crest (the first one when they have several). With no gauge crest nothing can be linked and
 * nothing moves (reading 253).
 */
export const gainBuddyGaugeVerb = defineVerb({
  name: 'gain-buddy-gauge',
  rule: 'VG 17.17.5.3',
  params: (l) => ({ cards: l.cards, player: l.player.optional() }),
  run(ctx, instruction, frame) {
    const player = resolvePlayer(ctx, instruction['player'] ?? 'you', frame);
    const crest = gaugeCrestsOf(ctx, player)[0];
    if (crest === undefined) return verbDone;
    return expand([{ do: 'put-gauge', cards: instruction['cards'] ?? [], of: [crest] }]);
  },
});

/** "Pay gauge N" (17.17.5.4): N gauge cards linked to your gauge crests go to your drop zone; a cost with `canPay`. */
export const payBuddyGaugeVerb = cardsToDropCost({
  name: 'pay-gauge',
  rule: 'VG 17.17.5.4',
  params: (l) => ({ count: l.number }),
  pool: (ctx, _instruction, frame) => buddyGauge(ctx, frame.controller),
  as: '_paidGauge',
  prompt: (n) => `Pay gauge ${n}`,
  reason: 'pay-gauge',
});

export const buddyGaugeConditions: Omit<ConditionContribution, 'title'>[] = [
  /** "You have N or more gauge" (17.17.5.2). */
  {
    name: 'buddy-gauge',
    params: (l) => ({ atLeast: z.number().int().min(0), player: l.player.optional() }),
    test: (ctx, p, _s, frame) => buddyGauge(ctx, resolvePlayer(ctx, p['player'] ?? 'you', frame)).length >= Number(p['atLeast']),
  },
];
