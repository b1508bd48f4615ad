import type { PlayerId, ZoneKey } from '../state/game-state.js';

export const sharedOwner = 'shared';

/** `p1/hand`, `p1/field#front-left`, `shared/resolution`. */
export function zoneKey(owner: PlayerId | typeof sharedOwner, zone: string, slot?: string): ZoneKey {
  return slot === undefined ? `${owner}/${zone}` : `${owner}/${zone}#${slot}`;
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

export function zoneNameOf(key: ZoneKey): string {
  const slash = key.indexOf('/');
  const hash = key.indexOf('#', slash);
  return hash < 0 ? key.slice(slash + 1) : key.slice(slash + 1, hash);
}
