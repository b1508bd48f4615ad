/**
 * Named states (5.2.2): an effect may put cards into a "(name) state" that other abilities read (5.2.2.3).
 * Unison Dress (14.53), 邪竜解放 (14.56), 精神汚染 (14.59) and SweetLink (14.61) are keywords of abilities
 * that give such states. For the names listed in 5.2.2.1 every card with the designated card name, in every
 * zone, is in the state; for any other name only the designated cards are (5.2.2.2), as the object they are
 * now (a card that changes zone becomes a new object without it, 4.1.5; reading 47).
 */
import { defineVerb, liveCards, resolveCards, verbDone, type ConditionContribution, type GameContext } from '@tcgkit/kernel';
import { z } from 'zod';
import { namesOf } from '../effect-terms.js';
import { playerState } from '../state.js';
import { kwBCardStatus, kwBPlayerStatus } from './kw-b-status.js';

type Condition = Omit<ConditionContribution, 'title'>;

/** 5.2.2.1: the states that follow a card name into every zone. */
export const statesByCardName: readonly string[] = [
  '超・獣神祭排出対象',
  '激・獣神祭排出対象',
  '天下五剣',
  '天界の守護者',
  '爆絶-変革の推定者-',
  '轟絶-異形なる感情-',
  '轟絶-異形なる分断者-',
];

/** `become-named-state`: the cards (5.2.2.2) or, for a 5.2.2.1 state, every card with their names enters `state`. */
export const becomeNamedStateVerb = defineVerb({
  name: 'become-named-state',
  rule: 'VG 5.2.2',
  params: (l) => ({ cards: l.cards, state: z.string().min(1) }),
  run(ctx, instruction, frame) {
    const state = String(instruction['state']);
    for (const card of liveCards(ctx, resolveCards(ctx, instruction['cards'], frame))) {
      if (statesByCardName.includes(state)) {
        const player = playerState(ctx, frame.controller);
        const table = { ...(kwBPlayerStatus.get(player, 'namedStatesByName') ?? {}) };
        table[state] = [...new Set([...(table[state] ?? []), ...namesOf(ctx, card.id)])];
        kwBPlayerStatus.set(player, 'namedStatesByName', table);
        continue;
      }
      const states = kwBCardStatus.get(card, 'namedStates') ?? [];
      if (!states.includes(state)) kwBCardStatus.set(card, 'namedStates', [...states, state]);
    }
    return verbDone;
  },
});

/** Whether card `id` is in the named state `state` (5.2.2.3). */
export function inNamedState(ctx: GameContext, id: string, state: string): boolean {
  const card = ctx.state.cards[id];
  if (card === undefined) return false;
  if (kwBCardStatus.get(card, 'namedStates')?.includes(state) === true) return true;
  if (!statesByCardName.includes(state)) return false;
  const names = namesOf(ctx, id);
  return ctx.state.players.some((p) => kwBPlayerStatus.get(p, 'namedStatesByName')?.[state]?.some((n) => names.includes(n)) === true);
}

export const namedStateCondition: Condition = {
  name: 'named-state',
  params: () => ({ state: z.string().min(1) }),
  test: (ctx, p, s) => s !== undefined && inNamedState(ctx, s, String(p['state'])),
};
