/**
 * Cheap gates for rule checks (issue 14): every check-type rule process is read at every check timing, several
 * times a decision, and most read one zone that is empty nearly all game (an equipment zone, the trigger zone, the
 * worn units). A process that can only apply to cards in such a zone asks this first, which counts the zone's
 * lists without copying them, and makes no list of its own while the zone is empty.
 */
import { cardsIn, zoneKeysOf, type GameContext } from '@tcgkit/kernel';
import { circleKey } from './zones.js';

/** A zone's keys for every fighter, in seat order, and the fighters' ids they were made for. */
interface EveryFightersKeys {
  ids: readonly string[];
  keys: readonly string[];
}

/**
 * Per title and zone name, the keys of that zone for every fighter of the game last asked about: a gate asks for the
 * same few zones of the same two fighters at every check timing, and one list costs one look-up where a count per
 * fighter (`zoneCount`) costs three each (issue 14). Kept per title, as the kernel keeps `zoneKeysOf`, and checked
 * against the fighters' ids at each use, so a game of other fighters makes it again rather than read another's keys.
 */
const keptKeys = new WeakMap<GameContext['title'], Map<string, EveryFightersKeys>>();

function everyFightersKeys(ctx: GameContext, zone: string): readonly string[] {
  let byZone = keptKeys.get(ctx.title);
  if (byZone === undefined) keptKeys.set(ctx.title, (byZone = new Map()));
  const players = ctx.state.players;
  const kept = byZone.get(zone);
  if (kept !== undefined && sameFighters(kept.ids, players)) return kept.keys;
  const made: EveryFightersKeys = { ids: players.map((p) => p.id), keys: players.flatMap((p) => zoneKeysOf(ctx, p.id, zone)) };
  byZone.set(zone, made);
  return made.keys;
}

function sameFighters(ids: readonly string[], players: GameContext['state']['players']): boolean {
  if (ids.length !== players.length) return false;
  for (let i = 0; i < ids.length; i++) if (ids[i] !== players[i]!.id) return false;
  return true;
}

/** Whether any fighter has a card in `zone` (every slot of it). */
export function anyCardIn(ctx: GameContext, zone: string): boolean {
  const keys = everyFightersKeys(ctx, zone);
  const zones = ctx.state.zones;
  for (let i = 0; i < keys.length; i++) if ((zones[keys[i]!]?.length ?? 0) > 0) return true;
  return false;
}

/**
 * Whether some card in `zone` (every fighter's, every slot) meets `test`: indexed loops over one list of keys, stopping
 * at the first, no list made (issue 14: a check timing reads the field this way for several rule processes).
 */
export function anyCardInWhere(ctx: GameContext, zone: string, test: (ctx: GameContext, id: string) => boolean): boolean {
  const keys = everyFightersKeys(ctx, zone);
  const zones = ctx.state.zones;
  for (let k = 0; k < keys.length; k++) {
    const list = zones[keys[k]!];
    if (list === undefined) continue;
    for (let i = 0; i < list.length; i++) if (test(ctx, list[i]!)) return true;
  }
  return false;
}

/** Whether any fighter has a card on their circle `circle` (a slot of the field: `hearts`, `legion`). */
export function anyCardOnCircle(ctx: GameContext, circle: string): boolean {
  const players = ctx.state.players;
  for (let i = 0; i < players.length; i++) if (cardsIn(ctx, circleKey(players[i]!.id, circle)).length > 0) return true;
  return false;
}
