/** What a play from a hidden zone shows the other fighter (6.2.3.1.1, 6.3.3.2.1), and who designates in a battle (10.3.1.2). */
import type { Game } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { A, B, buildBoard, ok } from './support/board.js';

/** The `moved` entries of the viewer's recent log for one reason, as the viewer's view gives them. */
function movesSeenBy(game: Game, viewer: string, reason: string) {
  return game
    .view(viewer, { log: 20 })
    .log.filter((entry) => entry.type === 'moved' && entry.detail?.['reason'] === reason)
    .map((entry) => entry.detail);
}

describe('a card played from a hidden zone is shown (6.2.3.1.1, 6.3.3.2.1)', () => {
  it('[VG 6.2.3.1.1] a unit called from the hand is made known to the opponent: the call names the card in their log, and the unit is face up to them', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['U2', 'U3'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    // Before the call the opponent knows only how many cards the hand holds.
    expect(game.view(B).zones['p1/hand']).toEqual({ count: 2, cards: [] });
    ok(game, { type: 'call', player: A, card: id('a.hand.0'), circle: 'fl' });
    expect(movesSeenBy(game, B, 'call')).toMatchObject([{ definition: 'U2', from: 'p1/hand', to: 'p1/field#fl' }]);
    expect(game.view(B).zones['p1/field#fl']!.cards).toMatchObject([{ card: 'U2', faceUp: true }]);
    // The card left in the hand stays unknown.
    expect(game.view(B).zones['p1/hand']).toEqual({ count: 1, cards: [] });
  });

  it('[VG 6.3.3.2.1] a unit ridden from the hand or the ride deck is made known to the opponent: the ride names the card in their log', () => {
    const fromHand = buildBoard({ vc: 'U2', hand: ['U3', 'F'] }, { vc: 'U3' });
    fromHand.game.startStep('ride', 'ride');
    ok(fromHand.game, { type: 'ride', player: A, card: fromHand.id('a.hand.0') });
    expect(movesSeenBy(fromHand.game, B, 'ride')).toMatchObject([{ definition: 'U3', from: 'p1/hand', to: 'p1/field#vc' }]);

    const fromRideDeck = buildBoard({ vc: 'U2', hand: ['F'], rideDeck: ['U3'] }, { vc: 'U3' });
    fromRideDeck.game.startStep('ride', 'ride');
    expect(fromRideDeck.game.view(B).zones['p1/ride-deck']!.cards.filter((c) => c.card !== undefined)).toEqual([]);
    ok(fromRideDeck.game, { type: 'ride', player: A, card: fromRideDeck.id('a.ride-deck.0'), discard: fromRideDeck.id('a.hand.0') });
    expect(movesSeenBy(fromRideDeck.game, B, 'ride')).toMatchObject([{ definition: 'U3', from: 'p1/ride-deck', to: 'p1/field#vc' }]);
  });
});

describe('who designates in a battle (10.3.1.2)', () => {
  it('[VG 10.3.1.2] the turn fighter is the attacking fighter and the other the defending one, whichever seat takes the turn', () => {
    for (const [turnFighter, other, attacker, target] of [
      [A, B, 'a.vc', 'b.vc'],
      [B, A, 'b.vc', 'a.vc'],
    ] as const) {
      const { game, id } = buildBoard({ vc: 'U3', hand: ['F'] }, { vc: 'U3', hand: ['F'] }, { tp: turnFighter, first: A });
      game.startStep('battle', 'start');
      expect(game.decision?.player).toBe(turnFighter);
      ok(game, { type: 'declare-attack', player: turnFighter });
      ok(game, { type: 'attack', player: turnFighter, attacker: id(attacker), target: id(target) });
      expect(game.decision).toMatchObject({ player: other, window: 'guard' });
    }
  });
});
