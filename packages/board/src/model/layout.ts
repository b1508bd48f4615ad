import type { BoardLayout, ZoneContribution } from '@tcgkit/kernel';

/** One place on a player's side of the table: a zone, or one slot of a slotted zone. */
export interface Place {
  /** `zone` or `zone#slot`, as in a zone key after the owner. */
  name: string;
  zone: ZoneContribution;
  /** Drawn as a pile with its count (a hidden zone) rather than as its cards. */
  pile: boolean;
  /** Not named by the title's hint: drawn only while it holds cards (Accel circles, rarely used zones). */
  optional: boolean;
}

/** A player's side: rows of places, piles beside them, and the hand. */
export interface SideLayout {
  rows: Place[][];
  side: Place[];
  hand: Place | null;
}

/** Zones nobody may look into (decks, life) are piles: a back and a count. */
function isPile(zone: ZoneContribution): boolean {
  return zone.visibility === 'hidden';
}

/**
 * Lays out a player's side of the table from the title's zone definitions and its optional layout hint.
 * Every per-player zone (each slot of a slotted zone) appears exactly once: in a row if the hint names it,
 * else beside the rows; slots the hint does not name are drawn in one more row. Without a hint, slotted
 * zones form the rows and the other zones are piles. With a hint, places it does not name are optional.
 */
export function layoutSide(zones: readonly ZoneContribution[], hint: BoardLayout | undefined, handZone: string): SideLayout {
  const own = zones.filter((z) => z.scope === 'player');
  const byName = new Map(own.map((z) => [z.name, z]));
  const placed = new Set<string>();
  const place = (name: string, pile: boolean, optional = false): Place | null => {
    const zoneName = name.includes('#') ? name.slice(0, name.indexOf('#')) : name;
    const zone = byName.get(zoneName);
    if (zone === undefined || placed.has(name)) return null;
    placed.add(name);
    return { name, zone, pile, optional };
  };
  const rows: Place[][] = [];
  for (const row of hint?.rows ?? []) {
    const places = row.map((name) => place(name, false)).filter((p): p is Place => p !== null);
    if (places.length > 0) rows.push(places);
  }
  // Slots not named by the hint (or all slots without one) make one more row per zone.
  for (const zone of own) {
    if (zone.slots === undefined) continue;
    const rest = zone.slots
      .map((slot) => `${zone.name}#${slot.name}`)
      .filter((name) => !placed.has(name) && !placed.has(zone.name))
      .map((name) => place(name, false, hint !== undefined))
      .filter((p): p is Place => p !== null);
    if (rest.length > 0) rows.push(rest);
    placed.add(zone.name);
  }
  const hand = handZone !== '' && byName.has(handZone) && !placed.has(handZone) ? place(handZone, false) : null;
  const side: Place[] = [];
  const named = new Set(hint?.side ?? []);
  for (const name of [...(hint?.side ?? []), ...own.map((z) => z.name)]) {
    const zone = byName.get(name);
    if (zone === undefined || zone.slots !== undefined) continue;
    const found = place(name, isPile(zone), hint !== undefined && !named.has(name));
    if (found !== null) side.push(found);
  }
  return { rows, side, hand };
}

/** Shared zones (a resolution zone, a stack area) drawn between the players. */
export function sharedZones(zones: readonly ZoneContribution[]): ZoneContribution[] {
  return zones.filter((z) => z.scope === 'shared');
}
