/**
 * Keywords some abilities have (14.18–14.40's ability words, see ability-words.ts; 14.44 Dress Boost, 14.45 Powerful, 14.48 Revol/Drag Dress, 14.50 砲弾, 14.53
 * Unison Dress, 14.55 Overcharge, 14.56 邪竜解放, 14.58 Rewrite, 14.59 精神汚染, 14.61 SweetLink, 14.62 魔装合体,
 * 14.63 Phantom Skill) and the restriction icons of 12.3.3–12.3.4: written as the ability's `tags` (reading 49), which the
 * kernel never runs. Other cards read them ("a card with a Powerful ability", 14.45.1.1) with the test
 * `has-ability-keyword`; the rules that depend on them read them too (12.3.3.2).
 */
import type { ConditionContribution, GameContext } from '@tcgkit/kernel';
import { z } from 'zod';
import type { VanguardAbility } from '../instructions.js';

type Condition = Omit<ConditionContribution, 'title'>;

export const abilityKeywords = [
  // 14.18–14.40, written on an ability (src/keywords/ability-words.ts).
  'shintaku',
  'rescue',
  'ritual',
  'domination',
  'kagenui',
  'raigeki',
  'rush',
  'burst',
  'darkness',
  'magia',
  'time-leap',
  'wave',
  'anyaku',
  'bloom',
  'melody',
  // 14.44–14.63 and the restriction icons of 12.3.3–12.3.4.
  'dress-boost',
  'powerful',
  'revol-dress',
  'drag-dress',
  'cannonball',
  'unison-dress',
  'overcharge',
  'evil-dragon-release',
  'rewrite',
  'mind-pollution',
  'sweetlink',
  'magic-armor-union',
  'phantom-skill',
  'divine-skill',
  'unique-skill',
  // Set-specific keywords on abilities (17.9–17.16, src/sets/).
  'over-soul',
  'kadou',
  'waza',
  'shinken-hissatsu',
  'homare',
  'nitou-kaigan',
  'dangerous-skill',
  'kaigan',
  'deal',
  'deka-sugi',
  'while-stored',
  // 17.17.14: keywords of Buddyfight-related cards' abilities, with no rules meaning of their own.
  'buddy-call',
  'my-buddy',
  'jackknife-braveheart',
  'saturday-night-devil-fever',
  'meikyo-shisui',
  'double-attack',
  'dragon-throne',
  'bakurai',
  'hyakki-madou',
  'sen-ei',
  // 17.6.4: Strike Shot (Monster Strike), a keyword with no rule of its own.
  'strike-shot',
] as const;
export type AbilityKeyword = (typeof abilityKeywords)[number];

/** The ability with `keyword` among its tags (and any further requirement `and`, all of which must hold). */
export function withAbilityKeyword(keyword: AbilityKeyword, ability: VanguardAbility, and?: VanguardAbility['condition']): VanguardAbility {
  const conditions = [ability.condition, and].filter((c) => c !== undefined);
  const condition = conditions.length === 0 ? undefined : conditions.length === 1 ? conditions[0] : { all: conditions };
  return { ...ability, tags: [...(ability.tags ?? []), keyword], ...(condition === undefined ? {} : { condition }) };
}

/** Whether card `id` has an ability with `keyword` (its printed and keyword-given abilities). */
export function hasAbilityKeyword(ctx: GameContext, id: string, keyword: string): boolean {
  const card = ctx.state.cards[id] ?? ctx.state.lastKnown[id];
  return card !== undefined && ctx.title.abilitiesOf(card.card).some((a) => a.tags?.includes(keyword) === true);
}

export const hasAbilityKeywordCondition: Condition = {
  name: 'has-ability-keyword',
  params: () => ({ keyword: z.enum(abilityKeywords) }),
  test: (ctx, p, s) => s !== undefined && hasAbilityKeyword(ctx, s, String(p['keyword'])),
};
