/**
 * Songs and singing (曲と歌う, 17.7). Some set orders have the subtype 曲, song (17.7.1). "A song" is a card of that
 * subtype in the order zone and "a song card" one anywhere else (17.7.1.1: the tests `song` and `song-card`). To sing
 * a song (17.7.2, `sing`) meets its "when sung" trigger condition (17.7.2.1: the event `sung`, which a song's AUTO
 * names with `zones: ['order-zone']`). Once a song's own "when this is sung" AUTO has resolved, the song is turned
 * face down right after its effect (17.7.3): a pending-ability rule appends that to the ability's effect (reading 159).
 */
import { z } from 'zod';
import {
  defineVerb,
  emitEvent,
  liveCards,
  resolveCards,
  verbDone,
  type ConditionContribution,
  type GameContext,
  type PendingAbilityContribution,
} from '@tcgkit/kernel';
import { definitionOf } from '../state.js';

type Condition = Omit<ConditionContribution, 'title'>;

const isSongCard = (ctx: GameContext, id: string): boolean => definitionOf(ctx, id)?.orderSubtype === 'song';
export const isSong = (ctx: GameContext, id: string): boolean =>
  isSongCard(ctx, id) && ctx.state.cards[id]?.zone.endsWith('/order-zone') === true;

/** `{ do: 'sing', cards }` (歌う, 17.7.2): each chosen song in an order zone is sung (17.7.2.1: event `sung`). */
export const singVerb = defineVerb({
  name: 'sing',
  rule: 'VG 17.7.2',
  params: (l) => ({ cards: l.cards }),
  run(ctx, instruction, frame) {
    for (const card of liveCards(ctx, resolveCards(ctx, instruction['cards'], frame)))
      if (isSong(ctx, card.id)) emitEvent(ctx, { type: 'sung', player: frame.controller, detail: { card: card.id } });
    return verbDone;
  },
});

/** `{ do: 'song-face-down', card }`: 17.7.3, the song whose "when sung" AUTO resolved is turned face down. */
export const songFaceDownVerb = defineVerb({
  name: 'song-face-down',
  rule: 'VG 17.7.3',
  params: () => ({ card: z.string() }),
  run(ctx, instruction) {
    const card = ctx.state.cards[String(instruction['card'])];
    if (card !== undefined && isSong(ctx, card.id) && card.faceUp) {
      card.faceUp = false;
      emitEvent(ctx, { type: 'turned-face-down', player: card.controller, detail: { card: card.id, reason: 'song' } });
    }
    return verbDone;
  },
});

/** 17.7.3: a song's own "when sung" AUTO ends by turning the song face down. */
export const songPendingRule: Omit<PendingAbilityContribution, 'title'> = {
  rule: 'VG 17.7.3',
  effect(ctx, pending, ability, effect) {
    const source = pending.source;
    const ownSinging =
      source !== undefined &&
      ability.trigger !== undefined &&
      'event' in ability.trigger &&
      ability.trigger.event === 'sung' &&
      pending.event?.detail?.['card'] === source &&
      isSongCard(ctx, source);
    return ownSinging ? [...effect, { do: 'song-face-down', card: source }] : [...effect];
  },
};

export const songConditions: Condition[] = [
  /** `{ test: 'song' }`: a card of subtype 曲 in an order zone (17.7.1.1). */
  { name: 'song', params: () => ({}), test: (ctx, _p, s) => s !== undefined && isSong(ctx, s) },
  /** `{ test: 'song-card' }`: a card of subtype 曲 anywhere but an order zone (17.7.1.1). */
  {
    name: 'song-card',
    params: () => ({}),
    test: (ctx, _p, s) => s !== undefined && isSongCard(ctx, s) && ctx.state.cards[s]?.zone.endsWith('/order-zone') !== true,
  },
];
