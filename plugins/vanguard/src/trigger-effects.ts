/**
 * Trigger effects (11.10.4) and cards with several trigger icons (11.10.6).
 *
 * - A trigger effect is an effect made by playing a trigger ability's sub-abilities (11.10.4). Reading 383: the
 *   trigger process marks the checked card (`triggerPlayed`), and an effect whose source is that object is a
 *   trigger effect (a card in the trigger zone has no other ability that works there; once it leaves, it is a
 *   new object, so later effects of the same physical card have another source).
 * - "The trigger effects given to unit A are given to unit B" (`give-trigger-effects`): A's trigger effects now
 *   apply to B instead, and they are still trigger effects (11.10.4.1).
 * - "Trigger effects are nullified" (`nullify-trigger-effects`, for a fighter, this turn): while it applies, the
 *   trigger abilities of cards that fighter's drive and damage checks put into the trigger zone are not played
 *   (11.10.4.2); the effects of trigger abilities played before it applied stay (11.10.4.2.1). Reading 393: the
 *   effect names whose checks it covers (a fighter's), and lasts the turn; a checked card is still put in the
 *   trigger zone and then where the check sends it.
 * - A card with several trigger icons (`trigger` plus `moreTriggers`) plays the trigger ability of each icon,
 *   in the order its fighter chooses (11.10.6).
 */
import {
  addContinuousEffect,
  askSelect,
  decide,
  defineStatusKeys,
  defineVerb,
  done,
  emitEvent,
  liveCards,
  pushWork,
  removeContinuousEffect,
  resolveCards,
  resolvePlayer,
  verbDone,
  type ContinuousEffect,
  type ConditionContribution,
  type GameContext,
  type ProcessContribution,
} from '@tcgkit/kernel';
import { z } from 'zod';
import type { TriggerIcon } from './cards/schema.js';
import { definitionOf, playerState } from './state.js';

export const triggerEffectStatus = defineStatusKeys({
  /** A checked card whose trigger ability was played: its effects are trigger effects (reading 383). */
  triggerPlayed: z.literal(true),
});

export const triggerPlayerStatus = defineStatusKeys({
  /** "Trigger effects are nullified" for this fighter's checks: the turn it lasts to (11.10.4.2). */
  triggersNullifiedTurn: z.number().int(),
});

/** The trigger icons of a card with the power under each (2.8, 11.10.6): `trigger`, then `moreTriggers`. */
export function triggerIconsOf(ctx: GameContext, card: string): { icon: TriggerIcon; power: number }[] {
  const definition = definitionOf(ctx, card);
  if (definition?.trigger === undefined) return [];
  return [definition.trigger, ...(definition.moreTriggers ?? [])];
}

/** Whether the trigger abilities of `player`'s checks are nullified now (11.10.4.2). */
export function triggersNullified(ctx: GameContext, player: string): boolean {
  return triggerPlayerStatus.get(playerState(ctx, player), 'triggersNullifiedTurn') === ctx.state.turn.number;
}

/** Whether continuous effect `effect` is a trigger effect (11.10.4, reading 383). */
export function isTriggerEffect(ctx: GameContext, effect: ContinuousEffect): boolean {
  if (effect.source === undefined) return false;
  const source = ctx.state.cards[effect.source] ?? ctx.state.lastKnown[effect.source];
  return triggerEffectStatus.get(source, 'triggerPlayed') === true;
}

/** `{ do: 'nullify-trigger-effects', player? }`: that fighter's (the opponent's by default) this turn (11.10.4.2). */
export const nullifyTriggerEffectsVerb = defineVerb({
  name: 'nullify-trigger-effects',
  rule: 'VG 11.10.4.2',
  params: (l) => ({ player: l.player.optional() }),
  run(ctx, instruction, frame) {
    const player = resolvePlayer(ctx, instruction['player'] ?? 'opponent', frame);
    triggerPlayerStatus.set(playerState(ctx, player), 'triggersNullifiedTurn', ctx.state.turn.number);
    emitEvent(ctx, { type: 'trigger-effects-nullified', player });
    return verbDone;
  },
});

/** `{ do: 'give-trigger-effects', from, to }`: the trigger effects given to `from` apply to `to` instead (11.10.4.1). */
export const giveTriggerEffectsVerb = defineVerb({
  name: 'give-trigger-effects',
  rule: 'VG 11.10.4.1',
  params: (l) => ({ from: l.cards, to: l.cards }),
  run(ctx, instruction, frame) {
    const from = liveCards(ctx, resolveCards(ctx, instruction['from'], frame)).map((c) => c.id);
    const to = liveCards(ctx, resolveCards(ctx, instruction['to'], frame))[0];
    if (to === undefined || from.length === 0) return verbDone;
    const moving = ctx.state.effects.filter((e) => e.cards.some((c) => from.includes(c)) && isTriggerEffect(ctx, e));
    for (const effect of moving) {
      removeContinuousEffect(ctx, effect.id);
      const { id: _id, timestamp: _timestamp, ...rest } = effect;
      addContinuousEffect(ctx, { ...rest, cards: [...new Set(effect.cards.map((c) => (from.includes(c) ? to.id : c)))] });
    }
    if (moving.length > 0) emitEvent(ctx, { type: 'trigger-effects-given', player: frame.controller, detail: { card: to.id } });
    return verbDone;
  },
});

export const triggerEffectConditions: Omit<ConditionContribution, 'title'>[] = [
  {
    // `{ test: 'has-trigger-effect' }`: a trigger effect applies to the card (11.10.4, 11.10.4.1).
    name: 'has-trigger-effect',
    params: () => ({}),
    test: (ctx, _p, s) => s !== undefined && ctx.state.effects.some((e) => e.cards.includes(s) && isTriggerEffect(ctx, e)),
  },
];

export const triggerIconsKind = 'vg-trigger-icons';

/**
 * 11.10.6: the trigger abilities of a card's several icons, in the order its fighter chooses; `play` starts
 * one icon's trigger ability (triggers.ts), and is pushed last-first so the first chosen is played first.
 */
export function triggerIconsProcess(
  play: (ctx: GameContext, card: string, player: string, icon: TriggerIcon, power: number) => void,
): Omit<ProcessContribution, 'title'> {
  return {
    kind: triggerIconsKind,
    run(ctx, unit) {
      const data = unit.data as { card: string; player: string };
      const icons = triggerIconsOf(ctx, data.card);
      const answer = unit.answer;
      delete unit.answer;
      const asked = askSelect(answer, {
        player: data.player,
        prompt: 'Order the trigger abilities of the card’s icons (first named is played first)',
        rule: 'VG 11.10.6',
        options: icons.map((t, i) => ({ id: String(i), label: t.icon })),
        min: icons.length,
        max: icons.length,
        ordered: true,
      });
      if ('ask' in asked) return decide(asked.ask.request);
      for (const i of [...asked.picked].reverse()) {
        const t = icons[Number(i)];
        if (t !== undefined) play(ctx, data.card, data.player, t.icon, t.power);
      }
      return done;
    },
  };
}

/** Starts the work of 11.10.6 for a card with several icons. */
export function playSeveralTriggerIcons(ctx: GameContext, card: string, player: string): void {
  pushWork(ctx, triggerIconsKind, { card, player });
}
