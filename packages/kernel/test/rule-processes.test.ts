import { describe, expect, it } from 'vitest';
import { cardsInZone, moveCard, zoneKey, type Game } from '../src/index.js';
import { give, newGame, opponent, passUntil, turnPlayer } from './support/board.js';

function leaveInDeck(game: Game, player: string, keep: number): void {
  const deck = cardsInZone(game.context, player, 'deck');
  for (const id of deck.slice(keep)) moveCard(game.context, id, zoneKey(player, 'drop'), { silent: true });
}

describe('rule processes', () => {
  it('[WS 9.1.2.1] an interrupt process (refresh) runs at once, in the middle of an effect', () => {
    const game = newGame('interrupt');
    const a = turnPlayer(game);
    leaveInDeck(game, a, 1);
    const drop = cardsInZone(game.context, a, 'drop').length;
    const hand = cardsInZone(game.context, a, 'hand').length;
    game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'insight') });
    // Draw 1 (deck empty) → refresh: drop into deck, shuffle, 1 damage → draw 1; then Insight goes to the drop.
    expect(cardsInZone(game.context, a, 'hand')).toHaveLength(hand + 2);
    expect(cardsInZone(game.context, a, 'damage')).toHaveLength(1);
    expect(cardsInZone(game.context, a, 'deck')).toHaveLength(drop - 2);
    expect(cardsInZone(game.context, a, 'drop').map((id) => game.state.cards[id]!.card)).toEqual(['insight']);
    expect(game.result).toBeNull();
  });

  it('[WS 9.2.3] interrupt processes wait while a cost is being paid', () => {
    const game = newGame('interrupt');
    const a = turnPlayer(game);
    leaveInDeck(game, a, 1);
    const miller = give(game, a, 'field', 'miller', 'left');
    expect(game.act({ type: 'activate', player: a, card: miller, ability: 0 }).ok).toBe(true);
    // Inside the cost the deck was empty and stayed empty: the refresh came after the cost.
    expect(game.state.data['deckDuringCost']).toBe(0);
    expect(cardsInZone(game.context, a, 'deck').length).toBeGreaterThan(0);
    expect(cardsInZone(game.context, a, 'damage')).toHaveLength(1);
  });

  it('[VG 13.1.2] check processes see only the state at a check timing, not states passed through during an effect', () => {
    const game = newGame();
    const a = turnPlayer(game);
    const deck = cardsInZone(game.context, a, 'deck');
    for (const id of deck.slice(0, 6)) moveCard(game.context, id, zoneKey(a, 'damage'), { silent: true });
    // Six damage for a moment, but healed back to four before anything checks.
    for (const id of cardsInZone(game.context, a, 'damage').slice(0, 2)) moveCard(game.context, id, zoneKey(a, 'drop'), { silent: true });
    passUntil(game, 'battle');
    expect(game.result).toBeNull();
  });

  it('[VG 1.2.3] players who meet a losing condition at the same check timing lose together: a draw', () => {
    const game = newGame();
    for (const player of [turnPlayer(game), opponent(game)]) {
      for (const id of cardsInZone(game.context, player, 'deck').slice(0, 5))
        moveCard(game.context, id, zoneKey(player, 'damage'), { silent: true });
    }
    game.act({ type: 'pass', player: turnPlayer(game) }); // the battle window begins with a check timing
    expect(game.result).toMatchObject({ kind: 'draw' });
    expect(game.decision).toBeNull();
  });
});
