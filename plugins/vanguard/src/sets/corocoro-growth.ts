/**
 * 爆裂成長期 (そだちざかり, 17.16.6): a card keyword allowing a special call. When a unit with it is called to a
 * circle holding a unit that meets its condition (the card data's `growthFrom`, 17.16.6.1's "(ユニット条件)"),
 * that unit is not retired (6.2.3.4): its main type becomes 成長元 (growth source, 2.9.3.7), it is linked to the
 * called unit, and the called unit is in the 爆裂成長期 state while a growth source is linked to it (17.16.6.3).
 *
 * Growth sources are kept, like dress-sources (reading 9), in their master's `growth` zone, linked to the unit by
 * its serial (the kernel's linked zone): the circle's one-card rule and "units" never count them, and when the
 * unit leaves the field they go with it (17.16.6.4). A growth source stays the same object (17.16.6.2.1: the
 * effects on it remain, applying to nothing while it is no unit), so it can become the unit on the circle again
 * (17.16.6.7, `return-leaving-growth`). Reading 208: the growth applies to any call of the card (normal or
 * superior, so 17.16.6.6's "make it 爆裂成長期 onto a unit" works through it), and it is not optional.
 */
import {
  cardsInZone,
  defineVerb,
  emitEvent,
  linkCard,
  liveCards,
  moveCard,
  noParams,
  resolveCards,
  testPredicate,
  verbDone,
  zoneKey,
  type GameContext,
  type Predicate,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { performCall } from '../actions.js';
import { definitionOf, hasKeyword } from '../state.js';
import { circleOf, circleOfKey } from '../zones.js';
import type { SetParts } from './set-parts.js';
import { setBCardStatus } from './set-b-status.js';

/** The growth sources linked to unit `id` (17.16.6.3). */
export function growthSourcesOf(ctx: GameContext, id: string): string[] {
  const host = ctx.state.cards[id];
  if (host === undefined || host.serial < 0) return [];
  return ctx.state.players.flatMap((p) =>
    cardsInZone(ctx, p.id, 'growth').filter((source) => setBCardStatus.get(ctx.state.cards[source], 'growthOf') === host.serial),
  );
}

/** 17.16.6.3: in the 爆裂成長期 state while on the field with at least one growth source linked. */
export function inGrowthState(ctx: GameContext, id: string): boolean {
  return circleOf(ctx, id) !== undefined && growthSourcesOf(ctx, id).length > 0;
}

/**
 * 17.16.6.2: the units among `occupants` (on the circle `calling` is about to be called to) that become its growth
 * sources instead of being retired: those meeting its condition, when it has 爆裂成長期.
 */
export function growthSourcesFor(ctx: GameContext, calling: string, player: string, occupants: readonly string[]): string[] {
  if (occupants.length === 0 || !hasKeyword(ctx, calling, 'explosive-growth')) return [];
  const condition = definitionOf(ctx, calling)?.growthFrom as Predicate | undefined;
  if (condition === undefined) return [];
  return occupants.filter((unit) => testPredicate(ctx, condition, unit, { controller: player, source: calling, vars: {} }));
}

/** 17.16.6.2: each of `sources` becomes a growth source linked to `called` (same object, 17.16.6.2.1). */
export function makeGrowthSources(ctx: GameContext, called: string, sources: readonly string[], by: string): void {
  const owner = ctx.state.cards[called]?.controller ?? by;
  for (const source of sources) {
    const kept = moveCard(ctx, source, zoneKey(owner, 'growth'), { by, reason: 'growth-source', keepIdentity: true });
    linkCard(ctx, kept, called);
    emitEvent(ctx, { type: 'explosive-growth', player: by, detail: { card: called, source: kept } });
  }
}

/** `grow-onto` (17.16.6.6): the card with 爆裂成長期 is called to the circle of the unit `onto` (one of yours). */
export const growOntoVerb = defineVerb({
  name: 'grow-onto',
  rule: 'VG 17.16.6.6',
  params: (l) => ({ cards: l.cards, onto: l.cards }),
  run(ctx, instruction, frame) {
    const card = liveCards(ctx, resolveCards(ctx, instruction['cards'], frame))[0];
    const onto = liveCards(ctx, resolveCards(ctx, instruction['onto'], frame))[0];
    if (card === undefined || onto === undefined || !hasKeyword(ctx, card.id, 'explosive-growth')) return verbDone;
    const circle = circleOf(ctx, onto.id);
    if (circle === undefined || circle.kind !== 'rear-guard' || onto.controller !== frame.controller) return verbDone;
    performCall(ctx, card.id, frame.controller, circle.name, 'superior');
    return verbDone;
  },
});

/**
 * `return-leaving-growth` (17.16.6.7): "return (unit) to (zone), leaving its growth sources on this rear-guard
 * circle": the unit moves to its owner's `to` zone; its growth sources, unlinked first so they stay (17.16.6.4's
 * exception), become units again on the circle it left, as the same objects (17.16.6.2.1).
 */
export const returnLeavingGrowthVerb = defineVerb({
  name: 'return-leaving-growth',
  rule: 'VG 17.16.6.7',
  params: (l) => ({ cards: l.cards, to: z.enum(['hand', 'deck', 'soul', 'drop']) }),
  run(ctx, instruction, frame) {
    for (const unit of liveCards(ctx, resolveCards(ctx, instruction['cards'], frame))) {
      const circle = circleOfKey(unit.zone);
      if (circle === undefined || circle.kind !== 'rear-guard') continue;
      const circleZone = unit.zone;
      const sources = growthSourcesOf(ctx, unit.id);
      for (const source of sources) setBCardStatus.clear(ctx.state.cards[source]!, 'growthOf');
      moveCard(ctx, unit.id, zoneKey(unit.owner, String(instruction['to'])), { by: frame.controller, reason: 'return' });
      for (const source of sources)
        moveCard(ctx, source, circleZone, { by: frame.controller, reason: 'growth-return', keepIdentity: true });
    }
    return verbDone;
  },
});

export const explosiveGrowth: SetParts = {
  keywords: [{ name: 'explosive-growth', rule: 'VG 17.16.6' }],
  zones: [
    {
      name: 'growth',
      scope: 'player',
      visibility: 'public',
      ordered: false,
      rule: 'VG 17.16.6.2',
      // 17.16.6.4: they go where the unit goes, unless it moves within the field (or becomes a growth source itself).
      linked: { hostKey: 'growthOf', keepWithin: ['field', 'growth'], reason: 'growth-unlinked' },
    },
  ],
  conditions: [
    { name: 'explosive-growth-state', params: noParams, test: (ctx, _p, s) => s !== undefined && inGrowthState(ctx, s) },
    // 2.9.3.7: a card whose main type is 成長元.
    {
      name: 'growth-source',
      params: noParams,
      test: (ctx, _p, s) => s !== undefined && ctx.state.cards[s]?.zone.endsWith('/growth') === true,
    },
  ],
};
