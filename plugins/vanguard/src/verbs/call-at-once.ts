/**
 * Several cards put on one circle at the same moment (13.3.2.1, 13.3.4.1, 13.3.5.1).
 *
 * `{ do: 'call-at-once', cards, circle? }` calls every card of `cards` to one rear-guard circle of the effect's
 * master at the same moment (6.2.3): the circle is chosen (any of their rear-guard circles, or `circle`), a unit
 * already there is retired after the placement (6.2.3.4), and the cards are all "placed last" together: each
 * keeps the timestamp of the placement in `placedAtOnce`, which 13.3's rule process reads instead of its own
 * entry time. 13.3.5 then keeps one of them: with several cards placed last, the circle's fighter chooses one
 * and the others go to the drop zone (13.3.5.1, `latestTieProcess`).
 * Reading 386: the cards are placed directly (no call cost, growth or music order applies: no card of the pool
 * calling this way has one), and the fighter who chooses is the master of the circle.
 * The same tie-break serves the vanguard circle (13.3.2.1: several units placed last there, the rest to the
 * soul) and the legion mates (13.3.4.1), with the soul as destination (`pushLatestTie`); the cards are put there
 * by `put-vc-at-once` (src/verbs/put-vc-at-once.ts), placed by the same `placeAtOnce`.
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
  pushWork,
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
    const called = placeAtOnce(ctx, cards, key, player, 'superior-call').length;
    setCounter(ctx, player, 'calledThisTurn', counter(ctx, player, 'calledThisTurn') + called);
    emitEvent(ctx, { type: 'called-at-once', player, detail: { circle, count: cards.length } });
    if (previous.length > 0) pushEffect(ctx, [{ do: 'retire', cards: previous }], { controller: player, vars: {} });
    return verbDone;
  },
});

/**
 * Puts `cards` on the circle `key` at one moment (standing): each new object keeps that moment in
 * `placedAtOnce`, so all of them count as placed last (13.3.2.1, 13.3.4.1, 13.3.5.1). Returns those placed.
 */
export function placeAtOnce(ctx: GameContext, cards: readonly CardObject[], key: string, player: string, reason: string): CardObject[] {
  const moment = ctx.state.counters.timestamp;
  const placed: CardObject[] = [];
  for (const card of cards) {
    const moved = ctx.state.cards[moveCard(ctx, card.id, key, { by: player, reason, newObject: true })];
    if (moved === undefined || moved.zone !== key) continue;
    cardStatus.clear(moved, 'rested');
    placedTogetherStatus.set(moved, 'placedAtOnce', moment);
    placed.push(moved);
  }
  return placed;
}

export const latestTieKind = 'vg-latest-tie';

/** The cards on `key` placed last, when more than one was (13.3.5.1); `among` narrows the cards read. */
export function latestPlaced(ctx: GameContext, key: string, among: readonly string[] = cardsIn(ctx, key)): string[] {
  const ids = [...among];
  const last = Math.max(...ids.map((id) => placedAt(ctx.state.cards[id])));
  return ids.filter((id) => placedAt(ctx.state.cards[id]) === last);
}

/**
 * One tie among cards placed last on a circle, for the fighter to settle:
 * - `to`: where the others go: the drop for a rear-guard circle (13.3.5.1), the soul for the vanguard circle
 *   (13.3.2.1) and for legion mates (13.3.4.1);
 * - `among`: which cards the fighter chooses from: those placed last (13.3.5.1 "そのうちの任意の 1 枚"), or every
 *   card on the circle (13.3.2.1 "そのサークルにあるユニットの中から", 13.3.4.1 "そのサークルにあるレギオンメイトの中から";
 *   reading 473).
 */
export interface LatestTie {
  player: string;
  circle: string;
  to: 'drop' | 'soul';
  among: 'latest' | 'all';
  rule: string;
}

/** Leaves a tie among cards placed last to the circle's fighter (see `LatestTie`). */
export function pushLatestTie(ctx: GameContext, tie: LatestTie): void {
  pushWork(ctx, latestTieKind, { ...tie });
}

/** Asks the circle's fighter which card stays (`LatestTie`); every other card there goes to `to`. */
export const latestTieProcess: Omit<ProcessContribution, 'title'> = {
  kind: latestTieKind,
  run(ctx, unit) {
    const player = String(unit.data['player']);
    const key = String(unit.data['circle']);
    const to = unit.data['to'] === 'soul' ? 'soul' : 'drop';
    const rule = typeof unit.data['rule'] === 'string' ? unit.data['rule'] : 'VG 13.3.5.1';
    const tied = latestPlaced(ctx, key);
    if (tied.length === 0) return done;
    let kept = tied[0]!;
    if (tied.length > 1) {
      const options = unit.data['among'] === 'all' ? [...cardsIn(ctx, key)] : tied;
      const answer = unit.answer;
      delete unit.answer;
      const asked = askSelect(answer, {
        player,
        prompt: 'Several cards were placed on this circle at once: choose the one that stays',
        rule,
        options: options.map((id) => ({ id, card: id, label: ctx.title.cardName(ctx.state.cards[id]!.card) })),
        accepts: (picked) => options.includes(String(picked[0])),
      });
      if ('ask' in asked) return decide(asked.ask.request);
      kept = String(asked.picked[0]);
    }
    emitEvent(ctx, { type: 'latest-chosen', player, detail: { card: kept, tied: tied.length } });
    for (const id of [...cardsIn(ctx, key)])
      if (id !== kept) moveCard(ctx, id, zoneKey(ctx.state.cards[id]!.owner, to), { reason: 'rule' });
    return done;
  },
};
