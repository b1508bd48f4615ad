/**
 * What one keyword of ch.14 (14.17–14.40) contributes to the plugin: the keyword itself (its name and any
 * abilities it stands for), and the conditions, verbs, rule processes and event observers its rules need.
 * `kw-a.ts` gathers them for registration.
 */
import type { ConditionContribution, EventObserver, KeywordContribution, RuleProcessContribution, VerbContribution } from '@tcgkit/kernel';

export type Keyword = Omit<KeywordContribution, 'title'>;
export type Condition = Omit<ConditionContribution, 'title'>;
export type Verb = Omit<VerbContribution, 'title'>;
export type RuleProcess = Omit<RuleProcessContribution, 'title'>;

export interface KeywordParts {
  keywords?: Keyword[];
  conditions?: Condition[];
  verbs?: Verb[];
  ruleProcesses?: RuleProcess[];
  eventObservers?: EventObserver[];
}

/** The fighter whose "you" a keyword condition reads: the subject card's master, else the ability's master. */
export function masterOf(ctx: Parameters<Condition['test']>[0], subject: string | undefined, fallback: string): string {
  return (subject === undefined ? undefined : ctx.state.cards[subject]?.controller) ?? fallback;
}
