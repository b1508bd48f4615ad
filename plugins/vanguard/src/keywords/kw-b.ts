/**
 * Everything keywords 14.41–14.63, the dress mechanics (6.8–6.10) and the skill icons (12.3.3–12.3.4) add to
 * the plugin, registered by `createVanguardPlugin` from this one list (helper vg-kw-b's part of issue 16).
 */
import type {
  ConditionContribution,
  KeywordContribution,
  MoveContribution,
  ProcedureContribution,
  RestrictionContribution,
  ReplacementRule,
  RuleProcessContribution,
  ZoneContribution,
} from '@tcgkit/kernel';
import { dressConditions } from '../dress/dress-sources.js';
import { endWearProcedure, illegalWearProcess, unwearVerb, wearVerb, wornZone } from '../dress/wear.js';
import { xOverDressMove, xOverDressVerb } from '../dress/x-overdress.js';
import {
  beastSynthesisMove,
  beastSynthesizeVerb,
  synthesisConditions,
  synthesisMoveVerb,
  synthesisZone,
} from '../dress/beast-synthesis.js';
import { hasAbilityKeywordCondition } from './ability-keywords.js';
import { attackingVanguardCondition } from './cannonball.js';
import { friendCondition } from './friend.js';
import { glitterCondition } from './glitter.js';
import { becomeNamedStateVerb, namedStateCondition } from './named-states.js';
import { overchargedCondition } from './overcharge.js';
import { regalisPendingRule, regalisPieceVerb } from './regalis-piece.js';
import { rideByEffectVerb } from './ride-by-effect.js';
import { skillIconRestriction, spendSkillIconVerb } from './skill-icons.js';
import { sameNameInSoulCondition } from './sweetlink.js';
import { wingsConditions } from './white-black-wings.js';
import { vanguardHasKeywordCondition } from './happy-toys.js';

type Without<T> = Omit<T, 'title'>;

export const kwBKeywords: Without<KeywordContribution>[] = [
  { name: 'friend', rule: 'VG 14.46' },
  { name: 'glitter', rule: 'VG 14.47' },
  { name: 'x-overdress', rule: 'VG 14.49' },
  { name: 'regalis-piece', rule: 'VG 14.51' },
  { name: 'dress-up', rule: 'VG 14.52' },
  { name: 'mate-unit', rule: 'VG 14.54' },
  { name: 'ace-unit', rule: 'VG 14.57' },
  { name: 'happy-toys', rule: 'VG 14.60' },
];

/** The verbs, declared with `defineVerb` so the pool's card data is checked against them. */
export const kwBVerbs = [
  becomeNamedStateVerb,
  regalisPieceVerb,
  rideByEffectVerb,
  spendSkillIconVerb,
  xOverDressVerb,
  wearVerb,
  unwearVerb,
  beastSynthesizeVerb,
  synthesisMoveVerb,
] as const;

export const kwBConditions: Without<ConditionContribution>[] = [
  hasAbilityKeywordCondition,
  attackingVanguardCondition,
  friendCondition,
  glitterCondition,
  namedStateCondition,
  overchargedCondition,
  sameNameInSoulCondition,
  vanguardHasKeywordCondition,
  ...wingsConditions,
  ...dressConditions,
  ...synthesisConditions,
];

export const kwBZones: Without<ZoneContribution>[] = [wornZone, synthesisZone];
export const kwBReplacementRules: readonly ReplacementRule[] = [beastSynthesisMove];
export const kwBMoves: Without<MoveContribution>[] = [xOverDressMove];
export const kwBRuleProcesses: Without<RuleProcessContribution>[] = [illegalWearProcess];
export const kwBProcedures: Without<ProcedureContribution>[] = [endWearProcedure];
export const kwBRestrictions: Without<RestrictionContribution>[] = [skillIconRestriction];
export const kwBPendingRules = [regalisPendingRule];
