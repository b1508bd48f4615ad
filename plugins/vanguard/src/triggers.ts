/**
 * Trigger abilities (11.10). A card with a trigger icon put into the trigger zone by a drive check
 * (10.6.1.2.4) or a damage check (13.6.4) plays its trigger ability at once (it is not a pending AUTO):
 * its sub-abilities are played one by one in the order the player chooses (11.10.3). The power given is the
 * value printed under the icon (11.10.5); effects last this turn, also for the defender's damage checks.
 */
import {
  askSelect,
  decide,
  done,
  emitEvent,
  isChooseAction,
  pushEffect,
  pushWork,
  type GameContext,
  type Instruction,
  type ProcessContribution,
} from '@tcgkit/kernel';
import type { TriggerIcon } from './cards/schema.js';
import { definitionOf } from './state.js';
import { cardStatus } from './cards/status.js';
import { playSeveralTriggerIcons, triggerEffectStatus, triggerIconsOf, triggersNullified } from './trigger-effects.js';

export const triggerProcessKind = 'vg-trigger';

const yourUnit = { zone: 'field', player: 'you', where: { test: 'unit' } };
const chooseUnit = (as: string, prompt: string): Instruction => ({
  do: 'choose',
  from: yourUnit,
  count: 1,
  as,
  prompt,
  rule: 'VG 11.10.2',
});
const power = (amount: number): Instruction[] => [
  chooseUnit('_power', `Choose one of your units to get +${amount} power`),
  { do: 'modify', cards: { var: '_power' }, stat: 'power', add: amount, duration: 'turn' },
];

/** The sub-abilities of each icon (11.10.2.2–11.10.2.9), by id, as effect programs. */
export function subAbilities(icon: TriggerIcon, amount: number, overText: readonly Instruction[] = []): Record<string, Instruction[]> {
  switch (icon) {
    case 'critical':
      return {
        critical: [
          chooseUnit('_crit', 'Choose one of your units to get critical +1'),
          { do: 'modify', cards: { var: '_crit' }, stat: 'critical', add: 1, duration: 'turn' },
        ],
        power: power(amount),
      };
    case 'draw':
      return { draw: [{ do: 'draw' }], power: power(amount) };
    case 'stand':
      // 11.10.2.5: only a rear-guard is stood, and from the next battle this turn it cannot drive-check.
      return {
        stand: [
          chooseUnit('_stand', 'Choose one of your units: if it is a rear-guard, stand it'),
          { do: 'stand-trigger', cards: { var: '_stand' } },
        ],
        power: power(amount),
      };
    case 'heal':
      // 11.10.2.6: the trigger card itself is still in the trigger zone, so it is not counted.
      return { heal: [{ do: 'if', test: { test: 'damage-at-least-opponent' }, then: [{ do: 'heal', count: 1 }] }], power: power(amount) };
    case 'front':
      // A front trigger's targets are fixed when it resolves (11.11.4): the kernel's `modify` locks them.
      return {
        front: [
          {
            do: 'modify',
            cards: { zone: 'field', player: 'you', where: { all: [{ test: 'unit' }, { test: 'front-row' }] } },
            stat: 'power',
            add: amount,
            duration: 'turn',
          },
        ],
      };
    case 'over':
      return {
        remove: [{ do: 'move', cards: 'self', to: 'removed', reason: 'over-trigger' }],
        draw: [{ do: 'draw' }],
        power: power(100_000_000),
        // "If this is a drive check, do the action its text specifies": only offered for drive checks.
        ...(overText.length > 0 ? { text: [...overText] } : {}),
      };
  }
}

/** Starts playing the trigger ability of `card` (in the trigger zone) for `player`, if it has one. */
export function playTriggerAbility(ctx: GameContext, card: string, player: string): void {
  const icons = triggerIconsOf(ctx, card);
  if (icons.length === 0) return;
  // 11.10.4.2: while that fighter's trigger effects are nullified, the checked card plays no trigger ability.
  if (triggersNullified(ctx, player)) {
    emitEvent(ctx, { type: 'trigger-not-played', player, detail: { card } });
    return;
  }
  // Its effects are trigger effects (11.10.4, reading 383).
  const object = ctx.state.cards[card];
  if (object !== undefined) triggerEffectStatus.set(object, 'triggerPlayed', true);
  // 11.10.6: several icons, each icon's trigger ability in the order the fighter chooses.
  if (icons.length > 1) playSeveralTriggerIcons(ctx, card, player);
  else playIconAbility(ctx, card, player, icons[0]!.icon, icons[0]!.power);
}

/** Starts the trigger ability of one icon of `card` (11.10.2). */
export function playIconAbility(ctx: GameContext, card: string, player: string, icon: TriggerIcon, amount: number): void {
  pushWork(ctx, triggerProcessKind, { card, player, icon, amount, order: null });
}

export const triggerProcess: Omit<ProcessContribution, 'title'> = {
  kind: triggerProcessKind,
  run(ctx, unit) {
    const data = unit.data as { card: string; player: string; icon: TriggerIcon; amount: number; order: string[] | null };
    const definition = definitionOf(ctx, data.card);
    const drive = cardStatus.get(ctx.state.cards[data.card] ?? ctx.state.lastKnown[data.card], 'check') === 'drive';
    const subs = subAbilities(data.icon, data.amount, drive ? ((definition?.overEffect as Instruction[] | undefined) ?? []) : []);
    const ids = Object.keys(subs);
    if (data.order === null) {
      const answer = unit.answer;
      delete unit.answer;
      if (ids.length > 1) {
        const asked = askSelect(answer, {
          player: data.player,
          prompt: `Order the ${data.icon} trigger's sub-abilities (first named is played first)`,
          rule: 'VG 11.10.3',
          options: ids.map((id) => ({ id, label: id })),
          min: ids.length,
          max: ids.length,
          ordered: true,
        });
        if ('ask' in asked) return decide(asked.ask.request);
        data.order = [...asked.picked];
      } else data.order = answer !== undefined && isChooseAction(answer) ? [...answer.choice] : ids;
    }
    // Play them last-first onto the work stack, so the first chosen runs first.
    for (const id of [...data.order].reverse()) pushEffect(ctx, subs[id] ?? [], { controller: data.player, source: data.card, vars: {} });
    return done;
  },
};
