/**
 * Dress Up (14.52): "Dress Up — (name)" means "CONT: during the game this card is also treated as a card named
 * (name)" (14.52.2, 12.6.2), in every zone (14.52.2.1). Written as the keyword `{ name: 'dress-up', as }`; the
 * names of a card (`namesOf`, 12.6) include it wherever the card is, since it is read from the card's data.
 */
import type { VanguardCard } from '../cards/schema.js';

export function dressUpNames(definition: Pick<VanguardCard, 'keywords'>): string[] {
  return (definition.keywords ?? []).flatMap((k) =>
    typeof k === 'object' && k !== null && k.name === 'dress-up' && typeof k['as'] === 'string' ? [k['as']] : [],
  );
}
