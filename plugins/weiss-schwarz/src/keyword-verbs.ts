/**
 * Verbs of the ch. 10 keywords whose abilities move cards in ways the kernel's `move` cannot say alone:
 * Resonance's reveal from hand (10.13), Force's swap of two opposing characters (10.14), Combine (10.15),
 * Separate (10.16) and Inherit (10.18), plus `used-keyword`, the event "used X" (10.5.3, 10.12.3, 10.13.3.1,
 * 10.14.3) that a cost ends with. Markers "under a character" are the cards of its slot's marker zone (3.7).
 */
import {
  askSelect,
  cardOptions,
  cardsIn,
  cardsInZone,
  choosableBy,
  defineVerb,
  emitEvent,
  expand,
  moveCard,
  noParams,
  opponentOf,
  resolveCards,
  resolveNumber,
  shuffleZone,
  testPredicate,
  verbDone,
  zoneKey,
  type EffectFrame,
  type GameContext,
  type Instruction,
  type Predicate,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { isCharacter, setPlacement } from './state.js';
import { slotNames, slotOf, stageKey, type SlotName } from './zones.js';
import { swapSlots } from './moves/play.js';

const program = (value: unknown): Instruction[] => (Array.isArray(value) ? (value as Instruction[]) : []);

function matches(ctx: GameContext, id: string, where: unknown, frame: EffectFrame): boolean {
  return where === undefined || testPredicate(ctx, where as Predicate, id, frame);
}

/** The marker zone under the character in `slot` of `player` (3.7.1). */
function markerKey(player: string, slot: string): string {
  return zoneKey(player, 'marker', slot);
}

/** The source card on its controller's stage, with its slot, or undefined when it has left (10.8.3-like checks). */
function sourceOnStage(ctx: GameContext, frame: EffectFrame): { id: string; owner: string; slot: SlotName } | undefined {
  const id = frame.source;
  const card = id === undefined ? undefined : ctx.state.cards[id];
  const slot = id === undefined ? undefined : slotOf(ctx, id);
  return card === undefined || slot === undefined ? undefined : { id: card.id, owner: card.owner, slot };
}

/**
 * `{ do: 'used-keyword', keyword }`: the last instruction of a keyword ability's cost. "Used X" is "finished
 * paying the cost of an ability with X" (Backup 10.5.3, Accelerate 10.12.3, Resonance 10.13.3.1, Force
 * 10.14.3): the event `used-keyword` lets other abilities trigger on it.
 */
const usedKeyword = defineVerb({
  name: 'used-keyword',
  rule: 'WS 10.12.3',
  params: () => ({ keyword: z.string().min(1) }),
  run(ctx, instruction, frame) {
    const detail: Record<string, string> = { keyword: String(instruction['keyword']) };
    if (frame.source !== undefined) detail['card'] = frame.source;
    emitEvent(ctx, { type: 'used-keyword', player: frame.controller, detail });
    return verbDone;
  },
});

/**
 * `{ do: 'reveal-from-hand', where, count?, optional?, then? }` (Resonance, 10.13.1): the controller reveals
 * `count` cards of their hand matching `where`. As a cost it can be paid only with that many (and is then
 * "used Resonance", 10.13.3.1). As an effect with `optional`, revealing is "may reveal": revealing the cards
 * as specified is "used Resonance" (10.13.3.2) and runs `then`. The reveal ends when this instruction's
 * program ends (8.6.6): the cards are no longer known to the opponent.
 */
const revealFromHand = defineVerb({
  name: 'reveal-from-hand',
  rule: 'WS 10.13.1',
  params: (l) => ({
    where: l.predicate,
    count: l.number.optional(),
    optional: z.boolean().optional(),
    then: l.program.optional(),
    prompt: z.string().optional(),
  }),
  run(ctx, instruction, frame) {
    const count = resolveNumber(ctx, instruction['count'], frame, 1);
    const candidates = revealable(ctx, instruction, frame);
    const optional = instruction['optional'] === true;
    if (candidates.length < count) return verbDone;
    // Exactly `count` cards and not optional: they are the ones, without a question (`takeForced`).
    const asked = askSelect(frame.answer, {
      player: frame.controller,
      prompt: String(instruction['prompt'] ?? `Resonance: ${optional ? 'you may reveal' : 'reveal'} ${count} card(s) from your hand`),
      rule: 'WS 10.13.1',
      options: cardOptions(ctx, candidates, frame.controller),
      min: optional ? 0 : count,
      max: count,
      takeForced: true,
    });
    if ('ask' in asked) return asked.ask;
    const revealed = [...asked.picked];
    if (revealed.length < count) return verbDone;
    const everyone = ctx.state.players.map((p) => p.id);
    const before: Record<string, string[] | null> = {};
    for (const id of revealed) {
      const card = ctx.state.cards[id]!;
      before[id] = card.knownTo === undefined ? null : [...card.knownTo];
      card.knownTo = everyone;
    }
    // The others learn which cards were shown (`definitions`), not their ids: the cards stay in a hidden hand
    // once the reveal ends (8.6.6), and an id in the log would let them follow a card there.
    const withheld = Object.fromEntries(everyone.filter((p) => p !== frame.controller).map((p) => [p, ['cards']]));
    emitEvent(ctx, {
      type: 'revealed',
      player: frame.controller,
      detail: { cards: revealed, definitions: revealed.map((id) => ctx.state.cards[id]!.card), keyword: 'resonance' },
      withheld,
    });
    return expand([...program(instruction['then']), { do: 'reveal-end', cards: before }]);
  },
  canPay: (ctx, instruction, frame) => revealable(ctx, instruction, frame).length >= resolveNumber(ctx, instruction['count'], frame, 1),
});

function revealable(ctx: GameContext, instruction: Instruction, frame: EffectFrame): string[] {
  return cardsInZone(ctx, frame.controller, 'hand').filter((id) => matches(ctx, id, instruction['where'], frame));
}

/** The end of a reveal (8.6.6): each card still in the hand is known to whom it was before. */
const revealEnd = defineVerb({
  name: 'reveal-end',
  rule: 'WS 8.6.6',
  params: () => ({ cards: z.record(z.string(), z.union([z.array(z.string()), z.null()])) }),
  run(ctx, instruction, frame) {
    const before = instruction['cards'] as Record<string, string[] | null>;
    for (const [id, knownTo] of Object.entries(before)) {
      const card = ctx.state.cards[id];
      if (card === undefined || card.zone !== zoneKey(frame.controller, 'hand')) continue;
      if (knownTo === null) delete card.knownTo;
      else card.knownTo = knownTo;
    }
    return verbDone;
  },
});

/**
 * `{ do: 'force-swap', where? }` (Force, 10.14.1): choose 2 of the opponent's characters (matching `where`),
 * stand them, and swap them: each takes the other's slot with its markers, staying the same card (3.6.3).
 * With fewer than 2 such characters nothing happens.
 */
const forceSwap = defineVerb({
  name: 'force-swap',
  rule: 'WS 10.14.1',
  params: (l) => ({ where: l.predicate.optional(), prompt: z.string().optional() }),
  run(ctx, instruction, frame) {
    const opponent = opponentOf(ctx, frame.controller);
    const candidates = choosableBy(
      ctx,
      slotNames.flatMap((slot) => cardsIn(ctx, stageKey(opponent, slot))).filter((id) => matches(ctx, id, instruction['where'], frame)),
      frame.controller,
      frame,
    );
    if (candidates.length < 2) return verbDone;
    // Exactly 2 characters: they are the ones, without a question (`takeForced`).
    const asked = askSelect(frame.answer, {
      player: frame.controller,
      prompt: String(instruction['prompt'] ?? 'Force: choose 2 of your opponent’s characters to stand and swap'),
      rule: 'WS 10.14.1',
      options: cardOptions(ctx, candidates, frame.controller),
      min: 2,
      max: 2,
      accepts: (picked) => picked.length === 2,
      takeForced: true,
    });
    if ('ask' in asked) return asked.ask;
    const choice = asked.picked;
    for (const id of choice) setPlacement(ctx, id, 'stand');
    const [a, b] = choice.map((id) => slotOf(ctx, id));
    if (a !== undefined && b !== undefined) swapSlots(ctx, opponent, a, b, frame.controller);
    return verbDone;
  },
});

/**
 * `{ do: 'marker-under-self', where }` (Combine's cost, 10.15.1.1): the controller chooses another of their
 * characters on the stage matching `where` and puts it under this card as a face-up marker. That
 * character's own markers go to its owner's waiting room as the cost is paid (10.15.1.1.2.1, 3.7.3.2).
 */
const markerUnderSelf = defineVerb({
  name: 'marker-under-self',
  rule: 'WS 10.15.1.1',
  params: (l) => ({ where: l.predicate.optional(), prompt: z.string().optional() }),
  run(ctx, instruction, frame) {
    const self = sourceOnStage(ctx, frame);
    if (self === undefined) return verbDone;
    const candidates = otherCharacters(ctx, instruction, frame);
    if (candidates.length === 0) return verbDone;
    // A single character is the one, without a question (`takeForced`).
    const asked = askSelect(frame.answer, {
      player: frame.controller,
      prompt: String(instruction['prompt'] ?? 'Choose a character to put under this card as a marker'),
      rule: 'WS 10.15.1.1',
      options: cardOptions(ctx, candidates, frame.controller),
      min: 1,
      max: 1,
      accepts: (picked) => picked.length === 1,
      takeForced: true,
    });
    if ('ask' in asked) return asked.ask;
    const id = asked.picked[0]!;
    const card = ctx.state.cards[id]!;
    const slot = slotOf(ctx, id)!;
    for (const marker of [...cardsIn(ctx, markerKey(card.owner, slot))]) {
      moveCard(ctx, marker, zoneKey(ctx.state.cards[marker]!.owner, 'waiting-room'), { by: frame.controller, reason: 'combine' });
    }
    moveCard(ctx, id, markerKey(self.owner, self.slot), { by: frame.controller, reason: 'cost', faceUp: true });
    return verbDone;
  },
  canPay: (ctx, instruction, frame) => sourceOnStage(ctx, frame) !== undefined && otherCharacters(ctx, instruction, frame).length > 0,
});

function otherCharacters(ctx: GameContext, instruction: Instruction, frame: EffectFrame): string[] {
  return slotNames
    .flatMap((slot) => cardsIn(ctx, stageKey(frame.controller, slot)))
    .filter((id) => id !== frame.source && isCharacter(ctx, id) && matches(ctx, id, instruction['where'], frame));
}

/**
 * `{ do: 'combine', where }` (Combine, 10.15.1.1): the controller looks through their deck for up to 1
 * character matching `where`; if they take one, it goes into this card's slot and this card goes under it
 * as a face-up marker, the markers already under this card staying under the slot's new character
 * (10.15.1.1.2; reading: this card goes on top of them, the order is the engine's). Without such a card
 * (or if this card has left) the markers stay where they are (10.15.1.1.1). The deck is shuffled either way.
 */
const combine = defineVerb({
  name: 'combine',
  rule: 'WS 10.15.1.1',
  params: (l) => ({ where: l.predicate.optional(), prompt: z.string().optional() }),
  run(ctx, instruction, frame) {
    const player = frame.controller;
    const deck = cardsInZone(ctx, player, 'deck');
    const candidates = deck.filter((id) => isCharacter(ctx, id) && matches(ctx, id, instruction['where'], frame));
    let choice: readonly string[] = [];
    if (candidates.length > 0) {
      // "Look through your deck": while they choose, the player sees their deck's cards (8.6.6), so before the
      // options are labelled. The shuffle below makes them unknown again (with one card left, the player still
      // knows it, as at a table). On the run with the answer they are known already: nothing changes.
      for (const id of deck) {
        const card = ctx.state.cards[id]!;
        if (card.knownTo?.includes(player) !== true) card.knownTo = [...(card.knownTo ?? []), player];
      }
      const asked = askSelect(frame.answer, {
        player,
        prompt: String(instruction['prompt'] ?? 'Combine: choose up to 1 character from your deck'),
        rule: 'WS 10.15.1.1',
        options: cardOptions(ctx, candidates, player),
        min: 0,
        max: 1,
      });
      if ('ask' in asked) return asked.ask;
      choice = asked.picked;
    }
    const self = sourceOnStage(ctx, frame);
    const picked = choice[0];
    if (picked !== undefined && self !== undefined && candidates.includes(picked)) {
      moveCard(ctx, picked, stageKey(self.owner, self.slot), { by: player, reason: 'combine' });
      moveCard(ctx, self.id, markerKey(self.owner, self.slot), { by: player, reason: 'combine', faceUp: true });
      emitEvent(ctx, { type: 'used-keyword', player, detail: { keyword: 'combine', card: self.id } });
    }
    shuffleZone(ctx, zoneKey(player, 'deck'));
    return verbDone;
  },
});

/**
 * `{ do: 'separate', name }` (Separate, 10.16.2): choose 1 marker named `name` under this card and one of
 * your slots; that card goes into the slot as a new character, standing (10.16.3.1), and this card and the
 * markers not chosen go under it. With no such marker, or this card off the stage, nothing happens (10.16.4).
 */
const separate = defineVerb({
  name: 'separate',
  rule: 'WS 10.16.2',
  params: () => ({ name: z.string().min(1) }),
  run(ctx, instruction, frame) {
    const self = sourceOnStage(ctx, frame);
    if (self === undefined) return verbDone;
    const named = cardsIn(ctx, markerKey(self.owner, self.slot)).filter(
      (id) => ctx.title.cardName(ctx.state.cards[id]!.card) === instruction['name'],
    );
    if (named.length === 0) return verbDone;
    return separateSteps(frame, named);
  },
});

/** Separate as two questions: which marker (skipped when only one), then which slot. */
function separateSteps(frame: EffectFrame, named: string[]) {
  frame.vars['separated'] = named.length === 1 ? named : [];
  return expand([...(named.length > 1 ? [{ do: 'separate-marker', cards: named }] : []), { do: 'separate-place' }]);
}

const separateMarker = defineVerb({
  name: 'separate-marker',
  rule: 'WS 10.16.2',
  params: () => ({ cards: z.array(z.string()) }),
  run(ctx, instruction, frame) {
    const named = (instruction['cards'] as string[]).filter((id) => ctx.state.cards[id] !== undefined);
    const asked = askSelect(frame.answer, {
      player: frame.controller,
      prompt: 'Separate: choose the marker to put onto the stage',
      rule: 'WS 10.16.2',
      options: cardOptions(ctx, named, frame.controller),
      min: 1,
      max: 1,
      accepts: (picked) => picked.length === 1 && named.includes(picked[0]!),
    });
    if ('ask' in asked) return asked.ask;
    frame.vars['separated'] = [...asked.picked];
    return verbDone;
  },
});

const separatePlace = defineVerb({
  name: 'separate-place',
  rule: 'WS 10.16.2',
  params: noParams,
  run(ctx, _instruction, frame) {
    const self = sourceOnStage(ctx, frame);
    const marker = resolveCards(ctx, { var: 'separated' }, frame)[0];
    if (self === undefined || marker === undefined || ctx.state.cards[marker] === undefined) return verbDone;
    const asked = askSelect(frame.answer, {
      player: frame.controller,
      prompt: 'Separate: choose the slot for the new character',
      rule: 'WS 10.16.2',
      options: slotNames.map((name) => ({ id: name, label: name })),
      min: 1,
      max: 1,
      accepts: (picked) => picked[0] !== undefined && (slotNames as readonly string[]).includes(picked[0]),
    });
    if ('ask' in asked) return asked.ask;
    const slot = asked.picked[0]!;
    const rest = cardsIn(ctx, markerKey(self.owner, self.slot)).filter((id) => id !== marker);
    // 10.16.3: a new character, standing, with nothing of the separating character's effects or states.
    moveCard(ctx, marker, stageKey(self.owner, slot), { by: frame.controller, reason: 'separate', faceUp: true });
    // Reading: the other markers keep their order and this card goes on top of them (the text gives no order).
    const under = markerKey(self.owner, slot);
    for (const id of [...rest].reverse()) {
      moveCard(ctx, id, under, { by: frame.controller, reason: 'separate', faceUp: ctx.state.cards[id]!.faceUp, keepIdentity: true });
    }
    moveCard(ctx, self.id, under, { by: frame.controller, reason: 'separate', faceUp: true });
    emitEvent(ctx, { type: 'used-keyword', player: frame.controller, detail: { keyword: 'separate', card: self.id } });
    return verbDone;
  },
});

/**
 * `{ do: 'inherit', what?, where? }` (Inherit, 10.18.1): the controller chooses another of their characters
 * on the stage (matching `where`) and puts this card (`self`, from wherever it is now), its markers
 * (`markers`, while it is on the stage) or both under that character as markers, face down (3.7.2).
 */
const inherit = defineVerb({
  name: 'inherit',
  rule: 'WS 10.18.1',
  params: (l) => ({ what: z.enum(['self', 'markers', 'both']).optional(), where: l.predicate.optional(), prompt: z.string().optional() }),
  run(ctx, instruction, frame) {
    const current = currentSelf(ctx, frame);
    if (current === undefined) return verbDone;
    const candidates = choosableBy(ctx, otherCharacters(ctx, instruction, frame), frame.controller, frame);
    if (candidates.length === 0) return verbDone;
    // A single character is the one, without a question (`takeForced`).
    const asked = askSelect(frame.answer, {
      player: frame.controller,
      prompt: String(instruction['prompt'] ?? 'Inherit: choose a character to put this card under'),
      rule: 'WS 10.18.1',
      options: cardOptions(ctx, candidates, frame.controller),
      min: 1,
      max: 1,
      accepts: (picked) => picked.length === 1,
      takeForced: true,
    });
    if ('ask' in asked) return asked.ask;
    const target = asked.picked[0]!;
    const under = markerKey(ctx.state.cards[target]!.owner, slotOf(ctx, target)!);
    const what = String(instruction['what'] ?? 'self');
    const self = sourceOnStage(ctx, frame);
    if ((what === 'markers' || what === 'both') && self !== undefined) {
      for (const id of [...cardsIn(ctx, markerKey(self.owner, self.slot))].reverse()) {
        moveCard(ctx, id, under, { by: frame.controller, reason: 'inherit', faceUp: ctx.state.cards[id]!.faceUp, keepIdentity: true });
      }
    }
    if ((what === 'self' || what === 'both') && ctx.state.cards[current] !== undefined) {
      moveCard(ctx, current, under, { by: frame.controller, reason: 'inherit', faceUp: false });
    }
    return verbDone;
  },
});

/**
 * This card now: the source itself, or, for an AUTO triggered by the source's own move ("when this card is
 * put into the waiting room"), the card it became (the event's `card`, whose `previous` is the source).
 */
function currentSelf(ctx: GameContext, frame: EffectFrame): string | undefined {
  const source = frame.source;
  if (source === undefined) return undefined;
  if (ctx.state.cards[source] !== undefined) return source;
  const detail = frame.event?.detail ?? {};
  const card = detail['card'];
  return detail['previous'] === source && typeof card === 'string' && ctx.state.cards[card] !== undefined ? card : undefined;
}

export const keywordVerbs = [
  usedKeyword,
  revealFromHand,
  revealEnd,
  forceSwap,
  markerUnderSelf,
  combine,
  separate,
  separateMarker,
  separatePlace,
  inherit,
];
