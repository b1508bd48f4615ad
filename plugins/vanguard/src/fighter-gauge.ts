/**
 * Gauge linked to a fighter (7.40.7, 13.9.2) and plant gauge (7.40.5).
 *
 * A fighter "can have gauge" while an effect lets them: here a card's CONT `fighterGauge` (its master can have
 * gauge while it is their vanguard, or while it is in their crest zone, 11.4.4.1.1; reading 390: the only such
 * effects are CONTs, and 13.9.2 is read with 13.9.1, after the other rule processes and pending AUTOs). "Put (cards) as (fighter)'s
 * gauge" does nothing for a fighter no such effect applies to (7.40.7.1); otherwise the cards go to their
 * owners' gauge zones (7.40.1) linked to that fighter (7.40.7.2, 4.15.3). Once the effect stops applying, the
 * rule process of 13.9.2 puts those cards into their owners' drop zones.
 *
 * "Put a token as plant gauge" (7.40.5): the token's valid zones gain the gauge zone and its erase zones lose it
 * (15.2.4.1, 15.2.4.2), then it is put as gauge (7.40.1, linked to `of` as 7.40.2 says). Reading 382: the change
 * of its zones is part of the token (a status the token keeps in the gauge zone), so the token is erased once it
 * leaves the gauge zone for an erase zone of its kind (a discarded plant gauge goes to the drop and is erased,
 * 15.2.4.2.1).
 */
import {
  cardsInZone,
  defineVerb,
  defineStatusKeys,
  emitEvent,
  liveCards,
  moveCard,
  resolveCards,
  resolvePlayer,
  verbDone,
  zoneKey,
  type CardObject,
  type ConditionContribution,
  type GameContext,
  type RuleProcessContribution,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { cardStatus } from './cards/status.js';
import { definitionOf } from './state.js';
import { anyCardIn } from './card-presence.js';
import { vanguardOf } from './zones.js';

export const fighterGaugeStatus = defineStatusKeys({
  /** A gauge card linked to a fighter (7.40.7.2): that fighter's id. */
  gaugeOfFighter: z.string(),
  /** A token put as plant gauge (7.40.5): the gauge zone is one of its valid zones. */
  plantGauge: z.literal(true),
  /** When the gauge card was last linked to a fighter, and to a card (the log's event number), for 13.9.3 (reading 394). */
  fighterLinkedAt: z.number().int(),
  cardLinkedAt: z.number().int(),
});

/** The log's latest event number: a moment to order links by (13.9.3). */
const now = (ctx: GameContext): number => ctx.state.log.at(-1)?.seq ?? 0;

/** Notes that gauge card `card` was just linked to a card (7.40.2, 7.40.6), for 13.9.3. */
export function noteCardLink(ctx: GameContext, card: CardObject): void {
  fighterGaugeStatus.set(card, 'cardLinkedAt', now(ctx));
}

/** Whether an effect lets `player` have gauge now (7.40.7): a `fighterGauge` CONT of their vanguard or crest. */
export function canHaveGauge(ctx: GameContext, player: string): boolean {
  const vanguard = vanguardOf(ctx, player);
  if (vanguard !== undefined && definitionOf(ctx, vanguard)?.fighterGauge === 'vanguard') return true;
  return cardsInZone(ctx, player, 'crest').some(
    (id) => definitionOf(ctx, id)?.fighterGauge === 'crest' && ctx.state.cards[id]?.controller === player,
  );
}

/** "Put (cards) as (player)'s gauge" (7.40.7): `player` is the effect's master by default. */
export const putFighterGaugeVerb = defineVerb({
  name: 'put-fighter-gauge',
  rule: 'VG 7.40.7',
  params: (l) => ({ cards: l.cards, player: l.player.optional() }),
  run(ctx, instruction, frame) {
    const player = resolvePlayer(ctx, instruction['player'] ?? 'you', frame);
    // 7.40.7.1: with no effect letting that fighter have gauge, nothing happens.
    if (!canHaveGauge(ctx, player)) return verbDone;
    for (const card of liveCards(ctx, resolveCards(ctx, instruction['cards'], frame))) {
      const moved = ctx.state.cards[moveCard(ctx, card.id, zoneKey(card.owner, 'gauge'), { by: frame.controller, reason: 'gauge' })];
      if (moved === undefined || !moved.zone.endsWith('/gauge')) continue;
      fighterGaugeStatus.set(moved, 'gaugeOfFighter', player); // 7.40.7.2
      fighterGaugeStatus.set(moved, 'fighterLinkedAt', now(ctx));
    }
    return verbDone;
  },
});

/** Gauge cards linked to a fighter who can no longer have gauge (13.9.2). */
function illegalFighterGauge(ctx: GameContext): string[] {
  return ctx.state.players.flatMap((p) =>
    cardsInZone(ctx, p.id, 'gauge').filter((id) => {
      const fighter = fighterGaugeStatus.get(ctx.state.cards[id], 'gaugeOfFighter');
      return fighter !== undefined && !canHaveGauge(ctx, fighter);
    }),
  );
}

/** 13.9.2, read with 13.9.1 in the late stage (after the other rule processes and pending AUTOs). */
export const illegalFighterGaugeProcess: Omit<RuleProcessContribution, 'title'> = {
  id: 'illegal-fighter-gauge',
  rule: 'VG 13.9.2',
  order: 66,
  timing: 'check',
  stage: 1,
  // No lists while no fighter has gauge, nearly all game (issue 14: read at every check timing).
  applies: (ctx) => ctx.state.pending.length === 0 && anyCardIn(ctx, 'gauge') && illegalFighterGauge(ctx).length > 0,
  perform(ctx) {
    for (const id of illegalFighterGauge(ctx)) {
      const owner = ctx.state.cards[id]!.owner;
      // No card id: a gauge card is hidden (4.15.2); the move that follows says what the opponent may see.
      emitEvent(ctx, { type: 'fighter-gauge-dropped', player: owner });
      moveCard(ctx, id, zoneKey(owner, 'drop'), { reason: 'rule' });
    }
  },
};

/**
 * Gauge cards linked both to a card and to a fighter (a fighter's gauge moved to a unit, 7.40.6, which unlinks it
 * from cards only): 13.9.3 keeps the link made last and undoes the other. Links to two cards cannot arise (a new
 * card link replaces the old one, 4.15.3.5).
 */
function doublyLinked(ctx: GameContext): string[] {
  return ctx.state.players.flatMap((p) =>
    cardsInZone(ctx, p.id, 'gauge').filter((id) => {
      const card = ctx.state.cards[id];
      return fighterGaugeStatus.get(card, 'gaugeOfFighter') !== undefined && cardStatus.get(card, 'gaugeOf') !== undefined;
    }),
  );
}

export const severalGaugeLinksProcess: Omit<RuleProcessContribution, 'title'> = {
  id: 'several-gauge-links',
  rule: 'VG 13.9.3',
  order: 64,
  timing: 'check',
  applies: (ctx) => anyCardIn(ctx, 'gauge') && doublyLinked(ctx).length > 0,
  perform(ctx) {
    for (const id of doublyLinked(ctx)) {
      const card = ctx.state.cards[id]!;
      const toFighter = fighterGaugeStatus.get(card, 'fighterLinkedAt') ?? 0;
      const toCard = fighterGaugeStatus.get(card, 'cardLinkedAt') ?? 0;
      if (toCard >= toFighter) fighterGaugeStatus.clear(card, 'gaugeOfFighter');
      else cardStatus.clear(card, 'gaugeOf');
      // No card id: a gauge card is hidden (4.15.2).
      emitEvent(ctx, { type: 'gauge-links-settled', player: card.owner, detail: { toFighter: toCard < toFighter } });
    }
  },
};

/** Whether token `card` was put as plant gauge and lies in a gauge zone, a valid zone of it (7.40.5). */
export function isPlantGaugeIn(card: CardObject | undefined, zone: string): boolean {
  return card !== undefined && fighterGaugeStatus.get(card, 'plantGauge') === true && zone.endsWith('/gauge');
}

/** "Put (tokens) as plant gauge [of (card)]" (7.40.5). Real cards are not tokens: they are not moved. */
export const putPlantGaugeVerb = defineVerb({
  name: 'put-plant-gauge',
  rule: 'VG 7.40.5',
  params: (l) => ({ cards: l.cards, of: l.cards.optional() }),
  run(ctx, instruction, frame) {
    const host = instruction['of'] === undefined ? undefined : liveCards(ctx, resolveCards(ctx, instruction['of'], frame))[0];
    if (instruction['of'] !== undefined && host === undefined) return verbDone;
    for (const token of liveCards(ctx, resolveCards(ctx, instruction['cards'], frame))) {
      if (token.token !== true) continue;
      // 7.40.2.1: not linked to a card of another owner or master.
      if (host !== undefined && (host.owner !== token.owner || host.controller !== token.controller)) continue;
      // The gauge zone becomes a valid zone first, so the move to it erases nothing (15.2.4.2.1).
      fighterGaugeStatus.set(token, 'plantGauge', true);
      const moved =
        ctx.state.cards[moveCard(ctx, token.id, zoneKey(token.owner, 'gauge'), { by: frame.controller, reason: 'plant-gauge' })];
      if (moved === undefined || !moved.zone.endsWith('/gauge')) continue;
      fighterGaugeStatus.set(moved, 'plantGauge', true);
      if (host !== undefined) {
        cardStatus.set(moved, 'gaugeOf', host.id);
        noteCardLink(ctx, moved);
      }
    }
    return verbDone;
  },
});

export const fighterGaugeConditions: Omit<ConditionContribution, 'title'>[] = [
  {
    // `{ test: 'fighter-gauge' }`: a gauge card linked to a fighter (7.40.7.2).
    name: 'fighter-gauge',
    params: () => ({}),
    test: (ctx, _p, s) => s !== undefined && fighterGaugeStatus.get(ctx.state.cards[s], 'gaugeOfFighter') !== undefined,
  },
  {
    // `{ test: 'plant-gauge' }`: a token put as plant gauge (7.40.5).
    name: 'plant-gauge',
    params: () => ({}),
    test: (ctx, _p, s) => s !== undefined && isPlantGaugeIn(ctx.state.cards[s], ctx.state.cards[s]?.zone ?? ''),
  },
];
