/**
 * SHAMAN KING cards (17.9):
 * - Over Soul (17.9.1): a keyword of abilities whose cost includes putting certain cards into the soul. `overSoul`
 *   writes one: tagged `over-soul` (reading 49: keywords on abilities are tags) with the cost part `over-soul`,
 *   which puts the chosen cards (`from`, e.g. a named card in hand) into the soul and cannot be paid without them.
 * - Order subtypes naming part of a unit name (17.9.2): the card data's `setSubtypes`, written after the main
 *   subtype as "(subtype + type name)/(set subtype)" (17.9.2.1, `subtypeNotation`); cards read them with the test
 *   `set-subtype` (17.9.2.2).
 */
import {
  cardsInZone,
  defineVerb,
  expand,
  resolveCards,
  resolveNumber,
  type EffectFrame,
  type GameContext,
  type Instruction,
} from '@tcgkit/kernel';
import { z } from 'zod';
import type { VanguardAbility, VanguardInstruction } from '../instructions.js';
import { withAbilityKeyword } from '../keywords/ability-keywords.js';
import type { VanguardCard } from '../cards/schema.js';
import { definitionOf } from '../state.js';
import type { SetParts } from './set-parts.js';

const overSoulChoices = (ctx: GameContext, instruction: Instruction, frame: EffectFrame): string[] =>
  instruction['from'] === undefined ? cardsInZone(ctx, frame.controller, 'hand') : resolveCards(ctx, instruction['from'], frame);

/** `over-soul` (17.9.1): put `count` of the cards `from` into your soul; payable only if that many are there. */
export const overSoulVerb = defineVerb({
  name: 'over-soul',
  rule: 'VG 17.9.1',
  params: (l) => ({ from: l.cards.optional(), count: l.number.optional() }),
  run(ctx, instruction, frame) {
    const choices = overSoulChoices(ctx, instruction, frame);
    const n = Math.min(resolveNumber(ctx, instruction['count'], frame, 1), choices.length);
    if (n <= 0) return expand([]);
    return expand([
      { do: 'choose', from: choices, count: n, as: '_overSoul', prompt: `Over Soul: put ${n} card(s) into your soul`, rule: 'VG 17.9.1' },
      { do: 'move', cards: { var: '_overSoul' }, to: 'soul', reason: 'over-soul' },
    ]);
  },
  canPay: (ctx, instruction, frame) =>
    overSoulChoices(ctx, instruction, frame).length >= resolveNumber(ctx, instruction['count'], frame, 1),
});

/** An Over Soul ability (17.9.1.1: the icon 【オーバーソウル】): its cost starts by putting `from` into the soul. */
export function overSoul(from: Extract<VanguardInstruction, { do: 'over-soul' }>['from'], ability: VanguardAbility): VanguardAbility {
  return { ...withAbilityKeyword('over-soul', ability), cost: [{ do: 'over-soul', from, count: 1 }, ...(ability.cost ?? [])] };
}

const mainSubtypeNames: Record<string, string> = { normal: 'ノーマル', trigger: 'トリガー', g: 'G', blitz: 'ブリッツ', set: 'セット' };
const typeNames: Record<string, string> = { unit: 'ユニット', order: 'オーダー' };

/** 17.9.2.1: "(subtype + type name)/(set subtype)", e.g. ノーマルオーダー/ハオ; the main subtype alone without one. */
export function subtypeNotation(card: Pick<VanguardCard, 'type' | 'subtype' | 'setSubtypes'>): string {
  const main = `${mainSubtypeNames[card.subtype] ?? card.subtype}${typeNames[card.type] ?? card.type}`;
  return [main, ...(card.setSubtypes ?? [])].join('/');
}

export const shamanKing: SetParts = {
  conditions: [
    {
      // 17.9.2.2 (and 17.11, 17.12): the card has the set-specific subtype `name`.
      name: 'set-subtype',
      params: () => ({ name: z.string().min(1) }),
      test: (ctx, p, s) => s !== undefined && definitionOf(ctx, s)?.setSubtypes?.includes(String(p['name'])) === true,
    },
  ],
};
