/**
 * Lock (7.30) meeting G units, dress-sources, beast synthesis and wear (7.30.4, 7.30.7, 6.10.4, 13.12.2), and a
 * beast-synthesized unit linked as a dress-source (6.10.3.2.1.2). Helper vg-premium, issue 16.
 */
import type { Game } from '@tcgkit/kernel';
import { editPosition } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { A, B, buildBoard, choose, names, ok, onCircle, zone } from './support/board.js';
import { kwBTestCards } from './support/kw-b-cards.js';

/** A test order: put one of your rear-guards into your hand, then call the card that was put there. */
const bounceAndCall = {
  id: 'T-BOUNCE-CALL',
  name: 'Test Bounce and Call',
  type: 'order',
  subtype: 'normal',
  grade: 0,
  clan: 'Gilded Wings',
  orderEffect: [
    { do: 'choose', from: { zone: 'field', player: 'you', where: { test: 'rear-guard' } }, count: 1, as: '_r' },
    { do: 'move', cards: { var: '_r' }, to: 'hand', as: '_back' },
    { do: 'call', cards: { var: '_back' } },
  ],
};
const engine = { cards: [...kwBTestCards, bounceAndCall as never] };

const answerAll = (game: Game) => {
  for (let i = 0; i < 20 && game.decision?.kind === 'select'; i++) {
    const d = game.decision as unknown as { options: { id: string }[]; min: number };
    choose(game, ...d.options.slice(0, Math.max(d.min, 1)).map((o) => o.id));
  }
};

describe('lock in depth (7.30.4, 7.30.7, 6.10.4, 13.12.2)', () => {
  it('[VG 7.30.4] a G unit on a rear-guard circle that is locked goes face up into its owner’s G zone at once', () => {
    const { game, id } = buildBoard(
      { vc: 'U3', fl: 'pg-ember-emperor' },
      { vc: 'U3', fr: 'pd-chain-keeper', damage: ['U1'] },
      { gameOptions: { format: 'premium' }, tp: B },
    );
    game.startStep('main', 'main');
    ok(game, { type: 'activate', player: B, card: id('b.fr'), ability: 0 });
    answerAll(game);
    expect(game.history().some((e) => e.type === 'locked')).toBe(true);
    expect(onCircle(game, A, 'fl')).toBeUndefined();
    expect(
      zone(game, A, 'g-zone').map((c) => [game.state.cards[c]!.card, game.state.cards[c]!.faceUp, game.state.cards[c]!.status['locked']]),
    ).toEqual([['pg-ember-emperor', true, undefined]]);
  });

  it('[VG 7.30.7] the dress-sources of a locked unit stay linked to the locked card, and to it again once unlocked', () => {
    const { game, id } = buildBoard(
      { vc: 'gw-knight', fl: 'gw-page', bl: 'gw-squire', hand: ['gw-paragon', 'Y-LOCK-MINE', 'Y-UNLOCK-MINE'] },
      { vc: 'gw-knight' },
      { engine },
    );
    game.startStep('main', 'main');
    ok(game, { type: 'x-overdress', player: A, card: id('a.hand.0'), sources: [id('a.fl'), id('a.bl')], circle: 'fl' });
    const paragon = onCircle(game, A, 'fl')!;
    const serial = game.state.cards[paragon]!.serial;
    expect(zone(game, A, 'dress').map((c) => game.state.cards[c]!.status['dressOf'])).toEqual([serial, serial]);
    editPosition(game).player(A, { orderLimitBonus: 3 }).build();
    ok(game, { type: 'order', player: A, card: id('a.hand.1') });
    answerAll(game);
    const locked = onCircle(game, A, 'fl')!;
    expect(locked).not.toBe(paragon);
    expect(game.state.cards[locked]!.status['locked']).toBe(true);
    expect(game.state.cards[locked]!.serial).toBe(serial);
    expect(zone(game, A, 'dress').map((c) => game.state.cards[c]!.status['dressOf'])).toEqual([serial, serial]);
    ok(game, { type: 'order', player: A, card: id('a.hand.2') });
    answerAll(game);
    const unlocked = onCircle(game, A, 'fl')!;
    expect(game.state.cards[unlocked]!.status['locked']).toBeUndefined();
    expect(game.state.cards[unlocked]!.serial).toBe(serial);
    expect(zone(game, A, 'dress')).toHaveLength(2);
  });

  it('[VG 6.10.4] a beast-synthesized unit that is locked: its token top is erased and the other cards go to the drop', () => {
    const { game, id } = buildBoard(
      { vc: 'gw-knight', fl: 'tt-beastmaker', damage: ['gw-page'], deck: ['gw-page'], hand: ['Y-LOCK-MINE'] },
      { vc: 'gw-knight', hand: ['gw-page'] },
      { engine },
    );
    game.startStep('main', 'main');
    ok(game, { type: 'activate', player: A, card: id('a.fl'), ability: 0 });
    answerAll(game);
    const top = onCircle(game, A, 'bc')!;
    expect(zone(game, A, 'synthesis')).toEqual([id('a.fl')]);
    // The stack is one unit, A's only rear-guard: the order locks it.
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    answerAll(game);
    expect(game.state.cards[top]).toBeUndefined();
    expect(onCircle(game, A, 'bc')).toBeUndefined();
    expect(zone(game, A, 'synthesis')).toEqual([]);
    expect(names(game, A, 'drop')).toContain('tt-beastmaker');
    expect(game.history().some((e) => e.type === 'locked')).toBe(false);
  });

  it('[VG 13.12.2] a locked card linked to the vanguard by wear is retired', () => {
    const { game, id } = buildBoard(
      { vc: 'gw-knight', fl: 'gw-mantle' },
      { vc: 'gw-knight', fl: 'pd-wear-breaker', damage: ['U1'] },
      { engine },
    );
    game.startStep('main', 'main');
    ok(game, { type: 'activate', player: A, card: id('a.fl'), ability: 0 });
    answerAll(game);
    expect(zone(game, A, 'worn')).toEqual([id('a.fl')]);
    // B's turn: the Wearbreaker Chain locks the worn unit; the rule process retires it.
    editPosition(game).turnPlayer(B).at('main', 'main').build();
    ok(game, { type: 'activate', player: B, card: id('b.fl'), ability: 0 });
    answerAll(game);
    expect(game.history().some((e) => e.type === 'locked')).toBe(true);
    expect(zone(game, A, 'worn')).toEqual([]);
    expect(names(game, A, 'drop')).toContain('gw-mantle');
    expect(
      game.history().some((e) => e.type === 'moved' && e.detail?.['definition'] === 'gw-mantle' && e.detail?.['reason'] === 'retire'),
    ).toBe(true);
  });
});

describe('beast synthesis linked as a non-unit (6.10.3.2.1.2)', () => {
  it('[VG 6.10.3.2.1.2] a beast-synthesized unit made a dress-source: every card of its stack becomes a dress-source of the new unit', () => {
    const { game, id } = buildBoard(
      { vc: 'gw-knight', fl: 'tt-beastmaker', br: 'gw-page', damage: ['gw-page'], deck: ['gw-page'], hand: ['gw-paragon'] },
      { vc: 'gw-knight', hand: ['gw-page'] },
      { engine },
    );
    game.startStep('main', 'main');
    ok(game, { type: 'activate', player: A, card: id('a.fl'), ability: 0 });
    answerAll(game);
    const top = onCircle(game, A, 'bc')!;
    ok(game, { type: 'x-overdress', player: A, card: id('a.hand.0'), sources: [top, id('a.br')], circle: 'bc' });
    answerAll(game);
    const paragon = onCircle(game, A, 'bc')!;
    expect(game.state.cards[paragon]!.card).toBe('gw-paragon');
    const serial = game.state.cards[paragon]!.serial;
    // The stack's lower card is a dress-source too (its token top ceased to exist off the field, 15.4.3.2).
    const sources = zone(game, A, 'dress').filter((c) => game.state.cards[c]!.status['dressOf'] === serial);
    expect(sources.map((c) => game.state.cards[c]!.card).sort()).toEqual(['gw-page', 'tt-beastmaker']);
    expect(zone(game, A, 'synthesis')).toEqual([]);
  });
});

describe('beast synthesis moved off the circles by an effect (6.10.3.2.1.1)', () => {
  it('[VG 6.10.3.2.1.1, 6.10.3.2.1] the effect that moved a beast-synthesized unit refers afterwards only to its top card', () => {
    // A plain rear-guard: put into the hand, then called back by the same effect.
    const plain = buildBoard(
      { vc: 'gw-knight', fl: 'gw-page', hand: ['T-BOUNCE-CALL'] },
      { vc: 'gw-knight', hand: ['gw-page'] },
      { engine },
    );
    plain.game.startStep('main', 'main');
    ok(plain.game, { type: 'order', player: A, card: plain.id('a.hand.0') });
    answerAll(plain.game);
    expect(names(plain.game, A, 'hand')).toEqual([]);
    expect(
      plain.game
        .history()
        .some((e) => e.type === 'moved' && e.detail?.['definition'] === 'gw-page' && e.detail?.['reason'] === 'superior-call'),
    ).toBe(true);

    // A beast-synthesized unit: its cards go to the hand as separate cards; the effect's "that card" is the top only
    // (a token, which ceased to exist off the field), so the lower card stays in the hand.
    const { game, id } = buildBoard(
      { vc: 'gw-knight', fl: 'tt-beastmaker', damage: ['gw-page'], deck: ['gw-page'], hand: ['T-BOUNCE-CALL'] },
      { vc: 'gw-knight', hand: ['gw-page'] },
      { engine },
    );
    game.startStep('main', 'main');
    ok(game, { type: 'activate', player: A, card: id('a.fl'), ability: 0 });
    answerAll(game);
    expect(zone(game, A, 'synthesis')).toEqual([id('a.fl')]);
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    answerAll(game);
    expect(names(game, A, 'hand')).toContain('tt-beastmaker');
    expect(
      game
        .history()
        .some((e) => e.type === 'moved' && e.detail?.['reason'] === 'superior-call' && e.detail?.['definition'] === 'tt-beastmaker'),
    ).toBe(false);
    expect(onCircle(game, A, 'bc')).toBeUndefined();
    expect(zone(game, A, 'synthesis')).toEqual([]);
  });
});
