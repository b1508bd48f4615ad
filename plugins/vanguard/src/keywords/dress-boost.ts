/**
 * Dress Boost (14.44): a keyword of AUTOs that refer to the cards a unit is equipped with when it boosts
 * (14.44.1): the equipment orders of 17.8 (src/sets/equipment.ts: the test `equipped`). The demo card
 * `sa-squire` (Regalia Squire) has one: when it boosts, an equipped vanguard gets Power +5000.
 */
import type { VanguardAbility } from '../instructions.js';
import { withAbilityKeyword } from './ability-keywords.js';

export const dressBoost = (ability: VanguardAbility) => withAbilityKeyword('dress-boost', ability);
