/** Rule tests for zones (ch.4): whose they are, who sees what, where moved cards go. */
import { describe, expect, it } from 'vitest';
import { A, B, buildBoard, names, ok, zone } from './support/board.js';

function attack(game: Parameters<typeof ok>[0], attacker: string, target: string): void {
  ok(game, { type: 'declare-attack', player: game.state.turn.player });
  ok(game, { type: 'attack', player: game.state.turn.player, attacker, target });
}

/** The definition ids B's view shows for a zone of A's (undefined for a hidden face). */
function seenByB(game: Parameters<typeof ok>[0], name: string): (string | undefined)[] {
  return (game.view(B).zones[`${A}/${name}`]?.cards ?? []).map((c) => c.card);
}

describe('zones (ch.4)', () => {
  it('[VG 4.1.1] each fighter has a zone of each kind of their own', () => {
    const { game } = buildBoard({ vc: 'U3', hand: ['F'], drop: ['U1'] }, { vc: 'U3', hand: ['U2'] });
    for (const name of ['deck', 'hand', 'drop', 'soul', 'damage', 'bind', 'trigger', 'order-zone', 'ride-deck']) {
      for (const player of [A, B]) expect(`${player}/${name}` in game.state.zones).toBe(true);
    }
    expect(names(game, A, 'hand')).toEqual(['F']);
    expect(names(game, B, 'hand')).toEqual(['U2']);
    expect(names(game, A, 'drop')).toEqual(['U1']);
    expect(names(game, B, 'drop')).toEqual([]);
  });

  it('[VG 4.2, 4.2.1, 4.2.2, 4.2.3, 4.6.1, 4.6.2, 4.5.1, 4.5.2] the hand and deck are hidden: a fighter sees their own hand, never the other’s, and no deck', () => {
    const { game } = buildBoard({ vc: 'U3', hand: ['F', 'U1'], deck: ['U2'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    expect(seenByB(game, 'hand')).toEqual([]);
    expect(game.view(B).zones[`${A}/hand`]!.count).toBe(2);
    expect(
      game
        .view(A)
        .zones[`${A}/hand`]!.cards.map((c) => c.card)
        .sort(),
    ).toEqual(['F', 'U1']);
    expect(game.view(A).zones[`${A}/deck`]!.cards).toEqual([]);
    expect(game.view(B).zones[`${A}/deck`]!.cards).toEqual([]);
  });

  it('[VG 4.7.1, 4.7.2, 4.8.1, 4.8.3, 4.9.3, 4.10.1, 4.10.2, 4.12.1, 4.12.2, 4.2.2] the drop, field, soul and bind zone are public: the other fighter sees every card', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2', soul: ['U1', 'V0'], drop: ['TC', 'U1N'], hand: ['O-BIND'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    expect(seenByB(game, 'soul').sort()).toEqual(['U1', 'V0']);
    expect(seenByB(game, 'drop').sort()).toEqual(['TC', 'U1N']);
    expect(game.view(B).zones[`${A}/field#fl`]!.cards.map((c) => c.card)).toEqual(['U2']);
    // 4.10.1: the soul is not part of the field.
    expect(zone(game, A, 'field')).toEqual([id('a.vc'), id('a.fl')].filter((c) => zone(game, A, 'field').includes(c)));
    expect(zone(game, A, 'field')).not.toContain(id('a.soul.0'));
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(seenByB(game, 'bind').sort()).toEqual(['TC', 'U1N']);
  });

  it('[VG 4.1.12, 11.8.5.2] a card sent to "the drop" without a fighter named goes to its owner’s drop', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['O-SNIPE'] }, { vc: 'U3', fl: 'U2' });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    if (game.decision?.kind === 'select') ok(game, { type: 'choose', player: A, choice: [id('b.fl')] });
    expect(names(game, B, 'drop')).toEqual(['U2']);
    expect(names(game, A, 'drop')).toEqual(['O-SNIPE']);
  });

  it('[VG 4.9.2.6] "vanguard" and "rear-guard" in text mean the units on those circles', () => {
    // O-FRONT gives +5000 to "your front-row rear-guards": the vanguard, also in the front row, gets none.
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2', bl: 'U1', hand: ['O-FRONT'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(game.stat(id('a.fl'), 'power')).toBe(15000);
    expect(game.stat(id('a.bl'), 'power')).toBe(8000);
    expect(game.stat(id('a.vc'), 'power')).toBe(13000);
  });

  it('[VG 4.9.2.2, 4.9.4] a unit on a circle stands or rests; a vanguard or rear-guard circle holds one card, the guardian circle several', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2' }, { vc: 'U3', hand: ['U1N', 'F', 'U2'] });
    game.startStep('battle', 'start');
    expect(game.state.cards[id('a.vc')]!.status['rested']).toBeUndefined();
    attack(game, id('a.vc'), id('b.vc'));
    expect(game.state.cards[id('a.vc')]!.status['rested']).toBe(true);
    ok(game, { type: 'guard', player: B, cards: [id('b.hand.0'), id('b.hand.1')] });
    expect(game.state.zones[`${B}/field#gc`]).toHaveLength(2);
    for (const circle of ['vc', 'fl']) expect(game.state.zones[`${A}/field#${circle}`]).toHaveLength(1);
  });

  it('[VG 4.13.1.1, 4.13.1.2, 4.13.2, 13.7.2] a drive-checked card passes through the trigger zone to the hand, a damage-checked one to the damage zone', () => {
    const { game, id } = buildBoard({ vc: 'U3', deck: ['U1', 'U2N'] }, { vc: 'U3', deck: ['F'], hand: ['F'] });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    ok(game, { type: 'pass', player: B });
    const moves = game.state.log.filter((e) => e.type === 'moved').map((e) => e.detail as { definition: string; from: string; to: string });
    const path = (definition: string) => moves.filter((m) => m.definition === definition).map((m) => `${m.from}>${m.to}`);
    expect(path('U1')).toEqual([`${A}/deck>${A}/trigger`, `${A}/trigger>${A}/hand`]);
    expect(path('U2N')).toEqual([`${A}/deck>${A}/trigger`, `${A}/trigger>${A}/hand`]);
    expect(moves.filter((m) => m.from === `${B}/deck`).map((m) => m.to)[0]).toBe(`${B}/trigger`);
    expect(moves.filter((m) => m.from === `${B}/trigger`).map((m) => m.to)).toEqual([`${B}/damage`]);
  });

  it('[VG 4.16.1, 4.16.2, 4.17.1, 4.17.2] an order being played sits in the order area; a set order stays in the order zone, public', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['O-DRAW'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    const to = game.state.log.filter((e) => e.type === 'moved' && e.detail?.['definition'] === 'O-DRAW').map((e) => e.detail?.['to']);
    expect(to).toEqual([`${A}/order-area`, `${A}/drop`]);
    const set = buildBoard({ vc: 'U3', hand: ['O-SET'] }, { vc: 'U3' });
    set.game.startStep('main', 'main');
    ok(set.game, { type: 'order', player: A, card: set.id('a.hand.0') });
    expect(names(set.game, A, 'order-zone')).toEqual(['O-SET']);
    expect(seenByB(set.game, 'order-zone')).toEqual(['O-SET']);
  });

  it('[VG 4.18.1, 4.18.2] the ride deck is its fighter’s: the other fighter sees only how many cards it holds', () => {
    const { game } = buildBoard({ vc: 'RD0', rideDeck: ['RD1', 'RD2', 'RD3'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    expect(game.view(B).zones[`${A}/ride-deck`]).toMatchObject({ count: 3, cards: [] });
    expect(
      game
        .view(A)
        .zones[`${A}/ride-deck`]!.cards.map((c) => c.card)
        .sort(),
    ).toEqual(['RD1', 'RD2', 'RD3']);
  });
});

describe('hidden zones (4.1.11)', () => {
  it('[VG 4.1.11] cards put at a place in a hidden zone: every fighter learns how many', () => {
    const { game, id } = buildBoard({ vc: 'U3', soul: ['U1', 'U2N'], hand: ['O-TUCK', 'F'], filler: 10 }, { vc: 'U3' });
    game.startStep('main', 'main');
    const before = game.view(B).zones[`${A}/deck`]!.count;
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(game.view(B).zones[`${A}/deck`]!.count).toBe(before + 2);
    // The moves themselves are public events, though the deck's cards stay hidden.
    const intoDeck = game.state.log.filter((e) => e.type === 'moved' && e.detail?.['to'] === `${A}/deck`);
    expect(intoDeck).toHaveLength(2);
    for (const e of intoDeck) expect(e.hiddenFrom ?? []).not.toContain(B);
    expect(game.view(B).zones[`${A}/deck`]!.cards).toEqual([]);
  });
});

describe('face up and face down (4.3.3)', () => {
  it('[VG 4.3.3, 4.3.3.1, 4.3.3.2, 4.3.3.3] a face-up card’s information is seen by every fighter; a face-down one’s by none', () => {
    const { game, id } = buildBoard({ vc: 'U3', damage: ['U2', 'U1'], faceDown: ['damage.0'] }, { vc: 'U3' });
    for (const viewer of [A, B]) {
      const cards = game.view(viewer).zones[`${A}/damage`]!.cards;
      expect(cards.find((c) => c.id === id('a.damage.0'))?.card).toBeUndefined();
      expect(cards.find((c) => c.id === id('a.damage.1'))?.card).toBe('U1');
    }
  });
});
