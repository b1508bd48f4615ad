/**
 * Unison Dress (14.53): a keyword of abilities that put a unit into the Unison Dress state (5.2.2, 14.53.1),
 * given by `become-named-state` and read with `named-state`. 14.53.2's icon is how cards print it.
 */
import type { VanguardAbility } from '../instructions.js';
import { withAbilityKeyword } from './ability-keywords.js';

export const unisonDress = (ability: VanguardAbility) => withAbilityKeyword('unison-dress', ability);
