import { editPosition } from '@tcgkit/testing';
import type { Game } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { A, buildBoard, names, ok, onCircle, pass, rejected, zone, type Side } from './support/board.js';
import { buddyfightTestCards } from './support/buddyfight-cards.js';
import { setATestCards } from './support/set-a-cards.js';

const setA = (a: Side) => buildBoard(a, { vc: 'U3' }, { engine: { cards: setATestCards }, playTimings: 'rules' as const });
const buddy = (a: Side) => buildBoard(a, { vc: 'U3' }, { engine: { cards: buddyfightTestCards }, playTimings: 'rules' as const });
const put = (game: Game, key: string, card: string, status: Record<string, string | number | boolean> = {}) =>
  game.setUp({ cards: [{ card, zone: key, faceUp: true, status }] }).cards[0]!;
const order = (game: Game, card: string) => ok(game, { type: 'order', player: A, card });
const equipped = (game: Game) => zone(game, A, 'equipment').map((c) => game.state.cards[c]!.status['equippedTo']);
/** The main phase, as a buddyfighter (17.17.4) or not, with room for several orders (9.9.2.3). */
function buddyMain(game: Game, buddyfighter: boolean): void {
  editPosition(game)
    .player(A, { orderLimitBonus: 9, ...(buddyfighter ? { buddyfighter: true } : {}) })
    .build();
  game.startStep('main', 'main');
}

describe('神器錬成 (Völund, 17.10)', () => {
  it('[VG 17.10, 17.10.1, 17.10.3, 17.10.3.1, 17.10.3.1.2, 17.10.3.2, 17.10.4] a Völund unit played as an equipment order goes onto the circle of the vanguard it names, linked to it, and has its equipped ability there', () => {
    const { game, id } = setA({ vc: 'sa-astral', hand: ['sa-forge-spirit'] });
    game.startStep('main', 'main');
    expect(game.stat(id('a.vc'), 'power')).toBe(13000);
    order(game, id('a.hand.0'));
    expect(names(game, A, 'equipment')).toEqual(['sa-forge-spirit']);
    expect(equipped(game)).toEqual([id('a.vc')]);
    expect(game.history().some((e) => e.type === 'equipped' && e.detail?.['unit'] === id('a.vc'))).toBe(true);
    expect(game.stat(id('a.vc'), 'power')).toBe(15000);
    pass(game);
    expect(names(game, A, 'equipment')).toEqual(['sa-forge-spirit']);
  });

  it('[VG 17.10.3.1.1, 17.10.5] played as a unit, a Völund unit is called like any unit; on a rear-guard circle it is no equipment and its equipped ability does not work', () => {
    const { game, id } = setA({ vc: 'sa-astral', hand: ['sa-forge-spirit'] });
    game.startStep('main', 'main');
    ok(game, { type: 'call', player: A, card: id('a.hand.0'), circle: 'fr' });
    expect(game.state.cards[onCircle(game, A, 'fr')!]!.card).toBe('sa-forge-spirit');
    expect(zone(game, A, 'equipment')).toEqual([]);
    expect(game.stat(id('a.vc'), 'power')).toBe(13000);
  });

  it('[VG 17.10.3.2, 17.10.5] on the circle a Völund unit is an order (card type); elsewhere it is a unit', () => {
    const { game, id } = setA({ vc: 'sa-astral', hand: ['Z-EQUIPMENT-ORDERS-TO-HAND'] });
    const spirit = put(game, `${A}/equipment`, 'sa-forge-spirit', { equippedTo: id('a.vc') });
    game.startStep('main', 'main');
    order(game, id('a.hand.0'));
    expect(names(game, A, 'hand')).toEqual(['sa-forge-spirit']);
    expect(zone(game, A, 'equipment')).toEqual([]);
    // In hand it is a unit again: it is called, not played as an order of the card type.
    const inHand = zone(game, A, 'hand')[0]!;
    expect(inHand).not.toBe(spirit);
    expect(game.legalActions(A).some((a) => a.type === 'call' && a['card'] === inHand)).toBe(true);
  });

  it('[VG 17.10.2] the keyword 神器錬成 printed alone has no effect: the unit cannot be played as an equipment order, only called', () => {
    const { game, id } = setA({ vc: 'sa-astral', hand: ['Z-VOLUND-KW'] });
    game.startStep('main', 'main');
    rejected(game, { type: 'order', player: A, card: id('a.hand.0') }, 'VG_NOT_AN_ORDER');
    ok(game, { type: 'call', player: A, card: id('a.hand.0'), circle: 'fr' });
    expect(zone(game, A, 'equipment')).toEqual([]);
    expect(game.stat(id('a.vc'), 'power')).toBe(13000);
  });

  it('[VG 17.10.3.1.2] without a vanguard of the named card name a Völund unit cannot be played as an equipment order: refused, nothing changes, and not offered', () => {
    const { game, id } = setA({ vc: 'U3', hand: ['sa-forge-spirit'] });
    game.startStep('main', 'main');
    rejected(game, { type: 'order', player: A, card: id('a.hand.0') }, 'VG_NO_VOLUND_VANGUARD');
    expect(game.legalActions(A).some((a) => a.type === 'order' && a['card'] === id('a.hand.0'))).toBe(false);
    expect(game.legalActions(A).some((a) => a.type === 'call' && a['card'] === id('a.hand.0'))).toBe(true);
  });

  it('[VG 17.10.4] otherwise a Völund unit on the circle follows the equipment rules: when its vanguard rides a unit without the name it goes into the drop (17.8.8.3.2), and of two only the newest stays (17.8.8.2)', () => {
    const { game, id } = setA({ vc: 'sa-astral', hand: ['U3'] });
    put(game, `${A}/equipment`, 'sa-forge-spirit', { equippedTo: id('a.vc') });
    game.startStep('ride', 'ride');
    ok(game, { type: 'ride', player: A, card: id('a.hand.0') });
    expect(zone(game, A, 'equipment')).toEqual([]);
    expect(names(game, A, 'drop')).toEqual(['sa-forge-spirit']);
    const two = setA({ vc: 'sa-astral', hand: ['sa-forge-spirit'] });
    const old = put(two.game, `${A}/equipment`, 'sa-forge-spirit', { equippedTo: two.id('a.vc') });
    two.game.startStep('main', 'main');
    order(two.game, two.id('a.hand.0'));
    expect(zone(two.game, A, 'equipment')).toHaveLength(1);
    expect(zone(two.game, A, 'equipment')).not.toContain(old);
  });
});

describe('Buddyfight equipment (17.17.10, 13.14.3)', () => {
  it('[VG 17.17.10, 17.17.10.1, 17.17.10.2, 17.17.10.4] a Buddyfight equipment is equipped on a vanguard that meets its equip condition, and goes into the drop when none does', () => {
    const b = buddy({ vc: 'sd-ruler', hand: ['sd-arms'] });
    buddyMain(b.game, true);
    order(b.game, b.id('a.hand.0'));
    expect(names(b.game, A, 'equipment')).toEqual(['sd-arms']);
    expect(equipped(b.game)).toEqual([b.id('a.vc')]);
    expect(b.game.stat(b.id('a.vc'), 'power')).toBe(15000);
    const no = buddy({ vc: 'U3', hand: ['sd-arms'] });
    buddyMain(no.game, true);
    order(no.game, no.id('a.hand.0'));
    expect(zone(no.game, A, 'equipment')).toEqual([]);
    expect(names(no.game, A, 'drop')).toEqual(['sd-arms']);
  });

  it('[VG 17.17.10.3] only a buddyfighter may play a card with equip: refused otherwise, nothing changes, and not offered', () => {
    const b = buddy({ vc: 'sd-ruler', hand: ['sd-arms'] });
    buddyMain(b.game, false);
    rejected(b.game, { type: 'order', player: A, card: b.id('a.hand.0') }, 'VG_NOT_BUDDYFIGHTER');
    expect(b.game.legalActions(A).some((a) => a.type === 'order' && a['card'] === b.id('a.hand.0'))).toBe(false);
    expect(names(b.game, A, 'hand')).toEqual(['sd-arms']);
  });

  it('[VG 13.14.3, 17.17.10.5] of several Buddyfight equipments on one unit (different names), a rule process keeps only the one equipped last', () => {
    const b = buddy({ vc: 'sd-ruler', hand: ['mr-arms'] });
    const old = put(b.game, `${A}/equipment`, 'sd-arms', { equippedTo: b.id('a.vc') });
    buddyMain(b.game, true);
    expect(names(b.game, A, 'equipment')).toEqual(['sd-arms']);
    order(b.game, b.id('a.hand.0'));
    expect(names(b.game, A, 'equipment')).toEqual(['mr-arms']);
    expect(zone(b.game, A, 'equipment')).not.toContain(old);
    expect(names(b.game, A, 'drop')).toEqual(['sd-arms']);
    expect(b.game.stat(b.id('a.vc'), 'power')).toBe(15000);
  });

  it('[VG 17.17.10.6] when a vanguard equipped with a Buddyfight equipment rides, the new vanguard is equipped with it, even one that is no Buddyfight card', () => {
    const b = buddy({ vc: 'sd-ruler', hand: ['U3'] });
    put(b.game, `${A}/equipment`, 'sd-arms', { equippedTo: b.id('a.vc') });
    b.game.startStep('ride', 'ride');
    ok(b.game, { type: 'ride', player: A, card: b.id('a.hand.0') });
    const vanguard = onCircle(b.game, A, 'vc')!;
    expect(vanguard).not.toBe(b.id('a.vc'));
    expect(equipped(b.game)).toEqual([vanguard]);
    expect(names(b.game, A, 'equipment')).toEqual(['sd-arms']);
    expect(b.game.stat(vanguard, 'power')).toBe(15000);
  });
});
