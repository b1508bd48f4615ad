/**
 * Keywords written on an ability rather than being one: the enabling-condition keywords (Shintaku 14.18, Ritual
 * 14.20, Raigeki 14.28, Darkness 14.32, Anyaku 14.38: "(icon) X: (ability)"), Rescue (14.19), Rush (14.29), Magia
 * (14.33), Wave (14.37), and the names of families of abilities written out on the card, with no rule of their own
 * beyond being there for other text to refer to (a card's abilities are data, 2.11): 支配 Domination (14.25, an
 * ability word), 影縫 Kagenui (14.27), 超爆 Burst (14.30), 時翔 Time Leap (14.34), 開花 Bloom (14.40). The keyword is
 * the ability's tag (the kernel's `tags`), so "a unit with X" is the `has-ability-keyword` test; each family's
 * shared trigger or check is a test here:
 * - Kagenui (14.27.1): "an attack on a vanguard did not hit" — the `not-hit` event of an attack whose attacked
 *   units included a vanguard (`attacked-a-vanguard`).
 * - Burst (14.30.1): whether a given unit has a given power or more — the kernel's `stat` test.
 * - Time Leap (14.34.1): an ability that makes units time leap — the `time-leap` verb (7.33).
 * - Bloom (14.40.1): "when another specific unit of yours appears in a given place" — a `moved` trigger with
 *   `appears` and `not-self` on the event's card.
 */
import { noParams } from '@tcgkit/kernel';
import { currentBattle } from '../state.js';
import type { KeywordParts } from './parts-kw-a.js';

export const abilityWords: KeywordParts = {
  conditions: [
    // "A unit with X" is the `has-ability-keyword` test of ability-keywords.ts (one test for every ability keyword).
    /** 14.27.1: the battle in progress is an attack on a vanguard (one of its attacked units was on a VC). */
    {
      name: 'attacked-a-vanguard',
      params: noParams,
      test: (ctx) => currentBattle(ctx)?.targetCircles.includes('vc') === true,
    },
  ],
};
