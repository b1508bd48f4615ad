/** Rule tests for how units appear (ch.6): calls to rear-guard and guardian circles, rides to the vanguard circle. */
import { describe, expect, it } from 'vitest';
import { A, B, buildBoard, names, ok, onCircle } from './support/board.js';

const movedReasons = (game: Parameters<typeof ok>[0], definition: string) =>
  game.state.log.filter((e) => e.type === 'moved' && e.detail?.['definition'] === definition).map((e) => e.detail?.['reason']);

describe('call (6.2)', () => {
  it('[VG 6.2.1, 6.2.1.2, 6.2.3.3.1, 10.5.1.2.2.1] a called unit enters its rear-guard circle standing; a guardian is called too, and enters the guardian circle rested', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['U2N'] }, { vc: 'U3', hand: ['U1N', 'F'] });
    game.startStep('main', 'main');
    ok(game, { type: 'call', player: A, card: id('a.hand.0'), circle: 'fl' });
    const rearGuard = onCircle(game, A, 'fl')!;
    expect(game.state.cards[rearGuard]).toMatchObject({ card: 'U2N' });
    expect(game.state.cards[rearGuard]!.status['rested']).toBeUndefined();
    expect(movedReasons(game, 'U2N')).toEqual(['call']);
    ok(game, { type: 'pass', player: A });
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.vc') });
    ok(game, { type: 'guard', player: B, cards: [id('b.hand.0')] });
    const guardian = onCircle(game, B, 'gc')!;
    expect(game.state.cards[guardian]).toMatchObject({ card: 'U1N' });
    expect(game.state.cards[guardian]!.status['rested']).toBe(true);
    expect(movedReasons(game, 'U1N')).toEqual(['call']);
  });
});

describe('ride (6.3)', () => {
  it('[VG 6.3.1, 6.3.2.1, 6.3.3.3, 6.3.3.3.1, 6.3.3.4.1] a normal ride from hand or from the ride deck puts the unit face up on its owner’s vanguard circle; the old vanguard goes to the soul', () => {
    const { game, id } = buildBoard({ vc: 'RD0', hand: ['U1', 'F'], rideDeck: ['RD1'] }, { vc: 'U3' });
    game.startStep('ride', 'ride');
    ok(game, { type: 'ride', player: A, card: id('a.hand.0') });
    const vanguard = onCircle(game, A, 'vc')!;
    expect(game.state.cards[vanguard]).toMatchObject({ card: 'U1', faceUp: true, owner: A });
    expect(names(game, A, 'soul')).toEqual(['RD0']);
    expect(names(game, B, 'soul')).toEqual([]);
    expect(game.state.cards[onCircle(game, B, 'vc')!]).toMatchObject({ card: 'U3' });

    const fromRideDeck = buildBoard({ vc: 'RD0', hand: ['F'], rideDeck: ['RD1'] }, { vc: 'U3' });
    fromRideDeck.game.startStep('ride', 'ride');
    ok(fromRideDeck.game, { type: 'ride', player: A, card: fromRideDeck.id('a.ride-deck.0'), discard: fromRideDeck.id('a.hand.0') });
    expect(fromRideDeck.game.state.cards[onCircle(fromRideDeck.game, A, 'vc')!]).toMatchObject({ card: 'RD1', faceUp: true });
  });
});
