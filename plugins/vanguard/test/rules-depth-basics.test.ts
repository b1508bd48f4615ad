import { editPosition } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { A, B, buildBoard, choose, names, ok, onCircle, rejected, zone, type Board } from './support/board.js';

const order = (board: Board, card = 'a.hand.0') => ok(board.game, { type: 'order', player: A, card: board.id(card) });
const main = (a: Parameters<typeof buildBoard>[0], b: Parameters<typeof buildBoard>[1] = { vc: 'U3' }) => {
  const board = buildBoard(a, b);
  board.game.startStep('main', 'main');
  return board;
};
const moreOrders = (board: Board, n = 3) => editPosition(board.game).player(A, { orderLimitBonus: n }).build();

describe('costs and choices (1.3)', () => {
  it('[VG 1.3.2.3] a cost to be done zero times may be chosen: nothing is done and it counts as paid', () => {
    const board = main({ vc: 'U3', hand: ['Y-CB0'] });
    expect(zone(board.game, A, 'damage')).toHaveLength(0);
    const hand = zone(board.game, A, 'hand').length;
    order(board);
    expect(zone(board.game, A, 'hand').length).toBe(hand - 1 + 1);
  });

  it('[VG 1.3.2.4, 7.50.1.1] "retire 2": with only one candidate the fighter must choose as many as possible, and that one is retired', () => {
    const board = main({ vc: 'U3', hand: ['Y-RETIRE2'] }, { vc: 'U3', fl: 'U1' });
    order(board);
    expect(names(board.game, B, 'drop')).toEqual(['U1']);
  });

  it('[VG 7.24.2.1] Counter Blast with a condition turns down only face-up damage meeting it; without such a card it cannot be paid', () => {
    const board = main({ vc: 'U3', hand: ['Y-CB-G3'], damage: ['U1', 'U3'] });
    order(board);
    const damage = zone(board.game, A, 'damage');
    const down = damage.filter((id) => !board.game.state.cards[id]!.faceUp).map((id) => board.game.state.cards[id]!.card);
    expect(down).toEqual(['U3']);

    const none = main({ vc: 'U3', hand: ['Y-CB-G3', 'U1'], damage: ['U1', 'U2'] });
    rejected(none.game, { type: 'order', player: A, card: none.id('a.hand.0') }, 'VG_CANNOT_PAY_COST');
  });

  it('[VG 7.25.2.1] Soul Blast with a condition puts only soul cards meeting it into the drop', () => {
    const board = main({ vc: 'U3', hand: ['Y-SB-G1'], soul: ['U2', 'U1'] });
    order(board);
    expect(names(board.game, A, 'soul')).toEqual(['U2']);
    expect(names(board.game, A, 'drop').sort()).toEqual(['U1', 'Y-SB-G1']);
    const none = main({ vc: 'U3', hand: ['Y-SB-G1', 'U1'], soul: ['U2'] });
    rejected(none.game, { type: 'order', player: A, card: none.id('a.hand.0') }, 'VG_CANNOT_PAY_COST');
  });
});

describe('named states (5.2)', () => {
  it('[VG 5.2, 5.2.2, 5.2.2.2, 5.2.2.3] an effect puts only the unit it names into a named state, which another ability reads', () => {
    const board = main({ vc: 'U3', fl: 'Y-FROZEN-READER', fr: 'Y-FROZEN-READER', hand: ['Y-FREEZE'] });
    order(board);
    choose(board.game, board.id('a.fl'));
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(13000);
    expect(board.game.stat(board.id('a.fr'), 'power')).toBe(8000);
  });
});

describe('zones and moves (4.1, 4.4, 4.8, 7.34)', () => {
  it('[VG 4.1.8.1] an effect that moves a card and then acts on it follows the card to its new place', () => {
    const board = main({ vc: 'U3', hand: ['Y-MOVE-TRACK', 'U1'] });
    order(board);
    const placed = onCircle(board.game, A, 'fl')!;
    expect(placed).not.toBe(board.id('a.hand.1'));
    expect(board.game.stat(placed, 'power')).toBe(13000);
  });

  it('[VG 4.4.3] an order card that would move to a circle is put into the drop zone instead', () => {
    const board = main({ vc: 'U3', hand: ['Y-ORDER-TO-RC', 'Y-CB0'] });
    order(board);
    expect(onCircle(board.game, A, 'fl')).toBeUndefined();
    expect(names(board.game, A, 'drop').sort()).toEqual(['Y-CB0', 'Y-ORDER-TO-RC']);
  });

  it('[VG 4.8.2] the field has seven circles; a card on a circle is on the field', () => {
    const board = main({ vc: 'U3', fl: 'U1', bc: 'U1' });
    // Accel circles (16.3) and the premium format's legion and hearts places (6.4, 6.5) are not among the seven.
    const circles = Object.keys(board.game.state.zones).filter(
      (key) => key.startsWith(`${A}/field#`) && !/#(a\d|legion|hearts)$/.test(key),
    );
    expect(circles.map((key) => key.split('#')[1]).sort()).toEqual(['bc', 'bl', 'br', 'fl', 'fr', 'gc', 'vc']);
    expect(zone(board.game, A, 'field').sort()).toEqual([board.id('a.vc'), board.id('a.fl'), board.id('a.bc')].sort());
  });

  it('[VG 7.34, 7.34.1, 7.34.1.1, 7.34.2] a column move is a move in text; a call is not', () => {
    const board = main({ vc: 'U3', fl: 'Y-MOVE-WATCHER', hand: ['Y-MOVE-WATCHER'] });
    const hand = zone(board.game, A, 'hand').length;
    ok(board.game, { type: 'call', player: A, card: board.id('a.hand.0'), circle: 'fr' });
    expect(zone(board.game, A, 'hand').length).toBe(hand - 1);
    ok(board.game, { type: 'move', player: A, from: 'fl', to: 'bl' });
    expect(zone(board.game, A, 'hand').length).toBe(hand - 1 + 1);
  });
});

describe('attacks restricted by effects (10.2)', () => {
  it('[VG 10.2.3] a unit an effect makes un-attackable cannot be chosen as the attacked unit, so it cannot battle', () => {
    const board = main({ vc: 'U3', hand: ['Y-NO-ATTACK'] }, { vc: 'U3', fl: 'U1' });
    order(board);
    board.game.startStep('battle', 'start');
    ok(board.game, { type: 'declare-attack', player: A });
    const attacker = board.id('a.vc');
    const targets = board.game.legalActions(A).flatMap((a) => (a.type === 'attack' ? [a['target']] : []));
    expect(targets).toContain(board.id('b.vc'));
    expect(targets).not.toContain(board.id('b.fl'));
    rejected(board.game, { type: 'attack', player: A, attacker, target: board.id('b.fl') }, 'VG_CANNOT_BE_ATTACKED');
  });
});

describe('deleted units (7.32)', () => {
  it('[VG 7.32.6, 7.32.6.1] a deleted unit’s power is modified normally, and the modification stays when it is no longer deleted', () => {
    const board = main({ vc: 'U3', hand: ['X-DELETE', 'Y-PUMP-OPP-VC', 'X-UNDELETE'] });
    moreOrders(board);
    order(board);
    order(board, 'a.hand.1');
    const vanguard = board.id('b.vc');
    expect(board.game.stat(vanguard, 'power')).toBe(5000);
    order(board, 'a.hand.2');
    expect(board.game.state.cards[vanguard]!.faceUp).toBe(true);
    expect(board.game.stat(vanguard, 'power')).toBe(18000);
  });

  it('[VG 7.32.8] when a deleted vanguard is ridden, the vanguards on that circle go to the soul face up', () => {
    const board = buildBoard({ vc: 'U3', hand: ['U3'] }, { vc: 'U3' });
    editPosition(board.game)
      .change(board.id('a.vc'), { status: { deleted: true }, faceUp: false })
      .build();
    board.game.startStep('ride', 'ride');
    ok(board.game, { type: 'ride', player: A, card: board.id('a.hand.0') });
    const [soul] = zone(board.game, A, 'soul');
    expect(board.game.state.cards[soul!]).toMatchObject({ card: 'U3', faceUp: true });
    expect(board.game.state.cards[soul!]!.status['deleted']).toBeUndefined();
  });
});

describe('restriction icons (12.3)', () => {
  it('[VG 12.3.2.1.3] an ability limited to once this game cannot be used again, even in a later turn', () => {
    const board = main({ vc: 'U3', fl: 'Y-ONCE' });
    const unit = board.id('a.fl');
    ok(board.game, { type: 'activate', player: A, card: unit, ability: 0 });
    expect(board.game.legalActions(A).some((a) => a.type === 'activate' && a['card'] === unit)).toBe(false);
    editPosition(board.game).turn(5, A, A).build();
    board.game.startStep('main', 'main');
    expect(board.game.legalActions(A).some((a) => a.type === 'activate' && a['card'] === unit)).toBe(false);
  });
});
