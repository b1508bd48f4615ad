import type { Action, GameView, Json } from '@tcgkit/kernel';

/** Every card id the view shows, with its name when the viewer may know it. */
export function cardNames(view: GameView): Map<string, string> {
  const names = new Map<string, string>();
  for (const zone of Object.values(view.zones)) {
    for (const card of zone.cards) names.set(card.id, card.name ?? 'a face-down card');
  }
  return names;
}

const strings = (value: Json | undefined): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The cards an action names in any of its fields (card, cards, attacker, target, choice…). */
export function cardsOf(action: Action, known: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const [field, value] of Object.entries(action)) {
    if (field === 'type' || field === 'player' || field === 'decision') continue;
    for (const text of strings(value)) if (known.has(text) && !found.includes(text)) found.push(text);
  }
  return found;
}

/** A readable label: the move and its fields, card ids replaced by card names. */
export function describeAction(action: Action, known: ReadonlyMap<string, string>): string {
  const parts: string[] = [action.type];
  for (const [field, value] of Object.entries(action)) {
    if (field === 'type' || field === 'player' || field === 'decision' || value === undefined) continue;
    const shown = Array.isArray(value)
      ? value.map((v) => (typeof v === 'string' ? (known.get(v) ?? v) : JSON.stringify(v))).join(', ')
      : typeof value === 'string'
        ? (known.get(value) ?? value)
        : JSON.stringify(value);
    parts.push(`${field}: ${shown === '' ? '—' : shown}`);
  }
  return parts.join(' · ');
}

/** Legal actions grouped by the cards they name; actions naming no card are `general`. */
export function groupByCard(
  legal: readonly Action[],
  known: ReadonlyMap<string, string>,
): { byCard: Map<string, Action[]>; general: Action[] } {
  const byCard = new Map<string, Action[]>();
  const general: Action[] = [];
  for (const action of legal) {
    const cards = cardsOf(action, known);
    if (cards.length === 0) general.push(action);
    for (const card of cards) byCard.set(card, [...(byCard.get(card) ?? []), action]);
  }
  return { byCard, general };
}
