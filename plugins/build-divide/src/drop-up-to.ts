import { askSelect, cardsInZone, defineVerb, resolveNumber, verbDone, type VerbContribution } from '@tcgkit/kernel';
import { dropCards } from './more-verbs.js';

/**
 * `{ do: 'drop-up-to', count }` ("drop up to N cards from the top of your deck", 506-1): the deck is hidden and
 * ordered, so the player first decides a number from 0 to N (asked before any card is seen or moved), then that
 * many cards are dropped from the top. The choice is offered up to the number of cards there are.
 */
export const dropUpToVerb: Omit<VerbContribution, 'title'> = defineVerb({
  name: 'drop-up-to',
  rule: 'BD 506-1',
  params: (l) => ({ count: l.number }),
  run(ctx, instruction, frame) {
    const deck = cardsInZone(ctx, frame.controller, 'deck');
    const most = Math.min(resolveNumber(ctx, instruction['count'], frame, 0), deck.length);
    const asked = askSelect(frame.answer, {
      player: frame.controller,
      prompt: `Drop how many cards from the top of your deck (up to ${most})?`,
      options: Array.from({ length: most + 1 }, (_, n) => ({ id: String(n), label: String(n) })),
      min: 1,
      max: 1,
      rule: 'BD 506-1',
    });
    if ('ask' in asked) return asked.ask;
    const chosen = Math.max(0, Math.min(most, Number(asked.picked[0] ?? 0)));
    dropCards(ctx, deck.slice(0, chosen), frame.controller);
    return verbDone;
  },
});
