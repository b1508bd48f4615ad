/**
 * Friend (14.46): "CONT: if another of your units is in this unit's column, that unit and this unit become
 * 'friends'." While a unit with Friend shares its column with another unit of its master, both are in the
 * friend state (14.46.1.1); text that reads "friends" means units in that state (14.46.2, 14.46.2.1: the test
 * `friend`). The state is read from the board whenever asked, so it ends as soon as either leaves the column.
 * Reading 46: the centre column holds the vanguard circle and the back-centre circle (4.9.1); Accel circles have
 * no column (they share none with the original circles, 16.3.1.5).
 */
import { cardsIn, type ConditionContribution, type GameContext } from '@tcgkit/kernel';
import { hasKeyword } from '../state.js';
import { circleKey, circleOf, circles } from '../zones.js';

type Condition = Omit<ConditionContribution, 'title'>;

/** The other units of the same master in `id`'s column. */
function columnMates(ctx: GameContext, id: string): string[] {
  const card = ctx.state.cards[id];
  const circle = circleOf(ctx, id);
  if (card === undefined || circle === undefined || circle.column === null || circle.kind === 'guardian') return [];
  return circles
    .filter((c) => c.column === circle.column && c.name !== circle.name && c.kind !== 'guardian')
    .flatMap((c) => cardsIn(ctx, circleKey(card.controller, c.name)));
}

/** 14.46.1.1: `id` has Friend and a column mate, or is the column mate of a unit with Friend. */
export function isFriend(ctx: GameContext, id: string): boolean {
  const mates = columnMates(ctx, id);
  if (mates.length === 0) return false;
  return hasKeyword(ctx, id, 'friend') || mates.some((m) => hasKeyword(ctx, m, 'friend'));
}

export const friendCondition: Condition = { name: 'friend', params: () => ({}), test: (ctx, _p, s) => s !== undefined && isFriend(ctx, s) };
