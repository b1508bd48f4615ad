/**
 * Zone-change rules of 4.4 that the rules themselves make, as rule replacements of the move (the kernel's
 * `replacementRules`, checked on every move wherever it is made).
 */
import type { ConditionContribution, ReplacementRule } from '@tcgkit/kernel';
import { definitionOf } from '../state.js';
import { circleOfKey } from '../zones.js';
import { orderGuardingLegally } from '../sets/buddyfight/guard-orders.js';

type Condition = Omit<ConditionContribution, 'title'>;

export const zoneRuleConditions: Condition[] = [
  {
    // A real order card (pseudo-cards have their own rule, see pseudo-cards.ts) about to move onto a circle.
    name: 'order-to-circle',
    params: () => ({}),
    test: (ctx, _p, s, f) => {
      const to = f.event?.detail?.['to'];
      const card = s === undefined ? undefined : (ctx.state.cards[s] ?? ctx.state.lastKnown[s]);
      // 18.5: a set card put on a circle as a unit is the exception (src/verbs/other-rules.ts).
      if (f.event?.detail?.['reason'] === 'set-as-unit') return false;
      // 17.17.13: an order called to (GC) as a trigger unit stays there.
      if (card !== undefined && orderGuardingLegally(ctx, card.id, String(to))) return false;
      return card !== undefined && card.token !== true && definitionOf(ctx, s!)?.type === 'order' && circleOfKey(String(to)) !== undefined;
    },
  },
];

/** 4.4.3: an order card that would move to any circle is put into the drop zone instead. */
export const orderToCircleRule: ReplacementRule = {
  name: 'order-to-circle',
  rule: 'VG 4.4.3',
  replaces: 'move',
  match: { test: 'order-to-circle' },
  instead: [{ do: 'move', cards: { var: 'replaced' }, to: 'drop', reason: 'order-to-circle' }],
};
