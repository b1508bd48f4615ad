/**
 * Rewrite (14.58): a keyword of ACTs that ride a unit directly from hand (14.58.1), with the verb
 * `ride-by-effect`. 14.58.2's icon is how cards print it.
 */
import type { VanguardAbility } from '../instructions.js';
import { withAbilityKeyword } from './ability-keywords.js';

export const rewrite = (ability: VanguardAbility) => withAbilityKeyword('rewrite', ability);
