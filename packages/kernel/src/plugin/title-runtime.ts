import type { AnyStateMachine } from 'xstate';
import type { AbilityDefinition } from '../abilities/ability.js';
import { isEventTrigger } from '../abilities/ability.js';
import { kernelActionShapes, type ActionShape } from '../decisions/action-shape.js';
import { instructionSchemas } from '../effects/language.js';
import { EngineFault, ErrorCode, ruleError, TcgError } from '../rules/rule-error.js';
import { cardProblems, kernelCardSchema } from './card-validation.js';
import type { JsonObject } from '../state/json.js';
import type { CardDefinition, DeckList } from './card-definition.js';
import type { Instruction } from '../effects/instruction.js';
import type { TitleDefinition } from './title-definition.js';
import type { ContinuousModifier } from '../effects/effects-context.js';
import type { TitleRuntime } from './game-context.js';
import type {
  CardSchemaDeclaration,
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
  VerbContribution,
  WindowKindContribution,
  ZoneContribution,
} from './tokens.js';

export type { TitleRuntime } from './game-context.js';
export type { ContinuousModifier } from '../effects/effects-context.js';

/** Everything bound for the title (and for `*`), as read from the container once. */
export interface TitleContributions {
  zones: readonly ZoneContribution[];
  keywords: readonly KeywordContribution[];
  ruleProcesses: readonly RuleProcessContribution[];
  verbs: readonly VerbContribution[];
  conditions: readonly ConditionContribution[];
  procedures: readonly ProcedureContribution[];
  guards: readonly GuardContribution[];
  moves: readonly MoveContribution[];
  processes: readonly ProcessContribution[];
  decisionKinds: readonly DecisionKindContribution[];
  pendingAbilityRules: readonly PendingAbilityContribution[];
  restrictions: readonly RestrictionContribution[];
  windowKinds: readonly WindowKindContribution[];
  cards: readonly CardDefinition[];
  decks: readonly DeckList[];
  /** The title's card format (from its card pool contribution); the kernel's minimal one when absent. */
  cardSchema?: CardSchemaDeclaration;
}

/** At most this many problems are quoted in the error's message (all are in its details). */
const quotedProblems = 20;

/** Title contributions override the kernel's (`*`) ones of the same name. */
function byName<T>(items: readonly T[], name: (item: T) => string, title: string, what: string): Map<string, T> {
  const map = new Map<string, T>();
  const owner = (item: T): string => (item as { title: string }).title;
  for (const item of items) if (owner(item) === '*') map.set(name(item), item);
  const own = new Set<string>();
  for (const item of items) {
    if (owner(item) !== title) continue;
    if (own.has(name(item))) throw new EngineFault(`title "${title}" binds two ${what} named "${name(item)}"`);
    own.add(name(item));
    map.set(name(item), item);
  }
  return map;
}

/** Check-type processes grouped by stage, earliest first, each group in `order`. */
function stagesOf(processes: readonly RuleProcessContribution[]): RuleProcessContribution[][] {
  const stages = [...new Set(processes.map((p) => p.stage ?? 0))].sort((a, b) => a - b);
  return stages.map((stage) => processes.filter((p) => (p.stage ?? 0) === stage));
}

export function buildTitleRuntime(
  definition: TitleDefinition,
  all: TitleContributions,
  compile: (definition: TitleDefinition, windowKinds: ReadonlyMap<string, WindowKindContribution>) => AnyStateMachine,
): TitleRuntime {
  const title = definition.id;
  const mine = <T extends { title: string }>(items: readonly T[]): T[] => items.filter((i) => i.title === title || i.title === '*');
  const zones = byName(mine(all.zones), (z) => z.name, title, 'zones');
  const keywords = byName(mine(all.keywords), (k) => k.name, title, 'keywords');
  const processes = mine(all.ruleProcesses).sort((a, b) => a.order - b.order);
  const cards = new Map<string, CardDefinition>();
  for (const card of all.cards) {
    if (cards.has(card.id)) throw new EngineFault(`title "${title}" has two cards with id "${card.id}"`);
    cards.set(card.id, card);
  }
  for (const role of [definition.roles.deck, definition.roles.hand]) {
    if (!zones.has(role)) throw new EngineFault(`title "${title}" names zone "${role}" as a role but binds no such zone`);
  }

  const keywordNames = new Map<string, string[]>();
  const abilities = new Map<string, AbilityDefinition[]>();
  for (const card of cards.values()) {
    const names: string[] = [];
    const list: AbilityDefinition[] = [...(card.abilities ?? [])];
    for (const entry of card.keywords ?? []) {
      const name = typeof entry === 'string' ? entry : entry.name;
      const keyword = keywords.get(name);
      if (keyword === undefined) throw new EngineFault(`card "${card.id}" has unknown keyword "${name}"`);
      names.push(name);
      if (keyword.abilities !== undefined) list.push(...keyword.abilities(typeof entry === 'string' ? {} : (entry as JsonObject)));
    }
    keywordNames.set(card.id, names);
    abilities.set(card.id, list);
  }

  const triggerIndex = new Map<string, Set<string>>();
  const stateTriggerCards = new Set<string>();
  const continuousCards = new Set<string>();
  const continuousSources = new Map<string, Set<string>>();
  const continuousStats = new Set<string>();
  const modifiers = new Map<string, ContinuousModifier[]>();
  const activatedCards = new Set<string>();
  for (const [id, list] of abilities) {
    for (const [index, ability] of list.entries()) {
      if (ability.kind === 'continuous') {
        // A given ability (VG 7.14.1) is read only through the card that holds it: its modifiers are kept,
        // but its own card is no source of it.
        if (ability.given !== true) continuousCards.add(id);
        const byStat = new Map<string, Instruction[]>();
        for (const instruction of ability.effect) {
          if (instruction.do !== 'modify' || typeof instruction['stat'] !== 'string') continue;
          byStat.set(instruction['stat'], [...(byStat.get(instruction['stat']) ?? []), instruction]);
        }
        for (const [stat, modifies] of byStat) {
          continuousStats.add(stat);
          if (ability.given !== true) continuousSources.set(stat, (continuousSources.get(stat) ?? new Set<string>()).add(id));
          const key = `${id}\u0000${stat}`;
          modifiers.set(key, [...(modifiers.get(key) ?? []), { ability, index, modifies }]);
        }
      }
      if (ability.given === true) continue;
      if (ability.kind === 'activated') activatedCards.add(id);
      if (ability.kind !== 'automatic') continue;
      if (isEventTrigger(ability.trigger)) {
        const set = triggerIndex.get(ability.trigger.event) ?? new Set<string>();
        set.add(id);
        triggerIndex.set(ability.trigger.event, set);
      } else if (ability.trigger !== undefined) {
        stateTriggerCards.add(id);
      }
    }
  }

  const moves = byName(mine(all.moves), (m) => m.type, title, 'moves');
  const decisionKinds = byName(mine(all.decisionKinds), (d) => d.kind, title, 'decision kinds');
  const windowKinds = byName(mine(all.windowKinds), (k) => k.name, title, 'window kinds');
  const windowKind = windowKinds.get(definition.answerModel);
  if (windowKind === undefined) {
    throw new EngineFault(`title "${title}" names answer model "${definition.answerModel}", but no window kind of that name is bound`);
  }
  const verbs = byName(mine(all.verbs), (v) => v.name, title, 'verbs');
  const conditions = byName(mine(all.conditions), (c) => c.name, title, 'conditions');
  const schemas = instructionSchemas({ verbs, conditions, zones: new Set(zones.keys()), keywords: new Set(keywords.keys()) });
  const cardSchema = (all.cardSchema ?? kernelCardSchema)(schemas);
  const checkCards = (list: readonly unknown[]): string[] => cardProblems(schemas, cardSchema, keywords, list);
  // Card data is checked now, so a bad verb, test or parameter never reaches a game (issue: EngineFault mid-game).
  const problems = checkCards([...cards.values()]);
  if (problems.length > 0) {
    const quoted = problems.slice(0, quotedProblems).join('; ');
    const more = problems.length > quotedProblems ? `; and ${problems.length - quotedProblems} more` : '';
    throw new TcgError(
      ruleError(ErrorCode.invalidCard, `title "${title}" has invalid card data: ${quoted}${more}`),
      problems.map((problem) => ruleError(ErrorCode.invalidCard, problem)),
    );
  }

  const layers = new Map(definition.layers.map((layer, index) => [layer, index]));
  const runtime: Omit<TitleRuntime, 'machine'> = {
    definition,
    zones,
    linkedZones: [...zones.values()].filter((z) => z.linked !== undefined),
    keywords,
    ruleProcesses: {
      check: processes.filter((p) => p.timing === 'check'),
      checkStages: stagesOf(processes.filter((p) => p.timing === 'check')),
      interrupt: processes.filter((p) => p.timing === 'interrupt'),
    },
    verbs,
    conditions,
    procedures: byName(mine(all.procedures), (p) => p.name, title, 'procedures'),
    guards: byName(mine(all.guards), (g) => g.name, title, 'guards'),
    moves,
    processes: byName(mine(all.processes), (p) => p.kind, title, 'processes'),
    decisionKinds,
    actionShapes: actionShapesOf(title, moves, decisionKinds),
    pendingAbilityRules: mine(all.pendingAbilityRules),
    restrictions: mine(all.restrictions),
    windowKinds,
    windowKind,
    cards,
    decks: all.decks,
    abilitiesOf: (card) => abilities.get(card) ?? [],
    keywordNamesOf: (card) => keywordNames.get(card) ?? [],
    cardName: (card) => cards.get(card)?.name ?? card,
    layerIndex: (layer) => {
      const index = layers.get(layer);
      if (index === undefined) throw new EngineFault(`title "${title}" has no layer "${layer}"`);
      return index;
    },
    triggerIndex,
    stateTriggerCards,
    continuousCards,
    continuousSources,
    continuousStats,
    continuousModifiers: (card, stat) => modifiers.get(`${card}\u0000${stat}`) ?? [],
    activatedCards,
    schemas,
    cardSchema,
    checkCards,
  };
  return { ...runtime, machine: compile(definition, windowKinds) };
}

/** One shape per action type; two contributions giving the same type different shapes is a wiring error. */
function actionShapesOf(
  title: string,
  moves: ReadonlyMap<string, MoveContribution>,
  kinds: ReadonlyMap<string, DecisionKindContribution>,
): Map<string, ActionShape> {
  const shapes = new Map<string, ActionShape>(kernelActionShapes);
  const add = (type: string, shape: ActionShape, from: string): void => {
    const known = shapes.get(type);
    if (known !== undefined && known !== shape) throw new EngineFault(`title "${title}": ${from} gives action "${type}" a second shape`);
    shapes.set(type, shape);
  };
  for (const move of moves.values()) add(move.type, move.params, `move "${move.type}"`);
  for (const kind of kinds.values())
    for (const [type, shape] of Object.entries(kind.actions ?? {})) add(type, shape, `decision kind "${kind.kind}"`);
  return shapes;
}
