/**
 * "Activates" in card text (7.15):
 *
 * - an ACT "activates" when it is played and resolved (7.15.1.2): `{ do: 'activate-ability', cards, ability }`
 *   plays ability #`ability` of the card (its cost paid in full, 11.7.1, or nothing happens) and resolves it, its
 *   master being the effect's (the card's own controller must be that fighter);
 * - an AUTO "activates N times" (7.15.1.3.1): a card's CONT `autoActivates` (its AUTOs, while it is on a circle):
 *   when one of its pending AUTOs is played, it stays pending until it has been played N times (reading 388: the
 *   N − 1 further plays are pending copies added as the first is played, so each is played on its own, its cost
 *   paid and its requirement read again, in the order the master chooses among the pending AUTOs, 11.6.1.4);
 * - an AUTO "does not activate" in a situation (7.15.1.3.2): `{ do: 'suppress-autos', player?, event }` — this turn,
 *   the AUTOs of that fighter's cards that trigger on `event` do not become pending (reading 389: the situation is
 *   named by the triggering event; an ability already pending when it starts is, like any ability that "cannot be
 *   used", removed unplayed, 12.2.1);
 * - "activate persona ride" (7.15.1.4): `{ do: 'persona-ride', player? }` carries out 7.15.1.4.1–7.15.1.4.3.
 */
import {
  addPending,
  canPayCost,
  defineStatusKeys,
  defineVerb,
  emitEvent,
  liveCards,
  pushEffect,
  resolveCards,
  resolvePlayer,
  verbDone,
  withCost,
  type GameContext,
  type PendingAbilityContribution,
  type RestrictionContribution,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { personaRide } from '../actions.js';
import { definitionOf, playerState } from '../state.js';
import { circleOf } from '../zones.js';

export const activationStatus = defineStatusKeys({
  /** Pending AUTOs added as the further plays of "activates N times" (7.15.1.3.1): their ids. */
  activationCopies: z.array(z.number().int()),
  /** "(AUTO) does not activate" (7.15.1.3.2): triggering event → the turn it lasts to. */
  suppressedAutos: z.record(z.string(), z.number().int()),
});

/** `{ do: 'activate-ability', cards, ability }`: play and resolve that ACT (7.15.1.2). */
export const activateAbilityVerb = defineVerb({
  name: 'activate-ability',
  rule: 'VG 7.15.1.2',
  params: (l) => ({ cards: l.cards, ability: z.number().int().min(0) }),
  run(ctx, instruction, frame) {
    const index = Number(instruction['ability']);
    for (const card of liveCards(ctx, resolveCards(ctx, instruction['cards'], frame))) {
      const ability = ctx.title.abilitiesOf(card.card)[index];
      if (ability?.kind !== 'activated' || card.controller !== frame.controller) continue;
      const played = { controller: frame.controller, source: card.id, vars: {} };
      // 11.7.1: the whole cost or nothing.
      if (!canPayCost(ctx, ability.cost, played)) continue;
      pushEffect(ctx, withCost(ability.cost, ability.effect), played);
    }
    return verbDone;
  },
});

/** How many times the AUTO of `source` activates (7.15.1.3.1): its card's `autoActivates` while on a circle. */
function activations(ctx: GameContext, source: string | undefined): number {
  if (source === undefined || circleOf(ctx, source) === undefined) return 1;
  return definitionOf(ctx, source)?.autoActivates ?? 1;
}

/**
 * The pending-ability rule of 7.15.1.3.1: playing an AUTO that activates N times adds its N − 1 further plays
 * as pending copies (reading 388); a copy adds none.
 */
export const activatesTimesRule: Omit<PendingAbilityContribution, 'title'> = {
  rule: 'VG 7.15.1.3.1',
  effect(ctx, pending, _ability, effect) {
    const player = playerState(ctx, pending.controller);
    const copies = activationStatus.get(player, 'activationCopies') ?? [];
    if (copies.includes(pending.id)) {
      activationStatus.set(
        player,
        'activationCopies',
        copies.filter((id) => id !== pending.id),
      );
      return [...effect];
    }
    const times = pending.card === null ? 1 : activations(ctx, pending.source);
    const added: number[] = [];
    for (let i = 1; i < times; i++) {
      const { id: _id, ...rest } = pending;
      added.push(addPending(ctx, rest).id);
    }
    if (added.length > 0) activationStatus.set(player, 'activationCopies', [...copies, ...added]);
    return [...effect];
  },
};

/** `{ do: 'suppress-autos', player?, event }`: this turn, that fighter's AUTOs triggering on `event` do not activate. */
export const suppressAutosVerb = defineVerb({
  name: 'suppress-autos',
  rule: 'VG 7.15.1.3.2',
  params: (l) => ({ player: l.player.optional(), event: z.string().min(1) }),
  run(ctx, instruction, frame) {
    const state = playerState(ctx, resolvePlayer(ctx, instruction['player'] ?? 'opponent', frame));
    activationStatus.set(state, 'suppressedAutos', {
      ...(activationStatus.get(state, 'suppressedAutos') ?? {}),
      [String(instruction['event'])]: ctx.state.turn.number,
    });
    emitEvent(ctx, { type: 'autos-suppressed', player: state.id, detail: { event: String(instruction['event']) } });
    return verbDone;
  },
});

/** The restriction of 7.15.1.3.2: the AUTO of `card` triggering on a suppressed event does not activate. */
export const suppressedAutoRestriction: Omit<RestrictionContribution, 'title'> = {
  rule: 'VG 7.15.1.3.2',
  cannotUse(ctx, card, _index, ability) {
    if (ability.kind !== 'automatic' || ability.trigger === undefined || !('event' in ability.trigger)) return false;
    const suppressed = activationStatus.get(playerState(ctx, card.controller), 'suppressedAutos');
    return suppressed?.[ability.trigger.event] === ctx.state.turn.number;
  },
};

/** `{ do: 'persona-ride', player? }`: "activate persona ride" (7.15.1.4): draw, the front-row bonus, the event. */
export const personaRideVerb = defineVerb({
  name: 'persona-ride',
  rule: 'VG 7.15.1.4',
  params: (l) => ({ player: l.player.optional() }),
  run(ctx, instruction, frame) {
    personaRide(ctx, resolvePlayer(ctx, instruction['player'] ?? 'you', frame));
    return verbDone;
  },
});
