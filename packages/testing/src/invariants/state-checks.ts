import { capacityOf, parseZoneKey, type CardObject, type GameContext, type GameState } from '@tcgkit/kernel';

/** What each physical card is (definition and owner), by serial, taken when the game starts. */
export type CardCensus = ReadonlyMap<number, { card: string; owner: string }>;

/** Tokens (serial -1) come and go by the rules, so only physical cards are counted. */
export function takeCensus(state: GameState): CardCensus {
  const census = new Map<number, { card: string; owner: string }>();
  for (const id in state.cards) {
    const card = state.cards[id] as CardObject;
    if (card.token !== true) census.set(card.serial, { card: card.card, owner: card.owner });
  }
  return census;
}

/**
 * Card conservation: every card of the census is in exactly one zone, still the same card with the same
 * owner, and no physical card appeared from nowhere. Returns what is wrong, or null.
 */
export function checkConservation(state: GameState, census: CardCensus): string | null {
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
      if (original.card !== card.card || original.owner !== card.owner) {
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

/**
 * Zones: every key names one of the title's zones (and slots) for a player or `shared`; capacities hold;
 * every listed object exists, says it is in that zone, and is listed once; no object is outside the zones,
 * and none is also kept as last-known information.
 */
export function checkZones(ctx: GameContext): string | null {
  const state = ctx.state;
  const players = new Set(state.players.map((p) => p.id));
  const listed = new Set<string>();
  for (const key in state.zones) {
    const { owner, zone, slot } = parseZoneKey(key);
    const definition = ctx.title.zones.get(zone);
    if (definition === undefined) return `zone key ${key} names no zone of the title`;
    if (definition.scope === 'shared' ? owner !== 'shared' : !players.has(owner))
      return `zone key ${key} has the wrong owner for a ${definition.scope} zone`;
    if (
      (slot === undefined) !== (definition.slots === undefined) ||
      (slot !== undefined && !definition.slots?.some((s) => s.name === slot))
    ) {
      return `zone key ${key} does not match the slots of zone "${zone}"`;
    }
    const ids = state.zones[key] as string[];
    const capacity = capacityOf(ctx, key);
    if (capacity !== undefined && ids.length > capacity) return `${key} holds ${ids.length} cards; its capacity is ${capacity}`;
    for (const id of ids) {
      const card = state.cards[id];
      if (card === undefined) return `${key} lists ${id}, which is not a card object`;
      if (card.zone !== key) return `${key} lists ${id}, but the card says it is in ${card.zone}`;
      if (listed.has(id)) return `${id} is listed twice`;
      if (!players.has(card.owner) || !players.has(card.controller))
        return `${id} has owner ${card.owner} / controller ${card.controller}, not players`;
      listed.add(id);
    }
  }
  for (const id in state.cards) {
    if (!listed.has(id)) return `card object ${id} (${state.cards[id]?.card}) is in no zone list (it claims ${state.cards[id]?.zone})`;
  }
  // Last-known information is of objects that left: a live object must not also be one.
  for (const id in state.lastKnown) if (state.cards[id] !== undefined) return `${id} is both a live object and last-known information`;
  return null;
}
