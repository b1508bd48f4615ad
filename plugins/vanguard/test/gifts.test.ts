import { describe, expect, it } from 'vitest';
import { editPosition } from '@tcgkit/testing';
import { A, B, buildBoard, choose, names, ok, onCircle, pass, zone } from './support/board.js';

const nextTurnRide = (game: Parameters<typeof ok>[0], card: string): string =>
  editPosition(game).player(A, { rodeThisTurn: null }).put(A, 'hand', card).at('ride', 'ride').build().cards[0]!;

describe('Imaginary Gifts (ch.16)', () => {
  it('[VG 16.3.1.5, 6.3.7, 11.6.1.2, 16.3.1.1, 16.3.1.3, 16.3.1.5.1, 16.3.1.5.1.1, 16.3.1.5.1.2, 16.3.1.5.3, 16.3.1.3.1, 16.3.1.3.2, 16.2.1.3, 16.2.1.3.1, 16.3.1.2, 16.3.1.2.1] VG-055 Accel I adds a front-row circle (+10000 in your turn); a later ride gift of another type is skipped; the kind is kept', () => {
    const { game, id } = buildBoard({ vc: 'RD2', hand: ['U3A', 'U2', 'F'] }, { vc: 'U3', fl: 'U2N' }, { turn: 5 });
    game.startStep('ride', 'ride');
    ok(game, { type: 'ride', player: A, card: id('a.hand.0') });
    expect(game.decision?.rule).toBe('VG 16.3.1.3');
    choose(game, 'I');
    expect(game.state.players[0]!.status['accelCircles']).toEqual(['a1']);
    ok(game, { type: 'call', player: A, card: id('a.hand.1'), circle: 'a1' });
    const accel = onCircle(game, A, 'a1')!;
    expect(game.stat(accel, 'power')).toBe(20000);
    // It is in the front row: it can attack.
    pass(game);
    ok(game, { type: 'declare-attack', player: A });
    expect(game.legalActions().some((a) => a.type === 'attack' && a['attacker'] === accel)).toBe(true);
    editPosition(game).turnPlayer(B).build();
    expect(game.stat(accel, 'power')).toBe(10000);
    editPosition(game).turnPlayer(A).build();
    // A later ride of a Force card: no gift (16.3.1.1).
    const force = nextTurnRide(game, 'U3F');
    ok(game, { type: 'ride', player: A, card: force });
    expect(game.decision?.rule).not.toBe('VG 16.3.1.3');
    expect(game.state.players[0]!.status['markers']).toHaveLength(1);
    // Another Accel ride: kind I again without asking, a second circle.
    const again = nextTurnRide(game, 'U3A');
    ok(game, { type: 'ride', player: A, card: again });
    expect(game.state.players[0]!.status['accelCircles']).toEqual(['a1', 'a2']);
    expect(game.state.players[0]!.status['markers']).toEqual([
      { circle: 'a1', gift: 'accel', kind: 'I' },
      { circle: 'a2', gift: 'accel', kind: 'I' },
    ]);
  });

  it('[VG 16.3.1.4, 16.3.1.4.3, 11.11.1.2, 11.10.2.2, 11.11.6] VG-056 Force II sets the original critical of the unit on its circle to 2', () => {
    const { game, id } = buildBoard({ vc: 'RD2', fr: 'U2N', hand: ['U3F'], deck: ['TC', 'U1'] }, { vc: 'U3' });
    game.startStep('ride', 'ride');
    ok(game, { type: 'ride', player: A, card: id('a.hand.0') });
    choose(game, 'II');
    choose(game, 'vc');
    const vc = onCircle(game, A, 'vc')!;
    expect(game.stat(vc, 'critical')).toBe(2);
    pass(game);
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: vc, target: id('b.vc') });
    choose(game, 'critical', 'power');
    choose(game, vc);
    choose(game, vc);
    expect(game.stat(vc, 'critical')).toBe(3);
    expect(zone(game, B, 'damage')).toHaveLength(3);
    // The marker stays on the circle: another unit there also has original critical 2.
    const next = editPosition(game).remove(vc).put(A, 'field#vc', 'U3').build().cards[0]!;
    expect(game.stat(next, 'critical')).toBe(2);
  });

  it('[VG 16.3.1.6, 15.3, 15.2.4, 13.8, 16.3.1.6.1, 13.8.1, 15.3.4, 15.3.4.1, 15.3.5, 15.2.3, 15.2.4.1, 15.2.4.1.1, 15.2.4.2] Protect I puts a Protect in hand; guarding with it (and a discard) makes the attacked unit unhittable', () => {
    const { game, id } = buildBoard({ vc: 'RD2', hand: ['U3R', 'F', 'F'] }, { vc: 'U3', fl: 'U2' });
    game.startStep('ride', 'ride');
    ok(game, { type: 'ride', player: A, card: id('a.hand.0') });
    choose(game, 'I');
    const protect = zone(game, A, 'hand').find((c) => game.state.cards[c]!.card === 'protect')!;
    expect(game.state.cards[protect]!.serial).toBe(-1);
    // B's turn: B attacks A's vanguard; A guards with Protect.
    editPosition(game).turnPlayer(B).build();
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: B });
    ok(game, { type: 'attack', player: B, attacker: id('b.vc'), target: onCircle(game, A, 'vc')! });
    ok(game, { type: 'guard', player: A, cards: [protect] });
    choose(game, 'yes');
    choose(game, id('a.hand.1'));
    expect(game.stat(onCircle(game, A, 'vc')!, 'cannotBeHit')).toBe(true);
    pass(game);
    expect(zone(game, A, 'damage')).toEqual([]);
    // The pseudo-card is erased on leaving the guardian circle (15.2.4).
    expect(Object.values(game.state.cards).some((c) => c.card === 'protect')).toBe(false);
    expect(names(game, A, 'drop')).toEqual(['F']);
  });

  it('[VG 7.14.3.1, 16.3.1.4, 16.3.1.4.2] a gift gained by an effect is processed at once, before the rest of the effect', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2', hand: ['O-GIFT', 'F'], deck: ['U1'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    choose(game, 'I');
    expect(zone(game, A, 'hand')).toHaveLength(1); // the draw has not happened yet
    choose(game, 'fl');
    expect(names(game, A, 'hand').sort()).toEqual(['F', 'U1']);
    expect(game.stat(id('a.fl'), 'power')).toBe(20000);
  });
});

describe('Protect II (16.3.1.6.2)', () => {
  it('[VG 16.3.1.6.2] the unit on the marked circle gets +5000, and +10000 shield when it intercepts', () => {
    const { game, id } = buildBoard({ vc: 'RD2', fl: 'U2', hand: ['U3R', 'F'] }, { vc: 'U3', fl: 'U2' });
    game.startStep('ride', 'ride');
    ok(game, { type: 'ride', player: A, card: id('a.hand.0') });
    choose(game, 'II');
    choose(game, 'fl');
    expect(game.stat(id('a.fl'), 'power')).toBe(15000);
    editPosition(game).turnPlayer(B).build();
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: B });
    ok(game, { type: 'attack', player: B, attacker: id('b.vc'), target: onCircle(game, A, 'vc')! });
    ok(game, { type: 'intercept', player: A, cards: [id('a.fl')] });
    expect(game.stat(id('a.fl'), 'shield')).toBe(15000);
    expect(game.stat(onCircle(game, A, 'vc')!, 'power')).toBe(13000 + 15000);
  });
});

describe('Force and Accel kinds (16.3.1.4, 16.3.1.5)', () => {
  it('[VG 16.3.1.4.1, 16.3.1.4.1.1] Force I marks a vanguard or rear-guard circle of the fighter’s choice; a second Force may mark the same circle and they add up', () => {
    const { game, id } = buildBoard({ vc: 'RD2', fl: 'U2N', hand: ['U3F', 'F'] }, { vc: 'U3' }, { turn: 5 });
    game.startStep('ride', 'ride');
    ok(game, { type: 'ride', player: A, card: id('a.hand.0') });
    choose(game, 'I');
    expect(game.decision?.kind).toBe('select');
    choose(game, 'vc');
    expect(game.stat(onCircle(game, A, 'vc')!, 'power')).toBe(23000);
    const again = nextTurnRide(game, 'U3F');
    ok(game, { type: 'ride', player: A, card: again });
    choose(game, 'vc');
    expect(game.state.players[0]!.status['markers']).toEqual([
      { circle: 'vc', gift: 'force', kind: 'I' },
      { circle: 'vc', gift: 'force', kind: 'I' },
    ]);
    expect(game.stat(onCircle(game, A, 'vc')!, 'power')).toBe(33000);
  });

  it('[VG 16.3.1.5.4] Accel II: the fighter draws a card after the circle is made, and a unit there gets +5000 in that fighter’s turn', () => {
    const { game, id } = buildBoard({ vc: 'RD2', hand: ['U3A', 'U2'], deck: ['U1'] }, { vc: 'U3' }, { turn: 5 });
    game.startStep('ride', 'ride');
    ok(game, { type: 'ride', player: A, card: id('a.hand.0') });
    choose(game, 'II');
    expect(game.state.players[0]!.status['accelCircles']).toEqual(['a1']);
    expect(names(game, A, 'hand').sort()).toEqual(['U1', 'U2']);
    ok(game, { type: 'call', player: A, card: id('a.hand.1'), circle: 'a1' });
    expect(game.stat(onCircle(game, A, 'a1')!, 'power')).toBe(15000);
  });
});

describe('an automatic ability with a cost (11.1.1.2.2, 11.9.5.1)', () => {
  it('[VG 11.1.1.2.2, 11.9.5.1] the Protect’s cost is asked while it resolves; declining it skips what the cost pays for', () => {
    const { game, id } = buildBoard({ vc: 'RD2', hand: ['U3R', 'F', 'F'] }, { vc: 'U3', fl: 'U2' });
    game.startStep('ride', 'ride');
    ok(game, { type: 'ride', player: A, card: id('a.hand.0') });
    choose(game, 'I');
    const protect = zone(game, A, 'hand').find((c) => game.state.cards[c]!.card === 'protect')!;
    editPosition(game).turnPlayer(B).build();
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: B });
    ok(game, { type: 'attack', player: B, attacker: id('b.vc'), target: onCircle(game, A, 'vc')! });
    ok(game, { type: 'guard', player: A, cards: [protect] });
    expect(game.decision).toMatchObject({ kind: 'select', player: A });
    choose(game, 'no');
    expect(names(game, A, 'hand')).toEqual(['F', 'F']);
    expect(game.stat(onCircle(game, A, 'vc')!, 'cannotBeHit')).not.toBe(true);
    pass(game);
    expect(game.state.log.some((e) => e.type === 'hit')).toBe(true);
  });
});

describe('the Protect pseudo-card (15.2)', () => {
  it('[VG 15.2.1, 15.2.1.1, 15.2.1.1.1.1, 15.2.2, 15.2.2.1] a Protect is created in its fighter’s hand, counts as a card there, and every fighter can tell it apart', () => {
    const { game, id } = buildBoard({ vc: 'RD2', hand: ['U3R', 'F'] }, { vc: 'U3' });
    game.startStep('ride', 'ride');
    ok(game, { type: 'ride', player: A, card: id('a.hand.0') });
    choose(game, 'I');
    const protect = zone(game, A, 'hand').find((c) => game.state.cards[c]!.card === 'protect')!;
    expect(game.state.cards[protect]).toMatchObject({ owner: A, controller: A, zone: `${A}/hand` });
    expect(game.view(B).zones[`${A}/hand`]!.count).toBe(2);
    // The other fighter sees which card is the Protect, not the rest of the hand.
    expect(game.view(B).zones[`${A}/hand`]!.cards.map((c) => [c.id, c.card])).toEqual([[protect, 'protect']]);
  });
});
