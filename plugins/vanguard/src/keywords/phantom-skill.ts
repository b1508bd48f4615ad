/**
 * Phantom Skill (14.63): a keyword some abilities have, written "Phantom Skill — (ability)" (14.63.1.1), with no
 * rule of its own: the ability resolves as written and other cards may ask for it (`has-ability-keyword`).
 * 14.63.2's icon is how cards print it.
 */
import type { VanguardAbility } from '../instructions.js';
import { withAbilityKeyword } from './ability-keywords.js';

export const phantomSkill = (ability: VanguardAbility) => withAbilityKeyword('phantom-skill', ability);
