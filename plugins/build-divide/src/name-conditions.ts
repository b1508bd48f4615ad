import { z } from 'zod';
import { cardOrLastKnown, cardsInZone, testPredicate, type ConditionContribution, type GameContext, type Predicate } from '@tcgkit/kernel';
import { bd } from './cards/schema.js';

type Condition = Omit<ConditionContribution, 'title'>;

function definitionOf(ctx: GameContext, id: string | undefined) {
  const card = id === undefined ? undefined : cardOrLastKnown(ctx, id);
  return card === undefined ? undefined : bd(ctx.title.cards.get(card.card));
}

/**
 * Conditions on names (303) and identifier names (314), and counting your cards (401-9).
 */
export const nameConditions: Condition[] = [
  {
    // A whole name 「X」 that knows double-faced cards (1702): on the field or in the resolution zone a card
    // with its unit side up is named by that side (1702-1a, 1702-1c), elsewhere by its territory side
    // (1702-1b); and a reference to the unit side's name in any zone also finds the card (1702-1d).
    name: 'named',
    params: () => ({ name: z.string().min(1) }),
    test(ctx, params, subject) {
      const card = definitionOf(ctx, subject);
      if (card === undefined) return false;
      const name = String(params['name']);
      // Showing its unit side (a face of its own, `cards/double-faced.ts`), the card is named by that side only.
      const unitName = card.type === 'territory' ? card.unit?.name : undefined;
      return card.name === name || unitName === name;
    },
  },
  {
    // 303-2a: 「X」 as part of a name: the card's name (or a name from 【名称ルール】, 1407-1a) contains X, or
    // one of its readings does (303-3d). Each reading is matched on its own (303-3b): a part running over
    // two readings is not found. A whole-name reference (the kernel's `name`) never reads the readings (303-3c).
    name: 'name-part',
    params: () => ({ part: z.string().min(1) }),
    test(ctx, params, subject) {
      const card = definitionOf(ctx, subject);
      if (card === undefined) return false;
      const part = String(params['part']);
      const names = [card.name, ...(card.nameRule ?? [])];
      return names.some((n) => n.includes(part)) || (card.furigana ?? []).some((f) => f.reading.includes(part));
    },
  },
  {
    // 314-1: the card belongs to the identifier name 《X》.
    name: 'identifier',
    params: () => ({ name: z.string().min(1) }),
    test: (ctx, params, subject) => (definitionOf(ctx, subject)?.identifiers ?? []).includes(String(params['name'])),
  },
  {
    // "You have N cards that …": your cards in `zone` meeting `where`, at least `min` (default 1). 401-9: with no
    // zone named, the cards on the field (how 《X》 with no zone is read); 401-9a: the zone named otherwise.
    name: 'you-have',
    params: (l) => ({ zone: l.zone.optional(), where: l.predicate, min: z.number().int().min(1).optional() }),
    test(ctx, params, _subject, frame) {
      const zone = String(params['zone'] ?? 'field');
      const matching = cardsInZone(ctx, frame.controller, zone).filter((id) => testPredicate(ctx, params['where'] as Predicate, id, frame));
      return matching.length >= Number(params['min'] ?? 1);
    },
  },
];
