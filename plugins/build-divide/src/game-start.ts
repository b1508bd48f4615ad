import {
  cardsInZone,
  done,
  pushEffect,
  pushWork,
  shuffleZone,
  type GameContext,
  type PlayerId,
  type ProcedureContribution,
  type ProcessContribution,
} from '@tcgkit/kernel';
import { bd } from './cards/schema.js';
import { order } from './setup.js';

/**
 * "At the start of the game" (ゲーム開始時) abilities: a card's `gameStart` program.
 *
 * 602-1f: before the opening hands, in turn order from the first player, each player's deck cards with such
 * an ability (one that moves the card itself out of the deck) carry it out; the deck is then shuffled again
 * (602-1f's note: the cards are shown from the deck, the ability carried out, and the deck re-randomised).
 * 602-1k: after life and energy, the cards in the territory zone or on the field with such an ability carry
 * it out: all of the first player's, then all of the second player's (602-1k:i). Whatever they trigger is
 * played in the first turn's stand-phase window (602-1k:ii, 702-3): it waits as a pending ability until then.
 * Reading: a player's own cards run in the order they lie in their zones (no demo card tells orders apart).
 */
const programOf = (ctx: GameContext, id: string) => bd(ctx.title.cards.get(ctx.state.cards[id]!.card))?.gameStart;

const shuffleKind = 'bd-game-start-shuffle';

function runFrom(ctx: GameContext, zones: (player: PlayerId) => string[], shuffle: boolean): void {
  // The work stack is last-in first-out: push the last step first.
  for (const player of [...order(ctx)].reverse()) {
    const cards = zones(player).flatMap((zone) => cardsInZone(ctx, player, zone).filter((id) => programOf(ctx, id) !== undefined));
    // Only a deck something was taken from is shuffled again (a game with no such card draws no random number).
    if (shuffle && cards.length > 0) pushWork(ctx, shuffleKind, { player });
    for (const id of [...cards].reverse()) pushEffect(ctx, programOf(ctx, id)!, { controller: player, source: id, vars: {} });
  }
}

export const gameStartProcedures: Omit<ProcedureContribution, 'title'>[] = [
  { name: 'game-start-moves', rule: 'BD 602-1f', run: (ctx) => runFrom(ctx, () => ['deck'], true) },
  { name: 'game-start-abilities', rule: 'BD 602-1k', run: (ctx) => runFrom(ctx, () => ['territory', 'field'], false) },
];

/** 602-1f: the deck the game-start moves were made from is shuffled again. */
export const gameStartShuffleProcess: Omit<ProcessContribution, 'title'> = {
  kind: shuffleKind,
  run(ctx, unit) {
    shuffleZone(ctx, `${String(unit.data['player'])}/deck`);
    return done;
  },
};
