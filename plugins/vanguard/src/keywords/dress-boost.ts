/**
 * Dress Boost (14.44): a keyword of AUTOs that refer to the cards a unit is equipped with when it boosts
 * (14.44.1). Only the tag exists: equipment (装備, the equipment orders of 17.8) is not implemented, so no demo
 * card has a Dress Boost ability yet (the section stays deferred).
 */
import type { VanguardAbility } from '../instructions.js';
import { withAbilityKeyword } from './ability-keywords.js';

export const dressBoost = (ability: VanguardAbility) => withAbilityKeyword('dress-boost', ability);
