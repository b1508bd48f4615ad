import type { CardObject, GameState } from '@tcgkit/kernel';

/** What each physical card is (definition and owner), by serial, taken when the game starts. */
export type CardCensus = ReadonlyMap<number, { card: string; owner: string }>;

/**
 * The physical card a card object is, for the census: the card it shows, or for a card with two faces (the kernel's
 * `setCardFace`, VG 17.2) the face the title's `faceAfterMove` gives it in the deck, where every card starts.
 */
export type PhysicalFace = (card: CardObject) => string;
const shownFace: PhysicalFace = (card) => card.card;

/** Tokens (serial -1) come and go by the rules, so only physical cards are counted. */
export function takeCensus(state: GameState, faceOf: PhysicalFace = shownFace): CardCensus {
  const census = new Map<number, { card: string; owner: string }>();
  for (const id in state.cards) {
    const card = state.cards[id] as CardObject;
    if (card.token !== true) census.set(card.serial, { card: faceOf(card), owner: card.owner });
  }
  return census;
}

/**
 * Card conservation: every card of the census is in exactly one zone, still the same card with the same
 * owner, and no physical card appeared from nowhere. Returns what is wrong, or null.
 */
export function checkConservation(state: GameState, census: CardCensus, faceOf: PhysicalFace = shownFace): string | null {
  const seen = new Map<number, string[]>();
  for (const key in state.zones) {
    for (const id of state.zones[key] as string[]) {
      const card = state.cards[id];
      if (card === undefined || card.token === true) continue;
      const places = seen.get(card.serial);
      if (places === undefined) seen.set(card.serial, [key]);
      else places.push(key);
      const original = census.get(card.serial);
      if (original === undefined) return `card ${id} (${card.card}) has serial ${card.serial}, which no card had at the start`;
      if (original.card !== faceOf(card) || original.owner !== card.owner) {
        return `card ${id} (serial ${card.serial}) was ${original.card} owned by ${original.owner}, now ${card.card} owned by ${card.owner}`;
      }
    }
  }
  for (const [serial, places] of seen) {
    if (places.length > 1) return `serial ${serial} (${census.get(serial)?.card}) is in ${places.length} places: ${places.join(', ')}`;
  }
  if (seen.size !== census.size) {
    const lost = [...census.keys()].filter((serial) => !seen.has(serial));
    const what = lost.slice(0, 5).map((s) => `${s} (${census.get(s)?.card} of ${census.get(s)?.owner})`);
    return `${lost.length} card(s) are in no zone: serial ${what.join(', ')}`;
  }
  return null;
}

/** Zones: the kernel's own integrity check, the one `restore()` runs (see `checkZones` there). */
export { checkZones } from '@tcgkit/kernel';
