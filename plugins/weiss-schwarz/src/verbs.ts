/** Weiß Schwarz verbs for card programs; the kernel's (move, choose, draw, modify, may, if…) do the rest. */
import {
  askSelect,
  cardsInZone,
  choosableBy,
  chooseCards,
  defineVerb,
  expand,
  moveCard,
  noParams,
  programOf,
  resolveCards,
  resolveNumber,
  resolvePlayer,
  verbDone,
  zoneKey,
  type VerbContribution,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { cardStatus } from './cards/status.js';
import { payStock } from './moves/play.js';
import { definitionOf, isCharacter, isClimax, setPlacement } from './state.js';
import { slotNames, stageKey } from './zones.js';

type Verb = Omit<VerbContribution, 'title'>;

/** `{ do: 'pay-stock', count }`: ⓝ (8.4.3), all or nothing as a cost (8.4.2.2). */
const payStockVerb = defineVerb({
  name: 'pay-stock',
  rule: 'WS 8.4.3',
  params: (l) => ({ count: l.number.optional() }),
  run(ctx, instruction, frame) {
    payStock(ctx, frame.controller, resolveNumber(ctx, instruction['count'], frame, 1));
    return verbDone;
  },
  canPay: (ctx, instruction, frame) =>
    cardsInZone(ctx, frame.controller, 'stock').length >= resolveNumber(ctx, instruction['count'], frame, 1),
});

/** `{ do: 'rest' | 'stand' | 'reverse', cards }`: placement states (4.6); as a cost, only cards not already so (1.3.2.1). */
function placementVerb<const Name extends 'rest' | 'stand' | 'reverse'>(name: Name, key: 'rested' | null) {
  return defineVerb({
    name,
    rule: 'WS 4.6',
    params: (l) => ({ cards: l.cards }),
    run(ctx, instruction, frame) {
      for (const id of resolveCards(ctx, instruction['cards'], frame)) if (ctx.state.cards[id] !== undefined) setPlacement(ctx, id, name);
      return verbDone;
    },
    canPay(ctx, instruction, frame) {
      const ids = resolveCards(ctx, instruction['cards'], frame);
      return (
        ids.length > 0 &&
        ids.every((id) => ctx.state.cards[id] !== undefined && (key === null || cardStatus.get(ctx.state.cards[id]!, key) !== true))
      );
    },
  });
}

/**
 * `{ do: 'place-on-stage', cards, rested?, reason? }`: puts each card into a slot of its owner's the
 * controller chooses (occupied slots allowed: the old character goes by 9.6.2, 4.12.2.10.1).
 */
const placeOnStage = defineVerb({
  name: 'place-on-stage',
  rule: 'WS 4.12.2.10',
  params: (l) => ({ cards: l.cards, rested: z.boolean().optional(), reason: z.string().optional() }),
  run(ctx, instruction, frame) {
    const card = resolveCards(ctx, instruction['cards'], frame).find((id) => ctx.state.cards[id] !== undefined);
    if (card === undefined) return verbDone;
    const asked = askSelect(frame.answer, {
      player: frame.controller,
      prompt: 'Choose a slot for the character',
      rule: 'WS 4.12.2.10',
      options: slotNames.map((name) => ({ id: name, label: name })),
      min: 1,
      max: 1,
      accepts: (picked) => picked[0] !== undefined && (slotNames as readonly string[]).includes(picked[0]),
    });
    if ('ask' in asked) return asked.ask;
    const slot = asked.picked[0]!;
    const placed = moveCard(ctx, card, stageKey(ctx.state.cards[card]!.owner, slot), {
      by: frame.controller,
      reason: String(instruction['reason'] ?? 'effect'),
    });
    if (instruction['rested'] === true) cardStatus.set(ctx.state.cards[placed]!, 'rested', true);
    return verbDone;
  },
});

/** `{ do: 'remember', cards, as }`: stores the cards a selector names now (revealed cards, 8.6.6). */
const remember = defineVerb({
  name: 'remember',
  params: (l) => ({ cards: l.cards, as: z.string().min(1) }),
  run(ctx, instruction, frame) {
    frame.vars[String(instruction['as'])] = resolveCards(ctx, instruction['cards'], frame);
    return verbDone;
  },
});

/**
 * `{ do: 'encore-return' }`: the Encore effect (10.2.2): the card that went from the stage to the waiting
 * room comes back, rested, into the slot it was last in. It is a new card (3.1.4).
 */
const encoreReturn = defineVerb({
  name: 'encore-return',
  rule: 'WS 10.2.2',
  params: noParams,
  run(ctx, _instruction, frame) {
    const detail = frame.event?.detail ?? {};
    const card = ctx.state.cards[String(detail['card'])];
    const from = String(detail['from']);
    if (card === undefined || card.zone !== zoneKey(card.owner, 'waiting-room')) return verbDone;
    const placed = moveCard(ctx, card.id, from, { by: frame.controller, reason: 'encore' });
    cardStatus.set(ctx.state.cards[placed]!, 'rested', true);
    return verbDone;
  },
});

/**
 * `{ do: 'brainstorm', count, then }`: flips the top `count` cards one at a time into the resolution zone,
 * then puts them all into the waiting room at once (10.7.3) and runs `then` once per climax among them.
 */
const brainstorm = defineVerb({
  name: 'brainstorm',
  rule: 'WS 10.7',
  params: (l) => ({ count: l.number.optional(), then: l.program.optional() }),
  run(ctx, instruction, frame) {
    const count = resolveNumber(ctx, instruction['count'], frame, 1);
    return expand([
      { do: 'set-var', as: 'flipped', value: [] },
      ...Array.from({ length: count }, () => ({ do: 'flip-one' })),
      { do: 'brainstorm-finish', then: instruction['then'] ?? [] },
    ]);
  },
});

const flipOne = defineVerb({
  name: 'flip-one',
  rule: 'WS 3.2.5',
  params: noParams,
  run(ctx, _instruction, frame) {
    const top = cardsInZone(ctx, frame.controller, 'deck')[0];
    if (top === undefined) return verbDone;
    const shown = moveCard(ctx, top, zoneKey(frame.controller, 'resolution'), { by: frame.controller, reason: 'brainstorm', faceUp: true });
    const flipped = Array.isArray(frame.vars['flipped']) ? (frame.vars['flipped'] as string[]) : [];
    frame.vars['flipped'] = [...flipped, shown];
    return verbDone;
  },
});

const brainstormFinish = defineVerb({
  name: 'brainstorm-finish',
  rule: 'WS 10.7.3',
  params: (l) => ({ then: l.program.optional() }),
  run(ctx, instruction, frame) {
    const flipped = (Array.isArray(frame.vars['flipped']) ? (frame.vars['flipped'] as string[]) : []).filter(
      (id) => ctx.state.cards[id] !== undefined,
    );
    const climaxes = flipped.filter((id) => isClimax(ctx, id)).length;
    const moved = flipped.map((id) =>
      moveCard(ctx, id, zoneKey(ctx.state.cards[id]!.owner, 'waiting-room'), { by: frame.controller, reason: 'brainstorm' }),
    );
    frame.vars['flipped'] = moved;
    frame.vars['climaxes'] = climaxes;
    const then = programOf(instruction['then']);
    return expand(Array.from({ length: climaxes }, () => then).flat());
  },
});

/** `{ do: 'salvage', name?, count }`: shorthand kept out: cards use choose + move. Characters only helper for Bond. */
const chooseNamed = defineVerb({
  name: 'choose-named',
  rule: 'WS 10.4.2',
  params: (l) => ({
    names: z.union([z.string(), z.array(z.string())]),
    player: l.player.optional(),
    zone: l.zone.optional(),
    as: z.string().min(1).optional(),
    prompt: z.string().optional(),
  }),
  run(ctx, instruction, frame) {
    const names = Array.isArray(instruction['names']) ? (instruction['names'] as string[]) : [String(instruction['names'])];
    const from = cardsInZone(ctx, resolvePlayer(ctx, instruction['player'], frame), String(instruction['zone'] ?? 'waiting-room'));
    const candidates = from.filter((id) => names.includes(ctx.title.cardName(ctx.state.cards[id]!.card)));
    const choice = chooseCards(ctx, frame, {
      candidates,
      max: 1,
      prompt: String(instruction['prompt'] ?? 'Choose a card'),
      rule: 'WS 10.4.2',
    });
    if ('ask' in choice) return choice.ask;
    frame.vars[String(instruction['as'] ?? 'chosen')] = choice.chosen;
    return verbDone;
  },
});

/**
 * `{ do: 'discard', where?, count? }`: the controller chooses `count` cards of their hand (matching `where`)
 * and puts them into the waiting room; as a cost it can be paid only with that many matching cards.
 */
const discard = defineVerb({
  name: 'discard',
  rule: 'WS 8.4.2',
  params: (l) => ({ where: l.predicate.optional(), count: l.number.optional(), prompt: z.string().optional() }),
  run(ctx, instruction, frame) {
    const count = resolveNumber(ctx, instruction['count'], frame, 1);
    const candidates = handMatching(ctx, instruction, frame);
    const choice = chooseCards(ctx, frame, {
      candidates,
      max: count,
      prompt: String(instruction['prompt'] ?? `Choose ${count} card(s) to put into your waiting room`),
    });
    if ('ask' in choice) return choice.ask;
    for (const id of choice.chosen)
      moveCard(ctx, id, zoneKey(frame.controller, 'waiting-room'), { by: frame.controller, reason: 'discard' });
    return verbDone;
  },
  canPay: (ctx, instruction, frame) => handMatching(ctx, instruction, frame).length >= resolveNumber(ctx, instruction['count'], frame, 1),
});

function handMatching(
  ctx: Parameters<Verb['run']>[0],
  instruction: Parameters<Verb['run']>[1],
  frame: Parameters<Verb['run']>[2],
): string[] {
  const where = instruction['where'];
  return resolveCards(ctx, where === undefined ? { zone: 'hand' } : { zone: 'hand', where }, frame);
}

/**
 * `{ do: 'shift-swap' }` (10.11.2): the controller may swap this card, in their clock, with a card of the
 * same colour from their hand. Without such a card the swap cannot be chosen (10.11.3.2). Reading: the
 * hand card goes onto the top of the clock (the text does not say it takes the shifted card's place).
 */
const shiftSwap = defineVerb({
  name: 'shift-swap',
  rule: 'WS 10.11.2',
  params: noParams,
  run(ctx, _instruction, frame) {
    const source = frame.source === undefined ? undefined : ctx.state.cards[frame.source];
    if (source === undefined || source.zone !== zoneKey(source.owner, 'clock')) return verbDone;
    const colour = definitionOf(ctx, source.id)?.colour;
    const candidates = cardsInZone(ctx, frame.controller, 'hand').filter((id) => definitionOf(ctx, id)?.colour === colour);
    // 10.11.3.1: a shifted card that cannot be chosen cannot be swapped; nor a hand card that cannot be.
    if (choosableBy(ctx, [source.id], frame.controller, frame).length === 0) return verbDone;
    const choice = chooseCards(ctx, frame, {
      candidates,
      min: 0,
      max: 1,
      prompt: 'Shift: you may swap this card with a card of the same colour from your hand',
      rule: 'WS 10.11.2',
    });
    if ('ask' in choice) return choice.ask;
    const chosen = choice.chosen[0];
    if (chosen === undefined) return verbDone;
    moveCard(ctx, source.id, zoneKey(frame.controller, 'hand'), { by: frame.controller, reason: 'shift' });
    moveCard(ctx, chosen, zoneKey(frame.controller, 'clock'), { by: frame.controller, reason: 'shift' });
    return verbDone;
  },
});

/**
 * `{ do: 'change', name, zone? }` (10.8): this character goes to the waiting room and a character named
 * `name` from `zone` (the waiting room by default) takes its slot. Nothing happens if this card has left
 * the stage or no such card is there (10.8.3).
 */
const change = defineVerb({
  name: 'change',
  rule: 'WS 10.8',
  params: (l) => ({ name: z.string().min(1), zone: l.zone.optional() }),
  run(ctx, instruction, frame) {
    const source = frame.source === undefined ? undefined : ctx.state.cards[frame.source];
    if (source === undefined || !source.zone.startsWith(`${source.owner}/stage#`)) return verbDone;
    const from = String(instruction['zone'] ?? 'waiting-room');
    const candidates = cardsInZone(ctx, frame.controller, from).filter(
      (id) => isCharacter(ctx, id) && ctx.title.cardName(ctx.state.cards[id]!.card) === instruction['name'],
    );
    const choice = chooseCards(ctx, frame, { candidates, max: 1, prompt: 'Change: choose the character', rule: 'WS 10.8.1' });
    if ('ask' in choice) return choice.ask;
    const chosen = choice.chosen[0];
    if (chosen === undefined) return verbDone; // 10.8.3: no such card (or none that may be chosen)
    const slot = source.zone;
    moveCard(ctx, source.id, zoneKey(source.owner, 'waiting-room'), { by: frame.controller, reason: 'change' });
    moveCard(ctx, chosen, slot, { by: frame.controller, reason: 'change' });
    return verbDone;
  },
});

export const weissSchwarzVerbs = [
  shiftSwap,
  change,
  discard,
  payStockVerb,
  placementVerb('rest', 'rested'),
  placementVerb('stand', null),
  placementVerb('reverse', null),
  placeOnStage,
  remember,
  encoreReturn,
  brainstorm,
  flipOne,
  brainstormFinish,
  chooseNamed,
];
