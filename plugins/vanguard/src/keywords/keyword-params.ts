/** Reading a keyword's parameters from card data (`{ name: 'mate-unit', vanguard: '…' }`). */
import type { Json } from '@tcgkit/kernel';
import type { VanguardCard } from '../cards/schema.js';

/** The keyword entry named `name` on the card, as an object of parameters (`{}` for a bare name). */
export function keywordNamed(card: Pick<VanguardCard, 'keywords'>, name: string): Record<string, Json> | undefined {
  for (const k of card.keywords ?? []) {
    if (k === name) return {};
    if (typeof k === 'object' && k !== null && k.name === name) return k as Record<string, Json>;
  }
  return undefined;
}
