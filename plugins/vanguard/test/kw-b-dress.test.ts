import { describe, expect, it } from 'vitest';
import { A, B, buildBoard, choose, names, ok, onCircle, rejected, zone, type Side } from './support/board.js';
import { kwBTestCards } from './support/kw-b-cards.js';

const engine = { cards: kwBTestCards };
const board = (a: Side, b: Side = { vc: 'gw-knight' }) => buildBoard(a, { hand: ['gw-page'], ...b }, { engine });

describe('X-overDress (6.8, 14.49)', () => {
  it('[VG 6.8, 6.8.1, 6.8.1.1, 6.8.2, 6.8.3, 6.8.3.1, 6.8.3.2, 6.8.3.3, 6.8.4, 14.49, 14.49.1, 14.49.2] X-overDress from hand: the designated rear-guards become its dress-sources; it is not a call', () => {
    const { game, id } = board(
      { vc: 'gw-knight', fl: 'gw-page', bl: 'gw-squire', fr: 'KB-XOVERDRESSED', br: 'KB-OVERDRESSED', hand: ['gw-paragon'] },
      { vc: 'gw-knight' },
    );
    game.startStep('main', 'main');
    const action = { type: 'x-overdress', player: A, card: id('a.hand.0'), sources: [id('a.fl'), id('a.bl')], circle: 'fl' };
    expect(game.legalActions()).toContainEqual(action);
    ok(game, action);
    const paragon = onCircle(game, A, 'fl')!;
    expect(game.state.cards[paragon]!.card).toBe('gw-paragon');
    expect(game.state.cards[paragon]!.status['rested']).toBeUndefined();
    expect(onCircle(game, A, 'bl')).toBeUndefined();
    expect(names(game, A, 'dress').sort()).toEqual(['gw-page', 'gw-squire']);
    expect(game.state.players.find((p) => p.id === A)!.status['calledThisTurn'] ?? 0).toBe(0); // not a call (6.8.1.1)
    const placed = game.state.log.filter((e) => e.type === 'moved' && e.detail?.['card'] === paragon);
    expect(placed.map((e) => e.detail?.['reason'])).toEqual(['x-overdress']);
  });

  it('[VG 6.8.3.5, 6.7.5, 6.7.5.1] its dress-sources stay with it on a column move and follow it off the field, units again', () => {
    const { game, id } = board({ vc: 'gw-knight', fl: 'gw-page', bl: 'gw-squire', hand: ['gw-paragon', 'KB-RETIRE-FL'] });
    game.startStep('main', 'main');
    ok(game, { type: 'x-overdress', player: A, card: id('a.hand.0'), sources: [id('a.fl'), id('a.bl')], circle: 'bl' });
    const paragon = onCircle(game, A, 'bl')!;
    ok(game, { type: 'move', player: A, from: 'bl', to: 'fl' });
    expect(onCircle(game, A, 'fl')).toBe(paragon);
    expect(zone(game, A, 'dress')).toHaveLength(2);
    ok(game, { type: 'order', player: A, card: id('a.hand.1') });
    expect(names(game, A, 'drop').sort()).toEqual(['KB-RETIRE-FL', 'gw-page', 'gw-paragon', 'gw-squire']);
    expect(zone(game, A, 'dress')).toEqual([]);
  });

  it('[VG 6.8.4, 6.8.5, 6.7.3] an X-overDressed unit is in the X-overDress state, not the overDress state; an overDressed one the other way round', () => {
    const x = board({ vc: 'gw-knight', fl: 'gw-page', bl: 'gw-squire', hand: ['KB-XPROBE'] });
    expect(x.game.stat(x.id('a.hand.0'), 'power')).toBe(5000);
    x.game.startStep('main', 'main');
    ok(x.game, { type: 'x-overdress', player: A, card: x.id('a.hand.0'), sources: [x.id('a.fl'), x.id('a.bl')], circle: 'fl' });
    expect(x.game.stat(onCircle(x.game, A, 'fl')!, 'power')).toBe(6000);
    const o = board({ vc: 'gw-knight', fl: 'gw-page', hand: ['KB-OPROBE'] });
    o.game.startStep('main', 'main');
    ok(o.game, { type: 'overdress', player: A, card: o.id('a.hand.0'), target: o.id('a.fl') });
    expect(o.game.stat(onCircle(o.game, A, 'fl')!, 'power')).toBe(15000);
  });

  it('[VG 6.8.3.1, 14.49.2] an illegal X-overDress is refused with a code and changes nothing', () => {
    const { game, id } = board({ vc: 'gw-knight', fl: 'gw-page', bl: 'gw-squire', fr: 'gw-cannoneer', hand: ['gw-paragon', 'gw-page'] });
    game.startStep('main', 'main');
    const base = { type: 'x-overdress', player: A, card: id('a.hand.0'), circle: 'fl' };
    rejected(game, { ...base, sources: [id('a.fl'), id('a.fr')] }, 'VG_X_DRESS_SOURCES'); // a grade 2 rear-guard
    rejected(game, { ...base, sources: [id('a.fl')] }, 'VG_X_DRESS_SOURCES'); // too few
    rejected(game, { ...base, sources: [id('a.fl'), id('a.bl')], circle: 'br' }, 'VG_X_DRESS_CIRCLE');
    rejected(game, { ...base, card: id('a.hand.1'), sources: [id('a.fl'), id('a.bl')] }, 'VG_NO_X_OVERDRESS');
    rejected(game, { ...base, player: B, sources: [id('a.fl'), id('a.bl')] }, 'NOT_YOUR_DECISION');
  });

  it('[VG 6.8.3.4, 13.3.5] by an effect onto an occupied circle: the unit there that is neither the card nor a dress-source is dropped', () => {
    const { game, id } = board({
      vc: 'gw-knight',
      fl: 'gw-page',
      bl: 'gw-squire',
      fr: 'gw-cannoneer',
      hand: ['KB-XDRESS-ORDER', 'gw-paragon'],
    });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(game.state.cards[onCircle(game, A, 'fr')!]!.card).toBe('gw-paragon');
    expect(names(game, A, 'dress').sort()).toEqual(['gw-page', 'gw-squire']);
    expect(names(game, A, 'drop').sort()).toEqual(['KB-XDRESS-ORDER', 'gw-cannoneer']);
    expect(zone(game, A, 'field#fr')).toHaveLength(1);
  });
});

describe('wear (着装, 6.9, 13.12)', () => {
  const wearing = () => {
    const built = board({ vc: 'gw-knight', fl: 'gw-mantle', hand: ['gw-arestiel'] }, { vc: 'gw-knight', fl: 'gw-cannoneer' });
    built.game.startStep('main', 'main');
    ok(built.game, { type: 'activate', player: A, card: built.id('a.fl'), ability: 0 });
    return built;
  };

  it('[VG 6.9, 6.9.1, 6.9.2, 6.9.2.2, 6.9.2.3, 6.9.3, 6.9.3.1, 6.9.3.5] a rear-guard worn on the vanguard moves to its circle standing, adds its power, and is no rear-guard', () => {
    const { game, id } = wearing();
    expect(onCircle(game, A, 'fl')).toBeUndefined();
    expect(zone(game, A, 'worn')).toEqual([id('a.fl')]); // the same object (a move, 4.1.8)
    expect(game.state.cards[id('a.fl')]!.status['wornBy']).toBe(id('a.vc'));
    expect(game.stat(id('a.vc'), 'power')).toBe(18000);
    expect(onCircle(game, A, 'vc')).toBe(id('a.vc')); // still the only vanguard
  });

  it('[VG 6.9.3.2, 6.9.3.3] a worn unit cannot attack or be attacked, and its abilities do not work', () => {
    const { game, id } = wearing();
    expect(game.legalActions().some((a) => a.type === 'activate' && a['card'] === id('a.fl'))).toBe(false);
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    rejected(game, { type: 'attack', player: A, attacker: id('a.fl'), target: id('b.vc') }, 'VG_NOT_YOUR_UNIT');
    expect(game.legalActions().some((a) => a.type === 'attack' && (a['attacker'] === id('a.fl') || a['target'] === id('a.fl')))).toBe(
      false,
    );
  });

  it('[VG 6.9.2.1] wearing something that is not a rear-guard does nothing', () => {
    const { game, id } = board({ vc: 'gw-knight', hand: ['KB-WEAR-FROM-HAND', 'gw-page'] });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(names(game, A, 'hand')).toEqual(['gw-page']);
    expect(zone(game, A, 'worn')).toEqual([]);
  });

  it('[VG 6.9.4, 13.12, 13.12.1] when its vanguard is no longer that vanguard, the worn unit loses 着装 and its master moves it to a rear-guard circle', () => {
    const { game, id } = wearing();
    game.startStep('ride', 'ride');
    ok(game, { type: 'ride', player: A, card: id('a.hand.0') });
    expect(game.decision).toMatchObject({ kind: 'select', player: A, rule: 'VG 13.12.1' });
    choose(game, 'br');
    expect(onCircle(game, A, 'br')).toBe(id('a.fl'));
    expect(game.state.cards[id('a.fl')]!.status['wornBy']).toBeUndefined();
    expect(game.state.cards[id('a.fl')]!.status['rested']).toBeUndefined();
    expect(zone(game, A, 'worn')).toEqual([]);
  });

  it('[VG 6.9.5, 9.11.6] in the end phase the worn unit loses 着装 and moves, rested, to a rear-guard circle', () => {
    const { game, id } = wearing();
    game.startStep('end', 'cleanup');
    expect(game.decision).toMatchObject({ kind: 'select', player: A });
    choose(game, 'fr');
    expect(onCircle(game, A, 'fr')).toBe(id('a.fl'));
    expect(game.state.cards[id('a.fl')]!.status['rested']).toBe(true);
    expect(game.stat(id('a.vc'), 'power')).toBe(10000);
  });
});
