import { parseZoneKey, zoneNameOf, type CardDefinition, type CardObject } from '@tcgkit/kernel';
import { cardStatus } from './status.js';
import { bd, defineCard } from './schema.js';

/*
 * 410-2a: the face-down side of a territory in the territory zone is visible only to that zone's controller,
 * who may look at it at any time. Everyone else is shown the side that is up, and only it: the kernel's
 * `shownFace` gives them, in place of the card, a definition of that side alone (its name, 319-1), made here
 * for every territory of the pool. Its id is made from the side's name, never from the card's id (which
 * would name the other side), so two territories with the same side show the same face.
 *
 * Only the territory zone: 410-2a says nothing of a territory on the field (1406) or in another zone, where
 * the card shows whole as before.
 */

type Side = 'unopened' | 'open';

/** The id of the face showing a territory's `side` named `name`. */
export const sideFaceId = (side: Side, name: string): string => `territory-side:${side}:${name}`;

/** One face definition per territory side of `cards` (deduplicated by id: same side name, same face). */
export function territorySides(cards: readonly CardDefinition[]): CardDefinition[] {
  const faces = new Map<string, CardDefinition>();
  const add = (side: Side, name: string) => {
    const id = sideFaceId(side, name);
    if (!faces.has(id))
      faces.set(
        id,
        defineCard({
          id,
          name,
          type: 'territory-side',
          side,
          text: `The ${side} side of a territory, as shown to the other players (410-2a).`,
        }),
      );
  };
  for (const definition of cards) {
    const card = bd(definition);
    if (card?.type !== 'territory') continue;
    add('unopened', card.name); // 319-2: the unopened side carries the card's name
    add('open', card.open.name);
  }
  return [...faces.values()];
}

/**
 * The title's `shownFace` (410-2a): a territory in a territory zone shows its up side — the open side when
 * open (404-1), else the unopened side — to everyone but that zone's controller.
 */
export function makeShownFace(cards: ReadonlyMap<string, CardDefinition>) {
  return (object: CardObject): { face: string; seenBy: string } | undefined => {
    if (zoneNameOf(object.zone) !== 'territory') return undefined;
    const card = bd(cards.get(object.card));
    if (card?.type !== 'territory') return undefined;
    const face = cardStatus.get(object, 'open') === true ? sideFaceId('open', card.open.name) : sideFaceId('unopened', card.name);
    return { face, seenBy: parseZoneKey(object.zone).owner };
  };
}
