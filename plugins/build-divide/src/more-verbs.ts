import { z } from 'zod';
import {
  askSelect,
  addReplacement,
  cardsInZone,
  chooseCards,
  defineVerb,
  expireDurations,
  emitEvent,
  expand,
  keywordsOf,
  moveCard,
  resolveCards,
  resolveNumber,
  testPredicate,
  verbDone,
  zoneNameOf,
  type GameContext,
  type Instruction,
  type Predicate,
} from '@tcgkit/kernel';
import { damageUnit } from './damage.js';
import { isUnit } from './state.js';
import { cardStatus } from './cards/status.js';

/**
 * 527-5: a card that "cannot be dropped by any means" (the keyword `undroppable`, printed or granted):
 * destroying or dropping it is not done (527-5a), and 1303-2 / 1303-3 never apply to it (527-5b).
 */
export function undroppable(ctx: GameContext, id: string): boolean {
  return ctx.state.cards[id] !== undefined && keywordsOf(ctx, id).includes('undroppable');
}

const live = (ctx: GameContext, ids: readonly string[]): string[] => ids.filter((id) => ctx.state.cards[id] !== undefined);

export const moreVerbs = [
  defineVerb({
    // 523-2: "discard (N or all) auras from (card)": the player picks that many of the cards the host has as
    // auras and they go to that player's graveyard (the document's wording: 指定プレイヤーの墓地). The aura
    // ends (its modifier with it, 521-2) as it leaves.
    name: 'discard-auras',
    rule: 'BD 523-2',
    params: (l) => ({ cards: l.cards, count: l.number.optional() }),
    run(ctx, instruction, frame) {
      const hosts = new Set(live(ctx, resolveCards(ctx, instruction['cards'], frame)));
      const auras = ctx.state.players
        .flatMap((p) => cardsInZone(ctx, p.id, 'aura'))
        .filter((id) => hosts.has(String(cardStatus.get(ctx.state.cards[id]!, 'host'))));
      const all = instruction['count'] === undefined;
      const wanted = all ? auras.length : resolveNumber(ctx, instruction['count'], frame, 0);
      const choice = chooseCards(ctx, frame, {
        candidates: auras,
        min: wanted,
        max: wanted,
        prompt: 'Choose auras to discard',
        rule: 'BD 523-2',
      });
      if ('ask' in choice) return choice.ask;
      for (const id of choice.chosen) {
        expireDurations(ctx, `aura:${id}`);
        moveCard(ctx, id, `${frame.controller}/graveyard`, { reason: 'discard-aura', by: frame.controller });
      }
      return verbDone;
    },
  }),
  defineVerb({
    // 519-1a: "prevent all the next damage to that unit" (this turn): while it lasts, the next time damage
    // would be dealt to the unit, none is dealt instead (a replacement effect used once, 1209).
    name: 'prevent-next-damage',
    rule: 'BD 519-1a',
    params: (l) => ({ cards: l.cards }),
    run(ctx, instruction, frame) {
      for (const id of live(ctx, resolveCards(ctx, instruction['cards'], frame))) {
        addReplacement(ctx, {
          controller: frame.controller,
          ...(frame.source === undefined ? {} : { source: frame.source }),
          replaces: 'unit-damage',
          match: { test: 'is-card', ids: [id] },
          instead: [],
          duration: 'turn',
          uses: 1,
        });
      }
      return verbDone;
    },
  }),
  defineVerb({
    // 527-1: "drop" moves the cards to their owner's graveyard; 527-2 "dropped" is that move. From the field a
    // unit is also destroyed (527-3, the `destroyed` event); from the hand the card is also discarded (527-4).
    name: 'drop',
    rule: 'BD 527-1',
    params: (l) => ({ cards: l.cards }),
    run(ctx, instruction, frame) {
      dropCards(ctx, resolveCards(ctx, instruction['cards'], frame), frame.controller);
      return verbDone;
    },
    // 527-5a:i: a card that cannot be dropped cannot be dropped to pay a cost.
    // "Drop the top N" can be paid only with N cards there (1204-2i:iii).
    canPay: (ctx, instruction, frame) => {
      const cards = resolveCards(ctx, instruction['cards'], frame);
      const ref = instruction['cards'];
      const wanted = typeof ref === 'object' && ref !== null && !Array.isArray(ref) && typeof ref['top'] === 'number' ? ref['top'] : 1;
      return cards.length >= wanted && cards.every((id) => ctx.state.cards[id] !== undefined && !undroppable(ctx, id));
    },
  }),
  defineVerb({
    // 516-3: units A and B deal each other the amount at once, each the source of its own damage; if
    // either is not (legally) on the field, neither deals or takes any (516-3a).
    name: 'damage-each-other',
    rule: 'BD 516-3',
    params: (l) => ({ cards: l.cards, with: l.cards, amount: l.number }),
    run(ctx, instruction, frame) {
      const [a] = live(ctx, resolveCards(ctx, instruction['cards'], frame));
      const [b] = live(ctx, resolveCards(ctx, instruction['with'], frame));
      const onField = (id: string | undefined): id is string =>
        id !== undefined && zoneNameOf(ctx.state.cards[id]!.zone) === 'field' && isUnit(ctx, id);
      if (!onField(a) || !onField(b) || a === b) return verbDone;
      const amount = resolveNumber(ctx, instruction['amount'], frame, 0);
      damageUnit(ctx, b, amount, a);
      damageUnit(ctx, a, amount, b);
      return verbDone;
    },
  }),
  defineVerb({
    // 1204-2f: a text with bulleted options: its controller chooses `count` of them (default 1), different
    // ones (1204-2f:ii); the others are as if they did not exist (1204-2f:i). Reading: chosen as the text
    // resolves, where this engine has abilities make their choices, rather than while it is played.
    name: 'choose-mode',
    rule: 'BD 1204-2f',
    params: (l) => ({
      options: z.array(z.object({ label: z.string().min(1), effect: l.program })).min(2),
      count: z.number().int().min(1).optional(),
    }),
    run(ctx, instruction, frame) {
      const options = instruction['options'] as { label: string; effect: Instruction[] }[];
      const count = Math.min(options.length, Number(instruction['count'] ?? 1));
      const asked = askSelect(frame.answer, {
        player: frame.controller,
        prompt: count === 1 ? 'Choose one' : `Choose ${count}`,
        options: options.map((option, index) => ({ id: String(index), label: option.label })),
        min: count,
        max: count,
        rule: 'BD 1204-2f',
      });
      if ('ask' in asked) return asked.ask;
      const chosen = [...new Set(asked.picked.map(Number))].sort((x, y) => x - y);
      return expand(chosen.flatMap((i) => options[i]?.effect ?? []));
    },
  }),
  defineVerb({
    // 1204-3b: bulleted options each under its condition: on resolution, those whose condition holds are carried out.
    name: 'by-condition',
    rule: 'BD 1204-3b',
    params: (l) => ({ options: z.array(z.object({ test: l.predicate, effect: l.program })).min(1) }),
    run(ctx, instruction, frame) {
      const options = instruction['options'] as { test: Predicate; effect: Instruction[] }[];
      return expand(options.filter((o) => testPredicate(ctx, o.test, frame.source, frame)).flatMap((o) => o.effect));
    },
  }),
];

/** 527-1: drops the cards that still exist and can be dropped (527-5a), with their `dropped` (and 527-3/4) events. */
export function dropCards(ctx: GameContext, ids: readonly string[], by: string): void {
  for (const id of live(ctx, ids)) {
    if (undroppable(ctx, id)) continue; // 527-5a
    const card = ctx.state.cards[id]!;
    const from = zoneNameOf(card.zone);
    const wasUnit = from === 'field' && isUnit(ctx, id);
    const moved = moveCard(ctx, id, `${card.owner}/graveyard`, { reason: 'dropped', by });
    const detail = { card: moved, previous: id, definition: card.card, from };
    emitEvent(ctx, { type: 'dropped', player: card.controller, detail });
    if (wasUnit) emitEvent(ctx, { type: 'destroyed', player: card.controller, detail });
    if (from === 'hand') emitEvent(ctx, { type: 'discarded', player: card.controller, detail });
  }
}
