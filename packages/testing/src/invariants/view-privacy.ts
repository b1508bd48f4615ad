import { canSee, shownDefinition, zoneNameOf, type CardObject, type Game, type PlayerId } from '@tcgkit/kernel';
import { contextOf } from '@tcgkit/kernel/internal';

/** Every string and object key in a value (a view), for fast membership tests. */
function collect(value: unknown, strings: Set<string>, keys: Set<string>, numbers: Set<number>): void {
  if (typeof value === 'string') strings.add(value);
  else if (typeof value === 'number') numbers.add(value);
  else if (Array.isArray(value)) for (const item of value) collect(item, strings, keys, numbers);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      keys.add(key);
      collect(inner, strings, keys, numbers);
    }
  }
}

/**
 * `view(viewer)` must not give away what the viewer may not know:
 * - no id of a card in a hidden or owner-only zone the viewer cannot see (opponent's hand, either deck):
 *   ids would let a client follow a card, or a deck's order;
 * - no definition, name or stats of any card the viewer cannot see (face-down cards included), and of a card
 *   only one side of which it may see (the title's `shownFace`), that face's id and name and no stats;
 * - no `seed` or `rng` field, nor a word of the random state, from which the deck order could be recomputed;
 * - another player's decision only as who decides what, never its options;
 * and zone counts are true. Returns what leaked, or null.
 */
export function checkViewPrivacy(game: Game, viewer: PlayerId, logEntries = 50): string | null {
  const ctx = contextOf(game);
  const view = game.view(viewer, { log: logEntries });
  const strings = new Set<string>();
  const keys = new Set<string>();
  const numbers = new Set<number>();
  collect(view, strings, keys, numbers);
  for (const secret of ['seed', 'rng']) if (keys.has(secret)) return `view(${viewer}) has a "${secret}" field`;
  // The random state's words are 32-bit numbers no view has any other reason to hold (small ones could be counts).
  const word = ctx.state.rng.find((w) => w > 0xffff && numbers.has(w));
  if (word !== undefined) return `view(${viewer}) contains ${word}, a word of the random state`;
  for (const key in ctx.state.zones) {
    const ids = ctx.state.zones[key] as string[];
    const shown = view.zones[key];
    if (shown === undefined) return `view(${viewer}) lacks zone ${key}`;
    if (shown.count !== ids.length) return `view(${viewer}) says ${key} holds ${shown.count} cards; it holds ${ids.length}`;
    const visibility = ctx.title.zones.get(zoneNameOf(key))?.visibility ?? 'hidden';
    for (const id of ids) {
      const card = ctx.state.cards[id] as CardObject;
      // A card partly hidden from the viewer (the title's `shownFace`, BD 410-2a) shows its face and nothing more.
      const shownAs = shownDefinition(ctx, card, viewer);
      if (shownAs !== undefined && shownAs !== card.card) {
        const entry = shown.cards.find((c) => c.id === id);
        if (entry?.card !== shownAs || entry.name !== ctx.title.cardName(shownAs) || entry.stats !== undefined) {
          return `view(${viewer}) shows ${id} in ${key} as more than its face ${shownAs}`;
        }
        continue;
      }
      if (canSee(ctx, card, viewer)) continue;
      if (visibility !== 'public' && strings.has(id)) {
        return `view(${viewer}) contains ${id}, a card in ${key} it may not see, at ${locate(view, id) ?? '?'}`;
      }
      const entry = shown.cards.find((c) => c.id === id);
      if (entry !== undefined && (entry.card !== undefined || entry.name !== undefined || entry.stats !== undefined)) {
        return `view(${viewer}) shows which card ${id} in ${key} is (${entry.card ?? entry.name}), though it may not see it`;
      }
    }
  }
  const decision = ctx.state.decision;
  if (decision !== null && decision.player !== viewer && view.decision !== null) {
    const extra = Object.keys(view.decision).filter((k) => !['player', 'kind', 'prompt'].includes(k));
    if (extra.length > 0) return `view(${viewer}) shows ${decision.player}'s decision in full (${extra.join(', ')})`;
  }
  return null;
}

/** Where in the view a string first occurs, naming log entries by type and number: `log[3] (moved #41).detail.card`. */
function locate(value: unknown, wanted: string, path = ''): string | null {
  if (value === wanted) return path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const entry = item as { type?: unknown; seq?: unknown };
      const label = path === 'log' && typeof entry.type === 'string' ? ` (${entry.type} #${String(entry.seq)})` : '';
      const found = locate(item, wanted, `${path}[${index}]${label}`);
      if (found !== null) return found;
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = locate(inner, wanted, path === '' ? key : `${path}.${key}`);
      if (found !== null) return found;
    }
  }
  return null;
}
