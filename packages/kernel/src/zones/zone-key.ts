import type { PlayerId, ZoneKey } from '../state/game-state.js';

export const sharedOwner = 'shared';

/**
 * Zone keys made before, by zone, owner and slot (`''` for none). Rule checks ask for the same few keys
 * thousands of times per game (Vanguard reads each circle of each fighter at every check timing), and a key
 * built afresh is a new string that must be hashed again to look its zone up; the same string object is
 * hashed once (issue 14). A zone's owners are two or four seats and `shared`, found by a scan of a short list
 * rather than a map of their own (one map lookup fewer per key; round 7). Bounded, since owners are player ids
 * from outside: past the bound it starts over.
 */
interface MadeForZone {
  owners: string[];
  bySlot: Map<string, ZoneKey>[];
}
const madeKeys = new Map<string, MadeForZone>();
let madeKeyCount = 0;
const madeKeyBound = 4096;
const ownersPerZoneBound = 64;

/** `p1/hand`, `p1/field#front-left`, `shared/resolution`. */
export function zoneKey(owner: PlayerId | typeof sharedOwner, zone: string, slot?: string): ZoneKey {
  let made = madeKeys.get(zone);
  if (made === undefined) madeKeys.set(zone, (made = { owners: [], bySlot: [] }));
  const owners = made.owners;
  let at = 0;
  while (at < owners.length && owners[at] !== owner) at++;
  let bySlot: Map<string, ZoneKey>;
  if (at < owners.length) bySlot = made.bySlot[at]!;
  else {
    if (owners.length >= ownersPerZoneBound) {
      owners.length = 0;
      made.bySlot.length = 0;
    }
    owners.push(owner);
    made.bySlot.push((bySlot = new Map()));
  }
  const known = bySlot.get(slot ?? '');
  if (known !== undefined) return known;
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
