/**
 * Mushiking cards (ムシキング, 17.13): some (ムシ) cards carry extra information (17.13.1), the card data's `mushi`:
 * the 必殺わざ icon (17.13.1.1: `moveIcon`, rock / scissors / paper), the 超必殺わざ name (17.13.1.2: `superMove`)
 * and the technique number (17.13.1.3: `technique`), read with the tests `move-icon`, `super-move` and
 * `technique`. Some AUTOs have the ability word わざ (17.13.2): the ability's tag `waza`; "a わざ card" is a card
 * with such an ability (17.13.2.1, the test `waza-card`). "Use (card)'s わざ" (17.13.2.2, the verb `use-waza`):
 * its master chooses one of its わざ abilities and it is activated: its cost is paid if it can be (as the AUTO's own
 * payment would be, optional when the AUTO's is, reading 202) and its effect resolves, with that card as source.
 */
import {
  askSelect,
  canPayCost,
  defineVerb,
  emitEvent,
  liveCards,
  pushEffect,
  resolveCards,
  verbDone,
  withCost,
  type AbilityDefinition,
  type GameContext,
  type Instruction,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { hasAbilityKeyword } from '../keywords/ability-keywords.js';
import { definitionOf } from '../state.js';
import type { SetParts } from './set-parts.js';

/** The わざ abilities of card `id`, with their indices (17.13.2). */
export function wazaAbilities(ctx: GameContext, id: string): { index: number; ability: AbilityDefinition }[] {
  const card = ctx.state.cards[id];
  if (card === undefined) return [];
  return ctx.title
    .abilitiesOf(card.card)
    .map((ability, index) => ({ ability, index }))
    .filter(({ ability }) => ability.tags?.includes('waza') === true);
}

/** The program that activates a わざ ability: its cost (optional when the AUTO's cost is) and its effect. */
function activation(ability: AbilityDefinition): Instruction[] {
  const cost = ability.cost as Instruction[] | undefined;
  const effect = ability.effect as Instruction[];
  if (cost === undefined || cost.length === 0) return effect;
  if (ability.optionalCost === true) return [{ do: 'may', prompt: `${ability.label ?? 'わざ'}: pay the cost?`, cost, then: effect }];
  return withCost(cost, effect);
}

/** `use-waza` (17.13.2.2): the first card's master chooses one of its わざ abilities, which is activated. */
export const useWazaVerb = defineVerb({
  name: 'use-waza',
  rule: 'VG 17.13.2.2',
  params: (l) => ({ cards: l.cards }),
  run(ctx, instruction, frame) {
    const card = liveCards(ctx, resolveCards(ctx, instruction['cards'], frame))[0];
    if (card === undefined) return verbDone;
    const abilities = wazaAbilities(ctx, card.id);
    if (abilities.length === 0) return verbDone;
    let chosen = abilities[0]!;
    if (abilities.length > 1) {
      const asked = askSelect(frame.answer, {
        player: card.controller,
        prompt: 'Choose the わざ to use',
        rule: 'VG 17.13.2.2',
        options: abilities.map(({ index, ability }) => ({ id: String(index), label: ability.label ?? `わざ #${index}` })),
      });
      if ('ask' in asked) return asked.ask;
      chosen = abilities.find(({ index }) => String(index) === String(asked.picked[0])) ?? chosen;
    }
    const effectFrame = { controller: card.controller, source: card.id, vars: {} };
    const program = activation(chosen.ability);
    if (chosen.ability.optionalCost !== true && !canPayCost(ctx, chosen.ability.cost as Instruction[] | undefined, effectFrame))
      return verbDone;
    emitEvent(ctx, { type: 'waza-used', player: card.controller, detail: { card: card.id, ability: chosen.index } });
    pushEffect(ctx, program, effectFrame);
    return verbDone;
  },
});

const mushiOf = (ctx: GameContext, id: string | undefined) => (id === undefined ? undefined : definitionOf(ctx, id)?.mushi);

export const mushiking: SetParts = {
  conditions: [
    {
      name: 'move-icon',
      params: () => ({ icon: z.enum(['rock', 'scissors', 'paper']) }),
      test: (ctx, p, s) => mushiOf(ctx, s)?.moveIcon === p['icon'],
    },
    {
      // "has a 超必殺わざ", or the one named `name`.
      name: 'super-move',
      params: () => ({ name: z.string().min(1).optional() }),
      test: (ctx, p, s) => {
        const move = mushiOf(ctx, s)?.superMove;
        return move !== undefined && (p['name'] === undefined || move === p['name']);
      },
    },
    {
      name: 'technique',
      params: () => ({ atLeast: z.number().int() }),
      test: (ctx, p, s) => (mushiOf(ctx, s)?.technique ?? Number.NEGATIVE_INFINITY) >= Number(p['atLeast']),
    },
    { name: 'waza-card', params: () => ({}), test: (ctx, _p, s) => s !== undefined && hasAbilityKeyword(ctx, s, 'waza') },
  ],
};
