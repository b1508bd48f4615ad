/**
 * Revol Dress / Drag Dress (14.48): keywords of AUTOs that, after a unit's attack, ride a unit from another zone
 * onto it standing (14.48.1), with the verb `ride-by-effect`. 14.48.2–14.48.3's icons are how cards print them.
 */
import type { VanguardAbility } from '../instructions.js';
import { withAbilityKeyword } from './ability-keywords.js';

export const revolDress = (ability: VanguardAbility) => withAbilityKeyword('revol-dress', ability);
export const dragDress = (ability: VanguardAbility) => withAbilityKeyword('drag-dress', ability);
