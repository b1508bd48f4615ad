import { editPosition } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { parseCard, validateVanguardDeck, vanguardCards, type VanguardCard } from '../src/index.js';
import { cinderDepthDeck } from '../src/cards/decks-card-rules.js';
import { cardRulesDecks, createVanguardPlugin, defaultVanguardOptions } from '../src/index.js';
import { createEngine, titleModule, type DeckList } from '@tcgkit/kernel';
import { A, buildBoard, choose, ok, rejected, zone, type Board, type Side } from './support/board.js';
import { cardRulesTestCards } from './support/card-rules-cards.js';
import { kwBTestCards } from './support/kw-b-cards.js';

const engine = { cards: [...cardRulesTestCards, ...kwBTestCards] };
const main = (a: Side, b: Side = { vc: 'U3' }) => {
  const board = buildBoard(a, b, { engine });
  board.game.startStep('main', 'main');
  return board;
};
const order = (board: Board, card = 'a.hand.0') => ok(board.game, { type: 'order', player: A, card: board.id(card) });
const moreOrders = (board: Board, n = 3) => editPosition(board.game).player(A, { orderLimitBonus: n }).build();
/** The card ids a select decision offers. */
const offered = (board: Board) => ((board.game.decision as { options?: { id: string }[] }).options ?? []).map((o) => o.id).sort();

describe('clan and nation icons (2.2.6, 2.14.3)', () => {
  it('[VG 2.2.6, 2.2.2, 2.14.3, 2.14.3.1] a clan icon is the card’s original clan: it belongs to that clan, not to its nation’s other clans; a nation shown by its icon alone is that nation', () => {
    // Cinder Rally: +5000 to a unit of 《Cinder Wyrms》, then Soul Charge 1 for each unit of 《ドラゴンエンパイア》.
    const board = main({ vc: 'U3', fl: 'cw-icon-drake', fr: 'cw-nation-icon-drake', bl: 'U1', hand: ['cw-rally'] });
    order(board);
    // Only the clan-icon drake belongs to Cinder Wyrms (the one candidate is chosen without asking, 11.8.4).
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(13000);
    expect(board.game.stat(board.id('a.fr'), 'power')).toBe(10000);
    // Both drakes are of ドラゴンエンパイア: one by its name with the clan icon, one by the nation icon alone.
    expect(zone(board.game, A, 'soul')).toHaveLength(2);
  });

  it('[VG 2.2.6, 2.14.4] a nation-icon card without a clan belongs to every clan of its nation; one with a clan icon only to that clan', () => {
    const board = main({ vc: 'U3', fl: 'cw-icon-drake', fr: 'cw-nation-icon-drake', hand: ['CR-PICK-KAGERO'] });
    order(board);
    expect(offered(board)).toEqual([board.id('a.fr')]);
  });
});

describe('fighter icons (2.18)', () => {
  it('[VG 2.18, 2.18.1, 2.18.2, 2.18.3, 7.15.1.1] "has アイチアイコン" reads the fighter icon a card shows: the CONT is valid (it activates) only while the vanguard shows it', () => {
    const withIcon = main({ vc: 'cw-gauge-regent', fl: 'cw-vow-knight' });
    expect(withIcon.game.stat(withIcon.id('a.fl'), 'power')).toBe(13000);
    const without = main({ vc: 'U3', fl: 'cw-vow-knight' });
    expect(without.game.stat(without.id('a.fl'), 'power')).toBe(10000);
    expect(() => parseCard({ id: 'X', name: 'X', type: 'unit', grade: 1, power: 1, fighterIcons: ['nobody'] })).toThrow(/fighterIcons/);
  });
});

describe('deck-building abilities and collector numbers (2.16, 8.1.3, 8.1.9)', () => {
  const pool = new Map([...vanguardCards, ...cardRulesTestCards].map((c) => [c.id, c as VanguardCard]));
  const withMain = (main: string[]): DeckList => ({ ...cinderDepthDeck, main });
  const without = (id: string) => cinderDepthDeck.main.filter((c) => c !== id);
  const codes = (deck: DeckList) => validateVanguardDeck(deck, pool).map((e) => `${e.code} ${e.rule}`);

  it('[VG 8.1.3, 8.1.9, 2.16.2.1] a deck-building ability replaces the copy limit for the cards with its card’s collector number, and a game starts with the deck', () => {
    expect(codes(cinderDepthDeck)).toEqual([]);
    expect(cinderDepthDeck.main.filter((c) => c === 'cw-collector')).toHaveLength(5);
    // With a limit of 6: six are allowed, seven are not.
    const filler = without('cw-collector')
      .filter((c) => c !== 'cw-ward')
      .slice(0, 43);
    expect(codes(withMain([...filler, ...Array<string>(6).fill('CR-DB-SIX'), 'cw-squire']))).not.toContain('VG_TOO_MANY_COPIES VG 8.1.3');
    expect(codes(withMain([...filler, ...Array<string>(7).fill('CR-DB-SIX')]))).toContain('VG_TOO_MANY_COPIES VG 8.1.3');
    // 8.1.3: it applies while the deck is built; the engine accepts the deck and the game plays.
    const engine2 = createEngine([titleModule(createVanguardPlugin({ ...defaultVanguardOptions, decks: cardRulesDecks }))]);
    const game = engine2.create({ title: 'vanguard', seed: 3, players: [{ deck: 'cinder-depth' }, { deck: 'tidecrest-depth' }] });
    expect(game.decision).not.toBeNull();
  });

  it('[VG 2.16, 2.16.1, 2.16.2, 8.1.9, 8.1.5.1] the collector number is no information: another printing of the name (another number) is the same name, limited to 4, and not freed by the ability', () => {
    const base = without('cw-collector').slice(0, 41);
    // Five freed copies plus four of the other printing: legal.
    expect(
      codes(withMain([...base.slice(0, 41), ...Array<string>(5).fill('cw-collector'), ...Array<string>(4).fill('CR-REPRINT')])),
    ).toEqual([]);
    // A fifth of the other printing breaks 8.1.5 for the name they share.
    const five = codes(withMain([...base.slice(0, 40), ...Array<string>(5).fill('cw-collector'), ...Array<string>(5).fill('CR-REPRINT')]));
    expect(five).toContain('VG_TOO_MANY_COPIES VG 8.1.5');
    // Without the card that has the ability, its number is not freed: five copies are too many.
    const alone = codes(withMain([...base.slice(0, 45), ...Array<string>(5).fill('CR-REPRINT')]));
    expect(alone).toContain('VG_TOO_MANY_COPIES VG 8.1.5');
  });
});

describe('card types (2.9)', () => {
  it('[VG 2.9.3.2] an order is a card of abilities only: its main type is order and it is never called as a unit', () => {
    const board = main({ vc: 'U3', hand: ['cw-optional-blaze', 'CR-PROBE-HAND-ORDER'] });
    rejected(board.game, { type: 'call', player: A, card: board.id('a.hand.0'), circle: 'fl' }, 'VG_NOT_A_UNIT');
    order(board, 'a.hand.1');
    expect(offered(board)).toEqual([board.id('a.hand.0')]);
  });

  it('[VG 2.9.3.4, 2.9.4, 2.9.4.1] a dress-source has the main type ドレス元, no longer unit, and keeps its own subtype', () => {
    const board = buildBoard(
      { vc: 'gw-knight', fl: 'gw-page', bl: 'gw-squire', hand: ['gw-paragon', 'CR-PROBE-DRESS', 'CR-PROBE-DRESS-UNIT'] },
      { vc: 'gw-knight' },
      { engine },
    );
    board.game.startStep('main', 'main');
    moreOrders(board);
    ok(board.game, {
      type: 'x-overdress',
      player: A,
      card: board.id('a.hand.0'),
      sources: [board.id('a.fl'), board.id('a.bl')],
      circle: 'fl',
    });
    const sources = zone(board.game, A, 'dress');
    expect(sources).toHaveLength(2);
    order(board, 'a.hand.1');
    expect(offered(board)).toEqual([...sources].sort());
    choose(board.game);
    order(board, 'a.hand.2');
    expect(board.game.decision?.kind).not.toBe('select'); // no dress-source is a unit
  });

  it('[VG 2.9.5, 2.9.5.1, 2.9.5.2, 6.9.1] wearing gives the special type 着装, with its own rules (6.9.3), and changes neither main type nor subtype', () => {
    const board = buildBoard({ vc: 'gw-knight', fl: 'gw-mantle', hand: ['gw-arestiel', 'CR-PROBE-WORN'] }, { vc: 'gw-knight' }, { engine });
    board.game.startStep('main', 'main');
    moreOrders(board);
    ok(board.game, { type: 'activate', player: A, card: board.id('a.fl'), ability: 0 });
    expect(zone(board.game, A, 'worn')).toEqual([board.id('a.fl')]);
    // 2.9.5.2: the rule of 着装 (6.9.3.5): the vanguard adds the worn unit's power.
    expect(board.game.stat(board.id('a.vc'), 'power')).toBe(18000);
    order(board, 'a.hand.1');
    expect(offered(board)).toEqual([board.id('a.fl')]);
  });

  it('[VG 2.9.2.2, 2.9.5, 15.5.1.1] a ticket pseudo-card has the main type order and the special type ticket', () => {
    const board = main({ vc: 'U3', hand: ['cw-ember-pass', 'CR-PROBE-TICKET', 'cw-optional-blaze'] });
    // The ticket of the pool is a real card here (put by the position builder): a pseudo-card needs `create-pseudo`.
    editPosition(board.game).put(A, 'hand', { card: 'cw-ember-pass', faceUp: true, token: true }).build();
    order(board, 'a.hand.1');
    const tickets = zone(board.game, A, 'hand').filter((id) => board.game.state.cards[id]!.token === true);
    expect(offered(board)).toEqual(tickets);
  });
});
