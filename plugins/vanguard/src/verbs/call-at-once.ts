/**
 * Several cards put on one circle at the same moment (13.3.5.1).
 *
 * `{ do: 'call-at-once', cards, circle? }` calls every card of `cards` to one rear-guard circle of the effect's
 * master at the same moment (6.2.3): the circle is chosen (any of their rear-guard circles, or `circle`), a unit
 * already there is retired after the placement (6.2.3.4), and the cards are all "placed last" together: each
 * keeps the timestamp of the placement in `placedAtOnce`, which 13.3's rule process reads instead of its own
 * entry time. 13.3.5 then keeps one of them: with several cards placed last, the circle's fighter chooses one
 * and the others go to the drop zone (13.3.5.1, `latestTieProcess`).
 * Reading 386: the cards are placed directly (no call cost, growth or music order applies: no card of the pool
 * calling this way has one), and the fighter who chooses is the master of the circle.
 */
import {
  askSelect,
  cardsIn,
  decide,
  defineStatusKeys,
  defineVerb,
  done,
  emitEvent,
  liveCards,
  moveCard,
  pushEffect,
  resolveCards,
  verbDone,
  zoneKey,
  type CardObject,
  type GameContext,
  type ProcessContribution,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { cardStatus } from '../cards/status.js';
import { counter, setCounter } from '../state.js';
import { circleKey, rearGuardCirclesOf } from '../zones.js';

export const placedTogetherStatus = defineStatusKeys({
  /** Placed on its circle at the same moment as other cards (13.3.5.1): the placement's timestamp. */
  placedAtOnce: z.number().int(),
});

/** When `card` was placed on its circle, for 13.3's "placed last". */
export function placedAt(card: CardObject | undefined): number {
  if (card === undefined) return 0;
  return placedTogetherStatus.get(card, 'placedAtOnce') ?? card.enteredAt ?? 0;
}

export const callAtOnceVerb = defineVerb({
  name: 'call-at-once',
  rule: 'VG 13.3.5.1',
  params: (l) => ({ cards: l.cards, circle: z.string().optional() }),
  run(ctx, instruction, frame) {
    const player = frame.controller;
    const cards = liveCards(ctx, resolveCards(ctx, instruction['cards'], frame));
    const named = typeof instruction['circle'] === 'string' ? instruction['circle'] : undefined;
    const options = rearGuardCirclesOf(ctx, player).filter((c) => named === undefined || c === named);
    if (cards.length === 0 || options.length === 0) return verbDone;
    let circle = options[0]!;
    if (options.length > 1) {
      const asked = askSelect(frame.answer, {
        player,
        prompt: `Choose the circle to call ${cards.length} cards to at once`,
        rule: 'VG 6.2.3',
        options: options.map((c) => ({ id: c, label: c })),
        accepts: (picked) => options.includes(String(picked[0])),
      });
      if ('ask' in asked) return asked.ask;
      circle = String(asked.picked[0]);
    }
    const key = circleKey(player, circle);
    const previous = [...cardsIn(ctx, key)];
    const moment = ctx.state.counters.timestamp;
    for (const card of cards) {
      const called = ctx.state.cards[moveCard(ctx, card.id, key, { by: player, reason: 'superior-call', newObject: true })];
      if (called === undefined || called.zone !== key) continue;
      cardStatus.clear(called, 'rested');
      placedTogetherStatus.set(called, 'placedAtOnce', moment);
      setCounter(ctx, player, 'calledThisTurn', counter(ctx, player, 'calledThisTurn') + 1);
    }
    emitEvent(ctx, { type: 'called-at-once', player, detail: { circle, count: cards.length } });
    if (previous.length > 0) pushEffect(ctx, [{ do: 'retire', cards: previous }], { controller: player, vars: {} });
    return verbDone;
  },
});

export const latestTieKind = 'vg-latest-tie';

/** The cards on `key` placed last, when more than one was (13.3.5.1). */
export function latestPlaced(ctx: GameContext, key: string): string[] {
  const ids = [...cardsIn(ctx, key)];
  const last = Math.max(...ids.map((id) => placedAt(ctx.state.cards[id])));
  return ids.filter((id) => placedAt(ctx.state.cards[id]) === last);
}

/** Asks the circle's fighter which of the cards placed last stays; every other card there goes to the drop (13.3.5.1). */
export const latestTieProcess: Omit<ProcessContribution, 'title'> = {
  kind: latestTieKind,
  run(ctx, unit) {
    const player = String(unit.data['player']);
    const key = String(unit.data['circle']);
    const tied = latestPlaced(ctx, key);
    if (tied.length === 0) return done;
    let kept = tied[0]!;
    if (tied.length > 1) {
      const answer = unit.answer;
      delete unit.answer;
      const asked = askSelect(answer, {
        player,
        prompt: 'Several cards were placed on this circle at once: choose the one that stays',
        rule: 'VG 13.3.5.1',
        options: tied.map((id) => ({ id, card: id, label: ctx.title.cardName(ctx.state.cards[id]!.card) })),
        accepts: (picked) => tied.includes(String(picked[0])),
      });
      if ('ask' in asked) return decide(asked.ask.request);
      kept = String(asked.picked[0]);
    }
    emitEvent(ctx, { type: 'latest-chosen', player, detail: { card: kept, tied: tied.length } });
    for (const id of [...cardsIn(ctx, key)])
      if (id !== kept) moveCard(ctx, id, zoneKey(ctx.state.cards[id]!.owner, 'drop'), { reason: 'rule' });
    return done;
  },
};
