/**
 * Cheap gates for rule checks (issue 14): every check-type rule process is read at every check timing, several
 * times a decision, and most read one zone that is empty nearly all game (an equipment zone, the trigger zone, the
 * worn units). A process that can only apply to cards in such a zone asks this first, which counts the zone's
 * lists without copying them, and makes no list of its own while the zone is empty.
 */
import { cardsIn, zoneCount, type GameContext } from '@tcgkit/kernel';
import { circleKey } from './zones.js';

/** Whether any fighter has a card in `zone` (every slot of it). */
export function anyCardIn(ctx: GameContext, zone: string): boolean {
  const players = ctx.state.players;
  for (let i = 0; i < players.length; i++) if (zoneCount(ctx, players[i]!.id, zone) > 0) return true;
  return false;
}

/** Whether any fighter has a card on their circle `circle` (a slot of the field: `hearts`, `legion`). */
export function anyCardOnCircle(ctx: GameContext, circle: string): boolean {
  const players = ctx.state.players;
  for (let i = 0; i < players.length; i++) if (cardsIn(ctx, circleKey(players[i]!.id, circle)).length > 0) return true;
  return false;
}
