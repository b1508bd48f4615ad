/**
 * 魔装合体 (14.62): a keyword some abilities have, written "(kind) 魔装合体:(ability)" (14.62.1.1), with no rule of
 * its own: the ability resolves as written and other cards may ask for it (`has-ability-keyword`). 14.62.2's icon
 * is how cards print it.
 */
import type { VanguardAbility } from '../instructions.js';
import { withAbilityKeyword } from './ability-keywords.js';

export const magicArmorUnion = (ability: VanguardAbility) => withAbilityKeyword('magic-armor-union', ability);
