import { editPosition } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { infiniteBase, infinityOf } from '../src/sets/buddyfight/infinity.js';
import { A, B, buildBoard, choose, names, ok, onCircle, rejected, zone, type Board, type Side } from './support/board.js';
import { buddyfightTestCards } from './support/buddyfight-cards.js';

const engine = { cards: buddyfightTestCards };
const board = (a: Side, b: Side = { vc: 'U3' }): Board => buildBoard(a, b, { engine });
const main = (b: Board): Board => {
  editPosition(b.game).player(A, { orderLimitBonus: 9 }).build();
  b.game.startStep('main', 'main');
  return b;
};
function answer(b: Board, ...choice: string[]): void {
  const decision = b.game.decision;
  if (decision?.kind !== 'select') return;
  const options = JSON.stringify(decision);
  if (choice.every((c) => options.includes(`"${c}"`))) choose(b.game, ...choice);
}
const order = (b: Board, card: string) => ok(b.game, { type: 'order', player: A, card: b.id(card) });
const unitAt = (b: Board, player: string, circle: string) => b.game.state.cards[onCircle(b.game, player, circle) ?? ''];
function buddySoulUnder(b: Board, player: string, circle: string): string[] {
  const unit = unitAt(b, player, circle);
  if (unit === undefined) return [];
  return zone(b.game, player, 'buddy-soul')
    .map((id) => b.game.state.cards[id]!)
    .filter((c) => c.status['buddySoulOf'] === unit.serial)
    .map((c) => c.card)
    .sort();
}
/** Puts the top card of the deck into the buddy soul of the rear-guard on `circle` (the test order BFX-PBS). */
function giveBuddySoul(b: Board, hand: string, circle: string): void {
  order(b, hand);
  answer(b, onCircle(b.game, A, circle)!);
}
function attack(b: Board, attacker: string, target: string): void {
  ok(b.game, { type: 'declare-attack', player: A });
  ok(b.game, { type: 'attack', player: A, attacker, target });
}

describe('buddy soul (17.17.7, 13.14)', () => {
  it('[VG 17.17.7, 17.17.7.1, 17.17.7.2] the cards under a rear-guard are its buddy soul, not units on that circle', () => {
    const b = main(board({ vc: 'U3', fl: 'BF-U', hand: ['BFX-PBS', 'BFX-RETIRE'], deck: ['U2'] }));
    giveBuddySoul(b, 'a.hand.0', 'fl');
    expect(buddySoulUnder(b, A, 'fl')).toEqual(['U2']);
    // One unit on the circle: choosing "one of your rear-guards" offers only the top card.
    expect(b.game.state.zones[`${A}/field#fl`]).toEqual([b.id('a.fl')]);
    order(b, 'a.hand.1');
    expect(names(b.game, A, 'drop').sort()).toEqual(['BF-U', 'BFX-PBS', 'BFX-RETIRE', 'U2']);
  });

  it('[VG 17.17.7.3] a unit moving to another rear-guard circle takes its buddy soul along', () => {
    const b = main(board({ vc: 'U3', fl: 'BF-U', hand: ['BFX-PBS'], deck: ['U2'] }));
    giveBuddySoul(b, 'a.hand.0', 'fl');
    ok(b.game, { type: 'move', player: A, from: 'fl', to: 'bl' });
    expect(buddySoulUnder(b, A, 'bl')).toEqual(['U2']);
    expect(zone(b.game, A, 'buddy-soul')).toHaveLength(1);
  });

  it('[VG 17.17.7.3.1] a unit with buddy soul put into another rear-guard’s buddy soul: its own buddy soul goes to the drop zone', () => {
    const b = main(board({ vc: 'U3', fl: 'BF-U', fr: 'BF-MAGIC', hand: ['BFX-PBS', 'BFX-PBS-UNIT'], deck: ['U2'] }));
    giveBuddySoul(b, 'a.hand.0', 'fl');
    order(b, 'a.hand.1');
    expect(onCircle(b.game, A, 'fl')).toBeUndefined();
    expect(buddySoulUnder(b, A, 'fr')).toEqual(['BF-U']);
    expect(names(b.game, A, 'drop').sort()).toEqual(['BFX-PBS', 'BFX-PBS-UNIT', 'U2']);
  });

  it('[VG 17.17.7.4] a unit with buddy soul that leaves for any other zone sends its buddy soul to the drop zone', () => {
    const b = main(board({ vc: 'U3', fl: 'BF-U', hand: ['BFX-PBS', 'BFX-BIND'], deck: ['U2'] }));
    giveBuddySoul(b, 'a.hand.0', 'fl');
    order(b, 'a.hand.1');
    expect(names(b.game, A, 'bind')).toEqual(['BF-U']);
    expect(names(b.game, A, 'drop').sort()).toEqual(['BFX-BIND', 'BFX-PBS', 'U2']);
    expect(zone(b.game, A, 'buddy-soul')).toEqual([]);
  });

  it('[VG 17.17.7.5] a locked unit’s buddy soul stays with it as locked buddy soul, and is its buddy soul again once unlocked', () => {
    const b = main(
      board({ vc: 'U3', fl: 'BF-U', hand: ['BFX-PBS', 'BFX-LOCK', 'BFX-IF-BS', 'BFX-UNLOCK', 'BFX-IF-BS'], deck: ['U2', 'U1', 'F'] }),
    );
    giveBuddySoul(b, 'a.hand.0', 'fl');
    order(b, 'a.hand.1');
    expect(unitAt(b, A, 'fl')!.status['locked']).toBe(true);
    // Locked: the card stays linked on its circle, but it has no buddy soul ("if it has buddy soul, draw" draws nothing).
    expect(buddySoulUnder(b, A, 'fl')).toEqual(['U2']);
    order(b, 'a.hand.2');
    expect(names(b.game, A, 'hand')).toEqual(['BFX-UNLOCK', 'BFX-IF-BS']);
    order(b, 'a.hand.3');
    expect(unitAt(b, A, 'fl')!.status['locked']).toBeUndefined();
    expect(buddySoulUnder(b, A, 'fl')).toEqual(['U2']);
    order(b, 'a.hand.4');
    expect(names(b.game, A, 'hand')).toEqual(['U1']);
  });

  it('[VG 17.17.7.4] cards left in a buddy soul zone under no unit on a circle go to the drop zone at the check timing', () => {
    const b = board({ vc: 'U3', hand: ['F'], drop: ['BF-U'] });
    const serial = b.game.state.cards[b.id('a.drop.0')]!.serial;
    editPosition(b.game)
      .put(A, 'buddy-soul', { card: 'U1', status: { buddySoulOf: serial } })
      .build();
    b.game.startStep('main', 'main');
    expect(zone(b.game, A, 'buddy-soul')).toEqual([]);
    expect(names(b.game, A, 'drop').sort()).toEqual(['BF-U', 'U1']);
  });

  it('[VG 13.14, 13.14.1] buddy soul under a vanguard goes to its owner’s drop zone at the check timing', () => {
    const b = board({ vc: 'U3', hand: ['F'] });
    const serial = b.game.state.cards[b.id('a.vc')]!.serial;
    editPosition(b.game)
      .put(A, 'buddy-soul', { card: 'U1', status: { buddySoulOf: serial } })
      .build();
    expect(zone(b.game, A, 'buddy-soul')).toHaveLength(1);
    b.game.startStep('main', 'main');
    expect(zone(b.game, A, 'buddy-soul')).toEqual([]);
    expect(names(b.game, A, 'drop')).toEqual(['U1']);
  });
});

describe('Soul Guard (17.17.9)', () => {
  it('[VG 17.17.9, 17.17.9.1] retired by an effect, a unit with Soul Guard may discard one of its buddy soul and stay', () => {
    const b = main(board({ vc: 'U3', fl: 'BF-SG', hand: ['BFX-PBS', 'BFX-RETIRE'], deck: ['U2'] }));
    giveBuddySoul(b, 'a.hand.0', 'fl');
    order(b, 'a.hand.1');
    const soul = zone(b.game, A, 'buddy-soul')[0]!;
    expect(b.game.decision?.rule).toBe('VG 17.17.9.1');
    choose(b.game, soul);
    expect(unitAt(b, A, 'fl')?.card).toBe('BF-SG');
    expect(names(b.game, A, 'drop').sort()).toEqual(['BFX-PBS', 'BFX-RETIRE', 'U2']);
    expect(b.game.state.log.some((e) => e.type === 'soul-guarded')).toBe(true);
  });

  it('[VG 17.17.9.1] declining, or without buddy soul, the unit moves; as a cost Soul Guard does not apply', () => {
    const declined = main(board({ vc: 'U3', fl: 'BF-SG', hand: ['BFX-PBS', 'BFX-RETIRE'], deck: ['U2'] }));
    giveBuddySoul(declined, 'a.hand.0', 'fl');
    order(declined, 'a.hand.1');
    choose(declined.game);
    expect(onCircle(declined.game, A, 'fl')).toBeUndefined();
    expect(names(declined.game, A, 'drop').sort()).toEqual(['BF-SG', 'BFX-PBS', 'BFX-RETIRE', 'U2']);

    const bare = main(board({ vc: 'U3', fl: 'BF-SG', hand: ['BFX-RETIRE'] }));
    order(bare, 'a.hand.0');
    expect(onCircle(bare.game, A, 'fl')).toBeUndefined();

    const cost = main(board({ vc: 'U3', fl: 'BF-SG', hand: ['BFX-PBS', 'BFX-COST-RETIRE'], deck: ['U2', 'U1'] }));
    giveBuddySoul(cost, 'a.hand.0', 'fl');
    order(cost, 'a.hand.1');
    expect(onCircle(cost.game, A, 'fl')).toBeUndefined();
    expect(cost.game.state.log.some((e) => e.type === 'soul-guarded')).toBe(false);
  });
});

describe('link attack (17.17.11)', () => {
  it('[VG 17.17.11, 17.17.11.1, 11.11.1.8] while a unit is in the link-attack state, the attacking unit gets its power', () => {
    const b = board({ vc: 'U3', fl: 'BF-LINKER', fr: 'BF-U', deck: ['U1'] }, { vc: 'U3', hand: ['F'] });
    b.game.startStep('battle', 'start');
    attack(b, b.id('a.fl'), b.id('b.vc'));
    answer(b, b.id('a.fr'));
    expect(b.game.stat(b.id('a.fl'), 'power')).toBe(18000);
    expect(b.game.stat(b.id('a.fr'), 'power')).toBe(8000);
  });

  it('[VG 17.17.11.1.1, 17.17.11.2] a change of the linked unit’s power changes the attacker’s; the state ends with the battle', () => {
    const b = board({ vc: 'U3', fl: 'BF-LINKER', fr: 'BF-U', deck: ['U1'] }, { vc: 'U3', hand: ['F'] });
    b.game.startStep('battle', 'start');
    attack(b, b.id('a.fl'), b.id('b.vc'));
    answer(b, b.id('a.fr'));
    editPosition(b.game)
      .effect({ layer: 'add', controller: A, cards: [b.id('a.fr')], stat: 'power', modification: { add: 3000 }, duration: 'turn' })
      .build();
    expect(b.game.stat(b.id('a.fl'), 'power')).toBe(21000);
    // The defender passes; the battle runs to its end.
    for (let i = 0; i < 10 && b.game.decision?.player === B; i++) ok(b.game, { type: 'pass', player: B });
    expect(b.game.state.log.some((e) => e.type === 'end-of-battle')).toBe(true);
    expect(b.game.stat(b.id('a.fl'), 'power')).toBe(10000);
  });
});

describe('∞ (17.17.12)', () => {
  it('[VG 17.17.12, 17.17.12.1, 17.17.12.2] made ∞, the number is 0 in the ∞ state; an increase adds to that number', () => {
    const b = main(board({ vc: 'U3', fl: 'BF-U', hand: ['BFX-INF-ADD'] }));
    order(b, 'a.hand.0');
    expect(infinityOf(b.game.stat(b.id('a.fl'), 'power') as number)).toEqual({ infinite: true, number: 5000 });
  });

  it('[VG 17.17.12.1.1, 17.17.12.3] made equal to ∞ information it is ∞ with the same number; set to a value that is not ∞ it stops being ∞', () => {
    const b = main(board({ vc: 'U3', fl: 'BF-U', fr: 'BF-MAGIC', hand: ['BFX-INF-ADD', 'BFX-EQUAL', 'BFX-SET10K'] }));
    order(b, 'a.hand.0');
    order(b, 'a.hand.1');
    expect(infinityOf(b.game.stat(b.id('a.fr'), 'power') as number)).toEqual({ infinite: true, number: 5000 });
    order(b, 'a.hand.2');
    expect(infinityOf(b.game.stat(b.id('a.fl'), 'power') as number)).toEqual({ infinite: false, number: 10000 });
  });

  it('[VG 17.17.12.4] ∞ compares above any number that is not ∞: an attacker with power ∞ (0) hits', () => {
    const b = board({ vc: 'U3', fl: 'BF-INF', deck: ['U1'] }, { vc: 'U3', hand: ['F'], deck: ['U1'] });
    b.game.startStep('battle', 'start');
    attack(b, b.id('a.fl'), b.id('b.vc'));
    expect(b.game.stat(b.id('a.fl'), 'power')).toBe(infiniteBase);
    for (let i = 0; i < 10 && b.game.decision?.player === B; i++) ok(b.game, { type: 'pass', player: B });
    expect(b.game.state.log.some((e) => e.type === 'hit')).toBe(true);
  });
});

describe('ability keywords of Buddyfight-related cards (17.17.14)', () => {
  it('[VG 17.17.14] a keyword such as Buddy Call has no rules meaning, but other effects may refer to it', () => {
    const b = main(board({ vc: 'U3', hand: ['BFX-IF-KW', 'BF-KW'], deck: ['U1'] }));
    order(b, 'a.hand.0');
    expect(names(b.game, A, 'hand').sort()).toEqual(['BF-KW', 'U1']);
    const none = main(board({ vc: 'U3', hand: ['BFX-IF-KW', 'BF-U'], deck: ['U1'] }));
    order(none, 'a.hand.0');
    expect(names(none.game, A, 'hand')).toEqual(['BF-U']);
  });
});

describe('orders called as guardians (17.17.13)', () => {
  it('[VG 17.17.13] such an order is called from the hand to (GC) as a guardian with its shield; other orders cannot be, nor from another zone', () => {
    const b = board(
      { vc: 'U3', fl: 'BF-U', deck: ['U1'] },
      { vc: 'U3', hand: ['BF-GUARD-ORDER', 'BFX-BUDDY', 'F'], drop: ['BF-GUARD-ORDER'], deck: ['U1'] },
    );
    b.game.startStep('battle', 'start');
    attack(b, b.id('a.fl'), b.id('b.vc'));
    rejected(b.game, { type: 'guard', player: B, cards: [b.id('b.hand.1')] }, 'VG_NOT_A_UNIT');
    rejected(b.game, { type: 'guard', player: B, cards: [b.id('b.drop.0')] }, 'VG_NOT_IN_HAND');
    ok(b.game, { type: 'guard', player: B, cards: [b.id('b.hand.0')] });
    expect(names(b.game, B, 'field').sort()).toEqual(['BF-GUARD-ORDER', 'U3']);
    expect(b.game.stat(b.id('b.vc'), 'power')).toBe(23000);
    for (let i = 0; i < 10 && b.game.decision?.player === B; i++) ok(b.game, { type: 'pass', player: B });
    // Not hit; after the battle it leaves the guardian circle as guardians do (13.4).
    expect(b.game.state.log.some((e) => e.type === 'hit')).toBe(false);
    expect(names(b.game, B, 'drop').filter((c) => c === 'BF-GUARD-ORDER')).toHaveLength(2);
  });
});
