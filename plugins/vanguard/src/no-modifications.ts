import type { RuleModification } from '@tcgkit/kernel';

/**
 * The answer "no rule modification" of the title's `ruleModifications` contributors: one frozen list instead of a new
 * `[]` at each of the several contributors, for every stat read of every card (issue 14). The kernel only reads
 * these lists; anything that tried to add to this one would throw.
 */
export const noModifications = Object.freeze([]) as unknown as RuleModification[];
