/**
 * Keywords with no rule of their own: Happy Toys (14.60: a CONT with no effect, 14.60.2, read by other cards'
 * text), bare Glitter (14.47.2), and the ability keywords 魔装合体 (14.62) and Phantom Skill (14.63), which only
 * name abilities ("(kind) 魔装合体:(ability)", "Phantom Skill — (ability)"): the ability resolves as written and
 * other cards may ask for it (`has-ability-keyword`). Dress Boost (14.44) tags AUTOs that refer to equipped
 * cards when boosting.
 */
import type { VanguardAbility } from '../instructions.js';
import { withAbilityKeyword } from './ability-keywords.js';

export const magicArmorUnion = (ability: VanguardAbility) => withAbilityKeyword('magic-armor-union', ability);
export const phantomSkill = (ability: VanguardAbility) => withAbilityKeyword('phantom-skill', ability);
export const dressBoost = (ability: VanguardAbility) => withAbilityKeyword('dress-boost', ability);
