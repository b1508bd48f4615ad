/**
 * Dress-sources (6.7.2, 6.8.3): cards kept in their master's `dress` zone, linked to the unit they dress by the
 * unit's serial (the kernel's linked zone, hostKey `dressOf`, reading 9). The overDress state (6.7.3) and the
 * X-overDress state (6.8.4) are read from these links: a unit with at least one dress-source is X-overDressed
 * if X-overDress placed it (6.8.4) and overDressed otherwise; never both (6.8.5).
 */
import { cardsInZone, type ConditionContribution, type GameContext } from '@tcgkit/kernel';
import { circleOf } from '../zones.js';
import { kwBCardStatus } from '../keywords/kw-b-status.js';

type Condition = Omit<ConditionContribution, 'title'>;

/** The dress-sources linked to unit `id`. */
export function dressSourcesOf(ctx: GameContext, id: string): string[] {
  const host = ctx.state.cards[id];
  if (host === undefined) return [];
  return ctx.state.players.flatMap((p) =>
    cardsInZone(ctx, p.id, 'dress').filter((source) => kwBCardStatus.get(ctx.state.cards[source], 'dressOf') === host.serial),
  );
}

export function isXOverDressed(ctx: GameContext, id: string): boolean {
  return (
    circleOf(ctx, id) !== undefined && kwBCardStatus.get(ctx.state.cards[id], 'xOverDress') === true && dressSourcesOf(ctx, id).length > 0
  );
}

export function isOverDressed(ctx: GameContext, id: string): boolean {
  return (
    circleOf(ctx, id) !== undefined && kwBCardStatus.get(ctx.state.cards[id], 'xOverDress') !== true && dressSourcesOf(ctx, id).length > 0
  );
}

export const dressConditions: Condition[] = [
  { name: 'overdressed', params: () => ({}), test: (ctx, _p, s) => s !== undefined && isOverDressed(ctx, s) },
  { name: 'x-overdressed', params: () => ({}), test: (ctx, _p, s) => s !== undefined && isXOverDressed(ctx, s) },
];
