import type { PlayerId, ZoneKey } from '../state/game-state.js';

export const sharedOwner = 'shared';

/**
 * Zone keys made before, by owner, zone and slot (`''` for none). Rule checks ask for the same few keys
 * thousands of times per game (Vanguard reads each circle of each fighter at every check timing), and a key
 * built afresh is a new string that must be hashed again to look its zone up; the same string object is
 * hashed once (issue 14). Bounded, since owners are player ids from outside: past the bound it starts over.
 */
const madeKeys = new Map<string, Map<string, Map<string, ZoneKey>>>();
let madeKeyCount = 0;
const madeKeyBound = 4096;

/** `p1/hand`, `p1/field#front-left`, `shared/resolution`. */
export function zoneKey(owner: PlayerId | typeof sharedOwner, zone: string, slot?: string): ZoneKey {
  let byZone = madeKeys.get(owner);
  if (byZone === undefined) madeKeys.set(owner, (byZone = new Map()));
  let bySlot = byZone.get(zone);
  if (bySlot === undefined) byZone.set(zone, (bySlot = new Map()));
  const made = bySlot.get(slot ?? '');
  if (made !== undefined) return made;
  const key = slot === undefined ? `${owner}/${zone}` : `${owner}/${zone}#${slot}`;
  if (++madeKeyCount > madeKeyBound) {
    madeKeys.clear();
    madeKeyCount = 0;
  } else bySlot.set(slot ?? '', key);
  return key;
}

export interface ParsedZoneKey {
  owner: string;
  zone: string;
  slot: string | undefined;
}

export function parseZoneKey(key: ZoneKey): ParsedZoneKey {
  const slash = key.indexOf('/');
  const hash = key.indexOf('#', slash);
  return {
    owner: key.slice(0, slash),
    zone: hash < 0 ? key.slice(slash + 1) : key.slice(slash + 1, hash),
    slot: hash < 0 ? undefined : key.slice(hash + 1),
  };
}

/** Zone names of keys read before (bounded like `madeKeys`): asked for every card a trigger or ability test looks at. */
const zoneNames = new Map<ZoneKey, string>();

export function zoneNameOf(key: ZoneKey): string {
  const known = zoneNames.get(key);
  if (known !== undefined) return known;
  const slash = key.indexOf('/');
  const hash = key.indexOf('#', slash);
  const name = hash < 0 ? key.slice(slash + 1) : key.slice(slash + 1, hash);
  if (zoneNames.size >= madeKeyBound) zoneNames.clear();
  zoneNames.set(key, name);
  return name;
}
