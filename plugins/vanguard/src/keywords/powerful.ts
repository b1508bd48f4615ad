/**
 * Powerful (全力, 14.45): a family of abilities with the condition "if your soul has 0 cards" (14.45.1); a card
 * with such an ability "has Powerful" (14.45.1.1, the test `has-ability-keyword`). `powerful(ability)` adds the
 * keyword and the condition, so an AUTO triggers, an ACT is played and a CONT applies only with an empty soul.
 */
import type { VanguardAbility } from '../instructions.js';
import { withAbilityKeyword } from './ability-keywords.js';

export const emptySoul = { test: 'zone-count', zone: 'soul', player: 'you', op: '==', value: 0 } as const;

export const powerful = (ability: VanguardAbility): VanguardAbility => withAbilityKeyword('powerful', ability, emptySoul);
