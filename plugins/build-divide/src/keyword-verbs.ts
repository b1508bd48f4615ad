import { z } from 'zod';
import {
  addReplacement,
  cardsInZone,
  chooseCards,
  defineVerb,
  emitEvent,
  moveCard,
  noParams,
  replaceEvent,
  resolveCards,
  resolveNumber,
  testPredicate,
  verbDone,
  type EffectFrame,
  type GameContext,
  type JsonObject,
  type Predicate,
  type VerbContribution,
  type VerbResult,
  ownStatus,
} from '@tcgkit/kernel';
import { bd } from './cards/schema.js';
import { cardStatus } from './cards/status.js';
import { freePlayTargetChoice, playFromTrigger } from './moves/play.js';
import { enterField } from './resolve.js';
import { isUnit } from './state.js';

/** Verbs that keywords and defined terms of section 500 use: scout, switch, Log, CAD, Cosplay, Assault Territory. */
type Verb = Omit<VerbContribution, 'title'>;

const cardsOf = (ctx: GameContext, ref: unknown, frame: Parameters<Verb['run']>[2]): string[] =>
  resolveCards(ctx, ref as JsonObject, frame).filter((id) => ctx.state.cards[id] !== undefined);

export const keywordVerbs = [
  defineVerb({
    // 518: look at the top N; any of them to the bottom, the rest stay on top. N > deck uses the deck
    // (518-1a); N ≤ 0 does nothing (518-1b). The cards kept on top keep their order (a simplification:
    // 518-1 lets the player reorder them).
    // 518-2: an effect changing the number is a replacement of "scout N" by "scout N + change" (the kernel's
    // `replaceEvent`, event `scout`); its `instead` program scouts with `add` and no `count`, which reads the
    // replaced event's number.
    name: 'scout',
    rule: 'BD 518',
    params: (l) => ({ count: l.number.optional(), add: l.number.optional() }),
    run(ctx, instruction, frame) {
      const replaced = frame.event?.type === 'scout' ? Number(frame.event.detail?.['count'] ?? 1) : 1;
      const count =
        (instruction['count'] === undefined ? replaced : resolveNumber(ctx, instruction['count'], frame, 1)) +
        resolveNumber(ctx, instruction['add'], frame, 0);
      if (frame.answer === undefined && replaceEvent(ctx, { type: 'scout', player: frame.controller, detail: { count } })) return verbDone;
      if (count <= 0) return verbDone;
      const top = cardsInZone(ctx, frame.controller, 'deck').slice(0, count);
      if (top.length === 0) return verbDone;
      if (frame.answer === undefined) for (const id of top) ctx.state.cards[id]!.knownTo = [frame.controller];
      const choice = chooseCards(ctx, frame, {
        candidates: top,
        min: 0,
        max: top.length,
        ordered: true,
        always: true,
        prompt: 'Scout: choose the cards to put on the bottom (in order)',
        rule: 'BD 518-1',
      });
      if ('ask' in choice) return choice.ask;
      for (const id of choice.chosen)
        moveCard(ctx, id, `${frame.controller}/deck`, { position: 'bottom', reason: 'scout', silent: true, keepIdentity: true });
      return verbDone;
    },
  }),
  defineVerb({
    // 528: you may reveal a hand unit with total cost ≤ 4 sharing an attribute, and swap them; the new
    // unit enters standing as a new object (528-2). Declining changes nothing (528-3).
    name: 'switch',
    rule: 'BD 528',
    params: (l) => ({ cards: l.cards.optional() }),
    run(ctx, instruction, frame) {
      const field = cardsOf(ctx, instruction['cards'] ?? 'self', frame).find((id) => isUnit(ctx, id));
      if (field === undefined) return verbDone;
      const unit = ctx.state.cards[field]!;
      return swapWithHandUnit(ctx, frame, unit.id, {
        maxCost: 4,
        controller: unit.controller,
        name: 'Switch',
        reason: 'switch',
        rule: 'BD 528-1',
      });
    },
  }),
  defineVerb({
    // 1413-2: reveal a hand unit sharing an attribute (optional); this unit returns to its owner's hand and
    // the revealed card is put onto the field.
    name: 'cosplay',
    rule: 'BD 1413-2',
    params: (l) => ({ max: l.number.optional() }),
    run(ctx, instruction, frame) {
      const self = frame.source === undefined ? undefined : ctx.state.cards[frame.source];
      if (self === undefined || !isUnit(ctx, self.id)) return verbDone;
      const maxCost = resolveNumber(ctx, instruction['max'], frame, 99);
      return swapWithHandUnit(ctx, frame, self.id, {
        maxCost,
        controller: frame.controller,
        name: 'Cosplay',
        reason: 'cosplay',
        rule: 'BD 1413-2',
      });
    },
  }),
  defineVerb({
    // 1415-2: the top card of your deck becomes a face-down aura "log" on your territory.
    name: 'attach-log',
    rule: 'BD 1415-2',
    params: noParams,
    run(ctx, _instruction, frame) {
      const top = cardsInZone(ctx, frame.controller, 'deck')[0];
      const territory =
        cardsInZone(ctx, frame.controller, 'territory')[0] ??
        cardsInZone(ctx, frame.controller, 'field').find((id) => bd(ctx.title.cards.get(ctx.state.cards[id]!.card))?.type === 'territory');
      if (top === undefined || territory === undefined) return verbDone;
      const id = moveCard(ctx, top, `${frame.controller}/aura`, { reason: 'log', faceUp: false });
      Object.assign(ownStatus(ctx.state.cards[id]!), { aura: true, host: territory, auraInfo: 'log' });
      emitEvent(ctx, { type: 'attached', player: frame.controller, detail: { card: id, host: territory } });
      return verbDone;
    },
  }),
  defineVerb({
    // 1424-2: you may play a hand card with subtype magic meeting the condition without paying its cost.
    name: 'cad',
    rule: 'BD 1424-2',
    params: (l) => ({ condition: l.predicate.nullable().optional() }),
    run(ctx, instruction, frame) {
      const condition = instruction['condition'];
      const candidates = cardsInZone(ctx, frame.controller, 'hand').filter((id) => {
        const definition = bd(ctx.title.cards.get(ctx.state.cards[id]!.card));
        if (definition === undefined || !('subtypes' in definition) || !definition.subtypes.includes('magic')) return false;
        if (condition !== null && condition !== undefined && !testPredicate(ctx, condition as Predicate, id, frame)) return false;
        return playFromTrigger(ctx, frame.controller, id, true) === null;
      });
      const choice = chooseCards(ctx, frame, {
        candidates,
        min: 0,
        max: 1,
        prompt: 'CAD: play a magic card without paying its cost (or none)',
        rule: 'BD 1424-2',
      });
      if ('ask' in choice) return choice.ask;
      const chosen = choice.chosen[0];
      if (chosen === undefined) return verbDone;
      // Only the payment is skipped: the targets are chosen by the player as in any play (1204-2g).
      return { type: 'expand', program: [{ do: 'free-play', card: chosen }] };
    },
  }),
  defineVerb({
    // A card played without paying its cost (1424-2, 1003-2d): its player chooses its targets (1204-2g).
    name: 'free-play',
    rule: 'BD 1204-2g',
    params: () => ({ card: z.string() }),
    run(ctx, instruction, frame) {
      const card = String(instruction['card']);
      if (ctx.state.cards[card] === undefined) return verbDone;
      const choice = freePlayTargetChoice(ctx, frame.controller, card);
      if (choice === null) {
        playFromTrigger(ctx, frame.controller, card, false);
        return verbDone;
      }
      const targets = chooseCards(ctx, frame, {
        candidates: choice.candidates,
        min: choice.min,
        max: choice.max,
        always: true,
        prompt: `Choose the targets of ${ctx.title.cardName(ctx.state.cards[card]!.card)}`,
        rule: 'BD 1204-2g',
      });
      if ('ask' in targets) return targets.ask;
      playFromTrigger(ctx, frame.controller, card, false, targets.chosen);
      return verbDone;
    },
  }),
  defineVerb({
    // 1406-1a: while it stays on the field the territory is also a Unit with its open side's power and hit.
    name: 'become-assault-unit',
    rule: 'BD 1406-1a',
    params: noParams,
    run(ctx, _instruction, frame) {
      const card = frame.source === undefined ? undefined : ctx.state.cards[frame.source];
      const definition = card === undefined ? undefined : bd(ctx.title.cards.get(card.card));
      if (card === undefined || definition?.type !== 'territory' || !card.zone.endsWith('/field')) return verbDone;
      cardStatus.set(card, 'unit', true);
      cardStatus.set(card, 'stat:power', definition.open.power ?? 0);
      cardStatus.set(card, 'stat:hit', definition.open.hit ?? 0);
      // 1406-2: if it would leave the field by an effect's move (returned to hand…), it goes back unopened
      // to its owner's territory zone instead (destruction is handled in rule-processes.ts).
      addReplacement(ctx, {
        controller: card.controller,
        source: card.id,
        replaces: 'move',
        match: { test: 'is-card', ids: [card.id] },
        instead: [{ do: 'return-territory', cards: { var: 'replaced' } }],
        duration: 'game',
        uses: 1,
      });
      return verbDone;
    },
  }),
  defineVerb({
    name: 'return-territory',
    rule: 'BD 1406-2',
    params: (l) => ({ cards: l.cards }),
    run(ctx, instruction, frame) {
      for (const id of cardsOf(ctx, instruction['cards'], frame)) {
        const card = ctx.state.cards[id]!;
        if (card.zone.endsWith('/field')) moveCard(ctx, id, `${card.owner}/territory`, { reason: 'assault-territory' });
      }
      return verbDone;
    },
  }),
];

/**
 * Switch (528) and Cosplay (1413-2): the player may reveal a hand unit of total cost ≤ `maxCost` sharing
 * an attribute with `fieldUnit`; if they do, `fieldUnit` returns to its owner's hand and the revealed
 * unit enters the field for `controller` as a new object. Revealing none changes nothing.
 */
function swapWithHandUnit(
  ctx: GameContext,
  frame: EffectFrame,
  fieldUnit: string,
  options: { maxCost: number; controller: string; name: string; reason: string; rule: string },
): VerbResult {
  const unit = ctx.state.cards[fieldUnit]!;
  const attributes = bd(ctx.title.cards.get(unit.card))?.attributes ?? [];
  const candidates = cardsInZone(ctx, frame.controller, 'hand').filter((id) => {
    const definition = bd(ctx.title.cards.get(ctx.state.cards[id]!.card));
    return (
      definition?.type === 'unit' && definition.cost.total <= options.maxCost && definition.attributes.some((a) => attributes.includes(a))
    );
  });
  const choice = chooseCards(ctx, frame, {
    candidates,
    min: 0,
    max: 1,
    always: true,
    prompt: `${options.name}: reveal a unit to swap in (or none)`,
    rule: options.rule,
  });
  if ('ask' in choice) return choice.ask;
  const chosen = choice.chosen[0];
  if (chosen === undefined) return verbDone;
  moveCard(ctx, unit.id, `${unit.owner}/hand`, { reason: options.reason, by: frame.controller });
  enterField(ctx, chosen, options.controller, 'hand', options.reason);
  return verbDone;
}
