/**
 * Everything the Buddyfight-related rules (17.17, 13.14) add to the plugin, registered by `createVanguardPlugin`
 * from these lists (helper vg-set-c's part of issue 16). The ability keywords of 17.17.14 are ability tags
 * (keywords/ability-keywords.ts).
 */
import type {
  ConditionContribution,
  KeywordContribution,
  ReplacementRule,
  RuleProcessContribution,
  ZoneContribution,
} from '@tcgkit/kernel';
import { buddyGaugeConditions, gainBuddyGaugeVerb, payBuddyGaugeVerb } from './buddy-gauge.js';
import { buddySoulConditions, discardBuddySoulVerb, illegalBuddyfightProcess, putBuddySoulVerb } from './buddy-soul.js';
import { becomeBuddyfighterVerb, buddyfighterConditions, setBuddyMonsterVerb } from './buddyfighter.js';
import { callWithCallCostVerb, finishCallCostVerb, toCallCostZoneVerb } from './call-cost.js';
import { infinityConditions, makeInfiniteVerb, setEqualVerb } from './infinity.js';
import { becomeLinkAttackVerb, linkAttackConditions } from './link-attack.js';
import { soulGuardConditions, soulGuardResolveVerb, soulGuardRule, soulGuardVerb } from './soul-guard.js';
import { buddySoulZone, callCostZone } from './zones.js';

type Without<T> = Omit<T, 'title'>;

export const buddyfightZones: Without<ZoneContribution>[] = [callCostZone, buddySoulZone];

export const buddyfightKeywords: Without<KeywordContribution>[] = [
  { name: 'flag', rule: 'VG 17.17.3' },
  { name: 'soul-guard', rule: 'VG 17.17.9' },
];

export const buddyfightVerbs = [
  becomeBuddyfighterVerb,
  setBuddyMonsterVerb,
  gainBuddyGaugeVerb,
  payBuddyGaugeVerb,
  putBuddySoulVerb,
  discardBuddySoulVerb,
  callWithCallCostVerb,
  toCallCostZoneVerb,
  finishCallCostVerb,
  soulGuardVerb,
  soulGuardResolveVerb,
  becomeLinkAttackVerb,
  makeInfiniteVerb,
  setEqualVerb,
] as const;

export const buddyfightConditions: Without<ConditionContribution>[] = [
  ...buddyfighterConditions,
  ...buddyGaugeConditions,
  ...buddySoulConditions,
  ...soulGuardConditions,
  ...linkAttackConditions,
  ...infinityConditions,
];

export const buddyfightRuleProcesses: Without<RuleProcessContribution>[] = [illegalBuddyfightProcess];
export const buddyfightReplacementRules: readonly ReplacementRule[] = [soulGuardRule];

export { flagProblems } from './buddyfighter.js';
export { linkAttackModifications } from './link-attack.js';
export { callCostPayable } from './call-cost.js';
