import { z } from 'zod';
import type { Condition, EffectsContext } from './effects-context.js';
import type { Json } from '../state/json.js';
import { opponentsOf } from '../state/teams.js';
import { cardOrLastKnown, zoneCount } from '../zones/zone-ops.js';
import { zoneNameOf } from '../zones/zone-key.js';
import { compare, type Comparison } from './conditions.js';
import { statOf, keywordsOf } from './continuous.js';
import { noParams } from './language.js';
import { resolveNumber, resolvePlayer } from './values.js';

const ops: readonly string[] = ['==', '!=', '<', '<=', '>', '>='];
const comparison = z.enum(['==', '!=', '<', '<=', '>', '>=']);
function op(value: Json | undefined): Comparison {
  return typeof value === 'string' && ops.includes(value) ? (value as Comparison) : '==';
}

/** Whether an event's `actual` value is the one wanted, or one of those wanted. */
function wanted(want: Json, actual: Json | undefined): boolean {
  return Array.isArray(want) ? want.includes(actual ?? null) : actual === want;
}

/** The kernel's title-independent tests. Titles add their own under their id. */
export const coreConditions: readonly Condition<EffectsContext>[] = [
  { title: '*', name: 'self', params: noParams, test: (_ctx, _p, subject, frame) => subject !== undefined && subject === frame.source },
  { title: '*', name: 'not-self', params: noParams, test: (_ctx, _p, subject, frame) => subject !== frame.source },
  {
    title: '*',
    name: 'controlled-by',
    params: (l) => ({ player: l.player.optional() }),
    test: (ctx, p, subject, frame) =>
      subject !== undefined && cardOrLastKnown(ctx, subject)?.controller === resolvePlayer(ctx, p['player'], frame),
  },
  {
    title: '*',
    name: 'in-zone',
    params: (l) => ({ zone: l.zone }),
    test: (ctx, p, subject) => {
      const card = subject === undefined ? undefined : ctx.state.cards[subject];
      return card !== undefined && zoneNameOf(card.zone) === p['zone'];
    },
  },
  {
    title: '*',
    name: 'card-type',
    params: () => ({ type: z.union([z.string(), z.array(z.string())]) }),
    test: (ctx, p, subject) => {
      const card = subject === undefined ? undefined : cardOrLastKnown(ctx, subject);
      const type = card === undefined ? undefined : ctx.title.cards.get(card.card)?.type;
      const wanted = p['type'];
      return Array.isArray(wanted) ? wanted.includes(type ?? null) : type === wanted;
    },
  },
  {
    title: '*',
    name: 'name',
    params: () => ({ name: z.string() }),
    test: (ctx, p, subject) => {
      const card = subject === undefined ? undefined : cardOrLastKnown(ctx, subject);
      return card !== undefined && ctx.title.cards.get(card.card)?.name === p['name'];
    },
  },
  {
    title: '*',
    name: 'stat',
    params: (l) => ({ stat: z.string(), op: comparison.optional(), value: l.number }),
    test: (ctx, p, subject, frame) => {
      if (subject === undefined) return false;
      const value = statOf(ctx, subject, String(p['stat']));
      return typeof value === 'number' && compare(value, op(p['op']), resolveNumber(ctx, p['value'], frame));
    },
  },
  {
    title: '*',
    name: 'status',
    params: (l) => ({ key: z.string(), value: l.json.optional() }),
    test: (ctx, p, subject) => {
      const card = subject === undefined ? undefined : ctx.state.cards[subject];
      return card !== undefined && (card.status[String(p['key'])] ?? null) === (p['value'] ?? true);
    },
  },
  {
    title: '*',
    name: 'face-up',
    params: noParams,
    test: (ctx, _p, subject) => subject !== undefined && ctx.state.cards[subject]?.faceUp === true,
  },
  {
    title: '*',
    name: 'has-keyword',
    params: () => ({ keyword: z.string() }),
    test: (ctx, p, subject) => subject !== undefined && keywordsOf(ctx, subject).includes(String(p['keyword'])),
  },
  {
    title: '*',
    name: 'event',
    params: (l) => ({
      self: z.boolean().optional(),
      reason: z.union([z.string(), z.array(z.string())]).optional(),
      'from-zone': z.union([l.zone, z.array(l.zone)]).optional(),
      'to-zone': z.union([l.zone, z.array(l.zone)]).optional(),
    }),
    test: (_ctx, p, subject, frame) => {
      const event = frame.event;
      if (event === undefined) return false;
      const detail = event.detail ?? {};
      if (p['self'] === true && detail['card'] !== subject && detail['previous'] !== subject) return false;
      // Each parameter read in turn, the zones' names only when asked (every move asks a title's rule replacements).
      if (p['reason'] !== undefined && !wanted(p['reason'], detail['reason'])) return false;
      if (p['from-zone'] !== undefined && !wanted(p['from-zone'], zoneNameOf(String(detail['from'])))) return false;
      if (p['to-zone'] !== undefined && !wanted(p['to-zone'], zoneNameOf(String(detail['to'])))) return false;
      return true;
    },
  },
  {
    title: '*',
    name: 'event-player',
    params: (l) => ({ player: l.player.optional() }),
    test: (ctx, p, _subject, frame) => frame.event?.player === resolvePlayer(ctx, p['player'], frame),
  },
  {
    title: '*',
    name: 'zone-count',
    params: (l) => ({ player: l.player.optional(), zone: l.zone, op: comparison.optional(), value: l.number }),
    // "The opponent" with none chosen is met when any opposing player meets it (BD 2601-3a; one opponent otherwise).
    test: (ctx, p, _subject, frame) =>
      (p['player'] === 'opponent' && typeof frame.vars['opponent'] !== 'string'
        ? opponentsOf(ctx.state, frame.controller)
        : [resolvePlayer(ctx, p['player'], frame)]
      ).some((player) => compare(zoneCount(ctx, player, String(p['zone'])), op(p['op']), resolveNumber(ctx, p['value'], frame))),
  },
  {
    title: '*',
    name: 'turn-player',
    params: (l) => ({ player: l.player.optional() }),
    test: (ctx, p, _subject, frame) => ctx.state.turn.player === resolvePlayer(ctx, p['player'], frame),
  },
  {
    title: '*',
    name: 'chosen',
    params: () => ({ var: z.string() }),
    test: (_ctx, p, _subject, frame) => {
      const value = frame.vars[String(p['var'])];
      return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && value !== false;
    },
  },
];
