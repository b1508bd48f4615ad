/**
 * Product and 稼働 (17.12): some set orders have the subtype プロダクト (17.12.1, the card data's `setSubtypes`)
 * and may "operate". Making a card operate (the verb `operate`) gives two events: the fighter "made it operate"
 * (`made-operate`) and the card "operated" (`operated`) (17.12.2); nothing else happens (17.12.2.1). The keyword
 * 稼働 marks AUTOs whose trigger is "when this card operates" (17.12.3): `kadou` builds one, tagged `kadou`.
 */
import { defineVerb, emitEvent, liveCards, resolveCards, verbDone } from '@tcgkit/kernel';
import type { VanguardAbility } from '../instructions.js';
import { withAbilityKeyword } from '../keywords/ability-keywords.js';

/** `operate` (17.12.2): the events "made (card) operate" by the effect's master and "(card) operated". */
export const operateVerb = defineVerb({
  name: 'operate',
  rule: 'VG 17.12.2',
  params: (l) => ({ cards: l.cards }),
  run(ctx, instruction, frame) {
    for (const card of liveCards(ctx, resolveCards(ctx, instruction['cards'], frame))) {
      emitEvent(ctx, { type: 'made-operate', player: frame.controller, detail: { card: card.id } });
      emitEvent(ctx, { type: 'operated', player: card.controller, detail: { card: card.id } });
    }
    return verbDone;
  },
});

/** 稼働 (17.12.3): "AUTO: when this card operates, …", working where the card is (a set order: the order zone). */
export const kadou = (ability: Omit<VanguardAbility, 'kind' | 'trigger'>): VanguardAbility =>
  withAbilityKeyword('kadou', {
    zones: ['order-zone'],
    ...ability,
    kind: 'automatic',
    trigger: { event: 'operated', match: { test: 'event-card', where: { test: 'self' } } },
  });
