/**
 * Terms of the battle that card text reads (10.1.4, 10.4.1.9.2):
 * - "battle opponents" (バトル相手, 10.4.1.9.2): the attacking unit and each attacked unit are each other's; the
 *   `battle-opponent` test holds for a unit that is a battle opponent of the effect's source (or of `of`).
 * - "the battle attacked a rear-guard" (10.1.4): one of the units designated as attacked (10.4.1.8) was on a
 *   rear-guard circle; it holds until the close step ends (the battle record lives until then). "Attacked a
 *   vanguard" is the `attacked-a-vanguard` test (src/keywords/ability-words.ts).
 */
import { resolveCards, type ConditionContribution } from '@tcgkit/kernel';
import { currentBattle } from './state.js';

type Condition = Omit<ConditionContribution, 'title'>;

export const battleTermConditions: Condition[] = [
  {
    name: 'battle-opponent',
    params: (l) => ({ of: l.cards.optional() }),
    test: (ctx, p, subject, frame) => {
      const battle = currentBattle(ctx);
      if (battle === null || battle.attacker === null || subject === undefined) return false;
      const [of] = p['of'] === undefined ? [frame.source] : resolveCards(ctx, p['of'], frame);
      if (of === undefined) return false;
      const attacking = (id: string, i: number) =>
        battle.targets[i] === id && ctx.state.cards[id]?.zone.endsWith(`#${battle.targetCircles[i]}`);
      const attacked = (id: string) => battle.targets.some((_t, i) => attacking(id, i));
      return (of === battle.attacker && attacked(subject)) || (subject === battle.attacker && attacked(of));
    },
  },
  {
    name: 'attacked-a-rear-guard',
    params: () => ({}),
    test: (ctx) => currentBattle(ctx)?.targetCircles.some((c) => c !== 'vc') === true,
  },
];
