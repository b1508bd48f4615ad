/**
 * Deliberately broken versions of the fixture title, one per invariant, to prove the playout checks
 * catch what they claim to catch.
 */
import { z } from 'zod';
import { cardsIn, moveCard, zoneKey, type GameState, type MoveContribution, type TitlePlugin } from '@tcgkit/kernel';
import { skirmishPlugin } from '../../../kernel/test/fixtures/skirmish.js';

type Move = Omit<MoveContribution, 'title'>;

function withCall(change: (call: Move) => Move): TitlePlugin {
  const plugin = skirmishPlugin('none');
  return { ...plugin, moves: (plugin.moves ?? []).map((move) => (move.type === 'call' ? change(move) : move)) };
}

function withStandAll(extra: (state: GameState) => void): TitlePlugin {
  const plugin = skirmishPlugin('none');
  const procedures = (plugin.procedures ?? []).map((procedure) =>
    procedure.name === 'stand-all'
      ? {
          ...procedure,
          run: (ctx: Parameters<typeof procedure.run>[0], params: Parameters<typeof procedure.run>[1]) => {
            procedure.run(ctx, params);
            extra(ctx.state);
          },
        }
      : procedure,
  );
  return { ...plugin, procedures };
}

/** Calling a unit also makes the top card of the deck vanish. */
export const losesCards = withCall((call) => ({
  ...call,
  perform(ctx, action, frame) {
    call.perform(ctx, action, frame);
    const deck = zoneKey(action.player, 'deck');
    const top = cardsIn(ctx, deck)[0];
    if (top === undefined) return;
    ctx.state.zones[deck]!.shift();
    delete ctx.state.cards[top];
  },
}));

/** Every unit is called to the left slot, whatever slot was asked for (and whoever is there). */
export const overfillsSlots = withCall((call) => ({
  ...call,
  perform(ctx, action) {
    moveCard(ctx, String(action['card']), zoneKey(action.player, 'field', 'left'), { by: action.player, reason: 'call' });
  },
}));

/** Puts the ids of the opponent's hand into the turn player's public status. */
export const leaksHand = withStandAll((state) => {
  const player = state.players.find((p) => p.id === state.turn.player)!;
  const other = state.players.find((p) => p.id !== state.turn.player)!;
  // A copy: sharing the zone's array would also break restore (JSON does not keep shared references).
  player.status['peek'] = [...(state.zones[`${other.id}/hand`] ?? [])];
});

// Module state: a replay in the same process sees other numbers, as a title reading a clock would.
let ticks = 0;
/** Writes a counter that lives outside the game into the state. */
export const nonDeterministic = withStandAll((state) => {
  state.data['ticks'] = ticks++;
});

// Keyed by the state object: replays from the start agree, but a restored game starts counting again.
const perState = new WeakMap<GameState, number>();
/** Keeps progress outside the state, so a restored game forgets it. */
export const forgetsOnRestore = withStandAll((state) => {
  const count = (perState.get(state) ?? 0) + 1;
  perState.set(state, count);
  state.data['stands'] = count;
});

/**
 * The broken calls below name their card as a plain string, not a `cardRef`: the kernel then leaves the
 * card to the title's own checks, which is where these bugs live.
 */
const uncheckedCard = { card: z.string(), slot: z.string() };

/** Validation writes into the state, so even a rejected call changes the game. */
export const validationMutates = withCall((call) => ({
  ...call,
  params: uncheckedCard,
  validate(ctx, action, frame) {
    ctx.state.data['validations'] = Number(ctx.state.data['validations'] ?? 0) + 1;
    return call.validate(ctx, action, frame);
  },
}));

/** Throws in the fourth turn's stand step. */
export const throwsInTurnFour = withStandAll((state) => {
  if (state.turn.number === 4) throw new Error('boom in turn 4');
});

/** Accepts a call of any card id, even one that does not exist (and then fails to move it). */
export const acceptsAnyCall = withCall((call) => ({
  ...call,
  params: uncheckedCard,
  validate(ctx, action, frame) {
    const error = call.validate(ctx, action, frame);
    return error?.code === 'UNKNOWN_CARD' ? null : error;
  },
  perform(ctx, action, frame) {
    if (ctx.state.cards[String(action['card'])] !== undefined) call.perform(ctx, action, frame);
  },
}));
