/**
 * 暗躍 Anyaku (14.38): an enabling-condition keyword (14.2) on the opponent's units in the same column as the
 * unit with it (14.38.1): it holds while no standing opponent's unit is in that column (14.38.3). Columns run
 * across the table (4.9.1.2: my left column faces the opponent's right one). Reading: a unit on a circle with
 * no column (an Accel circle, 16.3.1.5) has no opponent's unit in its column, so Anyaku holds there; a card
 * that is not on the field is in no column and Anyaku does not hold.
 */
import { noParams } from '@tcgkit/kernel';
import { opponentOf } from '../state.js';
import { isRested } from '../state.js';
import { cardOnCircle, circleOf, circles, type Column } from '../zones.js';
import type { KeywordParts } from './parts-kw-a.js';

const facing: Record<Column, Column> = { left: 'right', centre: 'centre', right: 'left' };

export const anyaku: KeywordParts = {
  conditions: [
    {
      name: 'anyaku',
      params: noParams,
      test: (ctx, _p, subject) => {
        const circle = subject === undefined ? undefined : circleOf(ctx, subject);
        if (circle === undefined || subject === undefined) return false;
        if (circle.column === null) return true;
        const opponent = opponentOf(ctx, ctx.state.cards[subject]!.controller);
        const column = facing[circle.column];
        return circles
          .filter((c) => c.column === column)
          .every((c) => {
            const unit = cardOnCircle(ctx, opponent, c.name);
            return unit === undefined || isRested(ctx, unit);
          });
      },
    },
  ],
};
