/**
 * "Battles" (バトルする, 7.37): an effect that changes how many units, and which, the attacking unit attacks,
 * applied at 10.4.1.8, after the attacked unit was chosen and checked and before it is "being attacked".
 * Written as the stat `battles: 'front-row'` on the attacking unit (a CONT, or a `modify` lasting the turn):
 * "this unit battles all of the opponent's front-row units". Every unit meeting it becomes an attacked unit,
 * except those an effect forbids it to attack (10.4.1.8: rules alone do not exclude them — reading: only the
 * "cannot be attacked" effects of `targetError` are honoured, see docs/titles/vanguard.md). Several attacked
 * units each go through the battle as attacked units (10.4.1.9.3): each is "attacked", may be guarded, and is
 * compared and hit on its own (see battle.ts).
 */
import { opponentOf, statOf, type GameContext } from '@tcgkit/kernel';
import { targetError } from '../battle.js';
import { frontRowOf } from '../zones.js';

/** The attacked units of an attack whose chosen target is `target` (10.4.1.8). */
export function attackedUnits(ctx: GameContext, attacker: string, target: string): string[] {
  if (statOf(ctx, attacker, 'battles') !== 'front-row') return [target];
  const defender = opponentOf(ctx, ctx.state.cards[attacker]?.controller ?? ctx.state.turn.player);
  const all = frontRowOf(ctx, defender).filter((id) => id === target || targetError(ctx, id, attacker) === null);
  return all.includes(target) ? all : [target, ...all];
}
