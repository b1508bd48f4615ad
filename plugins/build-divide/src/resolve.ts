import { withOpponentChoice } from './tag-team-opponent.js';
import { z } from 'zod';
import {
  confirmQuestion,
  askSelect,
  cardsInZone,
  chooseCards,
  defineVerb,
  emitEvent,
  expand,
  moveCard,
  noParams,
  removeStackItem,
  resolveCards,
  verbDone,
  type GameContext,
  type Instruction,
  type Json,
  type JsonObject,
  type PlayerId,
  ownStatus,
  setCardFace,
  keywordsOf,
} from '@tcgkit/kernel';
import { unitFaceOf } from './cards/double-faced.js';
import { cardStatus } from './cards/status.js';
import { bd, type UnitCard } from './cards/schema.js';
import { findPayment, genericCost, pay } from './costs.js';
import { data, isOpen, log, resolutionKey } from './state.js';

/**
 * Resolving a card (1204-3). Targets that became illegal are skipped (a:ii); if every target is illegal
 * the card is countered (a:iii) and goes to its owner's graveyard (514-1). A command's text is carried
 * out in order (a:i) and the card goes to the graveyard (c); a unit is put onto the field under its
 * controller (c), entering from the zone it was played from (515-1a), and may open a territory (902).
 */
export const resolveCardVerb = defineVerb({
  name: 'resolve-card',
  rule: 'BD 1204-3',
  params: noParams,
  run(ctx, _instruction, frame) {
    const id = frame.source;
    const card = id === undefined ? undefined : ctx.state.cards[id];
    if (card === undefined || card.zone !== resolutionKey) return verbDone; // countered meanwhile (514-3)
    const definition = bd(ctx.title.cards.get(card.card));
    const targets = frame.vars['targets'];
    if (definition?.type === 'command' && definition.targets !== undefined && Array.isArray(targets)) {
      const legal = resolveCards(ctx, definition.targets.from as JsonObject, { controller: frame.controller, vars: {} });
      const still = (targets as string[]).filter((t) => legal.includes(t));
      if (targets.length > 0 && still.length === 0) {
        log(ctx, 'countered', frame.controller, { card: card.id, why: 'every target is illegal' });
        leaveResolution(ctx, card.id, 'countered');
        return verbDone;
      }
      frame.vars['targets'] = still;
    }
    // 2601-1: in a tag-team game "the opponent" is chosen first when the text names one.
    if (definition?.type === 'command')
      return expand([...withOpponentChoice(ctx, definition.effect as unknown as Json[]), { do: 'finish-card' }] as Instruction[]);
    if (definition?.type === 'unit') {
      const from = cardStatus.get(card, 'playedFrom') ?? 'hand';
      const evol = cardStatus.get(card, 'evol') !== undefined;
      const entered = enterField(ctx, card.id, frame.controller, from, 'resolved');
      if (evol) cardStatus.set(ctx.state.cards[entered]!, 'enteredByEvol', true); // 1409-3
      return expand([{ do: 'offer-territory-opening', card: entered, from }]);
    }
    leaveResolution(ctx, card.id, 'resolved');
    return verbDone;
  },
});

export const finishCardVerb = defineVerb({
  name: 'finish-card',
  rule: 'BD 1204-3c',
  params: noParams,
  run(ctx, _instruction, frame) {
    const id = frame.source;
    if (id === undefined || ctx.state.cards[id]?.zone !== resolutionKey) return verbDone;
    // 1417-2: a 神衣 unit may take the finished command as a "clothes" aura instead of the graveyard.
    const hosts = kamuiHosts(ctx, id);
    if (hosts.length > 0 && cardStatus.get(ctx.state.cards[id]!, 'legacy') !== true) {
      const choice = chooseCards(ctx, frame, {
        candidates: hosts,
        min: 0,
        max: 1,
        always: true,
        prompt: 'Kamui: attach this command to a unit as clothes (or none)?',
        rule: 'BD 1417-2',
      });
      if ('ask' in choice) return choice.ask;
      const host = choice.chosen[0];
      if (host !== undefined) {
        wear(ctx, id, host);
        return verbDone;
      }
    }
    leaveResolution(ctx, id, 'resolved');
    return verbDone;
  },
});

/** 1417-2: units you control with 【神衣-(kw)】 matching a keyword of the command. */
function kamuiHosts(ctx: GameContext, command: string): string[] {
  const card = ctx.state.cards[command]!;
  const tags = ctx.title.keywordNamesOf(card.card);
  return cardsInZone(ctx, card.controller, 'field').filter((id) =>
    (ctx.title.cards.get(ctx.state.cards[id]!.card)?.keywords ?? []).some(
      (k) =>
        typeof k === 'object' &&
        k !== null &&
        (k as { name: string }).name === 'kamui' &&
        tags.includes(String((k as { tag?: string }).tag)),
    ),
  );
}

/**
 * 1417-2, 1417-4, 521: the command becomes an aura with the information "clothes" on the host; while it
 * is, its clothes modifier applies to the host (a continuous effect that ends when the aura leaves).
 */
export function wear(ctx: GameContext, command: string, host: string): void {
  const controller = ctx.state.cards[host]!.controller;
  const id = moveCard(ctx, command, `${controller}/aura`, { reason: 'wear' });
  Object.assign(ownStatus(ctx.state.cards[id]!), { aura: true, host, auraInfo: 'clothes' });
  // The modifier is the card's clothes-frame ability (cards/schema.ts `clothesAbility`, 1417-3a:i), working from here.
  emitEvent(ctx, { type: 'attached', player: controller, detail: { card: id, host } });
}

/**
 * A card leaving the resolution zone goes to its owner's graveyard (1204-3c, 514-1), unless it was
 * played by Legacy: then it is removed instead, before any other replacement (1408-2).
 */
export function leaveResolution(ctx: GameContext, id: string, reason: string): string {
  const card = ctx.state.cards[id]!;
  const to = cardStatus.get(card, 'legacy') === true ? 'remove' : 'graveyard';
  return moveCard(ctx, id, `${card.owner}/${to}`, { reason });
}

/**
 * A unit enters the field (515): standing, with no damage (403-2c, 406-6b), as a new object. The
 * `entered` event names the zone it came from (515-1a) and its controller; the turn's list of entered
 * units feeds 結束 (1412-2b).
 */
/**
 * 1702-1c, 1702-1d:i: a double-faced territory on the field turns its unit side up (an effect moving it "as" that
 * unit): the kernel's card face, so it is that unit card with its power, hit and colours.
 */
export function showUnitSide(ctx: GameContext, id: string): void {
  const card = ctx.state.cards[id];
  const face = card === undefined ? undefined : unitFaceOf(bd(ctx.title.cards.get(card.card)));
  if (face !== undefined) setCardFace(ctx, id, face);
}

export function enterField(ctx: GameContext, id: string, controller: PlayerId, from: string, reason: string): string {
  const entered = moveCard(ctx, id, `${controller}/field`, { by: controller, reason });
  const card = ctx.state.cards[entered]!;
  card.controller = controller;
  const definition = bd(ctx.title.cards.get(card.card));
  const attributes = definition?.attributes ?? [];
  data(ctx).enteredThisTurn.push({ controller, attributes: [...attributes] });
  emitEvent(ctx, { type: 'entered', player: controller, detail: { card: entered, definition: card.card, from } });
  return entered;
}

function openingFor(ctx: GameContext, ace: string, from: string): { territory: string; cost: number } | null {
  const card = ctx.state.cards[ace];
  if (card === undefined || from !== 'hand') return null; // 902-1: played from hand only
  const definition = bd(ctx.title.cards.get(card.card)) as UnitCard | undefined;
  if (definition?.type !== 'unit' || !definition.subtypes.includes('ace')) return null;
  for (const id of cardsInZone(ctx, card.controller, 'territory')) {
    const territory = ctx.state.cards[id]!;
    const side = bd(ctx.title.cards.get(territory.card));
    if (side?.type !== 'territory' || isOpen(territory)) continue;
    if (!side.open.titles.some((t) => definition.titles.includes(t))) continue; // 902-2
    // 902-3, 902-3a: open-side total cost minus the ace's printed total cost (digest §20.2), at least 0.
    return { territory: id, cost: Math.max(0, side.open.cost.total - definition.cost.total) };
  }
  return null;
}

/**
 * 902: right after an Ace played from hand is placed (no window, no rule processing between, 902-1a),
 * its controller may open a matching unopened territory by paying the difference in generic energy.
 * Opening is optional even at cost 0 (902-3b); it is offered only when the cost can be paid.
 */
export const offerOpeningVerb = defineVerb({
  name: 'offer-territory-opening',
  rule: 'BD 902',
  params: () => ({ card: z.string(), from: z.string() }),
  run(ctx, instruction, frame) {
    const ace = String(instruction['card']);
    const offer = openingFor(ctx, ace, String(instruction['from']));
    if (offer === null) return verbDone;
    const player = ctx.state.cards[ace]!.controller;
    const payment = findPayment(ctx, player, genericCost(offer.cost), 'BD 902-3');
    if (!Array.isArray(payment)) return verbDone;
    const name = ctx.title.cardName(ctx.state.cards[offer.territory]!.card);
    const asked = askSelect(frame.answer, confirmQuestion(player, `Open ${name} for ${offer.cost} energy?`, 'BD 902-3'));
    if ('ask' in asked) return asked.ask;
    if (asked.picked[0] === 'yes') {
      pay(ctx, player, payment, offer.territory);
      openTerritory(ctx, offer.territory);
    }
    return verbDone;
  },
});

/**
 * 511-1, 902-2a: the open side turns up. With Assault Territory, "when this would be opened, instead move
 * it to the field and open it" (1406-1a).
 */
export function openTerritory(ctx: GameContext, id: string): void {
  let card = ctx.state.cards[id]!;
  if (ctx.title.keywordNamesOf(card.card).includes('assault-territory')) {
    const moved = moveCard(ctx, id, `${card.controller}/field`, { reason: 'assault-territory' });
    card = ctx.state.cards[moved]!;
  }
  cardStatus.set(card, 'open', true);
  emitEvent(ctx, { type: 'territory-opened', player: card.controller, detail: { card: card.id } });
}

/** 514: counter the item below the countering one: it never resolves; a card goes to the graveyard. */
export const counterVerb = defineVerb({
  name: 'counter',
  rule: 'BD 514',
  // `to: 'hand'`: "counter it and return it to its owner's hand" instead of the graveyard.
  params: () => ({ to: z.literal('hand').optional() }),
  run(ctx, instruction, frame) {
    const below = ctx.state.stack.at(-1);
    // 514-1a: a card that cannot be countered is not countered, and the part of the instruction moving it (to the
    // graveyard) is not carried out either: it stays and resolves.
    const source = below?.source === undefined ? undefined : ctx.state.cards[below.source];
    if (source !== undefined && source.zone === resolutionKey && keywordsOf(ctx, source.id).includes('uncounterable')) {
      log(ctx, 'counter-failed', frame.controller, { item: below!.id, card: source.id });
      return verbDone;
    }
    const item = below === undefined ? undefined : removeStackItem(ctx, below.id);
    if (item === undefined) return verbDone;
    log(ctx, 'countered', frame.controller, { item: item.id, label: item.label });
    const countered = item.source === undefined ? undefined : ctx.state.cards[item.source];
    if (countered !== undefined && countered.zone === resolutionKey) {
      if (instruction['to'] === 'hand') moveCard(ctx, countered.id, `${countered.owner}/hand`, { reason: 'countered' });
      else leaveResolution(ctx, countered.id, 'countered');
    }
    return verbDone;
  },
});
