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
const lastSeq = (board: Board) => board.game.state.log.at(-1)?.seq ?? 0;

describe('lock (7.30)', () => {
  it('[VG 7.30, 7.30.1, 7.30.1.1, 7.30.1.2, 4.9.3.1] a locked card is a new object on its circle, face down, standing, with no information; both fighters may look at its face', () => {
    const board = main({ vc: 'U3', hand: ['Y-LOCK-OPP'] }, { vc: 'U3', fl: 'X-ACT', rested: ['fl'] });
    const before = board.id('b.fl');
    order(board);
    const locked = onCircle(board.game, B, 'fl')!;
    expect(locked).not.toBe(before);
    const card = board.game.state.cards[locked]!;
    expect(card.faceUp).toBe(false);
    expect(card.status['rested']).toBeUndefined();
    expect(board.game.stat(locked, 'power') ?? null).toBeNull();
    expect(board.game.stat(locked, 'grade') ?? null).toBeNull();
    expect(board.game.stat(locked, 'keywords') ?? null).toBeNull();
    for (const viewer of [A, B]) expect(board.game.view(viewer).zones[`${B}/field#fl`]?.cards[0]).toMatchObject({ card: 'X-ACT' });
    // Its ACT is gone with its text (7.30.1.2): B cannot play it in B's main phase.
    editPosition(board.game).turn(4, B, A).build();
    board.game.startStep('main', 'main');
    expect(board.game.legalActions(B).some((a) => a.type === 'activate' && a['card'] === locked)).toBe(false);
  });

  it('[VG 7.30.1.2, 7.30.1.3] a locked card is no unit: it cannot attack or be attacked, and is neither standing nor rested', () => {
    const board = main({ vc: 'U3', fl: 'U1', hand: ['Y-LOCK-MINE', 'Y-CHOOSE-STANDING'] }, { vc: 'U3', fl: 'U1' });
    moreOrders(board);
    order(board);
    const locked = onCircle(board.game, A, 'fl')!;
    order(board, 'a.hand.1');
    const options = (board.game.decision as { options: { id: string }[] }).options.map((o) => o.id);
    expect(options).toContain(board.id('a.vc'));
    expect(options).not.toContain(locked);
    ok(board.game, { type: 'choose', player: A, choice: [] });
    board.game.startStep('battle', 'start');
    ok(board.game, { type: 'declare-attack', player: A });
    const attackers = board.game.legalActions(A).flatMap((a) => (a.type === 'attack' ? [a['attacker']] : []));
    expect(attackers).toContain(board.id('a.vc'));
    expect(attackers).not.toContain(locked);
    rejected(board.game, { type: 'attack', player: A, attacker: locked, target: board.id('b.vc') }, 'VG_NOT_YOUR_UNIT');

    const target = main({ vc: 'U3', hand: ['Y-LOCK-OPP'] }, { vc: 'U3', fl: 'U1' });
    order(target);
    target.game.startStep('battle', 'start');
    ok(target.game, { type: 'declare-attack', player: A });
    const lockedTarget = onCircle(target.game, B, 'fl')!;
    rejected(target.game, { type: 'attack', player: A, attacker: target.id('a.vc'), target: lockedTarget }, 'VG_NOT_OPPONENT_UNIT');
  });

  it('[VG 7.30.3, 7.30.3.1, 4.9.2.7] a circle with a locked card has the lock attribute: no call there, no move; unlocked, it is a rear-guard circle again', () => {
    const board = main({ vc: 'U3', fl: 'U1', hand: ['Y-LOCK-MINE', 'U1', 'Y-UNLOCK-MINE'] });
    moreOrders(board);
    order(board);
    const calls = board.game.legalActions(A).filter((a) => a.type === 'call');
    expect(calls.some((a) => a.type === 'call' && a['circle'] === 'fl')).toBe(false);
    expect(calls.some((a) => a.type === 'call' && a['circle'] === 'fr')).toBe(true);
    rejected(board.game, { type: 'call', player: A, card: board.id('a.hand.1'), circle: 'fl' }, 'VG_NOT_REAR_GUARD_CIRCLE');
    rejected(board.game, { type: 'move', player: A, from: 'fl', to: 'bl' }, 'VG_CIRCLE_LOCKED');
    order(board, 'a.hand.2');
    ok(board.game, { type: 'call', player: A, card: board.id('a.hand.1'), circle: 'fl' });
    expect(names(board.game, A, 'drop')).toContain('U1');
  });

  it('[VG 7.30.5, 7.30.5.1, 7.30.5.2, 7.30.5.3] cards put as locked cards: the owner chooses different circles; what was there goes to the drop at once', () => {
    const board = main({ vc: 'U3', fl: 'U1', hand: ['Y-PUT-LOCKED-2'], deck: ['U2', 'U3'] });
    order(board);
    expect(board.game.decision).toMatchObject({ kind: 'select', player: A });
    choose(board.game, 'fl');
    expect(names(board.game, A, 'drop')).toContain('U1');
    const second = (board.game.decision as { options: { id: string }[] }).options.map((o) => o.id);
    expect(second).not.toContain('fl');
    choose(board.game, 'br');
    for (const circle of ['fl', 'br']) {
      const id = onCircle(board.game, A, circle)!;
      expect(board.game.state.cards[id]).toMatchObject({ faceUp: false });
      expect(board.game.state.cards[id]!.status['locked']).toBe(true);
    }
    expect([
      board.game.state.cards[onCircle(board.game, A, 'fl')!]!.card,
      board.game.state.cards[onCircle(board.game, A, 'br')!]!.card,
    ]).toEqual(['U2', 'U3']);
  });
});

describe('unlock (7.31)', () => {
  it('[VG 7.31, 7.31.1, 7.31.1.1, 7.31.2, 7.31.4] unlocking: a new object, face up and standing, without "stood" or "moved"; its information is back', () => {
    const board = main({ vc: 'U3', fl: 'U1', rested: ['fl'], hand: ['Y-LOCK-MINE', 'Y-UNLOCK-MINE'] });
    moreOrders(board);
    order(board);
    const locked = onCircle(board.game, A, 'fl')!;
    const from = lastSeq(board) + 1;
    order(board, 'a.hand.1');
    const unlocked = onCircle(board.game, A, 'fl')!;
    expect(unlocked).not.toBe(locked);
    expect(board.game.state.cards[unlocked]).toMatchObject({ faceUp: true });
    expect(board.game.state.cards[unlocked]!.status['rested']).toBeUndefined();
    expect(board.game.stat(unlocked, 'power')).toBe(8000);
    const events = board.game.state.log.filter((e) => e.seq >= from);
    expect(events.some((e) => e.type === 'unlocked' && e.detail?.['card'] === unlocked)).toBe(true);
    expect(events.some((e) => e.type === 'stood')).toBe(false);
    expect(events.some((e) => e.type === 'moved' && e.detail?.['card'] === unlocked)).toBe(false);
  });

  it('[VG 7.30.2, 7.31.3] a locked card turned face up by any effect is unlocked', () => {
    const board = main({ vc: 'U3', hand: ['Y-LOCK-OPP', 'Y-FLIP-LOCKED'] }, { vc: 'U3', fl: 'U1' });
    moreOrders(board);
    order(board);
    order(board, 'a.hand.1');
    const card = board.game.state.cards[onCircle(board.game, B, 'fl')!]!;
    expect(card.faceUp).toBe(true);
    expect(card.status['locked']).toBeUndefined();
    expect(board.game.state.log.some((e) => e.type === 'unlocked')).toBe(true);
  });

  it('[VG 9.11.3, 9.11.7] in a fighter’s end phase their locked cards are unlocked (AUTOs "when unlocked" are played) and deleted units undeleted', () => {
    const board = main({ vc: 'U3', fl: 'Y-UNLOCK-WATCHER', hand: ['Y-LOCK-MINE'], deck: ['U2'] }, { vc: 'U3', fl: 'U1' });
    order(board);
    editPosition(board.game)
      .change(board.id('a.vc'), { status: { deleted: true }, faceUp: false })
      .build();
    const hand = zone(board.game, A, 'hand').length;
    board.game.startStep('end', 'cleanup');
    const unit = board.game.state.cards[onCircle(board.game, A, 'fl')!]!;
    expect(unit.status['locked']).toBeUndefined();
    expect(unit.faceUp).toBe(true);
    expect(board.game.state.cards[board.id('a.vc')]).toMatchObject({ faceUp: true });
    expect(board.game.state.cards[board.id('a.vc')]!.status['deleted']).toBeUndefined();
    expect(names(board.game, A, 'hand').length).toBe(hand + 1);
  });
});

describe('battling several units (7.37, 10.4.1.8, 10.4.1.9.3)', () => {
  const battleOf = (board: Board) => (board.game.state.data['vanguard'] as { battle: { targets: string[] } | null }).battle;

  it('[VG 7.37, 7.37.1, 10.4.1.8, 10.4.1.9.3] a unit that battles all front-row units attacks each of them; each is attacked, compared and hit on its own', () => {
    const board = buildBoard({ vc: 'Y-SWEEPER', deck: ['F', 'F'] }, { vc: 'U3', fl: 'U1', fr: 'X-ACT', bl: 'U1', hand: ['F'] });
    board.game.startStep('battle', 'start');
    ok(board.game, { type: 'declare-attack', player: A });
    ok(board.game, { type: 'attack', player: A, attacker: board.id('a.vc'), target: board.id('b.vc') });
    expect([...battleOf(board)!.targets].sort()).toEqual([board.id('b.vc'), board.id('b.fl'), board.id('b.fr')].sort());
    const attacked = board.game.state.log.filter((e) => e.type === 'attacked').map((e) => e.detail?.['card']);
    expect(attacked.sort()).toEqual([board.id('b.vc'), board.id('b.fl'), board.id('b.fr')].sort());
    ok(board.game, { type: 'pass', player: B });
    // 13000 against 13000, 8000 and 8000: all three are hit; the vanguard takes a damage, the rear-guards retire.
    expect(names(board.game, B, 'drop').sort()).toEqual(['U1', 'X-ACT']);
    expect(zone(board.game, B, 'damage')).toHaveLength(1);
    expect(onCircle(board.game, B, 'bl')).toBe(board.id('b.bl'));
  });

  it('[VG 10.4.1.8, 10.2.3] a unit an effect forbids to be attacked is not among the units battled', () => {
    const board = main({ vc: 'Y-SWEEPER', hand: ['Y-NO-ATTACK'] }, { vc: 'U3', fl: 'U1', hand: ['F'] });
    order(board);
    board.game.startStep('battle', 'start');
    ok(board.game, { type: 'declare-attack', player: A });
    ok(board.game, { type: 'attack', player: A, attacker: board.id('a.vc'), target: board.id('b.vc') });
    expect(battleOf(board)!.targets).toEqual([board.id('b.vc')]);
  });

  it('[VG 7.38.1.1] changing the target of a unit attacking several leaves only the new one attacked', () => {
    const board = buildBoard({ vc: 'Y-SWEEPER' }, { vc: 'U3', fl: 'U1', fr: 'U1', hand: ['X-REDIRECT', 'F'] });
    board.game.startStep('battle', 'start');
    ok(board.game, { type: 'declare-attack', player: A });
    ok(board.game, { type: 'attack', player: A, attacker: board.id('a.vc'), target: board.id('b.vc') });
    expect(battleOf(board)!.targets).toHaveLength(3);
    ok(board.game, { type: 'blitz', player: B, card: board.id('b.hand.0') });
    choose(board.game, board.id('b.fr'));
    expect(battleOf(board)!.targets).toEqual([board.id('b.fr')]);
  });

  it('[VG 10.1.5] an attack changed from the vanguard to a rear-guard is an attack on that rear-guard: a hit retires it and deals no damage', () => {
    const board = buildBoard({ vc: 'U3', deck: ['F', 'F'] }, { vc: 'U3', fl: 'U1', hand: ['X-REDIRECT', 'F'] });
    board.game.startStep('battle', 'start');
    ok(board.game, { type: 'declare-attack', player: A });
    ok(board.game, { type: 'attack', player: A, attacker: board.id('a.vc'), target: board.id('b.vc') });
    ok(board.game, { type: 'blitz', player: B, card: board.id('b.hand.0') });
    ok(board.game, { type: 'pass', player: B });
    const hit = board.game.state.log.find((e) => e.type === 'hit')!;
    expect(hit.detail).toMatchObject({ targets: [board.id('b.fl')], vanguard: false });
    expect(zone(board.game, B, 'damage')).toHaveLength(0);
    expect(names(board.game, B, 'drop')).toContain('U1');
  });
});
