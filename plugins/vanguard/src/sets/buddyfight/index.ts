/**
 * Everything the Buddyfight-related rules (17.17, 13.14) add to the plugin, registered through `sets/index.ts`
 * as one set contribution (helper vg-set-c's part of issue 16). The ability keywords of 17.17.14 are ability tags
 * (keywords/ability-keywords.ts).
 */
import { defineSet } from '../set-parts.js';
import { buddyGaugeConditions, gainBuddyGaugeVerb, payBuddyGaugeVerb } from './buddy-gauge.js';
import { buddySoulConditions, discardBuddySoulVerb, illegalBuddyfightProcess, putBuddySoulVerb } from './buddy-soul.js';
import { becomeBuddyfighterVerb, buddyfighterConditions, setBuddyMonsterVerb } from './buddyfighter.js';
import { callWithCallCostVerb, finishCallCostVerb, toCallCostZoneVerb } from './call-cost.js';
import { infinityConditions, makeInfiniteVerb, setEqualVerb } from './infinity.js';
import { becomeLinkAttackVerb, linkAttackConditions } from './link-attack.js';
import { soulGuardConditions, soulGuardResolveVerb, soulGuardRule, soulGuardVerb } from './soul-guard.js';
import { buddySoulZone, callCostZone } from './zones.js';

/** Everything 17.17 and 13.14 add, as one set contribution (`sets/index.ts` registers it). */
export const buddyfight = defineSet({
  zones: [callCostZone, buddySoulZone],
  keywords: [
    { name: 'flag', rule: 'VG 17.17.3' },
    { name: 'soul-guard', rule: 'VG 17.17.9' },
  ],
  verbs: [
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
  ],
  conditions: [
    ...buddyfighterConditions,
    ...buddyGaugeConditions,
    ...buddySoulConditions,
    ...soulGuardConditions,
    ...linkAttackConditions,
    ...infinityConditions,
  ],
  ruleProcesses: [illegalBuddyfightProcess],
  replacementRules: [soulGuardRule],
});

export { flagProblems } from './buddyfighter.js';
export { linkAttackModifications } from './link-attack.js';
export { callCostPayable } from './call-cost.js';
