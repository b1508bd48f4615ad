import { z } from 'zod';
import {
  confirmQuestion,
  askSelect,
  canPayCost,
  cardsIn,
  cardsInZone,
  chooseCards,
  currentWindow,
  emitEvent,
  expand,
  keywordsOf,
  moveCard,
  noParams,
  programOf,
  resolveCards,
  resolveNumber,
  resolvePlayer,
  verbDone,
  withCost,
  zoneKey,
  type GameContext,
  type PlayerId,
  defineVerb,
} from '@tcgkit/kernel';
import { isMonsterType } from './cards/schema.js';
import { applyOncePerTurn, spellLimitKey } from './limits.js';
import { areaKey, data, definitionOf, lifeOf, log, resolutionKey, setLife, soulKey, soulOf, zoneOf, type Area } from './state.js';
import { cardStatus } from './cards/status.js';

/**
 * A card leaves the field for the zone `to` (a zone key). The move comes first, because it may be replaced
 * (『ソウルガード』, soulguard.ts: then the card stays, nothing else happens, and this returns null); then
 * the card's soul goes to the drop zone at once ([Oth:ソウル]).
 */
export function leaveFieldTo(ctx: GameContext, id: string, to: string, reason: string, by?: PlayerId): string | null {
  const card = ctx.state.cards[id]!;
  const soul = soulOf(ctx, id);
  const options = by === undefined ? { reason } : { reason, by };
  const moved = moveCard(ctx, id, to, options);
  if (moved === id && ctx.state.cards[id]?.zone === card.zone) return null;
  for (const s of soul)
    if (ctx.state.cards[s] !== undefined) moveCard(ctx, s, zoneKey(ctx.state.cards[s]!.owner, 'drop'), { reason: 'soul-left' });
  return moved;
}

/** A card leaves the field for its owner's drop zone or hand (see `leaveFieldTo`). */
export function leaveField(ctx: GameContext, id: string, to: 'drop' | 'hand', reason: string, by?: PlayerId): string | null {
  return leaveFieldTo(ctx, id, zoneKey(ctx.state.cards[id]!.owner, to), reason, by);
}

/** Damage to a fighter's life (critical, [X:カードの見方 ⑥]); the loss itself waits for RP-1 ([Intro]). */
export function damage(ctx: GameContext, player: PlayerId, amount: number, source: string | null): void {
  if (amount <= 0) return;
  setLife(ctx, player, lifeOf(ctx, player) - amount);
  emitEvent(ctx, { type: 'damaged', player, detail: { amount, source } });
}

export function gainLife(ctx: GameContext, player: PlayerId, amount: number, reason: string): void {
  setLife(ctx, player, lifeOf(ctx, player) + amount);
  log(ctx, 'life-gained', player, { amount, reason });
}

/**
 * A condition window opens for "when a monster on your field is destroyed" 【対抗】 cards (§5.3). It lapses
 * when the play timing it opened in ends (or, opened outside a play timing, the next one), when the phase
 * ends, or when a non-【対抗】 use resolves.
 */
function openCondition(ctx: GameContext, player: PlayerId): void {
  data(ctx).conditions.push({
    player,
    kind: 'own-monster-destroyed',
    phase: String(ctx.state.data['bfPhase'] ?? ''),
    timingsEnded: currentWindow(ctx) === undefined ? -1 : 0,
  });
}

/**
 * Destroys a card on the field: to its owner's drop zone, "when destroyed" windows open. 『ソウルガード』 may
 * replace the move (soulguard.ts), and then the card is not destroyed.
 */
export function destroy(ctx: GameContext, id: string, by: PlayerId): void {
  const card = ctx.state.cards[id];
  if (card === undefined) return;
  const controller = card.controller;
  const monster = zoneOf(card) === 'field' && isMonsterType(definitionOf(ctx, id)?.type);
  const moved = leaveField(ctx, id, 'drop', 'destroy', by);
  if (moved === null) return;
  emitEvent(ctx, { type: 'destroyed', player: controller, detail: { card: moved, previous: id } });
  if (monster) openCondition(ctx, controller);
}

/** A non-【対抗】 use resolved: condition windows lapse (§5.3 (a)). */
function usedOutsideCounter(ctx: GameContext, source: string | undefined): void {
  if (source !== undefined && definitionOf(ctx, source)?.counter === true) return;
  data(ctx).conditions = [];
}

function itemVars(frameVars: Record<string, unknown>): { nullified: boolean } {
  return { nullified: frameVars['nullified'] === true };
}

const baseVerbs = [
  defineVerb({
    // [Call 3.1–3.2], [Imp Q4]: the monster enters its area (or, nullified, goes to the drop zone); a buddy
    // call that reached the field gives Buddy Gift, life +1 ([Call 3.2], [Call Q1]). RP follows at the
    // check timing after resolution ([Call 3.3]).
    name: 'bf-enter',
    params: noParams,
    rule: 'BF Call 3.1',
    run(ctx, _instruction, frame) {
      const id = frame.source!;
      const card = ctx.state.cards[id];
      if (card === undefined || zoneOf(card) !== 'resolution') return verbDone;
      const player = frame.controller;
      const souls = cardsIn(ctx, resolutionKey).filter((s) => cardStatus.get(ctx.state.cards[s]!, 'host') === card.serial);
      if (itemVars(frame.vars).nullified) {
        for (const s of souls) moveCard(ctx, s, zoneKey(ctx.state.cards[s]!.owner, 'drop'), { reason: 'nullified' });
        moveCard(ctx, id, zoneKey(card.owner, 'drop'), { reason: 'nullified', by: player });
        log(ctx, 'nullified', player, { kind: 'call' });
        return verbDone;
      }
      const area = String(frame.vars['area']) as Area;
      const entered = moveCard(ctx, id, areaKey(player, area), { reason: 'call', by: player });
      for (const s of souls) {
        const moved = moveCard(ctx, s, soulKey(player, area), { reason: 'soul', position: 'bottom' });
        cardStatus.set(ctx.state.cards[moved]!, 'host', card.serial);
      }
      if (definitionOf(ctx, entered)?.type === 'impact-monster') data(ctx).impactCallTurn[player] = ctx.state.turn.number;
      emitEvent(ctx, { type: 'called', player, detail: { card: entered, area, buddy: frame.vars['buddy'] === true } });
      if (frame.vars['buddy'] === true) gainLife(ctx, player, 1, 'buddy-gift');
      usedOutsideCounter(ctx, entered);
      return verbDone;
    },
  }),
  defineVerb({
    // [Cast 3.1]: the spell's ability resolves, then the card goes to the drop zone, or stays in the magic
    // area with 『設置』. A nullified spell does nothing and goes to the drop zone ([1pt Q3]).
    name: 'bf-resolve-spell',
    params: noParams,
    rule: 'BF Cast 3.1',
    run(ctx, _instruction, frame) {
      const id = frame.source!;
      const card = ctx.state.cards[id];
      if (card === undefined) return verbDone;
      if (itemVars(frame.vars).nullified) {
        moveCard(ctx, id, zoneKey(card.owner, 'drop'), { reason: 'nullified', by: frame.controller });
        log(ctx, 'nullified', frame.controller, { kind: 'cast' });
        return verbDone;
      }
      const definition = definitionOf(ctx, id)!;
      // [1pt], [1pt Q3]: a named once-per-turn limit is applied as the spell resolves (not when nullified).
      if (definition.oncePerTurn === true) applyOncePerTurn(ctx, spellLimitKey(frame.controller, definition.name), frame.controller);
      return expand([...(definition.effect ?? []), { do: 'bf-spell-done' }]);
    },
  }),
  defineVerb({
    name: 'bf-spell-done',
    params: noParams,
    rule: 'BF Cast 3.1',
    run(ctx, _instruction, frame) {
      const id = frame.source!;
      const card = ctx.state.cards[id];
      if (card === undefined || zoneOf(card) !== 'resolution') return verbDone;
      const set = keywordsOf(ctx, id).includes('set');
      const moved = moveCard(ctx, id, zoneKey(card.owner, set ? 'magic' : 'drop'), {
        reason: set ? 'set' : 'resolved',
        by: frame.controller,
      });
      usedOutsideCounter(ctx, moved);
      return verbDone;
    },
  }),
  defineVerb({
    // [Equip 3.1]: into the item area; an older item is dropped by RP-2 ([Equip 3.4]).
    name: 'bf-equip',
    params: noParams,
    rule: 'BF Equip 3.1',
    run(ctx, _instruction, frame) {
      const id = frame.source!;
      const card = ctx.state.cards[id];
      if (card === undefined || zoneOf(card) !== 'resolution') return verbDone;
      if (itemVars(frame.vars).nullified) {
        moveCard(ctx, id, zoneKey(card.owner, 'drop'), { reason: 'nullified', by: frame.controller });
        return verbDone;
      }
      const moved = moveCard(ctx, id, zoneKey(frame.controller, 'item'), { reason: 'equip', by: frame.controller });
      emitEvent(ctx, { type: 'equipped', player: frame.controller, detail: { card: moved } });
      // [Equip 3.2], [KW:変身…]: 『変身』 is not a call, but a buddy equip that reached the field gives Buddy Gift.
      if (frame.vars['buddy'] === true) gainLife(ctx, frame.controller, 1, 'buddy-gift');
      usedOutsideCounter(ctx, moved);
      return verbDone;
    },
  }),
  defineVerb({
    // A 【対抗】 that nullifies the use it answers (a call, [Call Q1]; a spell, [1pt Q3]): the answered use
    // is the item under it, which resolves next and then does nothing.
    name: 'nullify',
    params: () => ({ what: z.enum(['call', 'cast', 'any']).optional() }),
    rule: 'BF Call Q1',
    run(ctx, instruction) {
      const item = ctx.state.stack[ctx.state.stack.length - 1];
      const what = String(instruction['what'] ?? 'any');
      // [GT]: a 逆天 ability cannot be nullified.
      if (item !== undefined && item.vars['gyakuten'] === undefined && (what === 'any' || item.vars['kind'] === what))
        item.vars['nullified'] = true;
      return verbDone;
    },
  }),
  defineVerb({
    name: 'damage',
    params: (l) => ({ player: l.player.optional(), amount: l.number.optional() }),
    rule: 'BF X:カードの見方',
    run(ctx, instruction, frame) {
      damage(
        ctx,
        resolvePlayer(ctx, instruction['player'] ?? 'opponent', frame),
        resolveNumber(ctx, instruction['amount'], frame, 1),
        frame.source ?? null,
      );
      return verbDone;
    },
  }),
  defineVerb({
    name: 'gain-life',
    params: (l) => ({ player: l.player.optional(), amount: l.number.optional() }),
    run(ctx, instruction, frame) {
      gainLife(ctx, resolvePlayer(ctx, instruction['player'], frame), resolveNumber(ctx, instruction['amount'], frame, 1), 'effect');
      return verbDone;
    },
  }),
  defineVerb({
    // "Put the top card of your deck into your gauge" (charge).
    name: 'charge',
    params: (l) => ({ player: l.player.optional(), count: l.number.optional() }),
    run(ctx, instruction, frame) {
      const player = resolvePlayer(ctx, instruction['player'], frame);
      const count = resolveNumber(ctx, instruction['count'], frame, 1);
      for (const id of cardsInZone(ctx, player, 'deck').slice(0, count))
        moveCard(ctx, id, zoneKey(player, 'gauge'), { reason: 'charge', by: player });
      return verbDone;
    },
  }),
  defineVerb({
    // Destroy cards on the field, one at a time (『ソウルガード』 may replace each).
    name: 'destroy',
    params: (l) => ({ cards: l.cards }),
    run(ctx, instruction, frame) {
      const ids = resolveCards(ctx, instruction['cards'], frame).filter((id) => ctx.state.cards[id] !== undefined);
      return expand(ids.map((id) => ({ do: 'destroy-one', card: id })));
    },
  }),
  defineVerb({
    // Destroys one card on the field (『ソウルガード』 replaces the move itself, soulguard.ts).
    name: 'destroy-one',
    params: () => ({ card: z.string() }),
    run(ctx, instruction, frame) {
      const id = String(instruction['card']);
      const card = ctx.state.cards[id];
      if (card === undefined || !['field', 'item', 'magic'].includes(zoneOf(card))) return verbDone;
      destroy(ctx, id, frame.controller);
      return verbDone;
    },
  }),
  defineVerb({
    // Return cards on the field to their owner's hand (their soul goes to the drop zone, [Oth:ソウル]).
    name: 'return-to-hand',
    params: (l) => ({ cards: l.cards }),
    run(ctx, instruction, frame) {
      for (const id of resolveCards(ctx, instruction['cards'], frame)) {
        const card = ctx.state.cards[id];
        if (card !== undefined && ['field', 'item', 'magic'].includes(zoneOf(card)))
          leaveField(ctx, id, 'hand', 'return', frame.controller);
      }
      return verbDone;
    },
  }),
  defineVerb({
    // A call by an effect (e.g. a 【対抗】 that calls into your center): no declaration, so no answer window,
    // and not a normal call for the impact monster limit ([Imp:コール]).
    name: 'call-from-hand',
    params: () => ({ area: z.enum(['left', 'center', 'right']).optional() }),
    run(ctx, instruction, frame) {
      const player = frame.controller;
      const candidates = cardsInZone(ctx, player, 'hand').filter((id) => definitionOf(ctx, id)?.type === 'monster');
      const choice = chooseCards(ctx, frame, { candidates, max: 1, prompt: 'Choose a monster to call' });
      if ('ask' in choice) return choice.ask;
      const chosen = choice.chosen[0];
      if (chosen === undefined) return verbDone;
      const area = String(instruction['area'] ?? 'center') as Area;
      const entered = moveCard(ctx, chosen, areaKey(player, area), { reason: 'call-by-effect', by: player });
      emitEvent(ctx, { type: 'called', player, detail: { card: entered, area, byEffect: true } });
      return verbDone;
    },
  }),
];

/**
 * "Your next turn is yours" ([RC-3]): since 2018-06-02 the turn after an effect-granted turn is always
 * the opponent's, so such an effect used during a granted turn does not chain. Reading (§16: lost or
 * deferred is unspecified): it is lost. Otherwise the kernel's `extra-turn` grants the turn.
 */
const nextTurnYoursVerb = defineVerb({
  name: 'next-turn-yours',
  params: noParams,
  rule: 'BF RC-3',
  run(ctx, _instruction, frame) {
    if (ctx.state.turn.resumeWith !== undefined) {
      log(ctx, 'extra-turn-lost', frame.controller, { rule: 'RC-3' });
      return verbDone;
    }
    return expand([{ do: 'extra-turn', player: frame.controller }]);
  },
});

/**
 * "You may X. If you do, Y" ([Oth:【コスト】と能力]): Y happens only if all of X is done, so when any part
 * of X cannot be done the fighter is not even asked and neither X nor Y happens. X is paid all or nothing
 * with the kernel's cost checks; an empty target chosen earlier does not block Y.
 */
const mayPayVerb = defineVerb({
  name: 'may-pay',
  params: (l) => ({ cost: l.program, then: l.program, prompt: z.string().optional() }),
  rule: 'BF Oth:【コスト】と能力',
  run(ctx, instruction, frame) {
    const cost = programOf(instruction['cost']);
    const then = programOf(instruction['then']);
    if (!canPayCost(ctx, cost, frame)) return verbDone;
    const asked = askSelect(
      frame.answer,
      confirmQuestion(frame.controller, String(instruction['prompt'] ?? 'Pay the cost?'), 'BF Oth:【コスト】と能力'),
    );
    if ('ask' in asked) return asked.ask;
    return asked.picked[0] === 'yes' ? expand(withCost(cost, then)) : verbDone;
  },
});

/** A cost part of 【起動】 abilities: pay gauge (to the drop zone), all or nothing. */
const payGaugeVerb = defineVerb({
  name: 'pay-gauge',
  params: (l) => ({ count: l.number.optional() }),
  rule: 'BF Mat-④',
  run(ctx, instruction, frame) {
    const count = resolveNumber(ctx, instruction['count'], frame, 1);
    for (const id of cardsInZone(ctx, frame.controller, 'gauge').slice(0, count))
      moveCard(ctx, id, zoneKey(frame.controller, 'drop'), { reason: 'cost', by: frame.controller });
    return verbDone;
  },
  canPay: (ctx, instruction, frame) =>
    cardsInZone(ctx, frame.controller, 'gauge').length >= resolveNumber(ctx, instruction['count'], frame, 1),
});

export const verbs = [...baseVerbs, nextTurnYoursVerb, mayPayVerb, payGaugeVerb];
