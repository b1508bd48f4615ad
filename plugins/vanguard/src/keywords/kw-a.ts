/**
 * Chapter 14's keywords 14.17–14.40 not covered elsewhere (Brave 14.17 and Unite 14.21 are in conditions.ts),
 * gathered for registration: each keyword's own file says what it contributes and how it reads the rules.
 */
import { abilityWords } from './ability-words.js';
import { anyaku } from './anyaku.js';
import { blaze } from './blaze.js';
import { boshoku } from './boshoku.js';
import { charge } from './charge.js';
import { darkness } from './darkness.js';
import { harmonizeVerb, harmony } from './harmony.js';
import { hollow } from './hollow.js';
import { magiaReturnVerb, magiaVerb } from './magia.js';
import type { KeywordParts } from './parts-kw-a.js';
import { raigeki } from './raigeki.js';
import { rescueVerb } from './rescue.js';
import { revelation } from './revelation.js';
import { ritual } from './ritual.js';
import { rush } from './rush.js';
import { shintaku } from './shintaku.js';
import { success } from './success.js';
import { becomeUnitStateVerb, unitStateCondition } from './unit-states.js';
import { wave } from './wave.js';
import { zanei } from './zanei.js';

const parts: KeywordParts[] = [
  shintaku,
  ritual,
  revelation,
  blaze,
  zanei,
  boshoku,
  raigeki,
  rush,
  charge,
  darkness,
  hollow,
  harmony,
  wave,
  anyaku,
  success,
  abilityWords,
];

/** The verbs card data may write for these keywords (registered and typed through `verb-list.ts`). */
export const kwAVerbs = [becomeUnitStateVerb, rescueVerb, magiaVerb, magiaReturnVerb, harmonizeVerb];

/** Everything the keywords 14.17–14.40 add to the plugin. */
export const kwAContributions = {
  keywords: parts.flatMap((p) => p.keywords ?? []),
  conditions: [unitStateCondition, ...parts.flatMap((p) => p.conditions ?? [])],
  ruleProcesses: parts.flatMap((p) => p.ruleProcesses ?? []),
  eventObservers: parts.flatMap((p) => p.eventObservers ?? []),
};
