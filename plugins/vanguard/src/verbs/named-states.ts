/**
 * Named states (5.2.2): an effect may put certain cards into a "(name) state". Apart from the states the rules
 * name themselves (5.2.2.1: 一気呵勢, deleted, locked…), only the cards the effect names enter it (5.2.2.2);
 * the state means nothing to the rules and is read by other abilities (5.2.2.3) with the `in-state` test.
 * The state lasts as long as the card stays the same object (5.1, 4.1.8: a card that changes zone is new).
 */
import { defineVerb, liveCards, resolveCards, verbDone, type ConditionContribution } from '@tcgkit/kernel';
import { z } from 'zod';
import { verbCardStatus } from './status.js';

type Condition = Omit<ConditionContribution, 'title'>;

/** `{ do: 'enter-state', cards, state }`: each card is in the named state from now on (5.2.2.2). */
export const enterStateVerb = defineVerb({
  name: 'enter-state',
  rule: 'VG 5.2.2',
  params: (l) => ({ cards: l.cards, state: z.string().min(1) }),
  run(ctx, instruction, frame) {
    const state = String(instruction['state']);
    for (const card of liveCards(ctx, resolveCards(ctx, instruction['cards'], frame))) {
      const states = verbCardStatus.get(card, 'namedStates') ?? [];
      if (!states.includes(state)) verbCardStatus.set(card, 'namedStates', [...states, state]);
    }
    return verbDone;
  },
});

export const namedStateConditions: Condition[] = [
  {
    name: 'in-state',
    params: () => ({ state: z.string().min(1) }),
    test: (ctx, p, s) => s !== undefined && (verbCardStatus.get(ctx.state.cards[s], 'namedStates') ?? []).includes(String(p['state'])),
  },
];
