import { editPosition } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { A, B, buildBoard, names, ok, zone } from './support/board.js';
import { attack, finishBattle, playPending } from './support/kw-a.js';

describe('enabling-condition keywords of 14.18–14.38', () => {
  it('[VG 14.18, 14.18.1, 14.18.3] Shintaku holds with five or more cards in hand, when the AUTO triggers', () => {
    const power = (hand: number) => {
      const board = buildBoard({ vc: 'U3', fl: 'ka-oracle', hand: Array.from({ length: hand }, () => 'F') }, { vc: 'U3' });
      board.game.startStep('ride', 'ride');
      return board.game.stat(board.id('a.fl'), 'power');
    };
    expect(power(5)).toBe(11000);
    expect(power(6)).toBe(11000);
    expect(power(4)).toBe(8000);
  });

  it('[VG 14.28, 14.28.1, 14.28.3] Raigeki (1) holds while the opponent’s bind zone has one or more cards (not your own)', () => {
    const bonus = (bound: 'A' | 'B' | null) => {
      const board = buildBoard({ vc: 'U3', fl: 'ka-thunder' }, { vc: 'U3', hand: ['F'] });
      if (bound !== null)
        editPosition(board.game)
          .put(bound === 'A' ? A : B, 'bind', 'F')
          .build();
      board.game.startStep('battle', 'start');
      attack(board.game, board.id('a.fl'), board.id('b.vc'));
      return board.game.stat(board.id('a.fl'), 'power');
    };
    expect(bonus('B')).toBe(15000);
    expect(bonus(null)).toBe(10000);
    expect(bonus('A')).toBe(10000);
  });

  it('[VG 14.20, 14.20.1, 14.20.2, 14.20.2.2, 14.20.2.3] Ritual (2) counts grade 1 cards in the drop; a card put there from the field by the triggering event is added to the number', () => {
    const draws = (dropped: number) => {
      const board = buildBoard(
        { vc: 'U3', fl: 'ka-ritualist', fr: 'U1', hand: ['U2N'], drop: Array.from({ length: dropped }, () => 'F'), deck: ['U3'] },
        { vc: 'U3' },
      );
      board.game.startStep('main', 'main');
      // Calling onto the occupied circle retires U1 (6.2.3.4): a grade 1 card from the field into the drop.
      ok(board.game, { type: 'call', player: A, card: board.id('a.hand.0'), circle: 'fr' });
      playPending(board.game);
      expect(names(board.game, A, 'drop').filter((c) => c === 'U1')).toHaveLength(1);
      return names(board.game, A, 'hand');
    };
    // Two grade 1 cards in the drop plus U1: 3 ≥ 2 + 1, it triggers and draws.
    expect(draws(2)).toEqual(['U3']);
    // One plus U1 would be 2 ≥ 2 without 14.20.2.3; with it, 2 < 3 and nothing triggers.
    expect(draws(1)).toEqual([]);
  });

  it('[VG 14.20.2.4, 14.2.3.2] a pending Ritual AUTO resolves even when the drop no longer has the grade 1 cards', () => {
    const board = buildBoard({ vc: 'U3', fl: 'ka-ritualist', deck: ['U3'] }, { vc: 'U3' });
    expect(zone(board.game, A, 'drop')).toEqual([]);
    editPosition(board.game).pending(board.id('a.fl'), 0).build();
    board.game.startStep('main', 'main');
    playPending(board.game);
    expect(names(board.game, A, 'hand')).toEqual(['U3']);
  });

  it('[VG 14.20.3, 14.20.3.1] an order’s Ritual (2) CONT is valid only while the drop has two or more grade 1 cards', () => {
    const power = (dropped: string[]) => {
      const board = buildBoard({ vc: 'U3', drop: dropped }, { vc: 'U3' });
      editPosition(board.game).put(A, 'order-zone', 'ka-rite-circle').build();
      board.game.startStep('main', 'main');
      return board.game.stat(board.id('a.vc'), 'power');
    };
    expect(power(['F', 'U1'])).toBe(18000);
    expect(power(['F', 'U2N', 'U3'])).toBe(13000);
  });

  it('[VG 14.32, 14.32.1, 14.32.3, 14.32.4] Darkness: a card put into your soul this turn other than by a ride; the ridden vanguard does not count', () => {
    // A soul charge this turn (the Umbral Wyrm's own call ability): Darkness holds when it attacks.
    const charged = buildBoard({ vc: 'U3', hand: ['ka-umbral'], deck: ['U1'] }, { vc: 'U3', hand: ['F'] });
    charged.game.startStep('main', 'main');
    ok(charged.game, { type: 'call', player: A, card: charged.id('a.hand.0'), circle: 'fl' });
    expect(names(charged.game, A, 'soul')).toEqual(['U1']);
    const umbral = zone(charged.game, A, 'field').find((id) => charged.game.state.cards[id]!.card === 'ka-umbral')!;
    ok(charged.game, { type: 'pass', player: A });
    attack(charged.game, umbral, charged.id('b.vc'));
    expect(charged.game.stat(umbral, 'power')).toBe(15000);

    // Only a ride put a card into the soul this turn: Darkness does not hold.
    const ridden = buildBoard({ vc: 'U2N', fl: 'ka-umbral', hand: ['U3'] }, { vc: 'U3', hand: ['F'] });
    ridden.game.startStep('ride', 'ride');
    ok(ridden.game, { type: 'ride', player: A, card: ridden.id('a.hand.0') });
    expect(names(ridden.game, A, 'soul')).toEqual(['U2N']);
    ridden.game.startStep('battle', 'start');
    attack(ridden.game, ridden.id('a.fl'), ridden.id('b.vc'));
    expect(ridden.game.stat(ridden.id('a.fl'), 'power')).toBe(10000);

    // A card put into the soul on an earlier turn does not count either.
    const earlier = buildBoard({ vc: 'U3', fl: 'ka-umbral', soul: ['U1'] }, { vc: 'U3', hand: ['F'] });
    earlier.game.startStep('battle', 'start');
    attack(earlier.game, earlier.id('a.fl'), earlier.id('b.vc'));
    expect(earlier.game.stat(earlier.id('a.fl'), 'power')).toBe(10000);
  });

  it('[VG 14.38, 14.38.1, 14.38.3] Anyaku holds while no standing opponent’s unit is in the same column (my left faces their right)', () => {
    const power = (opponent: Record<string, string>, rested: ('fl' | 'fr' | 'br')[] = []) => {
      const board = buildBoard({ vc: 'U3', fl: 'ka-lurker' }, { vc: 'U3', hand: ['F'], ...opponent, rested });
      board.game.startStep('battle', 'start');
      attack(board.game, board.id('a.fl'), board.id('b.vc'));
      return board.game.stat(board.id('a.fl'), 'power');
    };
    expect(power({})).toBe(15000);
    expect(power({ fr: 'U2N' })).toBe(10000);
    expect(power({ br: 'U1' })).toBe(10000);
    expect(power({ fr: 'U2N', br: 'U1' }, ['fr', 'br'])).toBe(15000);
    // The opponent's left column is not the column facing my left one.
    expect(power({ fl: 'U2N', bl: 'U1' })).toBe(15000);
  });

  it('[VG 14.37, 14.37.1, 14.37.2] Wave abilities are valid only in the battles they name: the 1st; the 2nd and later', () => {
    const board = buildBoard({ vc: 'U3', fl: 'ka-firstwave', fr: 'ka-undertow' }, { vc: 'U3', hand: ['F', 'F'] });
    board.game.startStep('battle', 'start');
    attack(board.game, board.id('a.fl'), board.id('b.vc'));
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(15000);
    finishBattle(board.game);
    attack(board.game, board.id('a.fr'), board.id('b.vc'));
    playPending(board.game);
    expect(board.game.stat(board.id('a.fr'), 'power')).toBe(15000);

    // In the other order neither applies: the 1st-battle one attacks second, the 2nd-and-later one first.
    const swapped = buildBoard({ vc: 'U3', fl: 'ka-firstwave', fr: 'ka-undertow' }, { vc: 'U3', hand: ['F', 'F'] });
    swapped.game.startStep('battle', 'start');
    attack(swapped.game, swapped.id('a.fr'), swapped.id('b.vc'));
    playPending(swapped.game);
    expect(swapped.game.stat(swapped.id('a.fr'), 'power')).toBe(10000);
    finishBattle(swapped.game);
    attack(swapped.game, swapped.id('a.fl'), swapped.id('b.vc'));
    expect(swapped.game.stat(swapped.id('a.fl'), 'power')).toBe(10000);
  });
});
