import { z } from 'zod';
import type { EffectsContext } from './effects-context.js';
import type { CardId, CardObject } from '../state/game-state.js';
import type { Json } from '../state/json.js';
import { cardOrLastKnown } from '../zones/zone-ops.js';
import { zoneNameOf } from '../zones/zone-key.js';
import { testPredicate } from './conditions.js';
import { abilitiesLost } from './restrictions.js';
import type { EffectFrame } from './instruction.js';
import type { InstructionSchemas } from './language.js';
import { resolveCards } from './values.js';
import type { ContinuousEffect, Modification } from '../state/records.js';

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
}
const inProgress: StatInProgress[] = [];

function currentlyComputing(ctx: EffectsContext, id: CardId, stat: string): StatInProgress | undefined {
  for (let i = inProgress.length - 1; i >= 0; i--) {
    const entry = inProgress[i]!;
    if (entry.state === ctx.state && entry.card === id && entry.stat === stat) return entry;
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
  const printed = ctx.title.cards.get(card.card)?.[stat];
  let value: Json = stat === 'keywords' ? [...ctx.title.keywordNamesOf(card.card)] : ((printed as Json | undefined) ?? null);
  const statusValue = card.status[`stat:${stat}`];
  if (statusValue !== undefined) value = statusValue;
  const mods = collectModifications(ctx, card, stat);
  if (mods.length === 0) return value;
  if (ctx.title.definition.layerOrder === 'timestamp') mods.sort((a, b) => a.layer - b.layer || a.timestamp - b.timestamp);
  else mods.sort((a, b) => a.layer - b.layer || Number(a.setsValue) - Number(b.setsValue) || a.timestamp - b.timestamp);
  const entry: StatInProgress = { state: ctx.state, card: card.id, stat, value };
  inProgress.push(entry);
  try {
    for (const { modification, applies } of mods) {
      if (applies !== undefined && !applies()) continue;
      value = apply(value, modification);
      entry.value = value;
    }
  } finally {
    inProgress.pop();
  }
  return value;
}

export function numericStat(ctx: EffectsContext, id: CardId, stat: string): number {
  const value = statOf(ctx, id, stat);
  return typeof value === 'number' ? value : 0;
}

export function keywordsOf(ctx: EffectsContext, id: CardId): string[] {
  const value = statOf(ctx, id, 'keywords');
  return Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : [];
}

function apply(value: Json, modification: Modification): Json {
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
  // Continuous abilities apply while their source is where they work; their timestamp is when the
  // source entered that zone (VG 11.11.3.1.1). A depth bound stops conditions that read stats from looping.
  // Only abilities that modify this stat are looked at (indexed once per title), so a card's other
  // continuous abilities cost nothing here.
  const sources = ctx.title.continuousSources.get(stat);
  if (sources === undefined || continuousDepth > 3) return out;
  continuousDepth++;
  try {
    for (const sourceId in ctx.state.cards) {
      const source = ctx.state.cards[sourceId] as CardObject;
      if (!sources.has(source.card)) continue;
      if (abilitiesLost(ctx, source) !== undefined) continue; // VG 7.14.2: a lost ability does not apply
      const zone = zoneNameOf(source.zone);
      for (const { ability, modifies } of ctx.title.continuousModifiers(source.card, stat)) {
        if (!(ability.zones ?? ctx.title.definition.abilityZones).includes(zone)) continue;
        const frame: EffectFrame = { controller: source.controller, source: source.id, vars: {} };
        for (const instruction of modifies) {
          const modification = modificationOf(instruction);
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
      }
    }
  } finally {
    continuousDepth--;
  }
  return out;
}

/** The parameters of a modification (`add`, `set`, `grant`, `remove`), for verbs that modify a stat. */
export function modificationParams(l: InstructionSchemas) {
  return { add: z.number().optional(), set: l.json.optional(), grant: z.string().optional(), remove: z.string().optional() };
}

export function modificationOf(params: { [key: string]: Json | undefined }): Modification | null {
  if (typeof params['add'] === 'number') return { add: params['add'] };
  if (params['set'] !== undefined) return { set: params['set'] as Json };
  if (typeof params['grant'] === 'string') return { grant: params['grant'] };
  if (typeof params['remove'] === 'string') return { remove: params['remove'] };
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
