/** Rule tests for the plain effect verbs of ch.7: stand and rest, face down, put, shuffle, moving and drawing several cards. */
import { describe, expect, it } from 'vitest';
import { A, B, buildBoard, names, ok, zone } from './support/board.js';

type Game = Parameters<typeof ok>[0];

function playOrder(game: Game, card: string): void {
  game.startStep('main', 'main');
  ok(game, { type: 'order', player: A, card });
}

const moves = (game: Game, from: string) =>
  game.state.log
    .filter((e) => e.type === 'moved' && e.detail?.['from'] === from)
    .map((e) => e.detail as { definition: string; to: string });

describe('specific actions (ch.7)', () => {
  it('[VG 7.2, 7.2.1] "stand" and "rest" turn the named cards upright or sideways', () => {
    const stand = buildBoard({ vc: 'U3', fl: 'U2', bl: 'U1', rested: ['vc', 'fl'], hand: ['O-STAND', 'F'] }, { vc: 'U3' });
    playOrder(stand.game, stand.id('a.hand.0'));
    for (const circle of ['vc', 'fl', 'bl']) expect(stand.game.state.cards[stand.id(`a.${circle}`)]!.status['rested']).toBeUndefined();
    expect(stand.game.state.log.filter((e) => e.type === 'stood')).toHaveLength(2);
    const rest = buildBoard({ vc: 'U3', hand: ['O-REST', 'F'] }, { vc: 'U3', fl: 'U2', br: 'U1' });
    playOrder(rest.game, rest.id('a.hand.0'));
    expect(rest.game.state.cards[rest.id('b.fl')]!.status['rested']).toBe(true);
    expect(rest.game.state.cards[rest.id('b.br')]!.status['rested']).toBe(true);
    expect(rest.game.state.cards[rest.id('b.vc')]!.status['rested']).toBeUndefined();
  });

  it('[VG 7.3, 7.3.1] "turn face down" turns the named cards face down, where they stay', () => {
    const { game, id } = buildBoard({ vc: 'U3', damage: ['U1', 'U2'], hand: ['O-FACEDOWN', 'F'] }, { vc: 'U3' });
    playOrder(game, id('a.hand.0'));
    for (const card of ['a.damage.0', 'a.damage.1'])
      expect(game.state.cards[id(card)]).toMatchObject({ faceUp: false, zone: `${A}/damage` });
    expect(game.view(B).zones[`${A}/damage`]!.cards.map((c) => c.card)).toEqual([undefined, undefined]);
  });

  it('[VG 7.4, 7.4.1, 7.6.2, 4.5.3] "put the top two cards of your deck into the drop" moves them one at a time', () => {
    const { game, id } = buildBoard({ vc: 'U3', deck: ['U1', 'U2N', 'TC'], filler: 5, hand: ['O-MILL2', 'F'] }, { vc: 'U3' });
    playOrder(game, id('a.hand.0'));
    expect(moves(game, `${A}/deck`).map((m) => `${m.definition}>${m.to}`)).toEqual([`U1>${A}/drop`, `U2N>${A}/drop`]);
    expect(names(game, A, 'deck')[0]).toBe('TC');
  });

  it('[VG 7.6.4] "draw two" is moving the deck’s top card to the hand, twice', () => {
    const { game, id } = buildBoard({ vc: 'U3', deck: ['U1', 'U2N', 'TC'], hand: ['O-DRAWTWO'] }, { vc: 'U3' });
    playOrder(game, id('a.hand.0'));
    expect(moves(game, `${A}/deck`).map((m) => `${m.definition}>${m.to}`)).toEqual([`U1>${A}/hand`, `U2N>${A}/hand`]);
    expect(names(game, A, 'hand').sort()).toEqual(['U1', 'U2N']);
  });

  it('[VG 7.5, 7.5.1] "shuffle your deck" puts its cards in a random order', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['O-SHUFFLE', 'F'], filler: 30 }, { vc: 'U3' });
    const before = zone(game, A, 'deck');
    playOrder(game, id('a.hand.0'));
    const after = zone(game, A, 'deck');
    expect([...after].sort()).toEqual([...before].sort());
    expect(after).not.toEqual(before);
    expect(game.state.log.filter((e) => e.type === 'shuffled')).toHaveLength(1);
  });

  it('[VG 7.50.1, 7.50.1.2] "choose one" chooses, so a Resist unit cannot be chosen by the opponent; "all" chooses nothing, so it is affected', () => {
    const snipe = buildBoard({ vc: 'U3', hand: ['O-SNIPE', 'F'] }, { vc: 'U3', fl: 'U2R', fr: 'U2N' });
    playOrder(snipe.game, snipe.id('a.hand.0'));
    // The only unit that can be chosen is taken: the Resist unit stays.
    expect(names(snipe.game, B, 'drop')).toEqual(['U2N']);
    expect(snipe.game.state.cards[snipe.id('b.fl')]!.zone).toBe(`${B}/field#fl`);
    const all = buildBoard({ vc: 'U3', hand: ['O-REST', 'F'] }, { vc: 'U3', fl: 'U2R', fr: 'U2N' });
    playOrder(all.game, all.id('a.hand.0'));
    expect(all.game.state.cards[all.id('b.fl')]!.status['rested']).toBe(true);
    expect(all.game.state.cards[all.id('b.fr')]!.status['rested']).toBe(true);
  });

  it('[VG 7.10, 7.10.1, 7.10.4] revealing shows the cards to every fighter and leaves them where they are', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['O-SHOW', 'U1', 'U2N'] }, { vc: 'U3' });
    expect(game.view(B).zones[`${A}/hand`]!.cards).toEqual([]);
    playOrder(game, id('a.hand.0'));
    // What every fighter was shown (the event is public): the two cards, which stayed in the hand.
    const revealed = game.state.log.find((e) => e.type === 'revealed');
    expect((revealed?.detail?.['definitions'] as string[]).sort()).toEqual(['U1', 'U2N']);
    expect(revealed?.hiddenFrom).toBeUndefined();
    // Hidden from B again once the effect is over, each is a new object in the hand (reading 460): the same cards.
    const serials = (ids: string[]) => ids.map((c) => (game.state.cards[c] ?? game.state.lastKnown[c])!.serial).sort();
    expect(serials(zone(game, A, 'hand'))).toEqual(serials([id('a.hand.1'), id('a.hand.2')]));
  });
});
