import { z } from 'zod';
import { cardsInZone, chooseCards, defineVerb, resolveNumber, verbDone, type VerbContribution } from '@tcgkit/kernel';
import { openTerritory } from './resolve.js';

/**
 * `{ do: 'assault-unit', count? }` (「【アサルトテリトリー】としてユニットにする」): `count` of your territories with
 * Assault Territory in your territory zone, chosen by you, move to the field open side up, where the keyword makes
 * them units (1406-3, 1406-1a). With no number given, one territory becomes a unit (1406-4). `as` keeps the chosen
 * territories (as they were in the territory zone) in a variable.
 */
export const assaultUnitVerb: Omit<VerbContribution, 'title'> = defineVerb({
  name: 'assault-unit',
  rule: 'BD 1406-3',
  params: (l) => ({ count: l.number.optional(), as: z.string().optional() }),
  run(ctx, instruction, frame) {
    const candidates = cardsInZone(ctx, frame.controller, 'territory').filter((id) =>
      ctx.title.keywordNamesOf(ctx.state.cards[id]!.card).includes('assault-territory'),
    );
    const wanted = Math.min(resolveNumber(ctx, instruction['count'], frame, 1), candidates.length); // 1406-4
    if (wanted === 0) return verbDone;
    const choice = chooseCards(ctx, frame, {
      candidates,
      min: wanted,
      max: wanted,
      prompt: 'Choose the territory that becomes a unit (Assault Territory)',
      rule: 'BD 1406-4',
    });
    if ('ask' in choice) return choice.ask;
    if (typeof instruction['as'] === 'string') frame.vars[instruction['as']] = [...choice.chosen];
    for (const id of choice.chosen) openTerritory(ctx, id);
    return verbDone;
  },
});
