/** Weiß Schwarz tests for selectors, triggers and requirements (the kernel's are in core-conditions). */
import {
  cardOrLastKnown,
  cardsIn,
  cardsInZone,
  compare,
  noParams,
  resolveNumber,
  resolvePlayer,
  type Comparison,
  zoneKey,
  type ConditionContribution,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { triggerIcons } from './cards/schema.js';
import { attackerOf, defenderOf } from './attack.js';
import { cardLevelOf, definitionOf, levelOf } from './state.js';
import { slotOf, slotsInFrontOf } from './zones.js';

type Condition = Omit<ConditionContribution, 'title'>;

const ops = ['==', '!=', '<', '<=', '>', '>='] as const satisfies readonly Comparison[];
/** A comparison operator; `>=` when absent. */
const comparison = z.enum(ops);
const op = (value: unknown): Comparison =>
  typeof value === 'string' && (ops as readonly string[]).includes(value) ? (value as Comparison) : '>=';

export const weissSchwarzConditions: Condition[] = [
  {
    // A player's level (8.6.2.1.2) compared: `{ test: 'player-level', op: '>=', value: 1 }`.
    name: 'player-level',
    params: (l) => ({ player: l.player.optional(), op: comparison.optional(), value: l.number }),
    test: (ctx, p, _subject, frame) =>
      compare(levelOf(ctx, resolvePlayer(ctx, p['player'], frame)), op(p['op']), resolveNumber(ctx, p['value'], frame)),
  },
  {
    // A card of level at most the controller's level + `plus` (Standby, 4.12.2.10).
    name: 'level-at-most',
    params: (l) => ({ plus: l.number.optional() }),
    test: (ctx, p, subject, frame) =>
      subject !== undefined && cardLevelOf(ctx, subject) <= levelOf(ctx, frame.controller) + resolveNumber(ctx, p['plus'], frame, 0),
  },
  {
    name: 'has-trigger-icon',
    params: () => ({ icon: z.enum(triggerIcons) }),
    test: (ctx, p, subject) => subject !== undefined && (definitionOf(ctx, subject)?.triggers ?? []).includes(p['icon'] as never),
  },
  {
    // 2.5.3: a card with trait 《X》.
    name: 'trait',
    params: () => ({ trait: z.string().min(1) }),
    test: (ctx, p, subject) => subject !== undefined && (definitionOf(ctx, subject)?.traits ?? []).includes(String(p['trait'])),
  },
  {
    name: 'character',
    params: noParams,
    test: (ctx, _p, subject) => subject !== undefined && definitionOf(ctx, subject)?.type === 'character',
  },
  // 10.3.2: Assist works while its character is in a back slot.
  {
    name: 'in-back-row',
    params: noParams,
    test: (ctx, _p, subject) => subject !== undefined && (slotOf(ctx, subject) ?? '').startsWith('b'),
  },
  {
    // 3.6.5: a character in a front slot related to the source's back slot.
    name: 'in-front-of-source',
    params: noParams,
    test: (ctx, _p, subject, frame) => {
      if (subject === undefined || frame.source === undefined) return false;
      const source = ctx.state.cards[frame.source];
      const card = ctx.state.cards[subject];
      if (source === undefined || card === undefined || source.controller !== card.controller) return false;
      return slotsInFrontOf(slotOf(ctx, frame.source) ?? '').includes(slotOf(ctx, subject) as never);
    },
  },
  // 7.2.1.5: the attacking character (Separate, 10.16.2: "if this card is the attacking character").
  { name: 'attacking', params: noParams, test: (ctx, _p, subject) => subject !== undefined && subject === attackerOf(ctx) },
  {
    // 10.17.4.1: "has Link (name)" = has a Link ability with that name (printed on the card).
    name: 'has-link',
    params: () => ({ called: z.string().min(1) }),
    test: (ctx, p, subject) =>
      subject !== undefined &&
      (definitionOf(ctx, subject)?.keywords ?? []).some(
        (k) => typeof k === 'object' && k.name === 'link' && (k as { called?: unknown }).called === p['called'],
      ),
  },
  {
    // 3.7: the number of markers under the subject (the cards of its slot's marker zone).
    name: 'marker-count',
    params: (l) => ({ op: comparison.optional(), value: l.number }),
    test: (ctx, p, subject, frame) => {
      const card = subject === undefined ? undefined : ctx.state.cards[subject];
      const slot = subject === undefined ? undefined : slotOf(ctx, subject);
      if (card === undefined || slot === undefined) return false;
      return compare(cardsIn(ctx, zoneKey(card.owner, 'marker', slot)).length, op(p['op']), resolveNumber(ctx, p['value'], frame));
    },
  },
  // 7.2.1.5.1: the front-attacked (defending) character.
  { name: 'defending', params: noParams, test: (ctx, _p, subject) => subject !== undefined && subject === defenderOf(ctx) },
  {
    // 10.1: Alarm works while this card is the top card of its owner's clock.
    name: 'top-of-clock',
    params: noParams,
    test: (ctx, _p, subject) => {
      const card = subject === undefined ? undefined : ctx.state.cards[subject];
      return card !== undefined && cardsInZone(ctx, card.owner, 'clock')[0] === subject;
    },
  },
  {
    // 10.9 / 10.10: a count of the controller's memory or level zone compared.
    name: 'zone-size',
    params: (l) => ({ player: l.player.optional(), zone: l.zone, op: comparison.optional(), value: l.number }),
    test: (ctx, p, _subject, frame) =>
      compare(
        cardsInZone(ctx, resolvePlayer(ctx, p['player'], frame), String(p['zone'])).length,
        op(p['op']),
        resolveNumber(ctx, p['value'], frame),
      ),
  },
  {
    // 10.10 Experience: the total level of the cards in the level zone.
    name: 'level-zone-total',
    params: (l) => ({ player: l.player.optional(), op: comparison.optional(), value: l.number }),
    test: (ctx, p, _subject, frame) => {
      const player = resolvePlayer(ctx, p['player'], frame);
      const total = cardsInZone(ctx, player, 'level').reduce((sum, id) => sum + (definitionOf(ctx, id)?.level ?? 0), 0);
      return compare(total, op(p['op']), resolveNumber(ctx, p['value'], frame));
    },
  },
  // Shot (4.12.2.7): the damage event's source is this card.
  {
    name: 'damage-source',
    params: () => ({ card: z.string().min(1) }),
    test: (_ctx, p, _subject, frame) => frame.event?.detail?.['source'] === p['card'],
  },
  { name: 'damage-cancelled', params: noParams, test: (_ctx, _p, _subject, frame) => frame.event?.detail?.['cancelled'] === true },
  {
    // The card that moved (event card) was a character of the source's controller.
    name: 'event-card-owned',
    params: noParams,
    test: (ctx, _p, _subject, frame) => {
      const id = frame.event?.detail?.['card'];
      const card = typeof id === 'string' ? cardOrLastKnown(ctx, id) : undefined;
      return card !== undefined && card.owner === frame.controller;
    },
  },
];
