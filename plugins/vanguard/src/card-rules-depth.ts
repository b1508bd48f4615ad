/**
 * The contributions of the card-information and effect mechanisms that issue 16 added beyond the earlier
 * chapters' files (card types and icons 2.2.6, 2.9, 2.14.3, 2.18; gauge linked to a fighter and plant gauge
 * 7.40.5, 7.40.7, 13.9.2; activation wording 7.15; alternative call costs 11.7.1.1; options 11.9.5.1.1; trigger
 * effects 11.10.4, 11.10.6; cards placed at once 13.3.5.1), gathered so `index.ts` and `verb-list.ts` add one
 * entry each. Deck-building abilities (8.1.3, 8.1.9) are read by deck validation alone (src/deck-building.ts).
 */
import { cardInformationConditions } from './card-information.js';
import { revealSourceVerb } from './hidden-zone-activation.js';
import {
  fighterGaugeConditions,
  illegalFighterGaugeProcess,
  putFighterGaugeVerb,
  putPlantGaugeVerb,
  severalGaugeLinksProcess,
} from './fighter-gauge.js';
import { alternativeCallMove, alternativeCallPlaceVerb } from './moves/alternative-call.js';
import { giveTriggerEffectsVerb, nullifyTriggerEffectsVerb, triggerEffectConditions, triggerIconsProcess } from './trigger-effects.js';
import { playIconAbility } from './triggers.js';
import {
  activateAbilityVerb,
  activatesTimesRule,
  personaRideVerb,
  suppressAutosVerb,
  suppressedAutoRestriction,
} from './verbs/activation-wording.js';
import { callAtOnceVerb, latestTieProcess } from './verbs/call-at-once.js';
import { chooseEffectVerb } from './verbs/choose-effect.js';
import { putOnVanguardCircleAtOnceVerb } from './verbs/put-vc-at-once.js';

export const cardRulesDepthVerbs = [
  revealSourceVerb,
  putFighterGaugeVerb,
  putPlantGaugeVerb,
  alternativeCallPlaceVerb,
  giveTriggerEffectsVerb,
  nullifyTriggerEffectsVerb,
  activateAbilityVerb,
  suppressAutosVerb,
  personaRideVerb,
  callAtOnceVerb,
  chooseEffectVerb,
  putOnVanguardCircleAtOnceVerb,
];

export const cardRulesDepth = {
  conditions: [...cardInformationConditions, ...fighterGaugeConditions, ...triggerEffectConditions],
  ruleProcesses: [illegalFighterGaugeProcess, severalGaugeLinksProcess],
  moves: [alternativeCallMove],
  processes: [triggerIconsProcess(playIconAbility), latestTieProcess],
  pendingAbilityRules: [activatesTimesRule],
  restrictions: [suppressedAutoRestriction],
};
