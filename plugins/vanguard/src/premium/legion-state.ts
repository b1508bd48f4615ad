/**
 * Legion's state (6.4.1.3.2) as the rest of the title reads it: the partner of a unit in legion, and the
 * pair's shared placement state (6.4.4). Plain reads and writes only, so the common actions can use it.
 */
import type { GameContext } from '@tcgkit/kernel';
import { definitionOf } from '../state.js';
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

/** Whether `id`'s Seek Mate (14.11) names `other`'s card name. */
export function namesAsMate(ctx: GameContext, id: string, other: string): boolean {
  const name = definitionOf(ctx, other)?.name;
  return name !== undefined && (definitionOf(ctx, id)?.seekMate?.names ?? []).includes(name);
}

/**
 * 6.5.2.2.4.1: a legion pair that stops being hearts together is led by the card whose Seek Mate the other meets;
 * when both meet each other's (6.5.2.2.4.1.1) one is designated: the pair keeps the roles it had (reading 353);
 * when neither does (6.5.2.2.4.1.2) their legion ends and both stay on the vanguard circle as plain units (13.3
 * then keeps the one placed last). Returns the leader, or undefined when the legion ended.
 */
export function settleReturningPair(ctx: GameContext, a: string, b: string): string | undefined {
  const aLeads = namesAsMate(ctx, a, b);
  const bLeads = namesAsMate(ctx, b, a);
  if (!aLeads && !bLeads) {
    for (const id of [a, b]) {
      const card = ctx.state.cards[id];
      if (card === undefined) continue;
      premiumCardStatus.clear(card, 'legionWith');
      premiumCardStatus.clear(card, 'legionRole');
      premiumCardStatus.clear(card, 'dLegion');
    }
    return undefined;
  }
  const keep = premiumCardStatus.get(ctx.state.cards[a], 'legionRole') === 'leader' ? a : b;
  const leader = aLeads && bLeads ? keep : aLeads ? a : b;
  const mate = leader === a ? b : a;
  premiumCardStatus.set(ctx.state.cards[leader]!, 'legionRole', 'leader');
  premiumCardStatus.set(ctx.state.cards[mate]!, 'legionRole', 'mate');
  return leader;
}
