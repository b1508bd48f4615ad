/**
 * Issue 16's second "not yet" round (docs/rules-coverage/vanguard.md): small rules with no other home.
 * - "attacks (a unit) and hits" (10.7.1.6.1): the condition `hit-designated`, met by the battle's hit event when
 *   the unit the attack was made against (the designated attacked unit, 10.4.1.8) matches `where`.
 */
import { testPredicate, type ConditionContribution, type Predicate } from '@tcgkit/kernel';
import { currentBattle } from './state.js';

type Condition = Omit<ConditionContribution, 'title'>;

export const notYetRound2Conditions: Condition[] = [
  {
    // 10.7.1.6.1: "attacks (unit X) and hits" happens when the designated attacked unit is X and this attack hits.
    name: 'hit-designated',
    params: (l) => ({ where: l.predicate }),
    test: (ctx, p, _s, f) => {
      if (f.event?.type !== 'hit') return false;
      const designated = currentBattle(ctx)?.designated;
      return designated !== undefined && testPredicate(ctx, p['where'] as Predicate, designated, f);
    },
  },
];
