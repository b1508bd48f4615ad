/**
 * White Wings / Black Wings (14.43): enabling-condition keywords (14.2) on an ability. "(White/Black Wings) —
 * (kind)(effect)" means "(kind) if your vanguard's name includes 「アレスティエル」, (effect)" (14.43.3), and
 * the ability is enabled only while every card in your bind zone has an odd grade (White Wings, 14.43.2.1) or
 * an even grade (Black Wings, 14.43.2.2). An empty bind zone satisfies neither (14.43.2.3); face-down bound
 * cards are treated as absent (14.43.2.4). Reading 40: a card without a numeric grade is neither odd nor even,
 * so it fails both.
 */
import { cardsInZone, type ConditionContribution, type GameContext } from '@tcgkit/kernel';
import { namesOf } from '../effect-terms.js';
import { gradeOf } from '../state.js';
import { vanguardOf } from '../zones.js';

type Condition = Omit<ConditionContribution, 'title'>;

export const wingsName = 'アレスティエル';

function wings(ctx: GameContext, player: string, parity: 0 | 1): boolean {
  const vanguard = vanguardOf(ctx, player);
  if (vanguard === undefined || !namesOf(ctx, vanguard).some((n) => n.includes(wingsName))) return false;
  const bound = cardsInZone(ctx, player, 'bind').filter((id) => ctx.state.cards[id]?.faceUp === true);
  if (bound.length === 0) return false;
  return bound.every((id) => {
    const grade = gradeOf(ctx, id);
    return grade !== null && grade % 2 === parity;
  });
}

const master = (ctx: GameContext, s: string | undefined, fallback: string) =>
  (s === undefined ? undefined : ctx.state.cards[s]?.controller) ?? fallback;

export const wingsConditions: Condition[] = [
  { name: 'white-wings', params: () => ({}), test: (ctx, _p, s, f) => wings(ctx, master(ctx, s, f.controller), 1) },
  { name: 'black-wings', params: () => ({}), test: (ctx, _p, s, f) => wings(ctx, master(ctx, s, f.controller), 0) },
];
