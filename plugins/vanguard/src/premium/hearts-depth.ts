/**
 * Hearts in depth (6.5.2.2, 6.5.4.2, 11.9.6.1.5): what a heart keeps, what it may still do, and the designated
 * heart replaced when it leaves.
 *
 * - 6.5.2.2.2.1, 6.5.2.2.3: a heart keeps only its power and name, and effects given to units do not apply to it:
 *   its power reads as printed (a rule modification in the last layer; no card of the pool gives an effect
 *   "to hearts", reading 354).
 * - 11.9.6.1.5, 6.5.2.2.3: a heart's abilities do not work, except an AUTO triggered by a unit striding (another
 *   unit's stride, or this card becoming a heart by it): until that AUTO ends the card has its unit text (the
 *   restriction leaves abilities triggered by `strode` usable on a heart).
 * - 6.5.4.2: when the heart designated by 6.5.1.3 leaves while its G unit stays, another non-G heart of that circle
 *   is designated at once (the leader of a legion pair first, else the first; reading 352) and linked to the G unit
 *   if it was not.
 */
import {
  noParams,
  type CardObject,
  type ConditionContribution,
  type EventObserver,
  type GameContext,
  type RestrictionContribution,
  type RuleModification,
} from '@tcgkit/kernel';
import { definitionOf } from '../state.js';
import { circleKey } from '../zones.js';
import { isGUnit } from './g-zone.js';
import { premiumCardStatus } from './status.js';

type Condition = Omit<ConditionContribution, 'title'>;
type Restriction = Omit<RestrictionContribution, 'title'>;

const isHeartZone = (zone: string): boolean => zone.endsWith('/field#hearts');

export const heartConditions: Condition[] = [
  /** 6.5.2.2.1: the card is a heart card (in its field's hearts). */
  { name: 'heart', params: noParams, test: (ctx, _p, s) => s !== undefined && isHeartZone(ctx.state.cards[s]?.zone ?? '') },
  /** "When a G unit strides onto this unit": the `strode` event made this card a heart (6.5.1.2). */
  {
    name: 'strode-onto-self',
    params: noParams,
    test: (_ctx, _p, s, f) => {
      const hearts = f.event?.type === 'strode' ? f.event.detail?.['hearts'] : undefined;
      return s !== undefined && Array.isArray(hearts) && hearts.includes(s);
    },
  },
];

/** 6.5.2.2.3, 11.9.6.1.5: a heart's abilities cannot be used, but an AUTO triggered by a stride. */
export const heartsAbilitiesRestriction: Restriction = {
  rule: 'VG 11.9.6.1.5',
  cannotUse: (_ctx, card, _index, ability) =>
    isHeartZone(card.zone) &&
    !(ability.kind === 'automatic' && ability.trigger !== undefined && 'event' in ability.trigger && ability.trigger.event === 'strode'),
};

/** 6.5.2.2.2.1: effects given to units do not apply to a heart; it keeps its printed power (6.5.2.2.3). */
export function heartStatModifications(ctx: GameContext, card: CardObject, stat: string): RuleModification[] {
  if (stat !== 'power' || !isHeartZone(card.zone)) return [];
  const printed = definitionOf(ctx, card.id)?.power;
  return typeof printed === 'number' ? [{ layer: 'set', modification: { set: printed } }] : [];
}

/** 6.5.4.2: the designated heart left its circle: designate another non-G heart there and link it. */
export const designatedHeartObserver: EventObserver = {
  event: 'moved',
  rule: 'VG 6.5.4.2',
  observe(effects, event) {
    // The engine hands observers its whole game context; this floor's type names only part of it.
    const ctx = effects as GameContext;
    const from = String(event.detail?.['from'] ?? '');
    if (!isHeartZone(from) || isHeartZone(String(event.detail?.['to'] ?? ''))) return;
    if (event.detail?.['reason'] === 'hearts-end') return; // 6.5.4.1: its G unit is leaving itself
    const player = from.slice(0, from.indexOf('/'));
    const previous = String(event.detail?.['previous'] ?? event.detail?.['card'] ?? '');
    for (const gUnit of ctx.state.zones[circleKey(player, 'vc')] ?? []) {
      const card = ctx.state.cards[gUnit];
      if (card === undefined || premiumCardStatus.get(card, 'strideHeart') !== previous) continue;
      const candidates = (ctx.state.zones[circleKey(player, 'hearts')] ?? []).filter((id) => !isGUnit(ctx, id));
      const next = candidates.find((id) => premiumCardStatus.get(ctx.state.cards[id], 'legionRole') !== 'mate') ?? candidates[0];
      if (next === undefined) {
        premiumCardStatus.clear(card, 'strideHeart');
        continue;
      }
      premiumCardStatus.set(card, 'strideHeart', next);
      premiumCardStatus.set(ctx.state.cards[next]!, 'heartOf', gUnit);
    }
  },
};
