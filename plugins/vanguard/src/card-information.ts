/**
 * Card types (2.9) and the card information only effects or deck building read: fighter icons (2.18) and the
 * conditions that test them.
 *
 * A card has one main type (2.9.3), a subtype (2.9.4) and, for some cards and pseudo-cards, special types
 * (2.9.5). The main type is read from where the card is: a heart on the hearts circle has the main type ハーツ
 * (2.9.3.3), a dress-source ドレス元 (2.9.3.4), a growth source 成長元 (2.9.3.7); elsewhere it is its card
 * data's type (unit, order, crest, ride-deck crest; a set card put as a unit is a unit, 18.5.2). Hearts and
 * dress-sources keep their subtype (2.9.4.1). Special types are independent of the type (2.9.5.1): the printed
 * ones, the pseudo-card's own (Protect, 15.3.1; ticket, 15.5.1.1) and 着装, which wear gives (6.9.1); changing the
 * main type (a heart, a dress-source) leaves them as they are, and gaining 着装 changes no type.
 */
import { z } from 'zod';
import { testPredicate, type ConditionContribution, type GameContext, type Predicate } from '@tcgkit/kernel';
import { vanguardOf } from './zones.js';
import { kwBCardStatus } from './keywords/kw-b-status.js';
import { definitionOf } from './state.js';
import { fighterIcons } from './cards/schema.js';

type Condition = Omit<ConditionContribution, 'title'>;

export const mainTypes = ['unit', 'order', 'hearts', 'dress-source', 'crest', 'ride-deck-crest', 'growth-source'] as const;
export type MainType = (typeof mainTypes)[number];

/** The main type of card `id` now (2.9.3); null for a card with no type (Protect, 15.3.1). */
export function mainTypeOf(ctx: GameContext, id: string): MainType | null {
  const card = ctx.state.cards[id] ?? ctx.state.lastKnown[id];
  const definition = definitionOf(ctx, id);
  if (card === undefined || definition === undefined) return null;
  if (card.zone.endsWith('#hearts')) return 'hearts'; // 2.9.3.3, 6.5.2.2
  if (card.zone.endsWith('/dress')) return 'dress-source'; // 2.9.3.4, 6.7.2.1
  if (card.zone.endsWith('/growth')) return 'growth-source'; // 2.9.3.7, 17.16.6.2
  return definition.type === 'pseudo' ? null : definition.type;
}

/** The subtype of card `id` (2.9.4): a heart or a dress-source keeps its own (2.9.4.1). */
export function subtypeOf(ctx: GameContext, id: string): string | null {
  const definition = definitionOf(ctx, id);
  if (definition === undefined || definition.type === 'pseudo') return null;
  return definition.subtype;
}

/** The special types of card `id` (2.9.5): printed ones, a pseudo-card's own (15.3.1, 15.5.1.1), 着装 while worn (6.9.1). */
export function specialTypesOf(ctx: GameContext, id: string): string[] {
  const card = ctx.state.cards[id] ?? ctx.state.lastKnown[id];
  const definition = definitionOf(ctx, id);
  if (card === undefined || definition === undefined) return [];
  const types = new Set(definition.specialTypes ?? []);
  // A pseudo-card's own (15.1.2.4): Protect (15.3.1) and a ticket (15.5.1.1). Reading 392: only the pseudo-card object
  // (a token) has them; a card of the same data put as a real card is no pseudo-card.
  if (card.token === true && definition.type === 'pseudo') types.add('protect');
  if (card.token === true && definition.pseudo === 'ticket') types.add('ticket');
  if (kwBCardStatus.get(card, 'wornBy') !== undefined) types.add('着装'); // 6.9.1, 6.9.2.2
  return [...types];
}

/** Whether card `id` shows fighter icon `icon` (2.18.3). */
export function hasFighterIcon(ctx: GameContext, id: string, icon: string): boolean {
  return definitionOf(ctx, id)?.fighterIcons?.some((i) => i === icon) === true;
}

export const cardInformationConditions: Condition[] = [
  {
    // `{ test: 'main-type', type }`: "a card whose main type is …" (2.9.3).
    name: 'main-type',
    params: () => ({ type: z.enum(mainTypes) }),
    test: (ctx, p, s) => s !== undefined && mainTypeOf(ctx, s) === p['type'],
  },
  {
    // `{ test: 'subtype', subtype }`: "a card whose subtype is …" (2.9.4; a heart or a dress-source keeps its own, 2.9.4.1).
    name: 'subtype',
    params: () => ({ subtype: z.string().min(1) }),
    test: (ctx, p, s) => s !== undefined && subtypeOf(ctx, s) === p['subtype'],
  },
  {
    // `{ test: 'special-type', type }`: "a card with the special type …" (2.9.5).
    name: 'special-type',
    params: () => ({ type: z.string().min(1) }),
    test: (ctx, p, s) => s !== undefined && specialTypesOf(ctx, s).includes(String(p['type'])),
  },
  {
    // `{ test: 'your-vanguard', where }`: the vanguard of the subject's master (the ability's, with no subject) meets `where`.
    name: 'your-vanguard',
    params: (l) => ({ where: l.predicate }),
    test: (ctx, p, s, frame) => {
      const master = s === undefined ? frame.controller : (ctx.state.cards[s]?.controller ?? frame.controller);
      const vanguard = vanguardOf(ctx, master);
      return vanguard !== undefined && testPredicate(ctx, p['where'] as Predicate, vanguard, frame);
    },
  },
  {
    // `{ test: 'fighter-icon', icon }`: "a card with アイチアイコン" (2.18.3).
    name: 'fighter-icon',
    params: () => ({ icon: z.enum(fighterIcons) }),
    test: (ctx, p, s) => s !== undefined && hasFighterIcon(ctx, s, String(p['icon'])),
  },
];
