/**
 * Chapter 18's other rules that card effects reach: counting kinds (18.3), set cards put on a circle as units
 * (18.5) and "you may stride" under a stride ban (18.6.2). Extra turns (18.2) are the kernel's `extra-turn`
 * verb; a loop nobody can stop (18.1.1.1) is the kernel's `unstoppableLoop` (see index.ts); ending the turn
 * (18.4) is `src/verbs/end-turn.ts`.
 */
import { cardsIn, defineVerb, emitEvent, moveCard, resolveCards, resolvePlayer, verbDone, type GameContext } from '@tcgkit/kernel';
import { z } from 'zod';
import { namesOf } from '../effect-terms.js';
import { definitionOf, gradeOf, playerState } from '../state.js';
import { circleKey, circleNamed, circles } from '../zones.js';
import { otherRulesCardStatus, otherRulesPlayerStatus } from './other-rules-status.js';
import { triggerIconsOf } from '../trigger-effects.js';

/**
 * 18.3.1: the number of kinds among `cards`: of names unless the text names another piece of information
 * (18.3.1.2, `by: 'grade'`). 18.3.1.1: the number of cards is not counted: a card with two names (12.6.2) is
 * two kinds of names, two cards of one name are one kind.
 */
export function kindsAmong(ctx: GameContext, cards: readonly string[], by: 'name' | 'grade' | 'trigger-icon'): number {
  const kinds = new Set<string>();
  for (const id of cards) {
    if (by === 'name') for (const name of namesOf(ctx, id)) kinds.add(name);
    // 11.10.2.1.1: "no icon" is not a kind of icon; a card with several icons shows each (11.10.6).
    else if (by === 'trigger-icon') for (const t of triggerIconsOf(ctx, id)) kinds.add(t.icon);
    else {
      const grade = gradeOf(ctx, id);
      if (grade !== null) kinds.add(String(grade));
    }
  }
  return kinds.size;
}

/** `{ do: 'count-kinds', cards, by?: 'name' | 'grade' | 'trigger-icon', as }`: stores the number of kinds (18.3) in `as`. */
export const countKindsVerb = defineVerb({
  name: 'count-kinds',
  rule: 'VG 18.3.1',
  params: (l) => ({ cards: l.cards, by: z.enum(['name', 'grade', 'trigger-icon']).optional(), as: z.string() }),
  run(ctx, instruction, frame) {
    const cards = resolveCards(ctx, instruction['cards'], frame);
    const by = instruction['by'];
    const kinds = kindsAmong(ctx, cards, by === 'grade' || by === 'trigger-icon' ? by : 'name');
    frame.vars[String(instruction['as'])] = kinds;
    emitEvent(ctx, { type: 'kinds-counted', player: frame.controller, detail: { kinds } });
    return verbDone;
  },
});

/**
 * `{ do: 'set-as-unit', cards, circle?, subtype?, power?, critical?, shield? }` (18.5): each set order of the
 * fighter's order zone is put on that rear-guard circle of its owner as a unit (without `circle`, on the first of
 * its owner's rear-guard circles with no unit; with none, it stays). It changes zone, so it is a new
 * card that no effect on the set card follows (18.5.4, 4.1.8); the move is an exception to 4.4.3 (an order
 * moved to a circle goes to the drop instead; see zone-rules.ts). It loses the order main type and the set
 * subtype and is a unit of the subtype given (18.5.2), with the power, critical and shield given, or power 0,
 * critical 0 and no shield (18.5.3, 18.5.3.1).
 */
export const setAsUnitVerb = defineVerb({
  name: 'set-as-unit',
  rule: 'VG 18.5',
  params: (l) => ({
    cards: l.cards,
    circle: z.string().optional(),
    subtype: z.enum(['normal', 'trigger']).optional(),
    power: z.number().int().optional(),
    critical: z.number().int().optional(),
    shield: z.number().int().optional(),
  }),
  run(ctx, instruction, frame) {
    const named = instruction['circle'] === undefined ? undefined : circleNamed(String(instruction['circle']));
    if (named !== undefined && named.kind !== 'rear-guard') return verbDone;
    if (instruction['circle'] !== undefined && named === undefined) return verbDone;
    for (const id of resolveCards(ctx, instruction['cards'], frame)) {
      const card = ctx.state.cards[id];
      const definition = definitionOf(ctx, id);
      if (card === undefined || definition?.type !== 'order' || definition.subtype !== 'set' || !card.zone.endsWith('/order-zone'))
        continue;
      // Without a circle named: the first rear-guard circle of its owner with no unit (none: it stays).
      const circle =
        named ??
        circles.find((c) => c.kind === 'rear-guard' && c.column !== null && cardsIn(ctx, circleKey(card.owner, c.name)).length === 0);
      if (circle === undefined) continue;
      const placed = moveCard(ctx, id, circleKey(card.owner, circle.name), {
        by: frame.controller,
        reason: 'set-as-unit',
        newObject: true,
      });
      const unit = ctx.state.cards[placed];
      if (unit === undefined || !unit.zone.endsWith(`#${circle.name}`)) continue;
      otherRulesCardStatus.set(unit, 'setAsUnit', instruction['subtype'] === 'trigger' ? 'trigger' : 'normal');
      otherRulesCardStatus.set(unit, 'stat:power', typeof instruction['power'] === 'number' ? instruction['power'] : 0);
      otherRulesCardStatus.set(unit, 'stat:critical', typeof instruction['critical'] === 'number' ? instruction['critical'] : 0);
      otherRulesCardStatus.set(unit, 'stat:shield', typeof instruction['shield'] === 'number' ? instruction['shield'] : null);
      unit.faceUp = true;
    }
    return verbDone;
  },
});

/** 18.5.2: the subtype a set card placed as a unit has, if it is one. */
export function setAsUnitSubtype(ctx: GameContext, id: string): string | undefined {
  const card = ctx.state.cards[id] ?? ctx.state.lastKnown[id];
  return card === undefined ? undefined : otherRulesCardStatus.get(card, 'setAsUnit');
}

/** `{ do: 'may-stride', player?, duration?: 'turn' | 'game' }`: the fighter may stride even under a stride ban (18.6.2). */
export const mayStrideVerb = defineVerb({
  name: 'may-stride',
  rule: 'VG 18.6.2',
  params: (l) => ({ player: l.player.optional(), duration: z.enum(['turn', 'game']).optional() }),
  run(ctx, instruction, frame) {
    const fighter = playerState(ctx, resolvePlayer(ctx, instruction['player'] ?? 'you', frame));
    otherRulesPlayerStatus.set(fighter, 'mayStrideUntil', instruction['duration'] === 'game' ? null : ctx.state.turn.number);
    emitEvent(ctx, { type: 'stride-allowed', player: fighter.id });
    return verbDone;
  },
});

/** 18.6.2: whether an effect lets the fighter stride now. */
export function mayStrideByEffect(ctx: GameContext, player: string): boolean {
  const until = otherRulesPlayerStatus.get(playerState(ctx, player), 'mayStrideUntil');
  return until === null || (until !== undefined && until >= ctx.state.turn.number);
}

export const otherRulesVerbs = [countKindsVerb, setAsUnitVerb, mayStrideVerb] as const;
