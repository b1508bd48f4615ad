/**
 * Every set's contribution, in one list: the one way a set's verbs, keywords, tests, zones, rule processes,
 * restrictions, replacement rules, procedures, moves and pending-ability rules reach the plugin. A new set
 * writes its `defineSet({ … })` (set-parts.ts) and is appended here; `index.ts` registers `setParts` and
 * `verb-list.ts` registers (and types card data by) `setVerbs` (docs/plugin-authoring.md).
 */
import type { Verb } from '../keywords/parts-kw-a.js';
import { buddyfight } from './buddyfight/index.js';
import type { SetContribution, SetParts } from './set-parts.js';
import { setsA } from './sets-17-2-to-8.js';
import { setsB } from './sets-17-9-to-16.js';

/** The sets, in registration order (the order of each kind of contribution in the plugin follows it). */
export const setContributions = [setsB, buddyfight, setsA] as const;

type VerbsOf<Sets extends readonly SetContribution[]> = Sets[number]['verbs'][number];

/** Every set's verbs, typed (card data may write exactly these). */
export const setVerbs = setContributions.flatMap((set): readonly Verb[] => set.verbs) as VerbsOf<typeof setContributions>[];

/** Every other contribution of the sets, gathered by kind. */
export const setParts: Required<SetParts> = {
  zones: setContributions.flatMap((set) => set.zones ?? []),
  keywords: setContributions.flatMap((set) => set.keywords ?? []),
  conditions: setContributions.flatMap((set) => set.conditions ?? []),
  ruleProcesses: setContributions.flatMap((set) => set.ruleProcesses ?? []),
  restrictions: setContributions.flatMap((set) => set.restrictions ?? []),
  replacementRules: setContributions.flatMap((set) => set.replacementRules ?? []),
  procedures: setContributions.flatMap((set) => set.procedures ?? []),
  moves: setContributions.flatMap((set) => set.moves ?? []),
  pendingRules: setContributions.flatMap((set) => set.pendingRules ?? []),
  eventObservers: setContributions.flatMap((set) => set.eventObservers ?? []),
};

export { makeGyzeFaceAfterMove } from './gyze.js';
export { finishEquipmentOrder } from './equipment.js';
export { placeMusicOrder, placedOnCircle } from './music-orders.js';
export { flagProblems, linkAttackModifications } from './buddyfight/index.js';
