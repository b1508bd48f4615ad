/**
 * Gyze cards (17.2): a card with information on both sides, the ネオンギーゼ face (a normal unit) and the 破壊の竜神
 * ギーゼ face (a G unit) (17.2.2). Each face is card data of the pool (`gyze: { face, other }`), and the card object
 * shows its applied face (17.2.3) through the kernel's `setCardFace`, so every rule, ability and effect reads that
 * face's information and nothing of the other (17.2.3.1, 17.2.3.1.1). Turning it over (裏返す, 17.2.6) changes the
 * applied face and keeps the object with its effects and states (17.2.3.4); it is not turning face down (7.3,
 * 17.2.6.1), and a card that is not a Gyze card stays as it is (17.2.6.2). A Gyze card that moves to a zone other
 * than a circle or the G zone shows its ネオンギーゼ face again (17.2.3.3: `faceAfterMove`).
 */
import {
  cardsIn,
  defineVerb,
  emitEvent,
  liveCards,
  resolveCards,
  setCardFace,
  verbDone,
  type CardObject,
  type ConditionContribution,
  type GameContext,
} from '@tcgkit/kernel';
import { z } from 'zod';
import type { VanguardCard } from '../cards/schema.js';
import { definitionOf } from '../state.js';

type Condition = Omit<ConditionContribution, 'title'>;

export const isGyzeCard = (ctx: GameContext, id: string): boolean => definitionOf(ctx, id)?.gyze !== undefined;

/** The card data id of the ネオンギーゼ face of a Gyze card showing `definition` (itself when it is that face). */
export function neonFaceOf(definition: VanguardCard | undefined): string | undefined {
  if (definition?.gyze === undefined) return undefined;
  return definition.gyze.face === 'neon' ? definition.id : definition.gyze.other;
}

/**
 * The title's `faceAfterMove` (17.2.3.3): a Gyze card moving as a new object to any zone but the field (circles)
 * and the G zone shows its ネオンギーゼ face; onto a circle or into the G zone it keeps its applied face.
 */
export function makeGyzeFaceAfterMove(cards: ReadonlyMap<string, VanguardCard>) {
  return (card: CardObject, toZone: string): string | undefined =>
    toZone === 'field' || toZone === 'g-zone' ? undefined : neonFaceOf(cards.get(card.card));
}

/** Turns a Gyze card over (17.2.6): its applied face becomes the other one. Returns whether it did. */
export function turnOver(ctx: GameContext, id: string, by: string): boolean {
  const definition = definitionOf(ctx, id);
  if (definition?.gyze === undefined) return false; // 17.2.6.2
  setCardFace(ctx, id, definition.gyze.other);
  emitEvent(ctx, { type: 'turned-over', player: by, detail: { card: id, face: definitionOf(ctx, id)?.gyze?.face ?? 'neon' } });
  return true;
}

/** `{ do: 'turn-over', cards }` (裏返す, 17.2.6): each Gyze card among them changes its applied face; others stay. */
export const turnOverVerb = defineVerb({
  name: 'turn-over',
  rule: 'VG 17.2.6',
  params: (l) => ({ cards: l.cards }),
  run(ctx, instruction, frame) {
    for (const card of liveCards(ctx, resolveCards(ctx, instruction['cards'], frame))) turnOver(ctx, card.id, frame.controller);
    return verbDone;
  },
});

/** `{ test: 'gyze-face', face }`: the subject is a Gyze card showing that face (17.2.3). */
export const gyzeConditions: Condition[] = [
  {
    name: 'gyze-face',
    params: () => ({ face: z.enum(['neon', 'gyze']) }),
    test: (ctx, p, s) => s !== undefined && definitionOf(ctx, s)?.gyze?.face === p['face'],
  },
];

/** The Gyze cards of a zone (for tests and the seeded-games report). */
export const gyzeCardsIn = (ctx: GameContext, key: string): string[] => cardsIn(ctx, key).filter((id) => isGyzeCard(ctx, id));
