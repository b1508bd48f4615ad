/**
 * Numbers an effect changes: the next number of an icon action (7.28: "your next Counter Blast is increased
 * by 1") and information one card gains from another (7.14.4, 7.14.5).
 */
import {
  addContinuousEffect,
  defineVerb,
  resolveCards,
  resolveNumber,
  resolvePlayer,
  statOf,
  verbDone,
  type GameContext,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { playerState } from '../state.js';
import { verbPlayerStatus } from './status.js';

export const iconActions = ['counter-blast', 'soul-blast'] as const;
export type IconAction = (typeof iconActions)[number];

/** The pending change to the fighter's next `icon` action (7.28.2); several add up (7.28.2.1). */
export function nextIconChange(ctx: GameContext, player: string, icon: IconAction): number {
  return verbPlayerStatus.get(playerState(ctx, player), 'nextIconChange')?.[icon] ?? 0;
}

/** The action is being carried out: the change applies to it and is used up (7.28.2). */
export function useIconChange(ctx: GameContext, player: string, icon: IconAction): void {
  const fighter = playerState(ctx, player);
  const changes = { ...(verbPlayerStatus.get(fighter, 'nextIconChange') ?? {}) };
  if (!(icon in changes)) return;
  delete changes[icon];
  if (Object.keys(changes).length === 0) verbPlayerStatus.clear(fighter, 'nextIconChange');
  else verbPlayerStatus.set(fighter, 'nextIconChange', changes);
}

/**
 * `{ do: 'change-next-icon', icon, by, player? }`: the number the fighter's next `icon` action refers to is
 * raised (or, negative, lowered) by `by` when that action is actually carried out next, whatever happens in
 * between (7.28.1, 7.28.2); two such changes add up (7.28.2.1).
 */
export const changeNextIconVerb = defineVerb({
  name: 'change-next-icon',
  rule: 'VG 7.28.2',
  params: (l) => ({ icon: z.enum(iconActions), by: l.number, player: l.player.optional() }),
  run(ctx, instruction, frame) {
    const fighter = playerState(ctx, resolvePlayer(ctx, instruction['player'] ?? 'you', frame));
    const icon = instruction['icon'] as IconAction;
    const changes = { ...(verbPlayerStatus.get(fighter, 'nextIconChange') ?? {}) };
    changes[icon] = (changes[icon] ?? 0) + resolveNumber(ctx, instruction['by'], frame, 0);
    verbPlayerStatus.set(fighter, 'nextIconChange', changes);
    return verbDone;
  },
});

/**
 * `{ do: 'gain-info', cards, from, stat, duration? }`: each card gains `from`'s `stat`. A number is added to the
 * card's own (7.14.4); other information — keywords — is had in addition to what the card has (7.14.5).
 */
export const gainInfoVerb = defineVerb({
  name: 'gain-info',
  rule: 'VG 7.14.4',
  params: (l) => ({ cards: l.cards, from: l.cards, stat: z.string(), duration: z.string().optional() }),
  run(ctx, instruction, frame) {
    const [from] = resolveCards(ctx, instruction['from'], frame);
    const cards = resolveCards(ctx, instruction['cards'], frame).filter((id) => ctx.state.cards[id] !== undefined);
    if (from === undefined || cards.length === 0) return verbDone;
    const stat = String(instruction['stat']);
    const value = statOf(ctx, from, stat);
    const duration = String(instruction['duration'] ?? 'turn');
    const base = { controller: frame.controller, cards, stat, duration, ...(frame.source === undefined ? {} : { source: frame.source }) };
    if (typeof value === 'number') addContinuousEffect(ctx, { ...base, layer: 'add', modification: { add: value } });
    else if (Array.isArray(value))
      for (const item of value)
        if (typeof item === 'string') addContinuousEffect(ctx, { ...base, layer: 'abilities', modification: { grant: item } });
    return verbDone;
  },
});
