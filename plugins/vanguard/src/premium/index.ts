/**
 * The premium format's contributions (issue 16), wired into the title by `createVanguardPlugin`: the stride step's
 * stride (9.8.2) and the guard step's G guardian (10.5.1.2.3) as moves, Seek Mate's cost and legion as verbs,
 * Generation Break and legion tests, the end phase's return of G units, the rule processes 13.3.1 and 13.5.1.2,
 * the replacement 4.4.2 and the values of 6.5.1.3 and 10.4.1.12.1.
 */
export { vanguardGameOptions, formatDeckProblems, isPremium, formatOf, type VanguardFormat } from './format.js';
export { gUnitToGZone, gZoneConditions, generationCount } from './g-zone.js';
export { strideMove, performStride, endHearts, vanguardsOf, heartsOf, strideGradeMet } from './stride.js';
export { gGuardianMove } from './g-guardian.js';
export { legionConditions, legionVerb, seekMateCostVerb, performLegion, mateNamed } from './legion.js';
export { premiumProcedures, premiumRuleProcesses, premiumRuleModifications } from './premium-rules.js';
export { legionPartner } from './legion-state.js';
export { premiumCardStatus, premiumPlayerStatus } from './status.js';
export { heartConditions, heartsAbilitiesRestriction, designatedHeartObserver } from './hearts-depth.js';
