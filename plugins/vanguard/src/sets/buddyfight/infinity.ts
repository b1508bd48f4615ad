/**
 * ∞ (17.17.12). Information in the ∞ state is kept as its number plus `infiniteBase`: "make it ∞" sets the
 * number to 0 in the ∞ state (17.17.12.1); additions change the number (17.17.12.2); "make it equal to" an ∞
 * information copies both (17.17.12.1.1, the same stored value); setting a value that is not ∞ ends the state
 * (17.17.12.3); and any ∞ information compares above any that is not, two ∞ ones by their numbers (17.17.12.4),
 * which plain comparison of the stored values gives while numbers stay far below the base.
 *
 * Reading 256: "make it ∞" is applied before increases and decreases (layer 11.11.1.6, `non-numeric`), so that
 * 17.17.12.2's additions (11.11.1.7) apply to its number, and a later "set to a value" (11.11.1.9) ends it
 * (17.17.12.3). Only power and shield can be made ∞ here: the information battles compare (a critical of ∞
 * would deal unbounded damage, and no card of the pool asks for it).
 */
import { defineVerb, expand, liveCards, numericStat, resolveCards, verbDone, type ConditionContribution } from '@tcgkit/kernel';
import { z } from 'zod';

export const infiniteBase = 1_000_000_000_000;

const infiniteStats = ['power', 'shield'] as const;

/** The ∞ state and number of a stored value. */
export function infinityOf(value: number): { infinite: boolean; number: number } {
  return value >= infiniteBase / 2 ? { infinite: true, number: value - infiniteBase } : { infinite: false, number: value };
}

/** "Make (stat) of (cards) ∞" (17.17.12.1) for `duration`. */
export const makeInfiniteVerb = defineVerb({
  name: 'make-infinite',
  rule: 'VG 17.17.12.1',
  params: (l) => ({ cards: l.cards, stat: z.enum(infiniteStats), duration: z.enum(['turn', 'battle']).optional() }),
  run(_ctx, instruction) {
    return expand([
      {
        do: 'modify',
        cards: instruction['cards'] ?? [],
        stat: String(instruction['stat']),
        set: infiniteBase,
        layer: 'non-numeric',
        duration: instruction['duration'] ?? 'turn',
      },
    ]);
  },
});

/** "Make (stat) of (cards) equal to (stat) of (source)" (17.17.12.1.1; 17.17.12.3 when the source is not ∞). */
export const setEqualVerb = defineVerb({
  name: 'set-equal',
  rule: 'VG 17.17.12.1.1',
  params: (l) => ({ cards: l.cards, stat: z.enum(infiniteStats), to: l.cards, duration: z.enum(['turn', 'battle']).optional() }),
  run(ctx, instruction, frame) {
    const source = liveCards(ctx, resolveCards(ctx, instruction['to'], frame))[0];
    if (source === undefined) return verbDone;
    const stat = String(instruction['stat']);
    return expand([
      {
        do: 'modify',
        cards: instruction['cards'] ?? [],
        stat,
        set: numericStat(ctx, source.id, stat),
        duration: instruction['duration'] ?? 'turn',
      },
    ]);
  },
});

export const infinityConditions: Omit<ConditionContribution, 'title'>[] = [
  /** The card's `stat` is in the ∞ state (17.17.12.1). */
  {
    name: 'infinite',
    params: () => ({ stat: z.enum(infiniteStats) }),
    test: (ctx, p, s) => s !== undefined && ctx.state.cards[s] !== undefined && infinityOf(numericStat(ctx, s, String(p['stat']))).infinite,
  },
];
