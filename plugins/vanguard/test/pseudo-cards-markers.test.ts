import { editPosition } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { A, B, buildBoard, choose, names, ok, onCircle, zone, type Board } from './support/board.js';

const order = (board: Board, card = 'a.hand.0') => ok(board.game, { type: 'order', player: A, card: board.id(card) });
const main = (a: Parameters<typeof buildBoard>[0], b: Parameters<typeof buildBoard>[1] = { vc: 'U3' }) => {
  const board = buildBoard(a, b);
  board.game.startStep('main', 'main');
  return board;
};
/** A second order this turn (the order limit is 1, 9.9.2.3). */
const moreOrders = (board: Board, n = 3) => editPosition(board.game).player(A, { orderLimitBonus: n }).build();
const putToken = (board: Board, card: string, zoneName: string) =>
  editPosition(board.game).put(A, zoneName, { card, faceUp: true, token: true }).build().cards[0]!;
const logTypes = (board: Board, from: number) => board.game.state.log.filter((e) => e.seq >= from).map((e) => e.type);
const lastSeq = (board: Board) => board.game.state.log.at(-1)?.seq ?? 0;

describe('tokens (15.4)', () => {
  it('[VG 15.4.6.1, 15.4.1, 15.4.2, 15.4.3.1, 15.4.3.1.1, 15.4.3.1.2, 15.2.1, 15.2.2, 15.2.2.1, 15.2.2.2] calling a token creates a token unit on the circle: a pseudo-card with its name’s information, owned by the caller, that appeared', () => {
    const board = main({ vc: 'U3', hand: ['Y-CALL-WISP'] });
    order(board);
    const token = onCircle(board.game, A, 'fl')!;
    const card = board.game.state.cards[token]!;
    expect(card).toMatchObject({ card: 'Y-WISP', token: true, serial: -1, owner: A, controller: A, faceUp: true });
    expect(board.game.stat(token, 'power')).toBe(5000);
    const moved = board.game.state.log.filter((e) => e.type === 'moved' && e.detail?.['card'] === token);
    expect(moved).toHaveLength(1);
    expect(moved[0]!.detail).toMatchObject({ to: `${A}/field#fl`, reason: 'superior-call' });
  });

  it('[VG 15.4.6.1, 15.4.3.4] a token called to an occupied rear-guard circle retires the unit there, as any call does', () => {
    const board = main({ vc: 'U3', fl: 'U1', hand: ['Y-CALL-WISP-ANY'] });
    order(board);
    expect(board.game.decision).toMatchObject({ kind: 'select', player: A });
    choose(board.game, 'fl');
    expect(board.game.state.cards[onCircle(board.game, A, 'fl')!]!.card).toBe('Y-WISP');
    expect(names(board.game, A, 'drop')).toContain('U1');
  });

  it('[VG 15.4.3.2, 15.4.3.2.1, 15.2.4, 15.2.4.1, 15.2.4.1.1, 15.2.4.2, 15.2.4.2.1, 15.2.3, 15.2.3.1] a token unit put into the soul is moved there and erased at once, before the effect draws', () => {
    const board = main({ vc: 'U3', hand: ['Y-CALL-WISP', 'Y-WISP-TO-SOUL'] });
    moreOrders(board);
    order(board);
    const token = onCircle(board.game, A, 'fl')!;
    const from = lastSeq(board) + 1;
    const hand = zone(board.game, A, 'hand').length;
    order(board, 'a.hand.1');
    expect(board.game.state.cards[token]).toBeUndefined();
    expect(zone(board.game, A, 'soul')).toHaveLength(0);
    expect(zone(board.game, A, 'field').filter((id) => board.game.state.cards[id]!.token === true)).toHaveLength(0);
    const types = logTypes(board, from);
    const erasedAt = types.indexOf('erased');
    expect(erasedAt).toBeGreaterThan(types.indexOf('moved'));
    expect(erasedAt).toBeLessThan(types.lastIndexOf('drawn') === -1 ? types.length : types.lastIndexOf('drawn'));
    const erased = board.game.state.log.find((e) => e.seq >= from && e.type === 'erased')!;
    expect(String(erased.detail?.['from'])).toBe(`${A}/soul`);
    // The draw happened: one card played, one drawn.
    expect(zone(board.game, A, 'hand').length).toBe(hand - 1 + 1);
  });

  it('[VG 15.4.3.3, 7.29] a bound token unit is bound, then erased at once', () => {
    const board = main({ vc: 'U3', hand: ['Y-CALL-WISP', 'Y-BIND-WISP'] });
    moreOrders(board);
    order(board);
    order(board, 'a.hand.1');
    expect(zone(board.game, A, 'bind')).toHaveLength(0);
    expect(onCircle(board.game, A, 'fl')).toBeUndefined();
    expect(board.game.state.log.some((e) => e.type === 'erased' && e.detail?.['from'] === `${A}/bind`)).toBe(true);
  });

  it('[VG 15.2.3.2, 7.19, 7.19.1] a pseudo-card removed from the game is erased where it is; a real card goes to the removed zone', () => {
    const board = main({ vc: 'U3', fr: 'U1', hand: ['Y-CALL-WISP', 'Y-REMOVE-WISP', 'Y-REMOVE-RG'] });
    moreOrders(board);
    order(board);
    order(board, 'a.hand.1');
    const erased = board.game.state.log.filter((e) => e.type === 'erased');
    expect(erased).toHaveLength(1);
    expect(erased[0]!.detail?.['from']).toBe(`${A}/field#fl`);
    expect(zone(board.game, A, 'removed')).toHaveLength(0);
    order(board, 'a.hand.2');
    expect(names(board.game, A, 'removed')).toEqual(['U1']);
  });

  it('[VG 7.19.2] the information of a removed card is public: the opponent sees it', () => {
    const board = main({ vc: 'U3', fr: 'U1', hand: ['Y-REMOVE-RG'] });
    order(board);
    const removed = zone(board.game, A, 'removed')[0]!;
    expect(board.game.view(B).zones[`${A}/removed`]?.cards[0]).toMatchObject({ id: removed, card: 'U1' });
  });

  it('[VG 15.4.4, 15.4.4.1, 15.4.4.1.1, 15.4.4.1.2, 15.4.4.2, 15.4.4.3] a token set order is created in the order zone; moved anywhere else it is erased', () => {
    const board = main({ vc: 'U3', hand: ['Y-MAKE-BANNER', 'Y-BANNER-AWAY'] });
    moreOrders(board);
    order(board);
    const [banner] = zone(board.game, A, 'order-zone');
    expect(board.game.state.cards[banner!]).toMatchObject({ card: 'Y-BANNER', token: true, owner: A });
    order(board, 'a.hand.1');
    expect(board.game.state.cards[banner!]).toBeUndefined();
    expect(names(board.game, A, 'hand')).toEqual([]);
  });

  it('[VG 15.4.5, 15.4.6] a token may have information beyond its kind’s (Boost); "[name] token" is a token with that name, not a real card named so', () => {
    const board = main({ vc: 'U3', fr: 'Y-WISP-CARD', hand: ['Y-CALL-WISP', 'Y-BIND-WISP'] });
    moreOrders(board);
    order(board);
    const token = onCircle(board.game, A, 'fl')!;
    expect(board.game.stat(token, 'keywords')).toEqual(['boost']);
    order(board, 'a.hand.1');
    // Only the token was a "Wisp token" (one candidate, chosen without asking); the real "Wisp" stays.
    expect(board.game.state.cards[token]).toBeUndefined();
    expect(onCircle(board.game, A, 'fr')).toBe(board.id('a.fr'));
  });
});

describe('tickets and Mare’s gift (15.5, 15.6)', () => {
  it('[VG 15.5, 15.5.1, 15.5.1.1, 15.5.1.2, 15.5.1.3, 15.5.2, 15.5.4, 15.5.5, 15.2.1.1.1.1] a ticket is created in the hand, known to both fighters; played as an order it resolves, then erased in the drop', () => {
    const board = main({ vc: 'U3', hand: ['Y-MAKE-PASS'] });
    moreOrders(board);
    order(board);
    const [ticket] = zone(board.game, A, 'hand');
    expect(board.game.state.cards[ticket!]).toMatchObject({ card: 'Y-PASS', token: true });
    expect(board.game.view(B).zones[`${A}/hand`]?.cards.some((c) => c.card === 'Y-PASS')).toBe(true);
    const hand = zone(board.game, A, 'hand').length;
    ok(board.game, { type: 'order', player: A, card: ticket });
    expect(zone(board.game, A, 'hand').length).toBe(hand); // played 1, drew 1
    expect(board.game.state.cards[ticket!]).toBeUndefined();
    expect(zone(board.game, A, 'drop').some((id) => board.game.state.cards[id]!.card === 'Y-PASS')).toBe(false);
    expect(board.game.state.log.some((e) => e.type === 'erased' && e.detail?.['from'] === `${A}/drop`)).toBe(true);
  });

  it('[VG 15.2.4.2.2] a pseudo-card created in one of its erase zones is not created', () => {
    const board = main({ vc: 'U3', hand: ['Y-PASS-TO-DROP'] });
    const before = Object.keys(board.game.state.cards).length;
    order(board);
    expect(names(board.game, A, 'drop')).toEqual(['Y-PASS-TO-DROP']);
    expect(Object.keys(board.game.state.cards).length).toBe(before);
  });

  it('[VG 15.6, 15.6.1, 15.6.3, 15.3.6] Mare’s gift or Protect sent to a rear-guard circle goes to the drop instead and is erased', () => {
    for (const pseudo of ['Y-MARE', 'protect']) {
      const board = main({ vc: 'U3', hand: ['Y-PSEUDO-TO-RC'] });
      const id = putToken(board, pseudo, 'hand');
      order(board);
      expect(board.game.state.cards[id]).toBeUndefined();
      expect(onCircle(board.game, A, 'fl')).toBeUndefined();
      const erased = board.game.state.log.filter((e) => e.type === 'erased');
      expect(erased.map((e) => e.detail?.['from'])).toEqual([`${A}/drop`]);
    }
  });

  it('[VG 15.6.2, 15.3.7, 15.5.3] binding the hand: real cards are bound; Protect, Mare’s gift and tickets are erased', () => {
    const board = main({ vc: 'U3', hand: ['Y-BIND-HAND', 'U1'] });
    for (const pseudo of ['Y-MARE', 'protect', 'Y-PASS']) putToken(board, pseudo, 'hand');
    order(board);
    expect(names(board.game, A, 'bind')).toEqual(['U1']);
    expect(board.game.state.log.filter((e) => e.type === 'erased')).toHaveLength(3);
  });

  it('[VG 15.1.2.2, 15.1.2.3] a bare "marker" means a pseudo-card marker that is neither a token nor a ticket', () => {
    const board = main({ vc: 'U3', hand: ['Y-CHOOSE-MARKER'] });
    const protect = putToken(board, 'protect', 'hand');
    const mare = putToken(board, 'Y-MARE', 'hand');
    putToken(board, 'Y-PASS', 'hand');
    order(board);
    const options = (board.game.decision as { options: { id: string }[] }).options.map((o) => o.id).sort();
    expect(options).toEqual([protect, mare].sort());
  });

  it('[VG 15.1.2.4, 15.1.2.4.1] a marker has only the information its rules give it: Mare’s gift has no power, grade or clan', () => {
    const board = main({ vc: 'U3' });
    const mare = putToken(board, 'Y-MARE', 'hand');
    expect(board.game.stat(mare, 'power') ?? null).toBeNull();
    expect(board.game.stat(mare, 'grade') ?? null).toBeNull();
    expect(board.game.stat(mare, 'clan') ?? null).toBeNull();
  });
});

describe('record markers (15.8)', () => {
  it('[VG 15.8, 15.8.1, 15.8.1.1, 15.8.2, 15.8.2.2, 15.8.3, 15.8.6.1, 15.1, 15.1.2, 15.1.2.1, 15.1.2.1.1, 15.1.2.1.2] a marker put on a unit is read by "(name) marker" tests; it is no card in any zone', () => {
    const board = main({ vc: 'U3', fl: 'Y-FROSTED', hand: ['Y-FROST-UNIT'] });
    const cards = Object.keys(board.game.state.cards).length;
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(8000);
    order(board);
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(13000);
    expect(Object.keys(board.game.state.cards).length).toBe(cards);
  });

  it('[VG 15.8.4.3, 15.8.6.2] a marker on a unit stays on it when the unit moves to another circle', () => {
    const board = main({ vc: 'U3', fl: 'Y-FROSTED', hand: ['Y-FROST-UNIT'] });
    order(board);
    ok(board.game, { type: 'move', player: A, from: 'fl', to: 'bl' });
    const moved = onCircle(board.game, A, 'bl')!;
    expect(moved).toBe(board.id('a.fl'));
    expect(board.game.stat(moved, 'power')).toBe(13000);
  });

  it('[VG 15.8.4.4, 15.8.2.1, 15.8.2.3, 15.8.2.3.1, 15.8.1.2] the unit leaves the field: its marker goes; a circle marker stays, unaffected, and counts for the next unit there', () => {
    const board = main({ vc: 'U3', fl: 'Y-FROSTED', hand: ['Y-FROST-UNIT', 'Y-RETIRE-FL', 'Y-FROST-FL', 'Y-FROSTED'] });
    moreOrders(board);
    order(board);
    order(board, 'a.hand.2'); // a circle marker on fl as well
    order(board, 'a.hand.1'); // retire the unit on fl
    expect(onCircle(board.game, A, 'fl')).toBeUndefined();
    const dropped = zone(board.game, A, 'drop').find((id) => board.game.state.cards[id]!.card === 'Y-FROSTED')!;
    expect(board.game.state.cards[dropped]!.status['recordMarkers']).toBeUndefined();
    expect(board.game.state.players[0]!.status['circleMarkers']).toEqual([{ name: 'Frost', master: A, circle: 'fl' }]);
    ok(board.game, { type: 'call', player: A, card: board.id('a.hand.3'), circle: 'fl' });
    expect(board.game.stat(onCircle(board.game, A, 'fl')!, 'power')).toBe(13000);
  });

  it('[VG 15.8.3.1] a marker with no proper position is not put: a circle the fighter does not have, a card that is no unit', () => {
    const board = main({ vc: 'U3', hand: ['Y-FROST-A1', 'Y-FROST-HAND', 'U1'] });
    moreOrders(board);
    order(board);
    order(board, 'a.hand.1');
    expect(board.game.state.players[0]!.status['circleMarkers']).toBeUndefined();
    expect(board.game.state.cards[board.id('a.hand.2')]!.status['recordMarkers']).toBeUndefined();
  });

  it('[VG 15.8.4, 15.8.4.1, 15.8.4.2] a circle marker moved to another circle goes there; moved to a zone that is no circle, or erased, it is gone', () => {
    const board = main({
      vc: 'U3',
      hand: ['Y-FROST-FL', 'Y-FROST-FL-TO-FR', 'Y-FROST-FL', 'Y-FROST-FL-TO-DROP', 'Y-FROST-FL', 'Y-UNFROST-FL'],
    });
    moreOrders(board, 6);
    const markers = () => board.game.state.players[0]!.status['circleMarkers'];
    order(board);
    order(board, 'a.hand.1');
    expect(markers()).toEqual([{ name: 'Frost', master: A, circle: 'fr' }]);
    order(board, 'a.hand.2');
    order(board, 'a.hand.3');
    expect(markers()).toEqual([{ name: 'Frost', master: A, circle: 'fr' }]);
    order(board, 'a.hand.4');
    order(board, 'a.hand.5');
    expect(markers()).toEqual([{ name: 'Frost', master: A, circle: 'fr' }]);
  });

  it('[VG 15.8.5] a marker’s master is the master of the effect that put it, even on the opponent’s unit', () => {
    const board = main({ vc: 'U3', hand: ['Y-FROST-OPP-UNIT'] }, { vc: 'U3', fl: 'Y-FROSTED' });
    order(board);
    const unit = board.game.state.cards[board.id('b.fl')]!;
    expect(unit.status['recordMarkers']).toEqual([{ name: 'Frost', master: A }]);
    expect(board.game.stat(unit.id, 'power')).toBe(13000);
  });
});
