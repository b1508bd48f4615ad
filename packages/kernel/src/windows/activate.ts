import { z } from 'zod';
import { cardRef } from '../decisions/action-shape.js';
import type { Action } from '../decisions/decision.js';
import type { WindowsContext } from './windows-context.js';
import { testPredicate } from '../effects/conditions.js';
import type { EffectFrame, Instruction } from '../effects/instruction.js';
import { verbDone } from '../effects/instruction.js';
import { canPayCost, pushEffect, withCost } from '../effects/interpreter.js';
import { abilitiesLost, useRestriction } from '../effects/restrictions.js';
import { noParams } from '../effects/language.js';
import type { Verb } from '../effects/effects-context.js';
import type { Move } from './windows-context.js';
import { citation } from '../rules/citations.js';
import { ErrorCode, EngineFault, ruleError, type RuleError } from '../rules/rule-error.js';
import type { CardObject, PlayerId } from '../state/game-state.js';
import { appendLog } from '../state/log.js';
import { pushStackItem } from './stack.js';
import { windowDefinition, type WindowFrame } from './window-frame.js';
import { zoneNameOf } from '../zones/zone-key.js';
import { cardsInZones, inObjectOrder, withChangedCards } from '../zones/cards-in-zones.js';
import type { AbilityDefinition } from '../abilities/ability.js';
import { recordUsage, usageAllows } from '../abilities/usage.js';
import { abilitiesHeld, abilityChangedCards, heldAbility, printedHeld, type HeldAbility } from '../effects/continuous.js';

/** The cost to pay now: the title's changed cost (`ActivationRule.cost`), or the ability's own. */
function costOf(ctx: WindowsContext, card: CardObject, index: number, ability: AbilityDefinition): readonly Instruction[] | undefined {
  return ctx.title.definition.activation?.cost?.(ctx, card, index, ability) ?? ability.cost;
}

function activatable(ctx: WindowsContext, card: CardObject, held: HeldAbility, player: PlayerId, frame: WindowFrame): RuleError | null {
  const { ability, index } = held;
  if (ability.kind !== 'activated') {
    return ruleError(ErrorCode.badTarget, `card ${card.id} has no activated ability #${index}`);
  }
  if (card.controller !== player) return ruleError(ErrorCode.badTarget, `you do not control ${card.id}`);
  if (!(ability.zones ?? ctx.title.definition.abilityZones).includes(zoneNameOf(card.zone))) {
    return ruleError(ErrorCode.badTarget, `that ability does not work from ${zoneNameOf(card.zone)}`);
  }
  const restriction = abilitiesLost(ctx, card) ?? useRestriction(ctx, card, index, ability);
  if (restriction !== undefined) return ruleError(ErrorCode.restricted, 'that ability cannot be used now', restriction.rule);
  const timings = windowDefinition(ctx, frame.name).timings;
  if (timings !== undefined && !(ability.timing ?? []).some((t) => timings.includes(t))) {
    return ruleError(ErrorCode.notInThisWindow, `that ability cannot be played in ${frame.name}`);
  }
  if (frame.role === 'answer' && ability.answer !== true) {
    return ruleError(ErrorCode.notInThisWindow, 'only abilities that may answer can be played now');
  }
  const titleError = ctx.title.definition.activation?.check?.(ctx, player, frame, card, ability) ?? null;
  if (titleError !== null) return titleError;
  const effectFrame: EffectFrame = { controller: player, source: card.id, vars: {} };
  if (ability.condition !== undefined && !testPredicate(ctx, ability.condition, card.id, effectFrame)) {
    return ruleError(ErrorCode.conditionNotMet, 'its requirement is not met');
  }
  if (!usageAllows(ctx, { serial: card.serial, card: held.card }, index, ability))
    return ruleError(ErrorCode.limitReached, 'its usage limit is reached', citation(ctx, 'usage-limit'));
  if (!canPayCost(ctx, costOf(ctx, card, index, ability), effectFrame)) {
    return ruleError(ErrorCode.cannotPayCost, 'its cost cannot be paid in full', citation(ctx, 'cost-payment'));
  }
  return null;
}

/** The checks of `activatable` that read only the ability, the card's zone and the window: none reads the game. */
function fitsHere(
  ctx: WindowsContext,
  card: CardObject,
  ability: AbilityDefinition,
  frame: WindowFrame,
  timings: readonly string[] | undefined,
): boolean {
  if (!(ability.zones ?? ctx.title.definition.abilityZones).includes(zoneNameOf(card.zone))) return false;
  if (timings !== undefined && !(ability.timing ?? []).some((t) => timings.includes(t))) return false;
  return frame.role !== 'answer' || ability.answer === true;
}

/**
 * Playing an activated ability (VG 11.8.2, BD 1204-2): check it (with the title's own conditions,
 * `TitleDefinition.activation`), pay the whole cost, then resolve it at once or put it on the stack, as the
 * title's window kind says. The one activate move of every title.
 */
export const activateMove: Move<WindowsContext> = {
  title: '*',
  type: 'activate',
  rule: 'kernel: activated abilities',
  // `text`: the card whose text the ability is, for an ability the card gained (VG 7.14.1, BD 524-1); absent
  // for the card's own.
  params: { card: cardRef, ability: z.number().int().min(0).max(63), text: z.string().min(1).max(128).optional() },
  enumerate(ctx, player, frame) {
    const out: Action[] = [];
    const changed = abilityChangedCards(ctx);
    // The usual case, no card's abilities changed: only cards where an activated ability of the title works
    // (issue 14: not every card of the game), in the order a walk over every card gives, so the listing is the same.
    // While some are, those cards and the changed ones, in the same order.
    const inZones = cardsInZones(ctx, activationZones(ctx), ctx.title.activatedCards);
    const timings = windowDefinition(ctx, frame.name).timings;
    for (const id of changed === undefined ? inObjectOrder(inZones) : withChangedCards(ctx, inZones, changed)) {
      const card = ctx.state.cards[id] as CardObject;
      const changes = changed?.has(id) === true;
      if (card.controller !== player || (!changes && !ctx.title.activatedCards.has(card.card))) continue;
      for (const held of changes ? abilitiesHeld(ctx, card, changed) : printedHeld(ctx, card.card)) {
        // What the ability itself says (its zones, timings, whether it may answer) first: an ability this window
        // or zone rules out is not looked at further (issue 14). `activatable` checks the same again, in the order
        // that words `validate`'s errors.
        if (held.ability.kind !== 'activated' || !fitsHere(ctx, card, held.ability, frame, timings)) continue;
        if (activatable(ctx, card, held, player, frame) === null) {
          const action: Action = { type: 'activate', player, card: card.id, ability: held.index };
          if (held.card !== card.card) action['text'] = held.card;
          out.push(action);
        }
      }
    }
    return out;
  },
  validate(ctx, action, frame) {
    // The kernel has checked the shape: `card` names a card the actor may see, `ability` is an index.
    const card = ctx.state.cards[action['card'] as string] as CardObject;
    const index = action['ability'] as number;
    const held = heldAbility(ctx, card, (action['text'] as string | undefined) ?? card.card, index);
    if (held === undefined) return ruleError(ErrorCode.badTarget, `card ${card.id} has no activated ability #${index}`);
    return activatable(ctx, card, held, action.player, frame);
  },
  perform(ctx, action) {
    const card = ctx.state.cards[String(action['card'])] as CardObject;
    const index = action['ability'] as number;
    const text = (action['text'] as string | undefined) ?? card.card;
    const ability = ctx.title.abilitiesOf(text)[index] as AbilityDefinition;
    recordUsage(ctx, { serial: card.serial, card: text }, index, ability);
    ctx.title.definition.activation?.played?.(ctx, action.player, card);
    const label = ability.label ?? `${ctx.title.cardName(card.card)}: activated`;
    appendLog(ctx.state, { type: 'ability-activated', player: action.player, detail: { card: card.id, ability: index, label } });
    const resolve: Instruction[] = !ctx.title.windowKind.stack
      ? [...ability.effect]
      : [{ do: 'to-stack', label, effect: [...ability.effect] }];
    pushEffect(ctx, withCost(costOf(ctx, card, index, ability), resolve), { controller: action.player, source: card.id, vars: {} });
  },
};

/** Per title: every zone where one of its cards' activated abilities works (computed once). */
const zonesByTitle = new WeakMap<object, readonly string[]>();

function activationZones(ctx: WindowsContext): readonly string[] {
  let zones = zonesByTitle.get(ctx.title);
  if (zones === undefined) {
    const set = new Set<string>();
    for (const definition of ctx.title.activatedCards)
      for (const ability of ctx.title.abilitiesOf(definition))
        if (ability.kind === 'activated') for (const zone of ability.zones ?? ctx.title.definition.abilityZones) set.add(zone);
    zonesByTitle.set(ctx.title, (zones = [...set]));
  }
  return zones;
}

/** Cost payment brackets: interrupt rule processes wait between them (WS 9.2.3). */
export const beginCostVerb: Verb<WindowsContext> = {
  title: '*',
  name: 'begin-cost',
  params: noParams,
  run(ctx) {
    ctx.state.protectedSpan++;
    return verbDone;
  },
};

export const endCostVerb: Verb<WindowsContext> = {
  title: '*',
  name: 'end-cost',
  params: noParams,
  run(ctx) {
    if (ctx.state.protectedSpan <= 0) throw new EngineFault('end-cost without begin-cost');
    ctx.state.protectedSpan--;
    return verbDone;
  },
};

/** Puts the rest of a play onto the stack with the variables chosen so far (the cost's choices). */
export const toStackVerb: Verb<WindowsContext> = {
  title: '*',
  name: 'to-stack',
  params: (l) => ({ label: z.string().optional(), effect: l.program }),
  run(ctx, instruction, frame) {
    const item: Parameters<typeof pushStackItem>[1] = {
      controller: frame.controller,
      label: String(instruction['label'] ?? 'effect'),
      // `effect` is a program (checked against `l.program` at load for card data).
      effect: (instruction['effect'] as Instruction[] | undefined) ?? [],
      vars: { ...frame.vars },
    };
    if (frame.source !== undefined) item.source = frame.source;
    if (frame.event !== undefined) item.event = frame.event;
    pushStackItem(ctx, item);
    return verbDone;
  },
};
