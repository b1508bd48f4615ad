import type { Game } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { A, B, buildBoard, names, ok, onCircle, pass, rejected, zone, type Side } from './support/board.js';
import { setATestCards } from './support/set-a-cards.js';

const options = { engine: { cards: setATestCards }, playTimings: 'rules' as const };
const board = (a: Side, b: Side = { vc: 'U3' }) => buildBoard(a, b, options);
const starDomain = (game: Game, ...circles: string[]) => game.setUp({ players: { [A]: { status: { starDomain: circles } } } });
const put = (game: Game, key: string, card: string, extra: { faceUp?: boolean; status?: Record<string, true> } = {}) =>
  game.setUp({
    cards: [{ card, zone: key, faceUp: extra.faceUp ?? true, ...(extra.status === undefined ? {} : { status: extra.status }) }],
  }).cards[0]!;
const moved = (game: Game, reason: string) => game.history().filter((e) => e.type === 'moved' && e.detail?.['reason'] === reason);

describe('star-domain circles (4.9.6, 17.3)', () => {
  it('[VG 4.9.6, 17.3, 17.3.1, 17.3.1.1, 17.3.1.2, 2.3.1, 2.3.2] an effect makes a circle star-domain as well; only a 〈星神〉 may be normal called there, and whatever the vanguard’s grade', () => {
    const { game, id } = board({ vc: 'U1', hand: ['Z-STAR-BL', 'sa-star-god', 'U1'] });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    const calls = game.legalActions().filter((a) => a.type === 'call');
    expect(calls).toContainEqual({ type: 'call', player: A, card: id('a.hand.1'), circle: 'bl' });
    expect(calls).not.toContainEqual({ type: 'call', player: A, card: id('a.hand.2'), circle: 'bl' });
    expect(calls).toContainEqual({ type: 'call', player: A, card: id('a.hand.2'), circle: 'br' });
    rejected(game, { type: 'call', player: A, card: id('a.hand.2'), circle: 'bl' }, 'VG_STAR_DOMAIN');
    rejected(game, { type: 'call', player: A, card: id('a.hand.1'), circle: 'fl' }, 'VG_GRADE_TOO_HIGH');
    ok(game, { type: 'call', player: A, card: id('a.hand.1'), circle: 'bl' });
    expect(names(game, A, 'field#bl')).toEqual(['sa-star-god']);
  });

  it('[VG 17.3.1.3, 17.3.1.4, 17.3.1.4.1] a unit on a star-domain circle attacks from the back row and drive-checks; the checked card goes to the soul, not the hand', () => {
    const { game, id } = board({ vc: 'U3', bl: 'sa-star-god', br: 'U1', deck: ['U2'] }, { vc: 'U3' });
    starDomain(game, 'bl');
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    rejected(game, { type: 'attack', player: A, attacker: id('a.br'), target: id('b.vc') }, 'VG_NOT_FRONT_ROW');
    const hand = names(game, A, 'hand').length;
    ok(game, { type: 'attack', player: A, attacker: id('a.bl'), target: id('b.vc') });
    for (let i = 0; i < 4 && game.decision?.player === B; i++) pass(game);
    // Its twin drive (14.3.3): two drive checks, both cards to the soul.
    expect(game.history().filter((e) => e.type === 'drive-check')).toHaveLength(2);
    expect(names(game, A, 'soul').sort()).toEqual(['F', 'U2']);
    expect(names(game, A, 'hand').length).toBe(hand);
  });

  it('[VG 17.3.1.5, 9.11.5] in the end phase a unit on a star-domain circle goes to the bottom of its owner’s deck', () => {
    const { game, id } = board({ vc: 'U3', bl: 'sa-star-god', br: 'U1' });
    starDomain(game, 'bl');
    game.startStep('end', 'cleanup');
    expect(onCircle(game, A, 'bl')).toBeUndefined();
    expect(game.state.cards[zone(game, A, 'deck').at(-1)!]!.card).toBe('sa-star-god');
    expect(onCircle(game, A, 'br')).toBe(id('a.br'));
  });

  it('[VG 17.3.1.6, 17.3.2, 17.3.2.1] a unit that is not a 〈星神〉 on a star-domain circle is retired by a rule process', () => {
    const { game, id } = board({ vc: 'U3', bl: 'U1', hand: ['Z-STAR-BL'] });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(onCircle(game, A, 'bl')).toBeUndefined();
    expect(names(game, A, 'drop')).toContain('U1');
    expect(game.history().some((e) => e.type === 'moved' && e.detail?.['reason'] === 'retire' && e.detail['previous'] === id('a.bl'))).toBe(
      true,
    );
  });

  it('[VG 17.3.1.7, 17.3.2.2] a locked card on a star-domain circle is put into the drop by a rule process', () => {
    const { game, id } = board({ vc: 'U3', hand: ['Z-STAR-BL'] });
    put(game, `${A}/field#bl`, 'U1', { faceUp: false, status: { locked: true } });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(onCircle(game, A, 'bl')).toBeUndefined();
    expect(names(game, A, 'drop')).toContain('U1');
  });
});

describe('music orders (17.4)', () => {
  it('[VG 17.4, 17.4.1, 17.4.2, 17.4.2.1, 17.4.3] a resolved music order goes onto the back-centre circle instead of the drop, with no orientation, neither a unit nor a rear-guard', () => {
    const { game, id } = board({ vc: 'U3', bl: 'U1', hand: ['sa-anthem', 'U1'], deck: ['U2'] });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    const [music] = zone(game, A, 'music');
    expect(game.state.cards[music!]!.card).toBe('sa-anthem');
    expect(names(game, A, 'drop')).toEqual([]);
    expect(names(game, A, 'soul')).toEqual(['U2']);
    expect(game.state.cards[music!]!.status['rested']).toBeUndefined();
    expect(zone(game, A, 'field')).not.toContain(music);
    // Its ability works there: the vanguard gets +2000.
    expect(game.stat(id('a.vc'), 'power')).toBe(15000);
    // The circle holds no rear-guard (17.4.3): a unit may be called there as to an empty circle.
    expect(game.legalActions()).toContainEqual({ type: 'call', player: A, card: id('a.hand.1'), circle: 'bc' });
    expect(zone(game, A, 'field#bc')).toEqual([]);
  });

  it('[VG 17.4.2.2, 17.4.2.2.1] the unit there is retired first, a music order there is put into the drop first, a locked card there is put into the drop first', () => {
    const { game, id } = board({ vc: 'U3', bc: 'U1', hand: ['sa-anthem', 'sa-anthem'] });
    game.setUp({ players: { [A]: { status: { orderLimitBonus: 5 } } } });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(moved(game, 'retire').some((e) => e.detail?.['previous'] === id('a.bc'))).toBe(true);
    const first = zone(game, A, 'music')[0]!;
    ok(game, { type: 'order', player: A, card: id('a.hand.1') });
    expect(zone(game, A, 'music')).toHaveLength(1);
    expect(zone(game, A, 'music')[0]).not.toBe(first);
    expect(names(game, A, 'drop').sort()).toEqual(['U1', 'sa-anthem']);
    const locked = board({ vc: 'U3', hand: ['sa-anthem'] });
    put(locked.game, `${A}/field#bc`, 'U2', { faceUp: false, status: { locked: true } });
    locked.game.startStep('main', 'main');
    ok(locked.game, { type: 'order', player: A, card: locked.id('a.hand.0') });
    expect(names(locked.game, A, 'drop')).toEqual(['U2']);
    expect(names(locked.game, A, 'music')).toEqual(['sa-anthem']);
  });

  it('[VG 17.4.2.3] on a star-domain back-centre circle the music order goes at once into the drop', () => {
    const { game, id } = board({ vc: 'U3', hand: ['sa-anthem'] });
    starDomain(game, 'bc');
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(moved(game, 'music-placed')).toHaveLength(1);
    expect(zone(game, A, 'music')).toEqual([]);
    expect(names(game, A, 'drop')).toEqual(['sa-anthem']);
  });

  it('[VG 17.4.4] a unit put on the circle of a music order sends the music order into the drop at once (a call), or at the next check timing (an effect’s move)', () => {
    const { game, id } = board({ vc: 'U3', hand: ['U1'] });
    put(game, `${A}/music`, 'sa-anthem');
    game.startStep('main', 'main');
    ok(game, { type: 'call', player: A, card: id('a.hand.0'), circle: 'bc' });
    const placed = game.history().findIndex((e) => e.type === 'moved' && String(e.detail?.['to']).endsWith('#bc'));
    const dropped = game.history().findIndex((e) => e.type === 'moved' && e.detail?.['reason'] === 'music');
    expect(dropped).toBe(placed + 1);
    expect(names(game, A, 'drop')).toEqual(['sa-anthem']);
    const byEffect = board({ vc: 'U3', bl: 'U1', hand: ['Z-MOVE-TO-BC'] });
    put(byEffect.game, `${A}/music`, 'sa-anthem');
    byEffect.game.startStep('main', 'main');
    ok(byEffect.game, { type: 'order', player: A, card: byEffect.id('a.hand.0') });
    expect(names(byEffect.game, A, 'field#bc')).toEqual(['U1']);
    expect(zone(byEffect.game, A, 'music')).toEqual([]);
  });

  it('[VG 17.4.5, 9.11.4] in the end phase a music order on a circle is put into the drop', () => {
    const { game } = board({ vc: 'U3' });
    put(game, `${A}/music`, 'sa-anthem');
    put(game, `${B}/music`, 'sa-anthem');
    game.startStep('end', 'cleanup');
    expect(names(game, A, 'drop')).toEqual(['sa-anthem']);
    expect(names(game, B, 'drop')).toEqual(['sa-anthem']);
  });
});
