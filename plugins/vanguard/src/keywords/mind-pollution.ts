/**
 * 精神汚染 (14.59): a keyword of abilities that put a unit into the 精神汚染 state (5.2.2, 14.59.1), given by
 * `become-named-state` and read with `named-state`. 14.59.2's icon is how cards print it.
 */
import type { VanguardAbility } from '../instructions.js';
import { withAbilityKeyword } from './ability-keywords.js';

export const mindPollution = (ability: VanguardAbility) => withAbilityKeyword('mind-pollution', ability);
