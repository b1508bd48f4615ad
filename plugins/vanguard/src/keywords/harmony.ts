/**
 * ♪♪ Harmony (14.36): the AUTO "when another unit of yours appears in the same column, during that turn, as long
 * as this unit and that unit are on the field with the same master, they are in linked harmony (♪♪状態)"
 * (14.36.1).
 * - If either unit has left the field before it resolves, nothing is linked (14.36.1.1).
 * - The link survives a move to another column (14.36.1.2); a unit may be linked with several (14.36.1.2.1) and
 *   stays in harmony while any of its partners is still there.
 * - "When this unit enters harmony" (the `harmony` event) fires for each unit not already in harmony
 *   (14.36.1.3.1); an ability waiting on it resolves even if a partner has left since (14.36.1.3).
 * The link is kept on each unit (`harmony`: the turn and its partners); a unit that leaves the field is a new card
 * without it (4.1.8), so "on the field" is "the partner still exists with that id".
 */
import { defineStatusKeys, defineVerb, emitEvent, noParams, resolveCards, verbDone, type GameContext } from '@tcgkit/kernel';
import { z } from 'zod';
import { circleOf } from '../zones.js';
import { columnForController } from '../verbs/control.js';
import type { KeywordParts } from './parts-kw-a.js';

export const harmonyStatus = defineStatusKeys({
  /** Harmony links (14.36.1): the turn they were made in and the partner units. */
  harmony: z.object({ turn: z.number().int(), partners: z.array(z.string()) }),
});

export function inHarmony(ctx: GameContext, id: string | undefined): boolean {
  const card = id === undefined ? undefined : ctx.state.cards[id];
  const link = harmonyStatus.get(card, 'harmony');
  if (card === undefined || link === undefined || link.turn !== ctx.state.turn.number || circleOf(ctx, card.id) === undefined) return false;
  return link.partners.some((p) => circleOf(ctx, p) !== undefined && ctx.state.cards[p]!.controller === card.controller);
}

/** `{ do: 'harmonize', with }`: links the ability's unit with `with` for the turn (14.36.1). */
export const harmonizeVerb = defineVerb({
  name: 'harmonize',
  rule: 'VG 14.36.1',
  params: (l) => ({ with: l.cards }),
  run(ctx, instruction, frame) {
    const self = frame.source === undefined ? undefined : ctx.state.cards[frame.source];
    const [otherId] = resolveCards(ctx, instruction['with'], frame);
    const other = otherId === undefined ? undefined : ctx.state.cards[otherId];
    // 14.36.1.1: both must still be on the field, with the same master.
    if (self === undefined || other === undefined || circleOf(ctx, self.id) === undefined || circleOf(ctx, other.id) === undefined)
      return verbDone;
    if (self.controller !== other.controller) return verbDone;
    const turn = ctx.state.turn.number;
    const entering = [self, other].filter((unit) => !inHarmony(ctx, unit.id));
    for (const [unit, partner] of [
      [self, other],
      [other, self],
    ] as const) {
      const link = harmonyStatus.get(unit, 'harmony');
      const partners = link !== undefined && link.turn === turn ? link.partners : [];
      harmonyStatus.set(unit, 'harmony', { turn, partners: [...new Set([...partners, partner.id])] });
    }
    // 14.36.1.3.1: only a unit that was not in harmony "enters" it.
    for (const unit of entering) emitEvent(ctx, { type: 'harmony', player: unit.controller, detail: { card: unit.id } });
    return verbDone;
  },
});

export const harmony: KeywordParts = {
  keywords: [
    {
      name: 'harmony',
      rule: 'VG 14.36',
      abilities: () => [
        {
          kind: 'automatic',
          label: '♪♪: harmony with the unit that appeared in this column',
          trigger: {
            event: 'moved',
            match: {
              all: [
                { test: 'event', 'to-zone': 'field' },
                { test: 'appears' },
                {
                  test: 'event-card',
                  where: { all: [{ test: 'not-self' }, { test: 'controlled-by', player: 'you' }, { test: 'same-column-as-source' }] },
                },
              ],
            },
          },
          effect: [{ do: 'harmonize', with: 'event-card' }],
        },
      ],
    },
  ],
  conditions: [
    { name: 'harmony', params: noParams, test: (ctx, _p, subject) => inHarmony(ctx, subject) },
    /**
     * The card is in the same column as the ability's unit, for the same fighter: a controlled unit is in the column
     * its controller sees it in (7.39.3, 7.39.3.1).
     */
    {
      name: 'same-column-as-source',
      params: noParams,
      test: (ctx, _p, subject, frame) => {
        if (subject === undefined || frame.source === undefined) return false;
        const here = columnForController(ctx, subject);
        return (
          here !== null &&
          here === columnForController(ctx, frame.source) &&
          ctx.state.cards[subject]?.controller === ctx.state.cards[frame.source]?.controller
        );
      },
    },
  ],
};
