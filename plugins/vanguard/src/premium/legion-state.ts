/**
 * Legion's state (6.4.1.3.2) as the rest of the title reads it: the partner of a unit in legion, and the
 * pair's shared placement state (6.4.4). Plain reads and writes only, so the common actions can use it.
 */
import type { GameContext } from '@tcgkit/kernel';
import { premiumCardStatus } from './status.js';

/** The other unit of `id`'s legion pair, if `id` is in legion and the partner is still there. */
export function legionPartner(ctx: GameContext, id: string): string | undefined {
  const partner = premiumCardStatus.get(ctx.state.cards[id], 'legionWith');
  if (partner === undefined || ctx.state.cards[partner] === undefined) return undefined;
  return premiumCardStatus.get(ctx.state.cards[partner], 'legionWith') === id ? partner : undefined;
}

/**
 * 6.4.4: when one unit of a legion pair stands or rests, both do. `change` is the stand or rest action itself;
 * it does nothing to a unit already in that state (1.3.2.1), which ends the echo.
 */
export function followLegion(
  ctx: GameContext,
  id: string,
  by: string,
  change: (ctx: GameContext, id: string, by: string) => boolean,
): void {
  const partner = legionPartner(ctx, id);
  if (partner !== undefined) change(ctx, partner, by);
}
