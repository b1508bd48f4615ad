import { ContainerModule } from 'inversify';
import type { CardDefinition, DeckList } from './card-definition.js';
import type { TitleDefinition } from './title-definition.js';
import {
  CardPoolContribution,
  type CardSchemaDeclaration,
  ConditionContribution,
  DecisionKindContribution,
  GuardContribution,
  KeywordContribution,
  MoveContribution,
  PendingAbilityContribution,
  ProcedureContribution,
  ProcessContribution,
  RestrictionContribution,
  RuleProcessContribution,
  TitleContribution,
  VerbContribution,
  WindowKindContribution,
  ZoneContribution,
} from './tokens.js';

type Without<T> = Omit<T, 'title'>;

/** A title's parts, without repeating the title id on each: `titleModule` stamps it and binds them. */
export interface TitlePlugin {
  title: TitleDefinition;
  zones: readonly Without<ZoneContribution>[];
  keywords?: readonly Without<KeywordContribution>[];
  ruleProcesses?: readonly Without<RuleProcessContribution>[];
  verbs?: readonly Without<VerbContribution>[];
  conditions?: readonly Without<ConditionContribution>[];
  procedures?: readonly Without<ProcedureContribution>[];
  guards?: readonly Without<GuardContribution>[];
  moves?: readonly Without<MoveContribution>[];
  processes?: readonly Without<ProcessContribution>[];
  decisionKinds?: readonly Without<DecisionKindContribution>[];
  /** How its pending automatic abilities are played (declining, removal, wrapping the effect). */
  pendingAbilityRules?: readonly Without<PendingAbilityContribution>[];
  /** What cannot be chosen or used (Resist, "cannot be used"). */
  restrictions?: readonly Without<RestrictionContribution>[];
  windowKinds?: readonly Without<WindowKindContribution>[];
  cards?: readonly CardDefinition[];
  decks?: readonly DeckList[];
  /** The title's card format, built from the instruction language's schemas (see `CardPoolContribution`). */
  cardSchema?: CardSchemaDeclaration;
}

/**
 * One inversify `ContainerModule` for a title: it only binds the title's contributions to the kernel's
 * tokens (multi-bindings). This is how every plugin registers itself.
 */
export function titleModule(plugin: TitlePlugin): ContainerModule {
  const title = plugin.title.id;
  const stamp = <T extends object>(items: readonly T[] | undefined): (T & { title: string })[] =>
    (items ?? []).map((item) => ({ ...item, title }));
  return new ContainerModule(({ bind }) => {
    bind(TitleContribution).toConstantValue(plugin.title);
    for (const zone of stamp(plugin.zones)) bind(ZoneContribution).toConstantValue(zone);
    for (const keyword of stamp(plugin.keywords)) bind(KeywordContribution).toConstantValue(keyword);
    for (const process of stamp(plugin.ruleProcesses)) bind(RuleProcessContribution).toConstantValue(process);
    for (const verb of stamp(plugin.verbs)) bind(VerbContribution).toConstantValue(verb);
    for (const condition of stamp(plugin.conditions)) bind(ConditionContribution).toConstantValue(condition);
    for (const procedure of stamp(plugin.procedures)) bind(ProcedureContribution).toConstantValue(procedure);
    for (const guard of stamp(plugin.guards)) bind(GuardContribution).toConstantValue(guard);
    for (const move of stamp(plugin.moves)) bind(MoveContribution).toConstantValue(move);
    for (const process of stamp(plugin.processes)) bind(ProcessContribution).toConstantValue(process);
    for (const kind of stamp(plugin.decisionKinds)) bind(DecisionKindContribution).toConstantValue(kind);
    for (const rule of stamp(plugin.pendingAbilityRules)) bind(PendingAbilityContribution).toConstantValue(rule);
    for (const restriction of stamp(plugin.restrictions)) bind(RestrictionContribution).toConstantValue(restriction);
    for (const kind of stamp(plugin.windowKinds)) bind(WindowKindContribution).toConstantValue(kind);
    const pool: CardPoolContribution = { title, cards: plugin.cards ?? [], decks: plugin.decks ?? [] };
    if (plugin.cardSchema !== undefined) pool.cardSchema = plugin.cardSchema;
    bind(CardPoolContribution).toConstantValue(pool);
  });
}
