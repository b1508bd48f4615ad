/**
 * Playing cards from hand (8.6.2): characters into a slot (6.5.1.2.1), events (6.5.1.2.2, and counter
 * events in the counter step, 7.4.1.2.1), climaxes in the climax phase (6.6.1.2.1); and the main phase's
 * move between slots (6.5.1.2.4). A card must meet the colour and level conditions (8.6.2.1) and its cost
 * is paid in full from the top of the stock (2.7.2, 8.4.3, 8.6.2.3.2).
 */
import {
  cardRef,
  cardsIn,
  cardsInZone,
  emitEvent,
  moveCard,
  pushEffect,
  ruleError,
  zoneKey,
  type Action,
  type GameContext,
  type Instruction,
  type MoveContribution,
  type RuleError,
  type WindowFrame,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { coloursOf, definitionOf, levelOf } from '../state.js';
import { slotNames, stageKey } from '../zones.js';

type Move = Omit<MoveContribution, 'title'>;
type CardKind = 'character' | 'event' | 'climax';

/** 8.4.3: pays ⓝ, moving n cards from the top of the stock to the waiting room, one at a time. */
export function payStock(ctx: GameContext, player: string, amount: number): void {
  for (let i = 0; i < amount; i++) {
    const top = cardsInZone(ctx, player, 'stock')[0];
    if (top === undefined) return;
    moveCard(ctx, top, zoneKey(player, 'waiting-room'), { by: player, reason: 'cost' });
  }
}

/**
 * What of the player the conditions of playing from hand read (8.6.2.1.1, 8.6.2.1.2, 8.6.2.3.2): read once for
 * every card of a listing (issue 14), each on first use, since nothing changes while the moves are listed.
 */
interface PlayerMeans {
  level(): number;
  colours(): ReadonlySet<string>;
  stock(): number;
}

function meansOf(ctx: GameContext, player: string): PlayerMeans {
  let level: number | undefined;
  let colours: ReadonlySet<string> | undefined;
  let stock: number | undefined;
  return {
    level: () => (level ??= levelOf(ctx, player)),
    colours: () => (colours ??= coloursOf(ctx, player)),
    stock: () => (stock ??= cardsInZone(ctx, player, 'stock').length),
  };
}

/** Why `player` cannot play hand card `card` as a `kind` now (8.6.2.1, 8.6.2.3), or null. */
export function playError(
  ctx: GameContext,
  player: string,
  card: unknown,
  kind: CardKind,
  means: PlayerMeans = meansOf(ctx, player),
): RuleError | null {
  const object = typeof card === 'string' ? ctx.state.cards[card] : undefined;
  if (object === undefined || object.zone !== zoneKey(player, 'hand')) {
    return ruleError('WS_NOT_IN_HAND', 'play a card from your hand', 'WS 8.6.2.1');
  }
  const definition = definitionOf(ctx, object.id)!;
  if (definition.type !== kind) return ruleError('WS_WRONG_CARD_TYPE', `that card is not a ${kind}`, 'WS 8.6.2.1');
  // 8.6.2.1.2 (not for climaxes, 8.6.2.1.2.1): the card's level is at most the player's level.
  if (kind !== 'climax' && definition.level > means.level()) {
    return ruleError('WS_LEVEL_TOO_HIGH', `level ${definition.level} is above your level ${means.level()}`, 'WS 8.6.2.1.2');
  }
  // 8.6.2.1.1: the colour is in the level zone or clock; level-0 characters and events are exempt (8.6.2.1.1.1).
  const exempt = kind !== 'climax' && definition.level === 0;
  if (!exempt && !means.colours().has(definition.colour)) {
    return ruleError('WS_COLOUR', `you have no ${definition.colour} card in your level zone or clock`, 'WS 8.6.2.1.1');
  }
  if (definition.cost > means.stock()) {
    return ruleError('WS_CANNOT_PAY', `the cost ${definition.cost} is more than your stock`, 'WS 8.6.2.3.2');
  }
  return null;
}

function handCards(ctx: GameContext, player: string): string[] {
  return cardsInZone(ctx, player, 'hand');
}

function played(ctx: GameContext, player: string, card: string): void {
  // 8.6.2.4: "played" happens after the costs are paid and before the card resolves.
  emitEvent(ctx, { type: 'played', player, detail: { card, definition: ctx.state.cards[card]!.card } });
}

export const playCharacterMove: Move = {
  type: 'play-character',
  params: { card: cardRef, slot: z.string().max(8) },
  rule: 'WS 6.5.1.2.1',
  enumerate(ctx, player) {
    const out: Action[] = [];
    const means = meansOf(ctx, player);
    for (const card of handCards(ctx, player)) {
      if (playError(ctx, player, card, 'character', means) !== null) continue;
      for (const slot of slotNames) out.push({ type: 'play-character', player, card, slot });
    }
    return out;
  },
  validate(ctx, action) {
    const error = playError(ctx, action.player, action['card'], 'character');
    if (error !== null) return error;
    if (typeof action['slot'] !== 'string' || !(slotNames as readonly string[]).includes(action['slot'])) {
      return ruleError('WS_NO_SUCH_SLOT', `choose one of your slots: ${slotNames.join(', ')}`, 'WS 8.6.2.2.1');
    }
    return null;
  },
  perform(ctx, action) {
    const card = String(action['card']);
    payStock(ctx, action.player, definitionOf(ctx, card)!.cost);
    played(ctx, action.player, card);
    // 8.6.2.5.1, 3.6.3: into the chosen slot, standing; a character already there goes at the next rule processing (9.6.2).
    moveCard(ctx, card, stageKey(action.player, String(action['slot'])), { by: action.player, reason: 'play' });
  },
};

/** 7.4.1.2.1: in the counter step only events with a counter icon. */
function eventAllowed(ctx: GameContext, card: string, frame: WindowFrame): boolean {
  return frame.name !== 'counter' || definitionOf(ctx, card)?.counter === true;
}

export const playEventMove: Move = {
  type: 'play-event',
  params: { card: cardRef },
  rule: 'WS 6.5.1.2.2',
  enumerate(ctx, player, frame) {
    const means = meansOf(ctx, player);
    return handCards(ctx, player)
      .filter((card) => playError(ctx, player, card, 'event', means) === null && eventAllowed(ctx, card, frame))
      .map((card) => ({ type: 'play-event', player, card }));
  },
  validate(ctx, action, frame) {
    const error = playError(ctx, action.player, action['card'], 'event');
    if (error !== null) return error;
    if (!eventAllowed(ctx, String(action['card']), frame)) {
      return ruleError('WS_NOT_A_COUNTER', 'only events with a counter icon can be played in the counter step', 'WS 7.4.1.2.1');
    }
    return null;
  },
  perform(ctx, action) {
    const player = action.player;
    const card = String(action['card']);
    payStock(ctx, player, definitionOf(ctx, card)!.cost);
    played(ctx, player, card);
    // 8.6.2.5.2, 3.13.1.1: to the resolution zone, its effect, then its owner's waiting room.
    const shown = moveCard(ctx, card, zoneKey(player, 'resolution'), { by: player, reason: 'play', faceUp: true });
    const effect = (definitionOf(ctx, shown)!.effect ?? []) as Instruction[];
    pushEffect(ctx, [...effect, { do: 'move', cards: 'self', to: 'waiting-room', reason: 'resolved' }], {
      controller: player,
      source: shown,
      vars: {},
    });
  },
};

export const playClimaxMove: Move = {
  type: 'play-climax',
  params: { card: cardRef },
  rule: 'WS 6.6.1.2.1',
  enumerate(ctx, player) {
    const means = meansOf(ctx, player);
    return handCards(ctx, player)
      .filter((card) => playError(ctx, player, card, 'climax', means) === null)
      .map((card) => ({ type: 'play-climax', player, card }));
  },
  validate: (ctx, action) => playError(ctx, action.player, action['card'], 'climax'),
  perform(ctx, action) {
    const card = String(action['card']);
    played(ctx, action.player, card);
    // 8.6.2.5.3: into the climax zone.
    moveCard(ctx, card, zoneKey(action.player, 'climax'), { by: action.player, reason: 'play' });
  },
};

/**
 * 6.5.1.2.4: choose two of your slots; their cards swap, or the one card moves to the empty slot. A
 * slot-to-slot move keeps the card, its state (3.6.3) and its markers (3.7.3.1).
 */
export const moveStageMove: Move = {
  type: 'move-stage',
  params: { from: z.string().max(8), to: z.string().max(8) },
  rule: 'WS 6.5.1.2.4',
  enumerate(ctx, player) {
    const out: Action[] = [];
    // Each slot looked at once (issue 14), not once per pair it is in.
    const occupied = slotNames.map((slot) => cardsIn(ctx, stageKey(player, slot)).length > 0);
    for (let i = 0; i < slotNames.length; i++) {
      for (let j = i + 1; j < slotNames.length; j++) {
        if (occupied[i] === true || occupied[j] === true) out.push({ type: 'move-stage', player, from: slotNames[i]!, to: slotNames[j]! });
      }
    }
    return out;
  },
  validate(ctx, action) {
    const from = action['from'];
    const to = action['to'];
    const valid = (slot: unknown) => typeof slot === 'string' && (slotNames as readonly string[]).includes(slot);
    if (!valid(from) || !valid(to) || from === to)
      return ruleError('WS_NO_SUCH_SLOT', 'choose two different slots of yours', 'WS 6.5.1.2.4');
    if (cardsIn(ctx, stageKey(action.player, String(from))).length + cardsIn(ctx, stageKey(action.player, String(to))).length === 0) {
      return ruleError('WS_NOTHING_TO_MOVE', 'both slots are empty', 'WS 6.5.1.2.4');
    }
    return null;
  },
  perform(ctx, action) {
    swapSlots(ctx, action.player, String(action['from']), String(action['to']));
  },
};

/** Swaps the cards (and markers) of two of `player`'s slots; `by` is who does it (Force swaps the opponent's). */
export function swapSlots(ctx: GameContext, player: string, a: string, b: string, by: string = player): void {
  for (const zone of ['stage', 'marker']) {
    const inA = [...cardsIn(ctx, zoneKey(player, zone, a))];
    const inB = [...cardsIn(ctx, zoneKey(player, zone, b))];
    for (const id of [...inA].reverse())
      moveCard(ctx, id, zoneKey(player, zone, b), { by, reason: 'move', keepIdentity: true, faceUp: ctx.state.cards[id]!.faceUp });
    for (const id of [...inB].reverse())
      moveCard(ctx, id, zoneKey(player, zone, a), { by, reason: 'move', keepIdentity: true, faceUp: ctx.state.cards[id]!.faceUp });
  }
}
