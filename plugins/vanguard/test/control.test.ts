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
const controller = (board: Board, id: string) => board.game.state.cards[id]!.controller;

describe('control (7.39)', () => {
  it('[VG 7.39, 7.39.1, 7.39.1.1, 7.39.1.1.1, 7.39.1.2, 7.39.2, 7.39.2.1, 7.39.5] while the effect resolves the unit counts among the controller’s units, not its owner’s; then control ends', () => {
    const board = main({ vc: 'U3', hand: ['Y-CONTROL-COUNT'] }, { vc: 'U3', fl: 'U1' });
    const hand = zone(board.game, A, 'hand').length;
    order(board);
    // Your units: the vanguard and the controlled rear-guard → 2 draws; the opponent's units: only their vanguard.
    expect(zone(board.game, A, 'hand').length).toBe(hand - 1 + 2);
    expect(zone(board.game, A, 'soul')).toHaveLength(1);
    // The unit stayed on its owner's circle, and is its owner's again.
    expect(onCircle(board.game, B, 'fl')).toBe(board.id('b.fl'));
    expect(controller(board, board.id('b.fl'))).toBe(B);
  });

  it('[VG 7.39.2.2, 7.39.2.3] effects on the controller’s units apply to it; the controller plays its abilities', () => {
    const board = main({ vc: 'U3', hand: ['Y-CONTROL-TURN', 'Y-PUMP-MINE'] }, { vc: 'U3', fl: 'X-ACT' });
    moreOrders(board);
    order(board);
    const unit = board.id('b.fl');
    expect(controller(board, unit)).toBe(A);
    const before = board.game.stat(unit, 'power') as number;
    order(board, 'a.hand.1');
    expect(board.game.stat(unit, 'power')).toBe(before + 5000);
    const hand = zone(board.game, A, 'hand').length;
    ok(board.game, { type: 'activate', player: A, card: unit, ability: 0 });
    expect(zone(board.game, A, 'hand').length).toBe(hand + 1);
    expect(board.game.legalActions(B).some((a) => a.type === 'activate')).toBe(false);
  });

  it('[VG 7.39.1.1.2] a controlled unit is not controlled again', () => {
    const board = main({ vc: 'U3', hand: ['Y-CONTROL-TURN', 'Y-CONTROL-AGAIN'] }, { vc: 'U3', fl: 'U1' });
    moreOrders(board);
    order(board);
    order(board, 'a.hand.1');
    expect(board.game.state.log.filter((e) => e.type === 'controlled')).toHaveLength(1);
  });

  it('[VG 7.39.4, 7.39.4.2, 7.39.4.3] moving a controlled unit to a circle of its controller is not done; to another circle of its owner it moves', () => {
    const board = main({ vc: 'U3', hand: ['Y-CONTROL-TURN', 'Y-CONTROLLED-TO-MY-FL', 'Y-CONTROLLED-TO-THEIR-BR'] }, { vc: 'U3', fl: 'U1' });
    moreOrders(board);
    order(board);
    order(board, 'a.hand.1');
    expect(onCircle(board.game, A, 'fl')).toBeUndefined();
    expect(onCircle(board.game, B, 'fl')).toBe(board.id('b.fl'));
    order(board, 'a.hand.2');
    expect(onCircle(board.game, B, 'fl')).toBeUndefined();
    expect(board.game.state.cards[onCircle(board.game, B, 'br')!]!.card).toBe('U1');
  });

  it('[VG 7.39.4.1] a controlled unit retired goes to its owner’s drop zone', () => {
    const board = main({ vc: 'U3', hand: ['Y-CONTROL-TURN', 'Y-CONTROLLED-RETIRE'] }, { vc: 'U3', fl: 'U1' });
    moreOrders(board);
    order(board);
    order(board, 'a.hand.1');
    expect(names(board.game, B, 'drop')).toEqual(['U1']);
    expect(names(board.game, A, 'drop')).not.toContain('U1');
  });

  it('[VG 7.39.2.4, 7.30] a controlled unit that is locked is no longer controlled', () => {
    const board = main({ vc: 'U3', hand: ['Y-CONTROL-TURN', 'Y-LOCK-CONTROLLED'] }, { vc: 'U3', fl: 'U1' });
    moreOrders(board);
    order(board);
    order(board, 'a.hand.1');
    const locked = onCircle(board.game, B, 'fl')!;
    expect(board.game.state.cards[locked]!.status['locked']).toBe(true);
    expect(controller(board, locked)).toBe(B);
  });

  it('[VG 7.39.6] a controlled rear-guard cannot boost or intercept', () => {
    const board = main({ vc: 'U3', hand: ['Y-CONTROL-TURN'] }, { vc: 'U3', fl: 'U2', bc: 'U1', hand: ['F'] });
    order(board);
    choose(board.game, board.id('b.bc'));
    board.game.startStep('battle', 'start');
    ok(board.game, { type: 'declare-attack', player: A });
    rejected(
      board.game,
      { type: 'attack', player: A, attacker: board.id('a.vc'), target: board.id('b.vc'), booster: board.id('b.bc') },
      'VG_BOOST_WRONG_COLUMN',
    );

    const guard = main({ vc: 'U3', hand: ['Y-CONTROL-TURN'] }, { vc: 'U3', fl: 'U2', hand: ['F'] });
    order(guard);
    guard.game.startStep('battle', 'start');
    ok(guard.game, { type: 'declare-attack', player: A });
    ok(guard.game, { type: 'attack', player: A, attacker: guard.id('a.vc'), target: guard.id('b.vc') });
    rejected(guard.game, { type: 'intercept', player: B, cards: [guard.id('b.fl')] }, 'VG_NOT_FRONT_REAR_GUARD');
  });

  it('[VG 7.39.8, 7.39.5] a controlled unit on a circle with its owner’s gift marker does not get the marker’s modification; the circle stays its owner’s', () => {
    const board = main({ vc: 'U3', hand: ['Y-CONTROL-TURN'] }, { vc: 'U3', fl: 'U1' });
    editPosition(board.game)
      .player(B, { markers: [{ circle: 'fl', gift: 'protect', kind: 'II' }] })
      .build();
    expect(board.game.stat(board.id('b.fl'), 'power')).toBe(13000);
    order(board);
    expect(board.game.stat(board.id('b.fl'), 'power')).toBe(8000);
    expect(board.game.state.players[1]!.status['markers']).toEqual([{ circle: 'fl', gift: 'protect', kind: 'II' }]);
  });

  it('[VG 7.39.1.2.1, 7.39.4.1] a defender controls an attacker’s rear-guard and puts it on their (G)C: it guards for that battle, then retires to its owner’s drop', () => {
    const board = buildBoard({ vc: 'U3', fr: 'U1N', deck: ['F', 'F'] }, { vc: 'U3', hand: ['Y-CONTROL-GUARD', 'F'] });
    board.game.startStep('battle', 'start');
    ok(board.game, { type: 'declare-attack', player: A });
    ok(board.game, { type: 'attack', player: A, attacker: board.id('a.vc'), target: board.id('b.vc') });
    ok(board.game, { type: 'blitz', player: B, card: board.id('b.hand.0') });
    const guardian = onCircle(board.game, B, 'gc')!;
    expect(board.game.state.cards[guardian]).toMatchObject({ card: 'U1N', owner: A, controller: B });
    // 13000 against 13000 + the controlled guardian's shield 10000: no hit.
    ok(board.game, { type: 'pass', player: B });
    expect(board.game.state.log.some((e) => e.type === 'hit')).toBe(false);
    expect(names(board.game, A, 'drop')).toContain('U1N');
    expect(names(board.game, B, 'drop')).not.toContain('U1N');
  });

  it('[VG 7.39.1.2] control for the turn ends in the end phase', () => {
    const board = main({ vc: 'U3', hand: ['Y-CONTROL-TURN'] }, { vc: 'U3', fl: 'U1' });
    order(board);
    expect(controller(board, board.id('b.fl'))).toBe(A);
    board.game.startStep('end', 'cleanup');
    expect(controller(board, board.id('b.fl'))).toBe(B);
  });
});

describe('stage (7.41)', () => {
  const status = (board: Board) => board.game.state.players[0]!.status;

  it('[VG 7.41, 7.41.1, 7.41.1.1, 7.41.1.2, 7.41.1.2.1, 16.3.1.5.2.1] a circle made a stage takes the Accel markers; the Accel circle they left vanishes, its unit retired and its other markers erased', () => {
    const board = main({ vc: 'U3', fl: 'U1N', hand: ['Y-STAGE-FL'] });
    const built = editPosition(board.game)
      .player(A, {
        accelCircles: ['a1'],
        giftKinds: { accel: 'I' },
        markers: [
          { circle: 'a1', gift: 'accel', kind: 'I' },
          { circle: 'a1', gift: 'protect', kind: 'II' },
        ],
      })
      .put(A, 'field#a1', { card: 'U1', faceUp: true })
      .build();
    const onA1 = built.cards[0]!;
    expect(board.game.stat(onA1, 'power')).toBe(8000 + 10000 + 5000);
    order(board);
    expect(status(board)['stageCircles']).toEqual(['fl']);
    expect(status(board)['markers']).toEqual([{ circle: 'fl', gift: 'accel', kind: 'I' }]);
    expect(status(board)['accelCircles']).toEqual([]);
    expect(names(board.game, A, 'drop').sort()).toEqual(['U1', 'Y-STAGE-FL']);
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(18000);
  });

  it('[VG 7.41.2, 16.3.1.5.1, 16.3.1.5.2] with a stage, an Accel gift makes no new circle and puts its marker on the stage', () => {
    const board = main({ vc: 'U3', fl: 'U1N', hand: ['Y-STAGE-FL', 'Y-GAIN-ACCEL'] });
    moreOrders(board);
    editPosition(board.game)
      .player(A, { giftKinds: { accel: 'I' } })
      .build();
    order(board);
    order(board, 'a.hand.1');
    expect(status(board)['accelCircles']).toBeUndefined();
    expect(status(board)['markers']).toEqual([{ circle: 'fl', gift: 'accel', kind: 'I' }]);
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(18000);
  });
});

describe('control and rows (7.39.3.3)', () => {
  it('[VG 7.39.3.3] a controlled unit is in neither fighter’s front row', () => {
    const board = main({ vc: 'U3', fr: 'U1', hand: ['Y-CONTROL-TURN', 'Y-FRONT-ROW-PUMP'] }, { vc: 'U3', fl: 'U1' });
    moreOrders(board);
    order(board);
    order(board, 'a.hand.1');
    expect(board.game.stat(board.id('b.fl'), 'power')).toBe(8000);
    expect(board.game.stat(board.id('a.fr'), 'power')).toBe(9000);
    expect(board.game.stat(board.id('b.vc'), 'power')).toBe(14000);
  });
});

describe('a controlled vanguard attacking (7.39.7)', () => {
  it('[VG 7.39.7] a controlled vanguard that attacks drive-checks from its controller’s deck into its controller’s trigger zone and hand', () => {
    const board = main({ vc: 'U3', hand: ['Y-CONTROL-VC'], deck: ['U2N'] }, { vc: 'U3', fl: 'U1', deck: ['U1N'], hand: ['F'] });
    order(board);
    const vanguard = board.id('b.vc');
    expect(controller(board, vanguard)).toBe(A);
    board.game.startStep('battle', 'start');
    ok(board.game, { type: 'declare-attack', player: A });
    ok(board.game, { type: 'attack', player: A, attacker: vanguard, target: board.id('b.fl') });
    ok(board.game, { type: 'pass', player: B });
    const checks = board.game.state.log.filter((e) => e.type === 'drive-check');
    expect(checks.map((e) => e.player)).toEqual([A, A]); // its twin drive, for its controller
    expect(names(board.game, A, 'hand')).toContain('U2N');
    // The checked cards went from A's deck to A's trigger zone, none to B's.
    const checkedMoves = board.game.state.log.filter((e) => e.type === 'moved' && e.detail?.['reason'] === 'drive-check');
    expect(checkedMoves.map((e) => [e.detail?.['from'], e.detail?.['to']])).toEqual([
      [`${A}/deck`, `${A}/trigger`],
      [`${A}/deck`, `${A}/trigger`],
    ]);
  });
});
