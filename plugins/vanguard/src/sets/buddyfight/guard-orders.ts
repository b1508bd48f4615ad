/**
 * Orders called as guardians (17.17.13): some Buddyfight orders may be called to the guardian circle as trigger
 * units during their fighter's guard step, from the hand only unless their text names another zone. The card
 * data says so with `guardAsTrigger` and prints the shield it guards with. On the guardian circle such an order
 * is a guardian like any other (6.2.4: its shield is added to the unit it guards; 13.4 drops it after the
 * battle), so neither 4.4.3 (an order sent to a circle goes to the drop) nor 13.11.3 (a face-up order on a
 * circle is illegal) applies to it there.
 *
 * Reading 258: "as a trigger unit" is read as being called like a unit card from hand to (GC) with its printed
 * shield; its other information stays its card's (an order), so tests for unit cards do not count it.
 */
import type { GameContext } from '@tcgkit/kernel';
import { definitionOf } from '../../state.js';

/** Whether `id` is an order that may be called to (GC) as a trigger unit (17.17.13). */
export function guardsAsTrigger(ctx: GameContext, id: string): boolean {
  const definition = definitionOf(ctx, id);
  return definition?.type === 'order' && definition.guardAsTrigger === true;
}

/** An order that guards as a trigger unit, on (or going to) the guardian circle: not an illegal order there. */
export function orderGuardingLegally(ctx: GameContext, id: string, zone: string): boolean {
  return guardsAsTrigger(ctx, id) && zone.endsWith('/field#gc');
}
