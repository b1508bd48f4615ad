/**
 * Buddyfight-related cards (17.17.1–17.17.4): what makes a card one, its world, Flag, and becoming a
 * buddyfighter with a buddy monster.
 */
import {
  cardsInZone,
  defineVerb,
  expand,
  liveCards,
  resolveCards,
  resolvePlayer,
  verbDone,
  type CardDefinition,
  type ConditionContribution,
  ruleError,
  type DeckList,
  type GameContext,
  type RuleError,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { buddyfightWorlds, cardData } from '../../cards/schema.js';
import { namesOf } from '../../effect-terms.js';
import { definitionOf, playerState } from '../../state.js';
import { buddyPlayerStatus } from './status.js';

/** 17.17.1: a card whose nation is printed as 'Buddyfight' (バディファイト). */
export const buddyfightNation = 'Buddyfight';

export function isBuddyfightCard(ctx: GameContext, id: string): boolean {
  return definitionOf(ctx, id)?.nation === buddyfightNation;
}

export function isBuddyfighter(ctx: GameContext, player: string): boolean {
  return buddyPlayerStatus.get(playerState(ctx, player), 'buddyfighter') === true;
}

/**
 * "Become a buddyfighter" (17.17.4): the fighter chooses a unit card of their ride deck and puts it into the
 * order zone (17.17.4.1); cards with its name are their buddy monsters for the rest of the game (17.17.4.1.1).
 * Being a buddyfighter changes nothing else by itself (17.17.4.2). With no unit card in the ride deck, the
 * fighter still becomes one, with no buddy monster (reading 251).
 */
export const becomeBuddyfighterVerb = defineVerb({
  name: 'become-buddyfighter',
  rule: 'VG 17.17.4',
  params: (l) => ({ player: l.player.optional() }),
  run(ctx, instruction, frame) {
    const player = resolvePlayer(ctx, instruction['player'] ?? 'you', frame);
    buddyPlayerStatus.set(playerState(ctx, player), 'buddyfighter', true);
    const units = cardsInZone(ctx, player, 'ride-deck').filter((id) => definitionOf(ctx, id)?.type === 'unit');
    if (units.length === 0) return verbDone;
    return expand([
      { do: 'choose', from: units, count: 1, as: '_buddy', player, prompt: 'Choose your buddy monster', rule: 'VG 17.17.4.1' },
      { do: 'set-buddy-monster', cards: { var: '_buddy' }, player },
    ]);
  },
});

/** 17.17.4.1–17.17.4.1.1: the chosen card goes to the order zone; its names are the fighter's buddy monsters. */
export const setBuddyMonsterVerb = defineVerb({
  name: 'set-buddy-monster',
  rule: 'VG 17.17.4.1.1',
  params: (l) => ({ cards: l.cards, player: l.player.optional() }),
  run(ctx, instruction, frame) {
    const player = resolvePlayer(ctx, instruction['player'] ?? 'you', frame);
    const chosen = liveCards(ctx, resolveCards(ctx, instruction['cards'], frame))[0];
    if (chosen === undefined) return verbDone;
    const state = playerState(ctx, player);
    const names = new Set([...(buddyPlayerStatus.get(state, 'buddyMonsters') ?? []), ...namesOf(ctx, chosen.id)]);
    buddyPlayerStatus.set(state, 'buddyMonsters', [...names]);
    return expand([{ do: 'move', cards: [chosen.id], to: 'order-zone', reason: 'buddy-monster' }]);
  },
});

type Condition = Omit<ConditionContribution, 'title'>;

export const buddyfighterConditions: Condition[] = [
  /** 17.17.1: a Buddyfight-related card. */
  { name: 'buddyfight-card', params: () => ({}), test: (ctx, _p, s) => s !== undefined && isBuddyfightCard(ctx, s) },
  /** 17.17.2, 17.17.2.1: "<world>": the card has that world's icon. */
  {
    name: 'bf-world',
    params: () => ({ world: z.enum(buddyfightWorlds) }),
    test: (ctx, p, s) => s !== undefined && definitionOf(ctx, s)?.bfWorld === p['world'],
  },
  /** 17.17.4: the fighter (you by default) is a buddyfighter. */
  {
    name: 'buddyfighter',
    params: (l) => ({ player: l.player.optional() }),
    test: (ctx, p, _s, frame) => isBuddyfighter(ctx, resolvePlayer(ctx, p['player'] ?? 'you', frame)),
  },
  /** 17.17.4.1.1: the card has a name that is a buddy monster of its master ("your buddy monster"). */
  {
    name: 'buddy-monster',
    params: () => ({}),
    test: (ctx, _p, s) => {
      const card = s === undefined ? undefined : ctx.state.cards[s];
      if (card === undefined) return false;
      const names = buddyPlayerStatus.get(playerState(ctx, card.controller), 'buddyMonsters') ?? [];
      return namesOf(ctx, card.id).some((n) => names.includes(n));
    },
  },
];

/**
 * Flag (17.17.3): a card with it may be put in the deck once only (17.17.3.1), counted like 8.1's copies over
 * the main deck and the ride deck together (reading 250).
 */
export function flagProblems(deck: DeckList, cards: ReadonlyMap<string, CardDefinition>): RuleError[] {
  const counts = new Map<string, number>();
  for (const id of [...deck.main, ...Object.values(deck.extra ?? {}).flat()]) {
    const data = cardData(cards, id);
    if (data?.keywords.includes('flag') !== true) continue;
    counts.set(data.name, (counts.get(data.name) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, n]) => n > 1)
    .map(([name, n]) => ruleError('VG_FLAG_COPIES', `"${name}" has Flag: one copy at most, not ${n}`, 'VG 17.17.3.1'));
}
