/**
 * The rules-depth verbs of this folder (pseudo-cards 15.2–15.6, record markers 15.8, named states 5.2.2,
 * lock/unlock 7.30–7.31, the zone rules of 4.4), gathered for the plugin's one registration.
 */
import { endPhaseUnlockProcedure, lockConditions, lockedRestriction, lockVerb, putLockedVerb, unlockVerb } from './lock.js';
import { controlConditions, controlExpiryProcess, controlledMoveRule, controlVerb, endControlVerb } from './control.js';
import { enterStateVerb, namedStateConditions } from './named-states.js';
import { callTokenVerb, createPseudoVerb, erasePseudoVerb, pseudoConditions, pseudoEraseRule } from './pseudo-cards.js';
import { markerConditions, moveMarkerVerb, putMarkerVerb, removeMarkerVerb } from './record-markers.js';
import { makeStageVerb } from './stage.js';
import { nationConditions } from './nations.js';
import { fuseOrderVerb } from './fusion.js';
import { attackVerb, effectAttackGuards, effectAttackProcedure, resumeMainProcedure } from './effect-attacks.js';
import { changeNextIconVerb, gainInfoVerb } from './numbers.js';
import { deckUpToVerb } from './deck-moves.js';
import { orderToCircleRule, zoneRuleConditions } from './zone-rules.js';
import { otherRulesVerbs } from './other-rules.js';
import { endTurnVerb } from './end-turn.js';
import { nullifyCostsVerb } from './nullify-costs.js';
import { disableAbilityVerb, disabledAbilityRestriction } from './disable-ability.js';

export const depthVerbs = [
  callTokenVerb,
  createPseudoVerb,
  erasePseudoVerb,
  putMarkerVerb,
  removeMarkerVerb,
  moveMarkerVerb,
  enterStateVerb,
  lockVerb,
  unlockVerb,
  putLockedVerb,
  controlVerb,
  endControlVerb,
  makeStageVerb,
  changeNextIconVerb,
  gainInfoVerb,
  deckUpToVerb,
  attackVerb,
  fuseOrderVerb,
  ...otherRulesVerbs,
  endTurnVerb,
  disableAbilityVerb,
  nullifyCostsVerb,
] as const;
export const depthConditions = [
  ...pseudoConditions,
  ...markerConditions,
  ...namedStateConditions,
  ...zoneRuleConditions,
  ...lockConditions,
  ...controlConditions,
  ...nationConditions,
];
export const depthReplacementRules = [pseudoEraseRule, orderToCircleRule, controlledMoveRule];
export const depthRuleProcesses = [controlExpiryProcess];
export const depthRestrictions = [lockedRestriction, disabledAbilityRestriction];
export const depthProcedures = [endPhaseUnlockProcedure, effectAttackProcedure, resumeMainProcedure];
export const depthGuards = [...effectAttackGuards];
