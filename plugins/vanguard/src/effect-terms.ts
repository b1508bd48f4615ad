/**
 * Chapter 12's terms as the kernel's restrictions and this title's tests:
 * - "cannot be used" (12.2): an effect sets the stat `cannotUseAbilities` (the `modify` verb, with its
 *   duration); the kernel then refuses the unit's ACTs (12.2.1.1) and does not trigger its AUTOs (12.2.1.2.1).
 * - losing abilities (7.14.2): the stat `losesAbilities`, and every deleted unit (7.32.2), have no abilities.
 * - "unaffected by the opponent's effects" (12.5): the stat `unaffectedBy: 'opponent'`; such a card is never
 *   chosen by its opponent's effects and their `modify` and `retire` do not apply to it (12.5.1).
 * - same name / different names (12.6), with the extra names of 12.6.2 (`alsoNamed`).
 * Random choice (12.4) is the kernel's `choose-random`; "for each X, Y" (12.7) the kernel's `repeat` with
 * `times: { count: … }` (X fixed before Y starts, 12.7.2).
 */
import {
  resolveCards,
  statOf,
  type ConditionContribution,
  type EffectFrame,
  type GameContext,
  type RestrictionContribution,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { isDeleted } from './effect-verbs.js';
import { designatedHeartOf } from './premium/hearts-state.js';
import { definitionOf } from './state.js';
import { dressUpNames } from './keywords/dress-up.js';

type Restriction = Omit<RestrictionContribution, 'title'>;
type Condition = Omit<ConditionContribution, 'title'>;

export const cannotUseRestriction: Restriction = {
  rule: 'VG 12.2',
  cannotUse: (ctx, card) => statOf(ctx, card.id, 'cannotUseAbilities') === true,
};

export const losesAbilitiesRestriction: Restriction = {
  rule: 'VG 7.14.2',
  losesAbilities: (ctx, card) => isDeleted(ctx, card.id) || statOf(ctx, card.id, 'losesAbilities') === true,
};

/** 12.5.1: the card is unaffected by the effects of `player` (only "the opponent's effects" is modelled). */
export function unaffectedBy(ctx: GameContext, card: string, player: string): boolean {
  const object = ctx.state.cards[card];
  return object !== undefined && object.controller !== player && statOf(ctx, card, 'unaffectedBy') === 'opponent';
}

export const unaffectedRestriction: Restriction = {
  rule: 'VG 12.5.1',
  cannotChoose: (ctx, card, _chooser, frame: EffectFrame) => unaffectedBy(ctx, card, frame.controller),
  // 12.5.2: an effect whose source is a unit unaffected by a fighter's effects is not ended by them either.
  cannotEndEffect: (ctx, effect, by) => effect.source !== undefined && unaffectedBy(ctx, effect.source, by),
};

/** 6.5.1.3: a G unit vanguard also has its designated heart's name (src/premium/). */
function strideHeartNames(ctx: GameContext, id: string): string[] {
  const heart = designatedHeartOf(ctx, id);
  return heart === undefined ? [] : [definitionOf(ctx, heart)?.name ?? ''].filter((n) => n !== '');
}

/** A card's names (12.6.2): its own, plus any it is also treated as having. */
export function namesOf(ctx: GameContext, id: string): string[] {
  const definition = definitionOf(ctx, id);
  if (definition === undefined) return [];
  return [definition.name, ...(definition.alsoNamed ?? []), ...dressUpNames(definition), ...strideHeartNames(ctx, id)];
}

/** 12.6.2.2: same name when they share at least one name. */
export function sameName(ctx: GameContext, a: string, b: string): boolean {
  const names = namesOf(ctx, b);
  return namesOf(ctx, a).some((name) => names.includes(name));
}

export const effectTermConditions: Condition[] = [
  /** The card has the name `name`, or the name stored in variable `declared` (7.13). */
  {
    name: 'named',
    params: () => ({ name: z.string().optional(), declared: z.string().optional() }),
    test: (ctx, p, s, frame) => {
      const wanted = typeof p['declared'] === 'string' ? frame.vars[p['declared']] : p['name'];
      return s !== undefined && typeof wanted === 'string' && namesOf(ctx, s).includes(wanted);
    },
  },
  /** 12.6.1: the card has a name in common with one of `cards`. */
  {
    name: 'same-name-as',
    params: (l) => ({ cards: l.cards }),
    test: (ctx, p, s, frame) =>
      s !== undefined && resolveCards(ctx, p['cards'], frame).some((other) => other !== s && sameName(ctx, s, other)),
  },
  /** 12.6.2.2.1 "each with a different name": no two of `cards` share a name. */
  {
    name: 'different-names',
    params: (l) => ({ cards: l.cards }),
    test: (ctx, p, _s, frame) => {
      const cards = resolveCards(ctx, p['cards'], frame);
      return cards.every((a, i) => cards.every((b, j) => i === j || !sameName(ctx, a, b)));
    },
  },
  /** The card's main type (2.9.3). */
  {
    name: 'card-type',
    params: () => ({ type: z.enum(['unit', 'order', 'pseudo', 'crest', 'ride-deck-crest']) }),
    // 17.10.3.2, 17.10.5: a 神器錬成 unit lying on the circle as an equipment order is an order there, a unit elsewhere.
    test: (ctx, p, s) => {
      const definition = s === undefined ? undefined : definitionOf(ctx, s);
      const asEquipment = definition?.volund !== undefined && (ctx.state.cards[s as string]?.zone.endsWith('/equipment') ?? false);
      return definition !== undefined && (asEquipment ? 'order' : definition.type) === p['type'];
    },
  },
];
