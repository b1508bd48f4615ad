import type { CardDefinition, CardObject } from '@tcgkit/kernel';
import { bd, defineCard, type BuildDivideCard } from './schema.js';

/*
 * 1702 (第九層シバルバー/ORT): a territory card printed with a unit side. The unit side is its own card
 * definition, `<territory id>-unit-side`, made here from the territory's `unit` field; the card object shows it
 * through the kernel's `setCardFace` (one object, two faces, as Vanguard's Gyze cards). So in the resolution zone
 * and on the field every rule reads a plain unit card (its name, cost, colours, power and hit, 1702-1c), and a
 * move to any other zone shows the territory side again (1702-1b, the title's `faceAfterMove`).
 */

/** The id of the unit-side definition of a double-faced territory. */
export const unitFaceId = (territoryId: string): string => `${territoryId}-unit-side`;

/** The unit-side definitions of every double-faced territory in `cards` (never in a deck: only shown). */
export function unitFaces(cards: readonly CardDefinition[]): CardDefinition[] {
  const out: CardDefinition[] = [];
  for (const definition of cards) {
    const card = bd(definition);
    if (card?.type !== 'territory' || card.unit === undefined) continue;
    out.push(
      defineCard({
        id: unitFaceId(card.id),
        name: card.unit.name,
        type: 'unit',
        cost: card.unit.cost,
        power: card.unit.power,
        hit: card.unit.hit,
        attributes: card.attributes,
        territoryFace: card.id,
        text: `The unit side of ${card.name} (1702).`,
      }),
    );
  }
  return out;
}

/** The unit-side definition `card` could show, when it is a double-faced territory (or already shows it). */
export function unitFaceOf(card: BuildDivideCard | undefined): string | undefined {
  if (card?.type === 'territory') return card.unit === undefined ? undefined : unitFaceId(card.id);
  if (card?.type === 'unit' && card.territoryFace !== undefined) return card.id;
  return undefined;
}

/**
 * The title's `faceAfterMove` (1702-1b, 1702-1c): the unit side is shown only in the resolution zone and on the
 * field; moving anywhere else as a new object, the card is its territory side again.
 */
export function makeFaceAfterMove(cards: ReadonlyMap<string, CardDefinition>) {
  return (object: CardObject, toZone: string): string | undefined => {
    if (toZone === 'field' || toZone === 'resolution') return undefined;
    const card = bd(cards.get(object.card));
    return card?.type === 'unit' ? card.territoryFace : undefined;
  };
}
