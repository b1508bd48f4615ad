/**
 * Every verb Vanguard registers, in one list: `index.ts` registers it and `instructions.ts` types card data
 * by it, so a verb the title runs is always a verb its card data may write (and no other).
 */
import { gainCrestVerb } from './crests.js';
import {
  becomeStateVerb,
  becomeWorldVerb,
  changeTargetVerb,
  deleteVerb,
  timeLeapLinkVerb,
  timeLeapReturnVerb,
  timeLeapVerb,
  twinDriveVerb,
} from './effect-verbs.js';
import { energyBlastVerb, energyChargeVerb } from './energy.js';
import { moveGaugeVerb, payGaugeVerb, putGaugeVerb } from './gauge.js';
import { gainGiftVerb } from './gifts.js';
import { finishOrderVerb } from './moves/order.js';
import { vanguardVerbs } from './verbs.js';
import { kwBVerbs } from './keywords/kw-b.js';
import { depthVerbs } from './verbs/index.js';
import { kwAVerbs } from './keywords/kw-a.js';
import { legionVerb, seekMateCostVerb } from './premium/legion.js';
import { setVerbs } from './sets/index.js';
import { hitEffectsWithoutHitVerb } from './verbs/hit-effects-without-hit.js';
import { swapZonesVerb } from './verbs/swap-zones.js';
import { cardRulesDepthVerbs } from './card-rules-depth.js';
import { eachChoosesVerb, makeKeywordValidVerb, skipNextStandVerb } from './notyet-round2.js';

export const vanguardVerbList = [
  ...vanguardVerbs,
  finishOrderVerb,
  gainGiftVerb,
  energyChargeVerb,
  energyBlastVerb,
  gainCrestVerb,
  putGaugeVerb,
  moveGaugeVerb,
  payGaugeVerb,
  deleteVerb,
  timeLeapVerb,
  timeLeapLinkVerb,
  timeLeapReturnVerb,
  changeTargetVerb,
  twinDriveVerb,
  becomeStateVerb,
  becomeWorldVerb,
  ...kwBVerbs,
  ...depthVerbs,
  ...kwAVerbs,
  // The premium format (src/premium/): Seek Mate's cost and legion (14.11, 6.4).
  seekMateCostVerb,
  legionVerb,
  // Every set's verbs (ch.17's sets, ultimate stride, Buddyfight 17.17…), from the one list in src/sets/index.ts.
  ...setVerbs,
  // 10.7.1.8: "'when it hits' effects also activate without a hit" (src/verbs/hit-effects-without-hit.ts).
  hitEffectsWithoutHitVerb,
  swapZonesVerb,
  // Card information and effects of issue 16 (src/card-rules-depth.ts).
  ...cardRulesDepthVerbs,
  // Issue 16's second round (src/notyet-round2.ts): 7.39.1.3.
  skipNextStandVerb,
  makeKeywordValidVerb,
  eachChoosesVerb,
];
