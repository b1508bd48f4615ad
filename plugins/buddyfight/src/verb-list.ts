/**
 * Every verb Buddyfight registers, in one list: `index.ts` registers it and `instructions.ts` types card
 * data by it, so a verb the title runs is always a verb its card data may write.
 */
import { battleVerbs } from './battle.js';
import { flowVerbs } from './flow.js';
import { limitVerbs } from './limits.js';
import { soulguardVerb } from './soulguard.js';
import { timeStopVerbs } from './time-stop.js';
import { verbs } from './verbs.js';

export const buddyfightVerbs = [...verbs, ...battleVerbs, ...flowVerbs, soulguardVerb, ...limitVerbs, ...timeStopVerbs];
