import { z } from 'zod';
import {
  cardRef,
  cardRefs,
  cardsInZone,
  moveCard,
  pushStackItem,
  choosableCards,
  ruleError,
  zoneKey,
  type Action,
  type GameContext,
  type JsonObject,
  type MoveContribution,
  type PlayerId,
  type RuleError,
  type WindowFrame,
} from '@tcgkit/kernel';
import { isImpactType, isMonsterType, type BuddyfightCard, type TargetSpec } from '../cards/schema.js';
import { pay, paymentChoices } from '../costs.js';
import { areas, data, definitionOf, isRested, log, resolutionKey, type Area } from '../state.js';
import { costError, handCard, timingError } from './common.js';
import { freeTiming } from '../windows.js';
import { oncePerTurnUnused, spellLimitKey } from '../limits.js';
import { cardStatus } from '../cards/status.js';

/**
 * Calls, casts and equips: declaration and payment now, then one chance for the other fighter to answer
 * with 【対抗】, then execution ([Call 1–3], [Cast 1–3], [Equip 1–3]). Each use waits in the resolution
 * area as an item of the kernel's stack, so the answer resolves first ([PT 4.1–5.1]); the called card is
 * not on the field meanwhile, so nothing can target it there ([Call Q2]).
 */
type Move = Omit<MoveContribution, 'title'>;

function declare(
  ctx: GameContext,
  player: PlayerId,
  card: string,
  definition: BuddyfightCard,
  vars: JsonObject,
  effect: string,
  payWith?: unknown,
): void {
  const bfData = data(ctx);
  if (definition.counter === true && bfData.battle !== null)
    bfData.countersThisBattle[player] = (bfData.countersThisBattle[player] ?? 0) + 1;
  // §5.3: a condition-window card uses up its window.
  if (definition.useWhen === 'own-monster-destroyed') {
    const index = bfData.conditions.findIndex((c) => c.player === player && c.kind === 'own-monster-destroyed');
    if (index >= 0) bfData.conditions.splice(index, 1);
  }
  pay(ctx, player, definition.cost ?? [], ctx.state.cards[card]!.serial, payWith);
  const id = moveCard(ctx, card, resolutionKey, { by: player, reason: String(vars['kind']) });
  log(ctx, 'declared', player, { kind: String(vars['kind']), card: id, definition: definition.id });
  pushStackItem(ctx, {
    controller: player,
    label: `${String(vars['kind'])} ${definition.name}`,
    source: id,
    effect: [{ do: effect }],
    vars,
  });
}

/** The standing same-name card in the buddy zone a buddy call would use ([Call 1.3], [Mat-③]). */
export function buddyFor(ctx: GameContext, player: PlayerId, definition: BuddyfightCard): string | undefined {
  return cardsInZone(ctx, player, 'buddy').find((id) => {
    const card = ctx.state.cards[id]!;
    return card.faceUp && !isRested(card) && definitionOf(ctx, id)?.name === definition.name;
  });
}

/** What may stop a monster being called now whatever the area, buddy call and payment: its timing and the impact limit. */
function callTimingError(ctx: GameContext, player: PlayerId, frame: WindowFrame, definition: BuddyfightCard): RuleError | null {
  const impact = definition.type === 'impact-monster';
  // [Imp:コール], [Imp Q1]: an impact monster is normally called only at [Fin 1.1], once per turn.
  const timing = timingError(ctx, player, frame, definition, impact ? ['final'] : ['main'], 'calling this monster');
  if (timing !== null) return timing;
  if (impact && data(ctx).impactCallTurn[player] === ctx.state.turn.number)
    return ruleError('BF_IMPACT_CALL_USED', 'an impact monster is normally called once per turn', 'BF Imp:コール');
  return null;
}

function callError(ctx: GameContext, action: Action, frame: WindowFrame): RuleError | null {
  const found = handCard(ctx, action.player, action['card']);
  if ('code' in found) return found;
  const { definition } = found;
  if (!isMonsterType(definition.type)) return ruleError('BF_NOT_A_MONSTER', 'only monsters are called', 'BF Call 1.1');
  if (!(areas as readonly string[]).includes(String(action['area'])))
    return ruleError('BF_BAD_AREA', 'call into left, center or right', 'BF Call 1.2');
  const timing = callTimingError(ctx, action.player, frame, definition);
  if (timing !== null) return timing;
  if (action['buddy'] !== undefined && typeof action['buddy'] !== 'boolean')
    return ruleError('BF_BAD_BUDDY', 'buddy is true or false', 'BF Call 1.3');
  if (action['buddy'] === true && buddyFor(ctx, action.player, definition) === undefined) {
    return ruleError('BF_NO_BUDDY_CALL', 'a buddy call needs a standing same-name card in your buddy zone', 'BF Call 1.3');
  }
  return costError(ctx, action.player, definition.cost, action['payWith']);
}

export const callMove: Move = {
  type: 'call',
  rule: 'BF Call 1.1',
  params: { card: cardRef, area: z.string().max(16), buddy: z.boolean().optional(), payWith: cardRefs({ min: 1, max: 3 }).optional() },
  enumerate(ctx, player, frame) {
    // The calls `callError` accepts, in the order area, buddy call, payment. Its checks read the area only to see
    // that it is one of the three, so each card's timing is asked once and each buddy call and payment once for all
    // three areas (issue 14: the timing was asked eighteen times per monster in hand, in every play timing).
    const out: Action[] = [];
    // Outside the turn fighter's free choice only 【対抗】 cards pass `timingError` ([PT 3.1]): the others are not read.
    const counterOnly = freeTiming(ctx, player, frame) === null;
    for (const card of cardsInZone(ctx, player, 'hand')) {
      const definition = definitionOf(ctx, card);
      if (definition === undefined || !isMonsterType(definition.type) || (counterOnly && definition.counter !== true)) continue;
      if (ctx.state.cards[card]!.owner !== player || callTimingError(ctx, player, frame, definition) !== null) continue;
      const choices: { buddy: boolean; payWith: string[] | undefined }[] = [];
      for (const buddy of [false, true]) {
        if (buddy && buddyFor(ctx, player, definition) === undefined) continue;
        for (const payWith of paymentChoices(ctx, player, definition.cost ?? []))
          if (costError(ctx, player, definition.cost, payWith) === null) choices.push({ buddy, payWith });
      }
      for (const area of areas)
        for (const { buddy, payWith } of choices) {
          const action: Action = { type: 'call', player, card, area };
          if (buddy) action['buddy'] = true;
          if (payWith !== undefined) action['payWith'] = [...payWith];
          out.push(action);
        }
    }
    return out;
  },
  validate: callError,
  perform(ctx, action) {
    const player = action.player;
    let card = String(action['card']);
    const definition = definitionOf(ctx, card)!;
    const buddy = action['buddy'] === true;
    if (buddy) {
      // [Call 1.5]: the hand copy goes rested into the buddy zone; the buddy-zone card is the one called.
      const partner = buddyFor(ctx, player, definition)!;
      const rested = moveCard(ctx, card, zoneKey(player, 'buddy'), { by: player, reason: 'buddy-call' });
      cardStatus.set(ctx.state.cards[rested]!, 'rested', true);
      card = partner;
    }
    declare(ctx, player, card, definition, { kind: 'call', area: String(action['area']), buddy }, 'bf-enter', action['payWith']);
  },
};

/** Targets chosen when the spell is declared, after its cost ([Cast 1.4]). */
export function targetCandidates(ctx: GameContext, player: PlayerId, spec: TargetSpec, source?: string): string[] {
  // The kernel leaves out the cards that cannot be chosen (restrictions on choosing, as for every effect).
  return choosableCards(ctx, spec.from, source === undefined ? { controller: player, vars: {} } : { controller: player, source, vars: {} });
}

function targetsError(
  ctx: GameContext,
  player: PlayerId,
  spec: TargetSpec | undefined,
  targets: unknown,
  source: string,
): RuleError | null {
  if (spec === undefined) return targets === undefined ? null : ruleError('BF_BAD_TARGET', 'this card takes no targets', 'BF Cast 1.4');
  if (!Array.isArray(targets) || targets.some((t) => typeof t !== 'string') || new Set(targets).size !== targets.length)
    return ruleError('BF_BAD_TARGET', 'targets must be a list of distinct card ids', 'BF Cast 1.4');
  const candidates = targetCandidates(ctx, player, spec, source);
  if (targets.some((t) => !candidates.includes(t as string)))
    return ruleError('BF_BAD_TARGET', 'that is not a legal target', 'BF Cast 1.4');
  if (targets.length !== Math.min(spec.count, candidates.length) || targets.length === 0)
    return ruleError('BF_NO_TARGET', `choose ${spec.count} legal target(s)`, 'BF Cast 1.4');
  return null;
}

/** What may stop a spell or impact being cast now whatever its targets: its timing, its use limit and its cost. */
function castUseError(ctx: GameContext, player: PlayerId, frame: WindowFrame, definition: BuddyfightCard): RuleError | null {
  // [Fin 1.1 ※], [Fin Q3]: impacts only at [Fin 1.1] (unless 【対抗】).
  const timing = timingError(
    ctx,
    player,
    frame,
    definition,
    isImpactType(definition.type) ? ['final'] : ['main'],
    `casting ${definition.name}`,
  );
  if (timing !== null) return timing;
  if (definition.oncePerTurn === true && !oncePerTurnUnused(ctx, spellLimitKey(player, definition.name)))
    return ruleError('BF_ONCE_PER_TURN', `${definition.name} may be used once per turn`, 'BF 1pt');
  return costError(ctx, player, definition.cost);
}

function castError(ctx: GameContext, action: Action, frame: WindowFrame): RuleError | null {
  const found = handCard(ctx, action.player, action['card']);
  if ('code' in found) return found;
  const { definition } = found;
  if (definition.type !== 'spell' && definition.type !== 'impact')
    return ruleError('BF_NOT_A_SPELL', 'only spells and impacts are cast', 'BF Cast 1.1');
  const use = castUseError(ctx, action.player, frame, definition);
  if (use !== null) return use;
  return targetsError(ctx, action.player, definition.targets, action['targets'], String(action['card']));
}

export const castMove: Move = {
  type: 'cast',
  rule: 'BF Cast 1.1',
  params: { card: cardRef, targets: cardRefs({ min: 0, max: 8 }).optional() },
  enumerate(ctx, player, frame) {
    const out: Action[] = [];
    // The casts `castError` accepts: each card's timing, limit and cost asked once, then its targets choice by choice.
    const counterOnly = freeTiming(ctx, player, frame) === null;
    for (const card of cardsInZone(ctx, player, 'hand')) {
      const definition = definitionOf(ctx, card);
      if (definition?.type !== 'spell' && definition?.type !== 'impact') continue;
      if (counterOnly && definition.counter !== true) continue;
      if (ctx.state.cards[card]!.owner !== player || castUseError(ctx, player, frame, definition) !== null) continue;
      const choices =
        definition.targets === undefined
          ? [undefined]
          : targetCandidates(ctx, player, definition.targets, card)
              .slice(0, 8)
              .map((t) => [t]);
      for (const targets of choices) {
        const action: Action = targets === undefined ? { type: 'cast', player, card } : { type: 'cast', player, card, targets };
        if (targetsError(ctx, player, definition.targets, targets, card) === null) out.push(action);
      }
    }
    return out;
  },
  validate: castError,
  perform(ctx, action) {
    const card = String(action['card']);
    const definition = definitionOf(ctx, card)!;
    const vars: JsonObject = { kind: 'cast' };
    if (Array.isArray(action['targets'])) vars['targets'] = action['targets'];
    declare(ctx, action.player, card, definition, vars, 'bf-resolve-spell');
  },
};

/** An item's 【装備コスト】, or a 『変身』 monster's 〔〕 cost ([KW:変身…]). */
function equipCost(definition: BuddyfightCard): BuddyfightCard['cost'] | undefined {
  if (definition.type === 'item') return definition.cost ?? [];
  return isMonsterType(definition.type) ? definition.transform?.cost : undefined;
}

function equipError(ctx: GameContext, action: Action, frame: WindowFrame): RuleError | null {
  const found = handCard(ctx, action.player, action['card']);
  if ('code' in found) return found;
  const { definition } = found;
  const cost = equipCost(definition);
  if (cost === undefined) return ruleError('BF_NOT_AN_ITEM', 'only items, and monsters with 『変身』, are equipped', 'BF Equip 1.1');
  const timing = timingError(ctx, action.player, frame, definition, ['main'], 'equipping');
  if (timing !== null) return timing;
  // [Equip 1.2]: a buddy call by 『変身』 needs the same-name card standing in the buddy zone.
  if (action['buddy'] === true && buddyFor(ctx, action.player, definition) === undefined)
    return ruleError('BF_NO_BUDDY_CALL', 'a buddy call needs a standing same-name card in your buddy zone', 'BF Equip 1.2');
  return costError(ctx, action.player, cost);
}

export const equipMove: Move = {
  type: 'equip',
  rule: 'BF Equip 1.1',
  params: { card: cardRef, buddy: z.boolean().optional() },
  enumerate(ctx, player, frame) {
    const out: Action[] = [];
    const counterOnly = freeTiming(ctx, player, frame) === null;
    for (const card of cardsInZone(ctx, player, 'hand')) {
      const definition = definitionOf(ctx, card);
      if (definition === undefined || equipCost(definition) === undefined || (counterOnly && definition.counter !== true)) continue;
      for (const action of [
        { type: 'equip', player, card },
        { type: 'equip', player, card, buddy: true },
      ] as Action[])
        if (equipError(ctx, action, frame) === null) out.push(action);
    }
    return out;
  },
  validate: equipError,
  perform(ctx, action) {
    const player = action.player;
    let card = String(action['card']);
    const definition = definitionOf(ctx, card)!;
    const buddy = action['buddy'] === true;
    if (buddy) {
      // [Equip 1.4]: as for a call, the hand copy rests in the buddy zone and the buddy is equipped.
      const partner = buddyFor(ctx, player, definition)!;
      const rested = moveCard(ctx, card, zoneKey(player, 'buddy'), { by: player, reason: 'buddy-call' });
      cardStatus.set(ctx.state.cards[rested]!, 'rested', true);
      card = partner;
    }
    const paid = { ...definition, cost: equipCost(definition) ?? [] } as BuddyfightCard;
    declare(ctx, player, card, paid, { kind: 'equip', buddy }, 'bf-equip');
  },
};

export type { Area };
