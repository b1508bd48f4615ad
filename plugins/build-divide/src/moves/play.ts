import { z } from 'zod';
import {
  leavesNoChoice,
  cardRefs,
  cardOrPlayerRefs,
  cardRef,
  emitEvent,
  moveCard,
  pushStackItem,
  choosableCards,
  ruleError,
  setCardFace,
  resolveNumber,
  type Json,
  pushEffect,
  withCost,
  testPredicate,
  type Predicate,
  type Action,
  type GameContext,
  type JsonObject,
  type MoveContribution,
  type PlayerId,
  type RuleError,
  type WindowFrame,
} from '@tcgkit/kernel';
import { bd, type Cost, type TargetSpec } from '../cards/schema.js';
import { cardStatus } from '../cards/status.js';
import { unitFaceOf } from '../cards/double-faced.js';
import { additionalCostOf, canPayAdditionalCost, costReductionOf, leastModifiedTotal, modifiedCost } from '../play-costs.js';
import { canPayEnergy, checkPayment, energyPool, findPayment, pay, type EnergyPool } from '../costs.js';
import { costOf, resolutionKey, zoneOf } from '../state.js';
import { mainActionError, movingToEnd, noteAction } from '../windows.js';
import { evolCandidates, playCandidates } from './play-candidates.js';

/**
 * Playing a card (1204-2): specify it (a), check its cost (b), move it to the resolution zone (c),
 * choose targets (g), determine and pay the cost (h, i), and it is played (j). All checks run before
 * anything moves, so an impossible play is rejected with nothing changed: the rewind of 1204-2g:iii and
 * 1204-2i:iii.
 */
interface Plan {
  card: string;
  from: 'hand' | 'graveyard' | 'set' | 'territory';
  cost: Cost;
  spec: TargetSpec | undefined;
  evol?: true | string;
}

/** 1204-2h: the play's cost is the printed (or alternative) cost with the cost-changing effects applied (1204-2h:iv). */
function planFor(ctx: GameContext, player: PlayerId, id: unknown, evol?: unknown): Plan | RuleError {
  const plan = printedPlanFor(ctx, player, id, evol);
  return 'code' in plan ? plan : { ...plan, cost: modifiedCost(ctx, plan.card, plan.cost) };
}

function printedPlanFor(ctx: GameContext, player: PlayerId, id: unknown, evol?: unknown): Plan | RuleError {
  const card = typeof id === 'string' ? ctx.state.cards[id] : undefined;
  if (card === undefined) return ruleError('BD_UNKNOWN_CARD', `no card ${String(id)}`, 'BD 1204-2a');
  const definition = bd(ctx.title.cards.get(card.card));
  const zone = zoneOf(card);
  if (definition?.type === 'territory' && definition.unit !== undefined && zone === 'territory' && card.owner === player) {
    // 1702-2: played from the territory zone as its unit side, while the card's condition holds.
    const condition = definition.unit.condition;
    if (
      condition !== undefined &&
      !testPredicate(ctx, condition as Predicate, card.id, { controller: player, source: card.id, vars: {} })
    ) {
      return ruleError('BD_CONDITION', 'the condition to play this card as its unit side is not met', 'BD 1702-2');
    }
    return { card: card.id, from: 'territory', cost: definition.unit.cost, spec: undefined };
  }
  if (card.owner !== player || (zone !== 'hand' && zone !== 'graveyard' && zone !== 'set')) {
    return ruleError('BD_NOT_IN_HAND', 'play a card from your hand', 'BD 1204-2a');
  }
  if (definition === undefined || definition.type === 'none' || definition.type === 'token' || definition.type === 'territory-side') {
    return ruleError('BD_NO_CARD_TYPE', 'a card with no card type cannot be played', 'BD 1204-2a:iii');
  }
  if (definition.type === 'territory') return ruleError('BD_TERRITORY', 'territories are not played', 'BD 319');
  if (evol !== undefined && evol !== false) {
    // 1409-2, 1204-2h:ii: the Evol cost is chosen instead of the play cost; with two forms, one of them
    // by name, never both (1409-5, 1409-5a).
    const spec = definition.evol;
    if (spec === undefined || zone !== 'hand') return ruleError('BD_NO_EVOL', 'this card has no Evol cost to pay', 'BD 1409-2');
    const cost = 'cost' in spec ? (evol === true ? spec.cost : undefined) : spec.forms.find((f) => f.name === evol)?.cost;
    if (cost === undefined) return ruleError('BD_NO_EVOL', 'name one Evol form of this card', 'BD 1409-5');
    return {
      card: card.id,
      from: 'hand',
      cost,
      spec: definition.type === 'command' ? definition.targets : undefined,
      evol: evol as true | string,
    };
  }
  if (zone === 'set') {
    // 415-4, 706-2a: only cards that say they may be played while set.
    if (definition.setPlay === undefined) return ruleError('BD_SET_CARD', 'this set card may not be played', 'BD 415-4');
    return {
      card: card.id,
      from: 'set',
      cost: costOf(ctx, card.id) ?? definition.cost,
      spec: definition.type === 'command' ? definition.targets : undefined,
    };
  }
  if (zone === 'graveyard') {
    // 1408: 【レガシー】 lets the card be played from the graveyard by paying the Legacy cost.
    if (definition.legacy === undefined) return ruleError('BD_NOT_IN_HAND', 'only Legacy cards are played from the graveyard', 'BD 1408');
    return {
      card: card.id,
      from: 'graveyard',
      cost: definition.legacy.cost,
      spec: definition.type === 'command' ? definition.targets : undefined,
    };
  }
  return {
    card: card.id,
    from: 'hand',
    cost: costOf(ctx, card.id) ?? definition.cost,
    spec: definition.type === 'command' ? definition.targets : undefined,
  };
}

function timingError(ctx: GameContext, player: PlayerId, frame: WindowFrame, card: string): RuleError | null {
  const object = ctx.state.cards[card]!;
  const definition = bd(ctx.title.cards.get(object.card));
  if (zoneOf(object) === 'set') {
    // 706-2a (reading): in the end phase's window, with priority and an empty resolution zone, whatever
    // the card's own play timing; its condition must hold.
    if (frame.name !== 'end') return ruleError('BD_SET_CARD', 'set cards are played in the end phase window', 'BD 706-2a');
    if (ctx.state.stack.length > 0)
      return ruleError('BD_RESOLUTION_ZONE_NOT_EMPTY', 'the resolution zone must be empty to play a set card', 'BD 706-2a');
    const condition = definition !== undefined && 'setPlay' in definition ? definition.setPlay?.condition : undefined;
    if (condition !== undefined && !testPredicate(ctx, condition as Predicate, card, { controller: player, source: card, vars: {} })) {
      return ruleError('BD_SET_CARD', 'the condition to play this set card is not met', 'BD 415-4');
    }
    return null;
  }
  const timing = definition !== undefined && 'timing' in definition ? definition.timing : 'normal';
  // 307, 1103-7: Quick cards whenever you hold priority; Normal ones only as main actions.
  return timing === 'quick' ? null : mainActionError(ctx, player, frame);
}

/**
 * 1204-2g:iv: how many targets the card takes: a number, or one the game state decides, read when the card is
 * played; the targets chosen then are the card's, so the number stays fixed until it resolves.
 */
export function targetCount(ctx: GameContext, player: PlayerId, spec: TargetSpec, source?: string): number {
  const frame = source === undefined ? { controller: player, vars: {} } : { controller: player, source, vars: {} };
  return resolveNumber(ctx, spec.count as Json, frame, 1);
}

/** The legal targets of a card `player` plays (1204-2g): the kernel leaves out those that cannot be chosen. */
export function targetCandidates(ctx: GameContext, player: PlayerId, spec: TargetSpec, source?: string): string[] {
  return choosableCards(ctx, spec.from, source === undefined ? { controller: player, vars: {} } : { controller: player, source, vars: {} });
}

/** 1204-2g, g:iii: the targets must be legal and enough; their number is fixed now (g:iv). */
function targetError(ctx: GameContext, player: PlayerId, spec: TargetSpec | undefined, targets: unknown, source: string): RuleError | null {
  if (spec === undefined) return targets === undefined ? null : ruleError('BD_BAD_TARGET', 'this card takes no targets', 'BD 1204-2g');
  if (!Array.isArray(targets) || targets.some((t) => typeof t !== 'string') || new Set(targets).size !== targets.length) {
    return ruleError('BD_BAD_TARGET', 'targets must be a list of distinct card ids', 'BD 1204-2g');
  }
  const candidates = targetCandidates(ctx, player, spec, source);
  if (targets.some((t) => !candidates.includes(t as string))) return ruleError('BD_BAD_TARGET', 'that is not a legal target', 'BD 1204-2g');
  const min = spec.upTo === true ? 0 : targetCount(ctx, player, spec, source);
  if (targets.length < min || targets.length > targetCount(ctx, player, spec, source)) {
    return ruleError(
      'BD_NO_LEGAL_TARGET',
      `choose ${spec.upTo === true ? `up to ${targetCount(ctx, player, spec, source)}` : targetCount(ctx, player, spec, source)} legal target(s)`,
      'BD 1204-2g:iii',
    );
  }
  return null;
}

function validatePlay(ctx: GameContext, action: Action, frame: WindowFrame): RuleError | null {
  if (movingToEnd(ctx)) return ruleError('BD_MOVING_TO_END', 'the game is moving to the end phase', 'BD 531-1d');
  if (action['evol'] !== undefined && typeof action['evol'] !== 'boolean' && typeof action['evol'] !== 'string')
    return ruleError('BD_NO_EVOL', 'evol must be true, false or the name of an Evol form', 'BD 1409-2');
  const plan = planFor(ctx, action.player, action['card'], action['evol']);
  if ('code' in plan) return plan;
  const timing = timingError(ctx, action.player, frame, plan.card);
  if (timing !== null) return timing;
  const targets = targetError(ctx, action.player, plan.spec, action['targets'], plan.card);
  if (targets !== null) return targets;
  // 1204-2i:iii: every cost must be payable, the additional one (1204-2h:iii) too.
  if (!canPayAdditionalCost(ctx, action.player, plan.card))
    return ruleError('BD_CANNOT_PAY', 'the additional cost of this card cannot be paid', 'BD 1204-2i:iii');
  if (action['energy'] !== undefined) return checkPayment(ctx, action.player, plan.cost, action['energy']);
  const payment = findPayment(ctx, action.player, plan.cost);
  return Array.isArray(payment) ? null : payment;
}

/** Target choices to offer: every single target, or every combination up to a small bound. */
function targetChoices(ctx: GameContext, player: PlayerId, spec: TargetSpec | undefined, source: string): (string[] | undefined)[] {
  if (spec === undefined) return [undefined];
  const candidates = targetCandidates(ctx, player, spec, source);
  const out: string[][] = [];
  // The number of targets is read once: listing changes nothing it could read (1204-2g:iv).
  const count = targetCount(ctx, player, spec, source);
  const min = spec.upTo === true ? 1 : count;
  const walk = (start: number, picked: string[]): void => {
    if (out.length >= 32) return;
    if (picked.length >= min) out.push([...picked]);
    if (picked.length === count) return;
    for (let i = start; i < candidates.length; i++) walk(i + 1, [...picked, candidates[i]!]);
  };
  walk(0, []);
  return spec.upTo === true && out.length === 0 ? [[]] : out;
}

/** Puts the card into the resolution zone as an item (1204-2c) and records that it was played (j:i). */
function putOnStack(
  ctx: GameContext,
  player: PlayerId,
  card: string,
  from: string,
  targets: string[] | undefined,
  legacy: boolean,
): string {
  const id = moveCard(ctx, card, resolutionKey, { by: player, reason: 'play' });
  const object = ctx.state.cards[id]!;
  object.controller = player; // 202-1a:i: the player who played it controls it there
  cardStatus.set(object, 'playedFrom', from);
  if (legacy) cardStatus.set(object, 'legacy', true);
  const vars: JsonObject = {};
  if (targets !== undefined) vars['targets'] = targets;
  pushStackItem(ctx, { controller: player, label: ctx.title.cardName(object.card), source: id, effect: [{ do: 'resolve-card' }], vars });
  emitEvent(ctx, { type: 'played', player, detail: { card: id, definition: object.card, from } });
  noteAction(ctx, player);
  return id;
}

export const playMove: Omit<MoveContribution, 'title'> = {
  type: 'play',
  rule: 'BD 1204-2',
  params: {
    card: cardRef,
    targets: cardOrPlayerRefs({ min: 0, max: 16 }).optional(),
    energy: cardRefs({ min: 0, max: 32 }).optional(),
    evol: z.union([z.boolean(), z.string().max(64)]).optional(),
  },
  enumerate(ctx, player, frame) {
    const out: Action[] = [];
    if (movingToEnd(ctx)) return out;
    // Outside the main timing only the Quick cards (`playCandidates`), and the card's timing before its plan: in
    // most windows no card can be played (issue 14: this listing runs at every offer, idle ones included).
    // The standing energy and its colours, read once: listing changes nothing (`canPayEnergy` decides as
    // `findPayment` would).
    let pool: EnergyPool | undefined;
    const payable = (cost: Cost): boolean => canPayEnergy(ctx, (pool ??= energyPool(ctx, player)), cost);
    for (const card of playCandidates(ctx, player, frame)) {
      if (timingError(ctx, player, frame, card) !== null) continue;
      const printed = printedPlanFor(ctx, player, card);
      if ('code' in printed) continue;
      // 1204-2h:iv: the reduction first. When the standing energy is fewer than the cost with the reduction alone,
      // no increase can make it payable (`canPayEnergy` asks for at least the total): the increase is not read.
      const reduction = costReductionOf(ctx, card);
      if ((pool ??= energyPool(ctx, player)).cards.length < leastModifiedTotal(printed.cost, reduction)) continue;
      const plan = { ...printed, cost: modifiedCost(ctx, card, printed.cost, reduction) };
      if (!payable(plan.cost) || !canPayAdditionalCost(ctx, player, card)) continue;
      for (const targets of targetChoices(ctx, player, plan.spec, card)) {
        out.push(targets === undefined ? { type: 'play', player, card } : { type: 'play', player, card, targets });
      }
    }
    // 1409: the same cards played for their Evol cost (each form, 1409-5).
    for (const card of evolCandidates(ctx, player, frame)) {
      const spec = bd(ctx.title.cards.get(ctx.state.cards[card]!.card))?.evol;
      if (spec === undefined || timingError(ctx, player, frame, card) !== null) continue;
      for (const form of 'cost' in spec ? [true as const] : spec.forms.map((f) => f.name)) {
        const plan = planFor(ctx, player, card, form);
        if ('code' in plan || !payable(plan.cost) || !canPayAdditionalCost(ctx, player, card)) continue;
        for (const targets of targetChoices(ctx, player, plan.spec, card)) {
          out.push(
            targets === undefined ? { type: 'play', player, card, evol: form } : { type: 'play', player, card, targets, evol: form },
          );
        }
      }
    }
    return out;
  },
  validate: validatePlay,
  perform(ctx, action) {
    const plan = planFor(ctx, action.player, action['card'], action['evol']) as Plan;
    const energy = (action['energy'] as string[] | undefined) ?? (findPayment(ctx, action.player, plan.cost) as string[]);
    const additional = additionalCostOf(ctx, plan.card);
    pay(ctx, action.player, energy, plan.card); // 1204-2i
    const id = putOnStack(ctx, action.player, plan.card, plan.from, action['targets'] as string[] | undefined, plan.from === 'graveyard');
    // 1204-2h:iii, 1204-2i: the additional cost is paid next, before anyone may act (the energy first: 1204-2i:i
    // lets the costs be paid in any order, and neither changes what the other asks). A cost action that a
    // replacement effect changes still counts as paid (1204-2i:ii): the card stays played either way.
    if (additional.length > 0) pushEffect(ctx, withCost(additional, []), { controller: action.player, source: id, vars: {} });
    if (plan.evol !== undefined) cardStatus.set(ctx.state.cards[id]!, 'evol', plan.evol);
    // 1702-2a: played from the territory zone, it is its unit side in the resolution zone (the kernel's card face).
    if (plan.from === 'territory') setCardFace(ctx, id, unitFaceOf(bd(ctx.title.cards.get(ctx.state.cards[id]!.card)))!);
  },
};

/**
 * Playing a card without paying its cost because an effect says so: a revealed Shot card (1003-2d, 512-2),
 * a CAD card from hand (1424-2). Only the payment is skipped: targets are chosen as in any play (1204-2g),
 * by the player (`freePlayTargetChoice` says whether there is a choice to ask). With `check`, only reports
 * why it cannot be played. `targets` are the player's choice, checked like a play's (1204-2g, g:iii); when
 * there is nothing to choose they may be left out. Returns the error, or `null` when it can be / was played.
 */
export function playFromTrigger(
  ctx: GameContext,
  player: PlayerId,
  card: string,
  check: boolean,
  targets?: readonly string[],
): RuleError | null {
  const definition = bd(ctx.title.cards.get(ctx.state.cards[card]!.card));
  if (definition === undefined || (definition.type !== 'unit' && definition.type !== 'command')) {
    return ruleError('BD_NO_CARD_TYPE', 'only units and commands can be played', 'BD 1204-2a:iii');
  }
  let chosen: string[] | undefined;
  if (definition.type === 'command' && definition.targets !== undefined) {
    const spec = definition.targets;
    const candidates = targetCandidates(ctx, player, spec, card);
    if (spec.upTo !== true && candidates.length < targetCount(ctx, player, spec, card)) {
      return ruleError('BD_NO_LEGAL_TARGET', 'not enough legal targets', 'BD 1204-2g:iii');
    }
    if (check) return null;
    // With exactly as many candidates as targets (and not "up to") there is nothing to choose.
    chosen =
      targets === undefined && freePlayTargetChoice(ctx, player, card) === null
        ? candidates.slice(0, targetCount(ctx, player, spec, card))
        : [...(targets ?? [])];
    const error = targetError(ctx, player, spec, chosen, card);
    if (error !== null) return error;
  }
  if (!check) putOnStack(ctx, player, card, zoneOf(ctx.state.cards[card]!), chosen, false);
  return null;
}

/**
 * The target choice a free play asks its player (1204-2g): the legal candidates and how many to choose, or
 * null when the card takes no targets or the candidates are exactly the targets.
 */
export function freePlayTargetChoice(
  ctx: GameContext,
  player: PlayerId,
  card: string,
): { candidates: string[]; min: number; max: number } | null {
  const definition = bd(ctx.title.cards.get(ctx.state.cards[card]?.card ?? ''));
  if (definition?.type !== 'command' || definition.targets === undefined) return null;
  const spec = definition.targets;
  const candidates = targetCandidates(ctx, player, spec, card);
  const min = spec.upTo === true ? 0 : targetCount(ctx, player, spec, card);
  const max = Math.min(targetCount(ctx, player, spec, card), candidates.length);
  // No question when there is nothing to choose from, or the candidates are all to be chosen (the kernel's rule).
  if (candidates.length === 0 || (min === max && leavesNoChoice(candidates.length, min))) return null;
  return { candidates, min, max };
}
