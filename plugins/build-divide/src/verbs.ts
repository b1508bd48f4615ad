import { lifeCards, lifeHolder } from './tag-team.js';
import { chooseOpponentVerb } from './tag-team-opponent.js';
import { moreVerbs, undroppable } from './more-verbs.js';
import { returnLifeVerb } from './tag-team-rules.js';
import { z } from 'zod';
import {
  atTheSameTime,
  addContinuousEffect,
  addReplacement,
  cardsInZone,
  chooseCards,
  clearPending,
  clearStack,
  createCard,
  defineVerb,
  emitEvent,
  endWindow,
  expand,
  markLoss,
  moveCard,
  noParams,
  positionOf,
  pushStackItem,
  resolveCards,
  resolveNumber,
  resolvePlayer,
  shuffleZone,
  verbDone,
  zoneNameOf,
  type GameContext,
  type Instruction,
  type JsonObject,
  type PlayerId,
  type VerbContribution,
  ownStatus,
} from '@tcgkit/kernel';
import { bd, Cost } from './cards/schema.js';
import { cardStatus, playerStatus } from './cards/status.js';
import { findPayment, pay } from './costs.js';
import { checkRedZone, damageUnit, dealEffectDamage } from './damage.js';
import { destroyCards, powerOf } from './rule-processes.js';
import { targetCandidates, targetCount } from './moves/play.js';
import { depthVerbs } from './depth-verbs.js';
import { eachDrawVerb } from './each-draw.js';
import { continueDamageVerb } from './continue-damage.js';
import { tokenVerbs } from './tokens.js';
import { assaultUnitVerb } from './assault-unit.js';
import { auraHosts, isTerritory } from './aura-hosts.js';
import { unityDrawVerb } from './unity-draw.js';
import { dropUpToVerb } from './drop-up-to.js';
import { eachDiscardVerb } from './each-discard.js';
import { stackSelfVerb } from './stack-self.js';
import { copyCommandsOutside } from './copy-outside.js';
import { counterVerb, enterField, finishCardVerb, offerOpeningVerb, resolveCardVerb, showUnitSide } from './resolve.js';
import { data, isUnit } from './state.js';
import { keywordVerbs } from './keyword-verbs.js';
import { predictVerb } from './predict.js';
import { activateSkillVerb } from './skill.js';

type Verb = Omit<VerbContribution, 'title'>;

/** Verbs that act on cards and take nothing else: `{ do: 'destroy', cards: { var: 'target' } }`. */
const cardsOnly: Verb['params'] = (l) => ({ cards: l.cards });

/**
 * 507: draw the top card of the deck; from an empty deck the top life card instead (507-1a); with both empty, lose
 * (507-1b). The loss ends the game at once unless `atOnce` is false: the caller then settles it after every
 * player's draw of the same instruction, so that players losing together draw the game (103-1a).
 */
export function drawOne(ctx: GameContext, player: PlayerId, atOnce = true): void {
  const top = cardsInZone(ctx, player, 'deck')[0];
  if (top !== undefined) {
    moveCard(ctx, top, `${player}/hand`, { by: player, reason: 'draw' });
    return;
  }
  const life = lifeCards(ctx, player)[0]; // 2001-1: the team's life zone in a tag-team game
  if (life === undefined) {
    markLoss(ctx, player, 'drew with an empty deck and an empty life zone (BD 507-1b)', atOnce);
    return;
  }
  // 2002-3b: a life card going anywhere but the field or resolution zone goes to its owner's zone (in the
  // two-player game the drawing player's own).
  moveCard(ctx, life, `${ctx.state.cards[life]!.owner}/hand`, { by: player, reason: 'draw-from-life' });
  checkRedZone(ctx);
}

const cardsOf = (ctx: GameContext, ref: unknown, frame: Parameters<Verb['run']>[2]): string[] =>
  resolveCards(ctx, ref as JsonObject, frame).filter((id) => ctx.state.cards[id] !== undefined);

/** 1205-4: the events that are zone moves (a card moving, a unit entering the field), for 1205-4b. */
const zoneMoveEvents: readonly string[] = ['moved', 'entered'];

export const verbs = [
  ...keywordVerbs,
  predictVerb,
  activateSkillVerb,
  chooseOpponentVerb,
  ...moreVerbs,
  ...depthVerbs,
  eachDrawVerb,
  continueDamageVerb,
  ...tokenVerbs,
  assaultUnitVerb,
  unityDrawVerb,
  dropUpToVerb,
  eachDiscardVerb,
  stackSelfVerb,
  returnLifeVerb,
  resolveCardVerb,
  finishCardVerb,
  offerOpeningVerb,
  counterVerb,
  defineVerb({
    name: 'draw-one',
    rule: 'BD 507',
    params: (l) => ({ player: l.player.optional() }),
    run(ctx, instruction, frame) {
      drawOne(ctx, resolvePlayer(ctx, instruction['player'], frame));
      return verbDone;
    },
  }),
  defineVerb({
    // 516-1: damage to a player is a packet, dealt later in a damage window (1104).
    name: 'damage-player',
    rule: 'BD 516-1',
    // 1002-2c: `each: true` damages every player: one packet per player, the same source and amount.
    params: (l) => ({ player: l.player.optional(), amount: l.number.optional(), each: z.boolean().optional() }),
    run(ctx, instruction, frame) {
      const amount = resolveNumber(ctx, instruction['amount'], frame, 1);
      const players =
        instruction['each'] === true
          ? ctx.state.players.map((p) => p.id)
          : [resolvePlayer(ctx, instruction['player'] ?? 'opponent', frame)];
      for (const player of players) dealEffectDamage(ctx, player, amount, frame.source ?? null);
      return verbDone;
    },
  }),
  defineVerb({
    // 516-2: damage to units is marked on them; it destroys only at rule processing (1303-2).
    name: 'damage-unit',
    rule: 'BD 516-2',
    params: (l) => ({ cards: l.cards, amount: l.number.optional() }),
    run(ctx, instruction, frame) {
      const amount = resolveNumber(ctx, instruction['amount'], frame, 0);
      for (const id of cardsOf(ctx, instruction['cards'], frame)) damageUnit(ctx, id, amount, frame.source ?? null);
      return verbDone;
    },
  }),
  defineVerb({
    name: 'destroy',
    rule: 'BD 517-1',
    params: cardsOnly,
    run(ctx, instruction, frame) {
      destroyCards(
        ctx,
        cardsOf(ctx, instruction['cards'], frame).filter((id) => isUnit(ctx, id)),
        frame.controller,
      );
      return verbDone;
    },
    // 527-5a:i: a unit that cannot be dropped cannot be destroyed to pay a cost.
    canPay: (ctx, instruction, frame) => {
      const cards = cardsOf(ctx, instruction['cards'], frame);
      return cards.length > 0 && cards.every((id) => isUnit(ctx, id) && !undroppable(ctx, id));
    },
  }),
  defineVerb({
    // 502-1: resting a rested card does nothing (104-2a).
    name: 'rest',
    rule: 'BD 502-1',
    params: cardsOnly,
    run(ctx, instruction, frame) {
      for (const id of cardsOf(ctx, instruction['cards'], frame)) cardStatus.set(ctx.state.cards[id]!, 'rested', true);
      return verbDone;
    },
    canPay: (ctx, instruction, frame) =>
      cardsOf(ctx, instruction['cards'], frame).every((id) => cardStatus.get(ctx.state.cards[id]!, 'rested') !== true),
  }),
  defineVerb({
    name: 'stand',
    rule: 'BD 502-1',
    params: cardsOnly,
    run(ctx, instruction, frame) {
      for (const id of cardsOf(ctx, instruction['cards'], frame)) cardStatus.clear(ctx.state.cards[id]!, 'rested');
      return verbDone;
    },
  }),
  defineVerb({
    // 502-2: double-sided cards cannot be turned face down (403-3b:i); used by Magia (1421-2).
    name: 'turn-face-down',
    rule: 'BD 502-2',
    params: cardsOnly,
    run(ctx, instruction, frame) {
      for (const id of cardsOf(ctx, instruction['cards'], frame)) {
        if (bd(ctx.title.cards.get(ctx.state.cards[id]!.card))?.type !== 'territory') ctx.state.cards[id]!.faceUp = false;
      }
      return verbDone;
    },
  }),
  defineVerb({
    // 510-2: a cost in energy, paid by resting standing energy of the right colours.
    name: 'pay-energy',
    rule: 'BD 510-2',
    params: () => ({ cost: Cost }),
    run(ctx, instruction, frame) {
      const payment = findPayment(ctx, frame.controller, instruction['cost'] as Cost);
      if (Array.isArray(payment)) pay(ctx, frame.controller, payment, frame.source ?? 'cost');
      return verbDone;
    },
    canPay: (ctx, instruction, frame) => Array.isArray(findPayment(ctx, frame.controller, instruction['cost'] as Cost)),
  }),
  defineVerb({
    name: 'remove',
    rule: 'BD 504-1',
    params: cardsOnly,
    run(ctx, instruction, frame) {
      for (const id of cardsOf(ctx, instruction['cards'], frame))
        moveCard(ctx, id, `${ctx.state.cards[id]!.owner}/remove`, { reason: 'remove', by: frame.controller });
      return verbDone;
    },
  }),
  defineVerb({
    // 521, 536: make a Class-card token and attach it to a unit as an aura (+1000, 521-5b).
    name: 'attach-class-card',
    rule: 'BD 521-5b',
    params: cardsOnly,
    run(ctx, instruction, frame) {
      const hosts = auraHosts(ctx, resolveCards(ctx, instruction['cards'] as JsonObject, frame));
      for (const host of hosts.filter((id) => isUnit(ctx, id) || isTerritory(ctx, id))) {
        const controller = ctx.state.cards[host]!.controller;
        const token = createCard(ctx, { card: 'class-card', owner: controller, zone: `${controller}/aura`, token: true });
        cardStatus.set(token, 'aura', true);
        cardStatus.set(token, 'host', host);
        cardStatus.set(token, 'auraInfo', 1000);
        // 521-2: the aura's number is added to its host's power while it is attached (ended when the aura
        // leaves, 1303-6).
        addContinuousEffect(ctx, {
          layer: 'numeric',
          controller,
          source: token.id,
          cards: [host],
          stat: 'power',
          modification: { add: 1000 },
          duration: `aura:${token.id}`,
        });
        emitEvent(ctx, { type: 'attached', player: controller, detail: { card: token.id, host } });
      }
      return verbDone;
    },
  }),
  defineVerb({
    // 537: cancel the attack. Outside the attack phase nothing happens (537-1a). Otherwise the game goes
    // straight to 806 (537-1b; reading 10): the attack's windows end now (kernel `endWindow`; what waits in
    // the resolution zone stays there for the next window) and the flow's `attack-cancelled` gotos go to 806.
    name: 'cancel-attack',
    rule: 'BD 537',
    params: noParams,
    run(ctx) {
      const attack = data(ctx).attack;
      if (attack.attacker === null) return verbDone;
      attack.cancelled = true;
      endWindow(ctx, 'all');
      return verbDone;
    },
  }),
  defineVerb({
    // 519: the next damage to a player is reduced (or increased) by N; increases apply before
    // reductions (519-2a). Kept until a packet for that player is made, or the turn ends.
    name: 'modify-next-damage',
    rule: 'BD 519',
    params: (l) => ({ player: l.player.optional(), add: l.number.optional() }),
    run(ctx, instruction, frame) {
      const player = resolvePlayer(ctx, instruction['player'] ?? 'you', frame);
      const mods = (data(ctx)['damageMods'] as { player: string; add: number; turn: number }[] | undefined) ?? [];
      mods.push({ player, add: resolveNumber(ctx, instruction['add'], frame, 0), turn: ctx.state.turn.number });
      data(ctx)['damageMods'] = mods;
      return verbDone;
    },
  }),
  defineVerb({
    // 531: move to the end phase. Nothing happens in the end phase (531-2). Otherwise, in order: every
    // card in the resolution zone is removed and every ability there deleted (a), every damage packet
    // deleted (b), triggered abilities un-triggered (c), all windows closed (d, the kernel's `endWindow`)
    // and this turn's end phase begins (e, the flow's `moving-to-end` gotos).
    name: 'move-to-end-phase',
    rule: 'BD 531',
    params: noParams,
    run(ctx) {
      if (positionOf(ctx.state.flow.value, null).phase === 'end') return verbDone;
      for (const id of [...cardsInZone(ctx, 'shared', 'resolution')])
        moveCard(ctx, id, `${ctx.state.cards[id]!.owner}/remove`, { reason: 'move-to-end-phase' });
      clearStack(ctx);
      data(ctx).packets = [];
      delete data(ctx)['hitPacket'];
      clearPending(ctx);
      data(ctx)['movingToEnd'] = true;
      endWindow(ctx, 'all');
      return verbDone;
    },
  }),
  defineVerb({
    // 529: close a territory: its unopened side turns up; one elsewhere first returns to the territory zone.
    name: 'close-territory',
    rule: 'BD 529',
    params: cardsOnly,
    run(ctx, instruction, frame) {
      for (const id of cardsOf(ctx, instruction['cards'], frame)) {
        const card = ctx.state.cards[id]!;
        if (bd(ctx.title.cards.get(card.card))?.type !== 'territory') continue;
        const at =
          card.zone === `${card.owner}/territory`
            ? id
            : moveCard(ctx, id, `${card.owner}/territory`, { reason: 'close', by: frame.controller });
        cardStatus.clear(ctx.state.cards[at]!, 'open');
      }
      return verbDone;
    },
  }),
  defineVerb({
    // 526-1: doubling adds the value it had when the effect was first applied (a locked number).
    // 526-1a: `times` 3 (and so on) triples it the same way.
    name: 'double-power',
    rule: 'BD 526-1',
    params: (l) => ({ cards: l.cards, duration: z.string().optional(), times: z.number().int().min(2).optional() }),
    run(ctx, instruction, frame) {
      for (const id of cardsOf(ctx, instruction['cards'], frame).filter((c) => isUnit(ctx, c))) {
        addContinuousEffect(ctx, {
          layer: 'numeric',
          controller: frame.controller,
          cards: [id],
          stat: 'power',
          modification: { add: powerOf(ctx, id) * (Number(instruction['times'] ?? 2) - 1) },
          duration: String(instruction['duration'] ?? 'turn'),
          ...(frame.source === undefined ? {} : { source: frame.source }),
        });
      }
      return verbDone;
    },
  }),
  defineVerb({
    // 520-1a: copy the command just below in the resolution zone: a pseudo-card with the same choices goes
    // on top and resolves like it (520-2); it has no card, so it simply ends when it resolves. Copying is
    // not playing (520-3). (Changing the copy's targets, 520-1a, is not offered: it keeps them.)
    // With `cards`: 520-1b, copy those command cards from outside the resolution zone (`copy-outside.ts`).
    name: 'copy-command',
    rule: 'BD 520',
    params: (l) => ({ cards: l.cards.optional() }),
    run(ctx, instruction, frame) {
      if (instruction['cards'] !== undefined) return copyCommandsOutside(ctx, instruction['cards'], frame);
      const below = [...ctx.state.stack]
        .reverse()
        .find((item) => item.source !== undefined && bd(ctx.title.cards.get(ctx.state.cards[item.source]?.card ?? ''))?.type === 'command');
      if (below === undefined) return verbDone;
      const definition = bd(ctx.title.cards.get(ctx.state.cards[below.source!]!.card));
      if (definition?.type !== 'command') return verbDone;
      pushStackItem(ctx, {
        controller: frame.controller,
        label: `copy of ${definition.name}`,
        effect: [...(definition.effect as Instruction[])],
        vars: { ...below.vars },
      });
      return verbDone;
    },
  }),
  defineVerb({
    // 1604: a command put onto the field as a unit loses the Command type and gains Unit (1604-2), its text
    // does nothing there (1604-2a: commands have no abilities on the field), and its power and hit come
    // from the effect (1604-3).
    name: 'command-as-unit',
    rule: 'BD 1604',
    params: (l) => ({ cards: l.cards, power: l.number.optional(), hit: l.number.optional() }),
    run(ctx, instruction, frame) {
      for (const id of cardsOf(ctx, instruction['cards'], frame)) {
        if (bd(ctx.title.cards.get(ctx.state.cards[id]!.card))?.type !== 'command') continue;
        const entered = enterField(ctx, id, frame.controller, zoneNameOf(ctx.state.cards[id]!.zone), 'command-as-unit');
        Object.assign(ownStatus(ctx.state.cards[entered]!), {
          unit: true,
          'stat:power': resolveNumber(ctx, instruction['power'], frame, 0),
          'stat:hit': resolveNumber(ctx, instruction['hit'], frame, 0),
        });
      }
      return verbDone;
    },
  }),
  defineVerb({
    // 525: Equivalent Exchange (N): with at least N alchemy counters you may remove a command of total cost
    // N or less from your graveyard that can be copied; if you do, remove N counters and copy it (520-1b:
    // the copy is made and played, its controller choosing its targets anew, `copy-outside.ts`). The card
    // is chosen when this runs and is not a target (525-2).
    name: 'equivalent-exchange',
    rule: 'BD 525',
    params: (l) => ({ n: l.number }),
    run(ctx, instruction, frame) {
      const n = resolveNumber(ctx, instruction['n'], frame, 0);
      const me = ctx.state.players.find((p) => p.id === frame.controller)!;
      const counters = playerStatus.get(me, 'counter:alchemy') ?? 0;
      if (counters < n) return verbDone;
      const candidates = cardsInZone(ctx, frame.controller, 'graveyard').filter((id) => {
        const definition = bd(ctx.title.cards.get(ctx.state.cards[id]!.card));
        if (definition?.type !== 'command' || definition.cost.total > n) return false;
        const spec = definition.targets;
        return (
          spec === undefined ||
          spec.upTo === true ||
          targetCandidates(ctx, frame.controller, spec).length >= targetCount(ctx, frame.controller, spec, id)
        ); // 525-3
      });
      const choice = chooseCards(ctx, frame, {
        candidates,
        min: 0,
        max: 1,
        always: true,
        prompt: `Equivalent Exchange (${n}): remove a command to copy (or none)`,
        rule: 'BD 525-1',
      });
      if ('ask' in choice) return choice.ask;
      const chosen = choice.chosen[0];
      if (chosen === undefined) return verbDone;
      const definition = bd(ctx.title.cards.get(ctx.state.cards[chosen]!.card));
      if (definition?.type !== 'command') return verbDone;
      const removed = moveCard(ctx, chosen, `${frame.controller}/remove`, { reason: 'equivalent-exchange', by: frame.controller });
      playerStatus.set(me, 'counter:alchemy', counters - n); // 525-4: exactly N
      return expand([{ do: 'copy-command', cards: [removed] }]);
    },
  }),
  defineVerb({
    // 1409-5b: a "・N-effect" line applies only when the card was played for that Evol form (or, without
    // a form, for its Evol cost). A copy has no card and is never Evolved (1409-4b).
    name: 'if-evol',
    rule: 'BD 1409-5b',
    params: (l) => ({ form: z.string().nullable().optional(), then: l.program }),
    run(ctx, instruction, frame) {
      const source = frame.source === undefined ? undefined : ctx.state.cards[frame.source];
      const paid = source === undefined ? undefined : cardStatus.get(source, 'evol');
      const wanted = instruction['form'];
      const holds = paid !== undefined && (wanted === undefined || wanted === null || paid === wanted);
      return holds ? expand(instruction['then'] as Instruction[]) : verbDone;
    },
  }),
  defineVerb({
    // 535-1: put the card face down into its owner's face-down area (it need not be playable while set,
    // 535-1a). Leaving or entering the field area makes a new object (415-3).
    name: 'set-face-down',
    rule: 'BD 535',
    params: cardsOnly,
    run(ctx, instruction, frame) {
      for (const id of cardsOf(ctx, instruction['cards'], frame))
        moveCard(ctx, id, `${ctx.state.cards[id]!.owner}/set`, { reason: 'set', by: frame.controller });
      return verbDone;
    },
  }),
  defineVerb({
    // 1209: "this turn, the next time target unit would be destroyed, rest it instead" (a replacement
    // effect used once, 1209-2c).
    name: 'protect',
    rule: 'BD 1209',
    params: cardsOnly,
    run(ctx, instruction, frame) {
      for (const id of cardsOf(ctx, instruction['cards'], frame)) {
        addReplacement(ctx, {
          controller: frame.controller,
          ...(frame.source === undefined ? {} : { source: frame.source }),
          replaces: 'destroy',
          match: { test: 'is-card', ids: [id] },
          instead: [{ do: 'rest', cards: { var: 'replaced' } }],
          duration: 'turn',
          uses: 1,
        });
      }
      return verbDone;
    },
  }),
  defineVerb({
    // 1501-4: shuffle your deck, then its top card goes to the front of your life.
    name: 'gain-life',
    rule: 'BD 1501-4',
    params: noParams,
    run(ctx, _instruction, frame) {
      shuffleZone(ctx, `${frame.controller}/deck`);
      const top = cardsInZone(ctx, frame.controller, 'deck')[0];
      if (top !== undefined) moveCard(ctx, top, `${lifeHolder(ctx, frame.controller)}/life`, { reason: 'gain-life' });
      checkRedZone(ctx);
      return verbDone;
    },
  }),
  defineVerb({
    // 1601: named counters on players.
    name: 'gain-counter',
    rule: 'BD 1601',
    params: (l) => ({ player: l.player.optional(), counter: z.string(), count: l.number.optional() }),
    run(ctx, instruction, frame) {
      const player = ctx.state.players.find((p) => p.id === resolvePlayer(ctx, instruction['player'], frame))!;
      const name = `counter:${String(instruction['counter'])}` as const;
      playerStatus.set(player, name, (playerStatus.get(player, name) ?? 0) + resolveNumber(ctx, instruction['count'], frame, 1));
      return verbDone;
    },
  }),
  defineVerb({
    // 515-2: "put a unit card onto the field" by an effect: it enters under the effect's controller,
    // and, not played from hand, it cannot open a territory (902-1).
    // `side: 'unit'`: the card was named by its unit side (1702-1d) and goes onto the field that side up
    // (1702-1d:i).
    name: 'put-onto-field',
    rule: 'BD 515-2',
    params: (l) => ({ cards: l.cards, side: z.literal('unit').optional() }),
    run(ctx, instruction, frame) {
      // 1205-4b: the cards of one instruction enter together, so a unit's "when a unit enters" sees the others.
      atTheSameTime(ctx, zoneMoveEvents, () => {
        for (const id of cardsOf(ctx, instruction['cards'], frame)) {
          const card = ctx.state.cards[id]!;
          const entered = enterField(ctx, id, frame.controller, card.zone.split('/')[1] ?? 'unknown', 'effect');
          if (instruction['side'] === 'unit') showUnitSide(ctx, entered);
        }
      });
      return verbDone;
    },
  }),
];
