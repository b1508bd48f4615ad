/**
 * Unit states named by keywords (5.2.2): 竜炎 (Blaze, 14.23), 暴喰 (Bōshoku, 14.26), 突撃 (Charge!!, 14.31),
 * 亡霊 (Hollow, 14.35) and 達成 (Success, 14.39). A unit "becomes X state" through a continuous effect that
 * grants the state's name on the stat `unitStates`, so the kernel's durations end it ("during that turn" at
 * the end of the turn, 9.11.9) and it belongs to that unit only: a card that leaves the field is a new card
 * (4.1.8) without it. The event `unit-state` records each change, for abilities and the random-game check.
 */
import { defineVerb, expand, resolveCards, statOf, verbDone } from '@tcgkit/kernel';
import { z } from 'zod';
import { circleOf } from '../zones.js';
import type { Condition } from './parts-kw-a.js';

export const unitStateNames = ['blaze', 'boshoku', 'charge', 'hollow', 'success'] as const;
export type UnitStateName = (typeof unitStateNames)[number];

export function inUnitState(ctx: Parameters<Condition['test']>[0], id: string | undefined, state: UnitStateName): boolean {
  if (id === undefined) return false;
  const states = statOf(ctx, id, 'unitStates');
  return Array.isArray(states) && states.includes(state);
}

/** `{ do: 'become-unit-state', cards, state, duration }`: the units on the field among `cards` become `state`. */
export const becomeUnitStateVerb = defineVerb({
  name: 'become-unit-state',
  rule: 'VG 5.2.2',
  params: (l) => ({ cards: l.cards, state: z.enum(unitStateNames), duration: z.enum(['turn', 'game']).optional() }),
  run(ctx, instruction, frame) {
    const state = instruction['state'] as UnitStateName;
    const cards = resolveCards(ctx, instruction['cards'], frame).filter(
      (id) => circleOf(ctx, id) !== undefined && !inUnitState(ctx, id, state),
    );
    if (cards.length === 0) return verbDone;
    return expand([
      { do: 'modify', cards, stat: 'unitStates', grant: state, duration: String(instruction['duration'] ?? 'turn') },
      ...cards.map((card) => ({ do: 'emit', event: 'unit-state', detail: { card, state } })),
    ]);
  },
});

export const unitStateCondition: Condition = {
  name: 'unit-state',
  params: () => ({ state: z.enum(unitStateNames) }),
  test: (ctx, p, subject) => inUnitState(ctx, subject, p['state'] as UnitStateName),
};
