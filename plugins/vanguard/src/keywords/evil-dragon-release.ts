/**
 * 邪竜解放 (14.56): a keyword of abilities that put a unit into the 邪竜解放 state (5.2.2, 14.56.1), given by
 * `become-named-state` and read with `named-state`. 14.56.2's icon is how cards print it.
 */
import type { VanguardAbility } from '../instructions.js';
import { withAbilityKeyword } from './ability-keywords.js';

export const evilDragonRelease = (ability: VanguardAbility) => withAbilityKeyword('evil-dragon-release', ability);
