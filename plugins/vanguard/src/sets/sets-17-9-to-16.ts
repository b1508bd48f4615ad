/**
 * Everything the set-specific rules 17.9–17.16 add to the plugin, gathered into one set contribution (helper vg-set-b's
 * part of issue 16). Each set's own file says what it contributes and how it reads the rules.
 */
import { explosiveGrowth, growOntoVerb, returnLeavingGrowthVerb } from './corocoro-growth.js';
import { corocoro, retrySettleVerb, retryVerb } from './corocoro.js';
import { mushiking, useWazaVerb } from './mushiking.js';
import { operateVerb } from './product.js';
import { orderZoneAsMemoriesVerb, quintuplets } from './quintuplets.js';
import { scoutEngage, storeVerb } from './scout-engage.js';
import { defineSet, type SetParts } from './set-parts.js';
import { overSoulVerb, shamanKing } from './shaman-king.js';
import { gainRaceCrestVerb, homareVerb, putInTrainingVerb, toukenRanbu } from './touken-ranbu.js';

const parts: SetParts[] = [shamanKing, scoutEngage, mushiking, toukenRanbu, quintuplets, corocoro, explosiveGrowth];

/**
 * 17.9–17.16 as one set contribution: the verbs card data may write for these sets (typed through
 * `verb-list.ts`), and every part's keywords, tests, zones, rule processes, restrictions and event observers.
 */
export const setsB = defineSet({
  verbs: [
    overSoulVerb,
    storeVerb,
    operateVerb,
    useWazaVerb,
    homareVerb,
    putInTrainingVerb,
    gainRaceCrestVerb,
    orderZoneAsMemoriesVerb,
    retryVerb,
    retrySettleVerb,
    growOntoVerb,
    returnLeavingGrowthVerb,
  ],
  keywords: parts.flatMap((p) => p.keywords ?? []),
  conditions: parts.flatMap((p) => p.conditions ?? []),
  zones: parts.flatMap((p) => p.zones ?? []),
  ruleProcesses: parts.flatMap((p) => p.ruleProcesses ?? []),
  restrictions: parts.flatMap((p) => p.restrictions ?? []),
  eventObservers: parts.flatMap((p) => p.eventObservers ?? []),
});
