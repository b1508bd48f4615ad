import { z } from 'zod';
import type { EffectsContext } from './effects-context.js';
import type { CardId, CardObject } from '../state/game-state.js';
import type { Json } from '../state/json.js';
import { cardOrLastKnown } from '../zones/zone-ops.js';
import { zoneNameOf } from '../zones/zone-key.js';
import { cardsInZones, inObjectOrder, withChangedCards } from '../zones/cards-in-zones.js';
import { anyPresent } from '../zones/definitions-in-game.js';
import { testPredicate } from './conditions.js';
import { abilitiesLost } from './restrictions.js';
import { applyInDependencyOrder } from './dependency-order.js';
import type { EffectFrame } from './instruction.js';
import type { InstructionSchemas } from './language.js';
import { resolveCards } from './values.js';
import type { ContinuousEffect, Modification } from '../state/records.js';
import { abilityRef, parseAbilityRef, type AbilityDefinition } from '../abilities/ability.js';
import type { ContinuousModifier } from './effects-context.js';

export type { ContinuousEffect, Modification } from '../state/records.js';

interface AppliedModification {
  layer: number;
  setsValue: boolean;
  timestamp: number;
  modification: Modification;
  /**
   * For a continuous ability: whether it applies to the card, asked when its turn in the order comes, so
   * a condition reading the stat being computed sees the value so far (WS 8.9.1.3 example).
   */
  applies?: () => boolean;
}

let continuousDepth = 0;

/** The stats being computed right now, innermost last, with the value each has reached so far. */
interface StatInProgress {
  state: object;
  card: CardId;
  stat: string;
  value: Json;
  /** How often a condition read `value` (dependency, `dependency-order.ts`). */
  reads: number;
}
const inProgress: StatInProgress[] = [];

function currentlyComputing(ctx: EffectsContext, id: CardId, stat: string): StatInProgress | undefined {
  for (let i = inProgress.length - 1; i >= 0; i--) {
    const entry = inProgress[i]!;
    if (entry.state === ctx.state && entry.card === id && entry.stat === stat) {
      entry.reads++;
      return entry;
    }
  }
  return undefined;
}

/**
 * A card's current value of `stat`: the printed value, then every modification in the title's layer
 * order (VG 11.11.1, WS 8.9, BD 1208); within a layer "set" effects go last (VG 11.11.2), then by
 * timestamp (VG 11.11.3.1), or by timestamp only when the title says so (`layerOrder`, BD 1208-1g).
 * Reads last-known information for a card that has left.
 */
export function statOf(ctx: EffectsContext, id: CardId, stat: string): Json {
  // A condition of an effect being applied to this very stat reads the value reached so far: the effect
  // is applied once against it and that is the end of it (WS 8.9.1.3 example), never re-evaluated.
  const computing = currentlyComputing(ctx, id, stat);
  if (computing !== undefined) return computing.value;
  const card = cardOrLastKnown(ctx, id);
  if (card === undefined) return null;
  const value = baseValue(ctx, card, stat);
  const mods = collectModifications(ctx, card, stat);
  if (mods.length === 0) return value;
  if (ctx.title.definition.layerOrder === 'timestamp') mods.sort((a, b) => a.layer - b.layer || a.timestamp - b.timestamp);
  else mods.sort((a, b) => a.layer - b.layer || Number(a.setsValue) - Number(b.setsValue) || a.timestamp - b.timestamp);
  const entry: StatInProgress = { state: ctx.state, card: card.id, stat, value, reads: 0 };
  inProgress.push(entry);
  try {
    if (ctx.title.definition.continuousDependency === true) applyWithDependency(ctx, stat, mods, entry);
    else {
      for (const { modification, applies } of mods) {
        if (applies !== undefined && !applies()) continue;
        entry.value = applyModification(ctx, entry.value, modification, stat);
      }
    }
  } finally {
    inProgress.pop();
  }
  return entry.value;
}

/**
 * A card's `stat` with only the modifications of the title's layers up to and including `throughLayer` applied, in
 * the order `statOf` uses: the value a card has at that stage of 11.11.1 (VG 5.1.3: its "original" information is
 * the printed one after the effects that change or remove the original value, 11.11.1.2–11.11.1.3). Nothing of
 * the later layers is computed.
 */
export function statThroughLayer(ctx: EffectsContext, id: CardId, stat: string, throughLayer: string): Json {
  const card = cardOrLastKnown(ctx, id);
  if (card === undefined) return null;
  const limit = ctx.title.layerIndex(throughLayer);
  let value = baseValue(ctx, card, stat);
  const mods = collectModifications(ctx, card, stat).filter((m) => m.layer <= limit);
  if (ctx.title.definition.layerOrder === 'timestamp') mods.sort((a, b) => a.layer - b.layer || a.timestamp - b.timestamp);
  else mods.sort((a, b) => a.layer - b.layer || Number(a.setsValue) - Number(b.setsValue) || a.timestamp - b.timestamp);
  for (const { modification, applies } of mods) {
    if (applies !== undefined && !applies()) continue;
    value = applyModification(ctx, value, modification, stat);
  }
  return value;
}

function applyModification(ctx: EffectsContext, value: Json, modification: Modification, stat: string): Json {
  return 'copy' in modification ? statOf(ctx, modification.copy, stat) : apply(value, modification);
}

/**
 * The layers and "set" last fix the order between groups (VG 11.11.1, 11.11.2); within each group the
 * dependency between effects decides before the timestamp (VG 11.11.3).
 */
function applyWithDependency(ctx: EffectsContext, stat: string, mods: readonly AppliedModification[], entry: StatInProgress): void {
  const timestampOnly = ctx.title.definition.layerOrder === 'timestamp';
  const sameGroup = (a: AppliedModification, b: AppliedModification): boolean =>
    a.layer === b.layer && (timestampOnly || a.setsValue === b.setsValue);
  for (let start = 0; start < mods.length;) {
    let end = start + 1;
    while (end < mods.length && sameGroup(mods[start]!, mods[end]!)) end++;
    const group = mods.slice(start, end).map((m) => ({
      timestamp: m.timestamp,
      ...(m.applies === undefined ? {} : { applies: m.applies }),
      applyTo: (value: Json) => applyModification(ctx, value, m.modification, stat),
    }));
    applyInDependencyOrder(group, entry);
    start = end;
  }
}

/**
 * A card's `stat` before any modification: what its status sets (`stat:<name>`, a value the card was given), else
 * the printed value (keywords and abilities: as printed). Reads last-known information for a card that has left.
 */
export function baseStatOf(ctx: EffectsContext, id: CardId, stat: string): Json {
  const card = cardOrLastKnown(ctx, id);
  return card === undefined ? null : baseValue(ctx, card, stat);
}

function baseValue(ctx: EffectsContext, card: CardObject, stat: string): Json {
  const statusValue = card.status[`stat:${stat}`];
  if (statusValue !== undefined) return statusValue;
  if (stat === 'keywords') return [...ctx.title.keywordNamesOf(card.card)];
  if (stat === 'abilities') return printedHeld(ctx, card.card).map((held) => abilityRef(held.card, held.index));
  return (ctx.title.cards.get(card.card)?.[stat] as Json | undefined) ?? null;
}

export function numericStat(ctx: EffectsContext, id: CardId, stat: string): number {
  const value = statOf(ctx, id, stat);
  return typeof value === 'number' ? value : 0;
}

export function keywordsOf(ctx: EffectsContext, id: CardId): string[] {
  const value = statOf(ctx, id, 'keywords');
  return Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : [];
}

function apply(value: Json, modification: Exclude<Modification, { copy: CardId }>): Json {
  if ('add' in modification) return (typeof value === 'number' ? value : 0) + modification.add;
  if ('set' in modification) return modification.set;
  const list = Array.isArray(value) ? value.filter((k) => k !== ('grant' in modification ? modification.grant : modification.remove)) : [];
  return 'grant' in modification ? [...list, modification.grant] : list;
}

function collectModifications(ctx: EffectsContext, card: CardObject, stat: string): AppliedModification[] {
  const out: AppliedModification[] = [];
  for (const effect of ctx.state.effects) {
    if (effect.stat === stat && effect.cards.includes(card.id)) {
      out.push({
        layer: ctx.title.layerIndex(effect.layer),
        setsValue: 'set' in effect.modification,
        timestamp: effect.timestamp,
        modification: effect.modification,
      });
    }
  }
  // Rule modifications the title computes (boost, guardian shield…); the same depth bound applies,
  // since they may read other cards' values.
  const rules = ctx.title.definition.ruleModifications;
  if (rules !== undefined && continuousDepth <= 3) {
    continuousDepth++;
    try {
      for (const rule of rules(ctx, card, stat)) {
        out.push({
          layer: ctx.title.layerIndex(rule.layer),
          setsValue: 'set' in rule.modification,
          timestamp: rule.timestamp ?? 0,
          modification: rule.modification,
        });
      }
    } finally {
      continuousDepth--;
    }
  }
  // Continuous abilities (`forEachWorkingModifier`); a depth bound stops conditions that read stats from looping.
  if (continuousDepth > 3) return out;
  // Only a stat some continuous ability modifies looks for cards whose abilities changed.
  const changed = stat === 'abilities' || !ctx.title.continuousStats.has(stat) ? undefined : abilityChangedCards(ctx);
  continuousDepth++;
  try {
    forEachWorkingModifier(ctx, stat, changed, (source, { ability, modifies, text }) => {
      const frame: EffectFrame = { controller: source.controller, source: source.id, vars: {} };
      for (const instruction of modifies) {
        const modification = modificationOf(instruction, text);
        if (modification === null) continue;
        // The ability's condition and the instruction's card selector are asked when this modification's
        // turn comes (see `applies`), under the same depth bound.
        const applies = (): boolean => {
          if (continuousDepth > 3) return false;
          continuousDepth++;
          try {
            if (ability.condition !== undefined && !testPredicate(ctx, ability.condition, source.id, frame)) return false;
            return resolveCards(ctx, instruction['cards'], frame).includes(card.id);
          } finally {
            continuousDepth--;
          }
        };
        out.push({
          layer: ctx.title.layerIndex(layerFor(ctx, instruction['layer'], modification)),
          setsValue: 'set' in modification,
          timestamp: source.enteredAt,
          modification,
          applies,
        });
      }
    });
  } finally {
    continuousDepth--;
  }
  return out;
}

/**
 * Every continuous ability modifying `stat` that works now, whatever it applies to: its source is in a zone
 * where it works, holds it (printed, or gained: VG 7.14.1) and has not lost its abilities (VG 7.14.2). For a
 * title's quick test that skips computing a stat which nothing now could change in a way that matters (BD
 * 1303-3 reads power only where something lowers it); the same walk `statOf` makes, so what works is decided
 * in one place.
 */
export function workingModifiers(ctx: EffectsContext, stat: string): ContinuousModifier[] {
  const out: ContinuousModifier[] = [];
  if (continuousDepth > 3) return out;
  const changed = stat === 'abilities' ? undefined : abilityChangedCards(ctx);
  continuousDepth++;
  try {
    forEachWorkingModifier(ctx, stat, changed, (_source, modifier) => out.push(modifier));
  } finally {
    continuousDepth--;
  }
  return out;
}

/**
 * Whether anything in force now could bring some card's `stat` below its value before modifications (issue 14: a
 * title's check of "power 0 or less", read at every check timing, need not compute any card's power otherwise): a
 * continuous effect on `stat`, or a continuous ability modifying it that works now (`workingModifiers`, gained ones
 * included), that does anything but add a non-negative number (setting, copying, doubling, subtracting…). A
 * title's own rule modifications (`ruleModifications`) are not read: a title that has some for `stat` must not rely
 * on this alone.
 */
export function statMayFallBelowBase(ctx: EffectsContext, stat: string): boolean {
  for (const effect of ctx.state.effects) {
    if (effect.stat !== stat) continue;
    const modification = effect.modification;
    if (!('add' in modification) || modification.add < 0) return true;
  }
  // While no card's abilities are changed, the modifiers that work are printed ones of sources in the game: when
  // no card of the game shows a source with a lowering one, none works (issue 14: the walk over the sources'
  // zones found only raising ones, at every check timing of Build Divide).
  if (!anyPresent(ctx, loweringSources(ctx, stat)) && abilityChangedCards(ctx) === undefined) return false;
  return workingModifiers(ctx, stat).some(({ modifies }) => modifies.some(lowers));
}

/** A `modify` instruction that does anything but add a non-negative number. */
const lowers = (m: ContinuousModifier['modifies'][number]): boolean => typeof m['add'] !== 'number' || m['add'] < 0;

/** Per title and stat: the sources (`continuousSources`) with a printed continuous ability that may lower the stat. */
const loweringByTitle = new WeakMap<object, Map<string, ReadonlySet<string>>>();

function loweringSources(ctx: EffectsContext, stat: string): ReadonlySet<string> {
  let byStat = loweringByTitle.get(ctx.title);
  if (byStat === undefined) loweringByTitle.set(ctx.title, (byStat = new Map()));
  let sources = byStat.get(stat);
  if (sources === undefined) {
    const set = new Set<string>();
    for (const definition of ctx.title.continuousSources.get(stat) ?? [])
      if (printedModifiers(ctx, definition, stat).some(({ modifies }) => modifies.some(lowers))) set.add(definition);
    byStat.set(stat, (sources = set));
  }
  return sources;
}

/**
 * Continuous abilities apply while their source is where they work; their timestamp is when the source
 * entered that zone (VG 11.11.3.1.1). Only abilities that modify this stat are looked at (indexed once per
 * title), so a card's other continuous abilities cost nothing here. The cards whose abilities are changed
 * now (`changed`: VG 7.14.1, BD 524-1) have their held continuous abilities read (a gained one applies, a
 * printed one they no longer hold does not); every other card its printed ones. Reading (kernel):
 * abilities that change abilities are read from the card that prints them, so the `abilities` stat itself
 * never asks who holds what (no loop).
 *
 * When no card's abilities are changed (the usual case) only cards in a zone where one of these abilities
 * works can be a source, so only those zones' cards are read (issue 14: not every card of the game, deck
 * included). The order of sources is immaterial to `statOf`: modifications are sorted by layer and
 * timestamp, and every card object's `enteredAt` is a timestamp of its own.
 */
function forEachWorkingModifier(
  ctx: EffectsContext,
  stat: string,
  changed: ReadonlySet<CardId> | undefined,
  each: (source: CardObject, modifier: TextModifier) => void,
): void {
  const sources = ctx.title.continuousSources.get(stat);
  // Sources no card of this game shows are not looked for in its zones (`anyPresent`, issue 14).
  const present = sources !== undefined && anyPresent(ctx, sources);
  if (!present && changed === undefined) return;
  // While some cards' abilities are changed, those cards too (in object order, as a walk over every card gave).
  const inZones = present && sources !== undefined ? cardsInZones(ctx, sourceZones(ctx, stat, sources), sources) : [];
  const ids = changed === undefined ? inZones : withChangedCards(ctx, inZones, changed);
  for (const sourceId of ids) {
    const source = ctx.state.cards[sourceId] as CardObject;
    const changes = changed?.has(source.id) === true;
    if (!changes && sources?.has(source.card) !== true) continue;
    if (abilitiesLost(ctx, source) !== undefined) continue; // VG 7.14.2: a lost ability does not apply
    const zone = zoneNameOf(source.zone);
    for (const modifier of changes ? heldModifiers(ctx, source, stat, changed) : printedModifiers(ctx, source.card, stat)) {
      if ((modifier.ability.zones ?? ctx.title.definition.abilityZones).includes(zone)) each(source, modifier);
    }
  }
}

/** Per title and stat: every zone where some continuous ability modifying that stat works. */
const zonesByTitle = new WeakMap<object, Map<string, readonly string[]>>();

function sourceZones(ctx: EffectsContext, stat: string, sources: ReadonlySet<string>): readonly string[] {
  let byStat = zonesByTitle.get(ctx.title);
  if (byStat === undefined) zonesByTitle.set(ctx.title, (byStat = new Map()));
  let zones = byStat.get(stat);
  if (zones === undefined) {
    const set = new Set<string>();
    for (const definition of sources)
      for (const { ability } of ctx.title.continuousModifiers(definition, stat))
        for (const zone of ability.zones ?? ctx.title.definition.abilityZones) set.add(zone);
    byStat.set(stat, (zones = [...set]));
  }
  return zones;
}

/**
 * The parameters of a modification (`add`, `set`, `grant`, `remove`), for verbs that modify a stat.
 * `grantAbility` grants the `abilities` stat ability #n of the text it is written on (VG 7.14.1: "gains '…'",
 * the quoted text being that card's `given` ability; Melody's designated ability, 14.41.2).
 */
export function modificationParams(l: InstructionSchemas) {
  return {
    add: z.number().optional(),
    set: l.json.optional(),
    grant: z.string().optional(),
    remove: z.string().optional(),
    grantAbility: z.number().int().min(0).optional(),
  };
}

/** `text`: the card definition the instruction is written on, which `grantAbility` names an ability of. */
export function modificationOf(params: { [key: string]: Json | undefined }, text?: string): Modification | null {
  if (typeof params['add'] === 'number') return { add: params['add'] };
  if (params['set'] !== undefined) return { set: params['set'] as Json };
  if (typeof params['grant'] === 'string') return { grant: params['grant'] };
  if (typeof params['remove'] === 'string') return { remove: params['remove'] };
  if (typeof params['grantAbility'] === 'number' && text !== undefined) return { grant: abilityRef(text, params['grantAbility']) };
  return null;
}

export function layerFor(ctx: EffectsContext, requested: Json | undefined, modification: Modification): string {
  if (typeof requested === 'string') return requested;
  const defaults = ctx.title.definition.defaultLayers;
  if ('set' in modification) return defaults.set;
  if ('add' in modification) return defaults.add;
  return defaults.abilities;
}

export function addContinuousEffect(ctx: EffectsContext, effect: Omit<ContinuousEffect, 'id' | 'timestamp'>): ContinuousEffect {
  const record: ContinuousEffect = {
    ...effect,
    id: ctx.state.counters.nextId++,
    timestamp: ctx.state.counters.timestamp++,
  };
  ctx.state.effects.push(record);
  return record;
}

/** Ends one continuous effect before its duration is over (its source says so, a rule ends it). */
export function removeContinuousEffect(ctx: EffectsContext, id: number): void {
  ctx.state.effects = ctx.state.effects.filter((e) => e.id !== id);
}

/** Ends every continuous effect that lasts until `point`. */
export function expireContinuousEffects(ctx: EffectsContext, point: string): void {
  if (ctx.state.effects.some((e) => e.duration === point)) ctx.state.effects = ctx.state.effects.filter((e) => e.duration !== point);
}

/** Drops effects whose every affected object is gone: they can never apply again. */
export function pruneEffects(ctx: EffectsContext): void {
  const cards = ctx.state.cards;
  ctx.state.effects = ctx.state.effects.filter((e) => e.cards.some((id) => cards[id] !== undefined));
}

export function resolveAffected(ctx: EffectsContext, ref: Json | undefined, frame: EffectFrame): CardId[] {
  return resolveCards(ctx, ref, frame).filter((id) => ctx.state.cards[id] !== undefined);
}

/** An ability a card holds now: its text (`card`, a definition id, and `index` among its abilities). */
export interface HeldAbility {
  ability: AbilityDefinition;
  card: string;
  index: number;
}

const printedCache = new WeakMap<object, Map<string, HeldAbility[]>>();

/** The abilities a card with definition `card` has as printed: all but its `given` ones (VG 7.14.1). */
export function printedHeld(ctx: EffectsContext, card: string): readonly HeldAbility[] {
  let byCard = printedCache.get(ctx.title);
  if (byCard === undefined) printedCache.set(ctx.title, (byCard = new Map()));
  let list = byCard.get(card);
  if (list === undefined) {
    list = [];
    ctx.title.abilitiesOf(card).forEach((ability, index) => {
      if (ability.given !== true) list!.push({ ability, card, index });
    });
    byCard.set(card, list);
  }
  return list;
}

/**
 * The cards whose abilities may differ from their printed ones now: those an effect on `abilities` affects
 * (gains, copies, sets: VG 7.14.1, BD 524-1), those the title's rules change (`abilityRuleHolders`, VG
 * 6.9.3.4) and those a continuous ability changes (Melody, VG 14.41.2). Undefined when there are none, the
 * usual case, in which every card holds its printed abilities and nothing is computed.
 */
export function abilityChangedCards(ctx: EffectsContext): ReadonlySet<CardId> | undefined {
  let out: Set<CardId> | undefined;
  for (const effect of ctx.state.effects) if (effect.stat === 'abilities') for (const id of effect.cards) (out ??= new Set()).add(id);
  const holders = ctx.title.definition.abilityRuleHolders?.(ctx);
  if (holders !== undefined) for (const id of holders) (out ??= new Set()).add(id);
  const sources = ctx.title.continuousSources.get('abilities');
  // Read at every event and stat read: while no card of this game shows such a source, nothing to walk (issue 14).
  if (sources === undefined || continuousDepth > 3 || !anyPresent(ctx, sources)) return out;
  continuousDepth++;
  try {
    // Only cards in a zone where such an ability works, in the order a walk over every card gives (issue 14).
    // Only the sources among them are listed and sorted (issue 14: usually none).
    for (const sourceId of inObjectOrder(cardsInZones(ctx, sourceZones(ctx, 'abilities', sources), sources))) {
      const source = ctx.state.cards[sourceId] as CardObject;
      if (abilitiesLost(ctx, source) !== undefined) continue;
      const zone = zoneNameOf(source.zone);
      for (const { ability, modifies } of printedModifiers(ctx, source.card, 'abilities')) {
        if (!(ability.zones ?? ctx.title.definition.abilityZones).includes(zone)) continue;
        const frame: EffectFrame = { controller: source.controller, source: source.id, vars: {} };
        if (ability.condition !== undefined && !testPredicate(ctx, ability.condition, source.id, frame)) continue;
        for (const instruction of modifies) for (const id of resolveCards(ctx, instruction['cards'], frame)) (out ??= new Set()).add(id);
      }
    }
  } finally {
    continuousDepth--;
  }
  return out;
}

/**
 * The abilities `card` holds now (VG 7.14.1 "as if the text were on the card", 11.11.1.5; BD 524-1): its
 * `abilities` stat, printed abilities first, then every one gained, in the order of the modifications.
 * Losing every ability (VG 7.14.2, a restriction) is not read here: see `abilitiesLost`. `changed`: the
 * cards whose abilities are changed now, when the caller has read them already (`abilityChangedCards`).
 */
export function abilitiesHeld(
  ctx: EffectsContext,
  card: CardObject,
  changed: ReadonlySet<CardId> | undefined = abilityChangedCards(ctx),
): readonly HeldAbility[] {
  if (changed?.has(card.id) !== true) return printedHeld(ctx, card.card);
  const refs = statOf(ctx, card.id, 'abilities');
  const out: HeldAbility[] = [];
  if (!Array.isArray(refs)) return out;
  for (const ref of refs) {
    const parsed = typeof ref === 'string' ? parseAbilityRef(ref) : undefined;
    const ability = parsed === undefined ? undefined : ctx.title.abilitiesOf(parsed.card)[parsed.index];
    if (ability !== undefined && !out.some((h) => h.card === parsed!.card && h.index === parsed!.index)) {
      out.push({ ability, card: parsed!.card, index: parsed!.index });
    }
  }
  return out;
}

/** The ability #`index` of text `text` if `card` holds it now. */
export function heldAbility(ctx: EffectsContext, card: CardObject, text: string, index: number): HeldAbility | undefined {
  return abilitiesHeld(ctx, card).find((h) => h.card === text && h.index === index);
}

interface TextModifier extends ContinuousModifier {
  /** The definition the ability is written on (which `grantAbility` names an ability of). */
  text: string;
}

const printedModifierCache = new WeakMap<object, Map<string, Map<string, readonly TextModifier[]>>>();

/** The printed (not `given`) continuous abilities of definition `card` that modify `stat`. */
function printedModifiers(ctx: EffectsContext, card: string, stat: string): readonly TextModifier[] {
  let byCard = printedModifierCache.get(ctx.title);
  if (byCard === undefined) printedModifierCache.set(ctx.title, (byCard = new Map()));
  let byStat = byCard.get(card);
  if (byStat === undefined) byCard.set(card, (byStat = new Map()));
  let list = byStat.get(stat);
  if (list === undefined) {
    list = ctx.title.continuousModifiers(card, stat).flatMap((m) => (m.ability.given === true ? [] : [{ ...m, text: card }]));
    byStat.set(stat, list);
  }
  return list;
}

/** The continuous abilities `card` holds now that modify `stat`, with their `modify` instructions. */
function heldModifiers(ctx: EffectsContext, card: CardObject, stat: string, changed: ReadonlySet<CardId> | undefined): TextModifier[] {
  const out: TextModifier[] = [];
  for (const held of abilitiesHeld(ctx, card, changed)) {
    if (held.ability.kind !== 'continuous') continue;
    for (const modifier of ctx.title.continuousModifiers(held.card, stat)) {
      if (modifier.index === held.index) out.push({ ...modifier, text: held.card });
    }
  }
  return out;
}
