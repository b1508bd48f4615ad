/**
 * Gauge (4.15, 7.40, 13.9). The gauge zone is hidden; its owner may look at it (4.15.2). A card put "as
 * gauge" goes to its owner's gauge zone (7.40.1); "as the gauge of card B" also links it to B (7.40.2),
 * unless their owners or masters differ (7.40.2.1); "as X gauge" gives it the name X (7.40.3, 4.15.4).
 * The link survives B's moves between circles (4.15.3.2: the field keeps the object within it); when B
 * leaves the field it is a new object, so the link points at nothing and the illegal-gauge rule process puts
 * the gauge card into the drop zone (4.15.3.3, 13.9.1). Discarding from the gauge zone is 7.9's discard.
 */
import {
  defineVerb,
  cardsInZone,
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
import { cardStatus } from './cards/status.js';
import { isUnitCard } from './state.js';
import { circleOf } from './zones.js';
import { isGaugeCrestInPlace } from './sets/buddyfight/buddy-gauge.js';
import { cardsToDropCost } from './verbs/cards-to-drop-cost.js';
import { noteCardLink } from './fighter-gauge.js';
import { anyCardIn } from './card-presence.js';

/**
 * "Put as gauge" (7.40.1–7.40.4): `cards` (e.g. the top N of the deck, decided before anything moves,
 * 7.40.4) into their owner's gauge zone, linked to `of` when given and named `name` when given.
 */
export const putGaugeVerb = defineVerb({
  name: 'put-gauge',
  rule: 'VG 7.40',
  params: (l) => ({ cards: l.cards, of: l.cards.optional(), name: z.string().optional() }),
  run(ctx, instruction, frame) {
    // 7.40.4: the cards (and how many) are fixed first, then moved.
    const cards = liveCards(ctx, resolveCards(ctx, instruction['cards'], frame));
    const host = instruction['of'] === undefined ? undefined : liveCards(ctx, resolveCards(ctx, instruction['of'], frame))[0];
    if (instruction['of'] !== undefined && host === undefined) return verbDone;
    for (const card of cards) {
      // 7.40.2.1: a card is not put as the gauge of a card with another owner or master.
      if (host !== undefined && (host.owner !== card.owner || host.controller !== card.controller)) continue;
      const moved = moveCard(ctx, card.id, zoneKey(card.owner, 'gauge'), { by: frame.controller, reason: 'gauge' });
      const object = ctx.state.cards[moved];
      if (object === undefined) continue;
      if (host !== undefined) {
        cardStatus.set(object, 'gaugeOf', host.id);
        noteCardLink(ctx, object); // 13.9.3 (src/fighter-gauge.ts)
      }
      if (typeof instruction['name'] === 'string') cardStatus.set(object, 'gaugeName', instruction['name']);
    }
    return verbDone;
  },
});

/**
 * "Move gauge" (7.40.6): the gauge cards are unlinked from their card and linked to `to` (4.15.3.5); they do
 * not change zone (7.40.6.1); not done when owners or masters differ (7.40.6.2).
 */
export const moveGaugeVerb = defineVerb({
  name: 'move-gauge',
  rule: 'VG 7.40.6',
  params: (l) => ({ cards: l.cards, to: l.cards }),
  run(ctx, instruction, frame) {
    const host = liveCards(ctx, resolveCards(ctx, instruction['to'], frame))[0];
    if (host === undefined) return verbDone;
    for (const card of liveCards(ctx, resolveCards(ctx, instruction['cards'], frame))) {
      if (!card.zone.endsWith('/gauge')) continue;
      if (host.owner !== card.owner || host.controller !== card.controller) continue;
      cardStatus.set(card, 'gaugeOf', host.id);
      noteCardLink(ctx, card); // 13.9.3 (src/fighter-gauge.ts)
    }
    return verbDone;
  },
});

/** "Discard N of this unit's gauge" as a cost: 7.9's discard from the gauge zone, with `canPay`. */
export const payGaugeVerb = cardsToDropCost({
  name: 'discard-gauge',
  rule: 'VG 7.9.1',
  params: (l) => ({ count: l.number.optional(), of: l.cards.optional() }),
  pool: (ctx, instruction, frame) =>
    gaugeCards(ctx, frame.controller, instruction['of'] === undefined ? undefined : resolveCards(ctx, instruction['of'], frame)[0]),
  as: '_gauge',
  prompt: (n) => `Discard ${n} gauge`,
  reason: 'discard',
});

/** A fighter's gauge cards, or only those linked to `host` (4.15.3.1). */
export function gaugeCards(ctx: GameContext, player: string, host?: string): string[] {
  const all = cardsInZone(ctx, player, 'gauge');
  if (host === undefined) return all;
  return all.filter((id) => {
    const card = ctx.state.cards[id];
    return card !== undefined && cardStatus.get(card, 'gaugeOf') === host;
  });
}

/** 13.9.1: linked to a card that no longer exists, is not a unit (not on a circle), or is not a unit card. */
function illegalGauge(ctx: GameContext): string[] {
  const out: string[] = [];
  for (const p of ctx.state.players) {
    for (const id of cardsInZone(ctx, p.id, 'gauge')) {
      const card = ctx.state.cards[id];
      const host = card === undefined ? undefined : cardStatus.get(card, 'gaugeOf');
      if (host === undefined) continue;
      // 17.17.5: gauge linked to a gauge crest in the crest zone is legal (reading 252).
      if (isGaugeCrestInPlace(ctx, host)) continue;
      if (ctx.state.cards[host] === undefined || circleOf(ctx, host) === undefined || !isUnitCard(ctx, host)) out.push(id);
    }
  }
  return out;
}

/**
 * 13.9.1: such a gauge card goes to its owner's drop zone, once no other rule process (but damage) applies and
 * no AUTO is pending: the same late stage as damage (13.6.1), read only when nothing earlier applies.
 * (13.9.2, gauge linked to a fighter, is in src/fighter-gauge.ts. 13.9.3, several links: a card keeps one link to a
 * card, a new one replacing the old, 4.15.3.5, which leaves the last link as 13.9.3 does, reading 422; a link to a
 * card and one to a fighter are settled by src/fighter-gauge.ts, reading 394.)
 */
export const illegalGaugeProcess: Omit<RuleProcessContribution, 'title'> = {
  id: 'illegal-gauge',
  rule: 'VG 13.9.1',
  order: 65,
  timing: 'check',
  stage: 1,
  // Only a card in a gauge zone can be illegal gauge: no lists while those are empty (issue 14).
  applies: (ctx) => ctx.state.pending.length === 0 && anyCardIn(ctx, 'gauge') && illegalGauge(ctx).length > 0,
  perform(ctx) {
    for (const id of illegalGauge(ctx)) moveCard(ctx, id, zoneKey(ctx.state.cards[id]!.owner, 'drop'), { reason: 'rule' });
  },
};

/**
 * `gauge-of`: the card is a gauge card linked to the ability's source (4.15.3.1 "this unit's gauge"), or, with
 * `name`, a gauge card with that name (4.15.4.1 "X gauge").
 */
export const gaugeConditions: Omit<ConditionContribution, 'title'>[] = [
  {
    name: 'gauge-of-source',
    params: () => ({}),
    test: (ctx, _p, s, frame) =>
      s !== undefined && ctx.state.cards[s] !== undefined && cardStatus.get(ctx.state.cards[s]!, 'gaugeOf') === frame.source,
  },
  {
    name: 'gauge-named',
    params: () => ({ name: z.string() }),
    test: (ctx, p, s) =>
      s !== undefined && ctx.state.cards[s] !== undefined && cardStatus.get(ctx.state.cards[s]!, 'gaugeName') === p['name'],
  },
];
