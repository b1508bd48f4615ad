import { editPosition } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { createVanguardPlugin } from '../src/index.js';
import { flagProblems } from '../src/sets/buddyfight/index.js';
import { A, B, buildBoard, choose, names, ok, onCircle, rejected, zone, type Board, type Side } from './support/board.js';
import { buddyfightTestCards } from './support/buddyfight-cards.js';

const engine = { cards: buddyfightTestCards };
const board = (a: Side, b: Side = { vc: 'U3' }): Board => buildBoard(a, b, { engine });
/** The main phase, with room for several orders this turn (9.9.2.3). */
const main = (b: Board): Board => {
  editPosition(b.game).player(A, { orderLimitBonus: 9 }).build();
  b.game.startStep('main', 'main');
  return b;
};
/** Answers a select that offers `choice` (a choice with one candidate may have been made for the player). */
function answer(b: Board, ...choice: string[]): void {
  const decision = b.game.decision;
  if (decision?.kind !== 'select') return;
  const options = JSON.stringify(decision);
  if (choice.every((c) => options.includes(`"${c}"`))) choose(b.game, ...choice);
}
const order = (b: Board, card: string) => ok(b.game, { type: 'order', player: A, card: b.id(card) });
const cardAt = (b: Board, player: string, circle: string) => b.game.state.cards[onCircle(b.game, player, circle) ?? '']?.card;
/** Definition ids of the buddy soul under the unit on `circle`. */
function buddySoulUnder(b: Board, player: string, circle: string): string[] {
  const unit = b.game.state.cards[onCircle(b.game, player, circle) ?? ''];
  if (unit === undefined) return [];
  return zone(b.game, player, 'buddy-soul')
    .map((id) => b.game.state.cards[id]!)
    .filter((c) => c.status['buddySoulOf'] === unit.serial)
    .map((c) => c.card)
    .sort();
}
const events = (b: Board, type: string) => b.game.state.log.filter((e) => e.type === type);

describe('Buddyfight-related cards (17.17.1–17.17.4)', () => {
  it('[VG 17.17.1, 17.17.2, 17.17.2.1] a card of the nation Buddyfight is Buddyfight-related; "<Dragon World>" names the cards with that world icon', () => {
    const b = main(board({ vc: 'U3', fl: 'BF-U', fr: 'BF-MAGIC', bl: 'F', hand: ['BFX-DW-POWER'] }));
    order(b, 'a.hand.0');
    // Only the Dragon World Buddyfight card was a candidate: chosen without a question.
    expect(b.game.stat(b.id('a.fl'), 'power')).toBe(13000);
    expect(b.game.stat(b.id('a.fr'), 'power')).toBe(8000);
    expect(b.game.stat(b.id('a.bl'), 'power')).toBe(7000);
  });

  it('[VG 17.17.3, 17.17.3.1] a card with Flag may be put in the deck once only', () => {
    const cards = new Map(buddyfightTestCards.map((c) => [c.id, c]));
    const two = { name: 'flags', main: ['BF-FLAG', 'BF-U'], extra: { 'ride-deck': ['BF-FLAG'] } };
    expect(flagProblems(two, cards).map((e) => e.code)).toEqual(['VG_FLAG_COPIES']);
    expect(flagProblems({ name: 'one', main: ['BF-FLAG', 'BF-U', 'BF-U'] }, cards)).toEqual([]);
    // The title's deck check reports it with its other problems.
    const plugin = createVanguardPlugin({ rideDeckDiscard: 'reject', cards: buddyfightTestCards });
    const all = new Map((plugin.cards ?? []).map((c) => [c.id, c]));
    expect(plugin.title.validateDeck!(two, all, {}).some((e) => e.code === 'VG_FLAG_COPIES')).toBe(true);
  });

  it('[VG 17.17.4, 17.17.4.1, 17.17.4.1.1] becoming a buddyfighter puts a unit card of the ride deck into the order zone; its name is the buddy monster', () => {
    const b = main(board({ vc: 'U3', hand: ['BFX-BUDDY', 'BFX-IF-BUDDY', 'BF-G0'], rideDeck: ['BF-G0', 'BF-FLAG'], deck: ['U1', 'U2'] }));
    order(b, 'a.hand.0');
    choose(b.game, b.id('a.ride-deck.0'));
    expect(names(b.game, A, 'order-zone')).toEqual(['BF-G0']);
    expect(names(b.game, A, 'ride-deck')).toEqual(['BF-FLAG']);
    // "If you are a buddyfighter, draw; if the Buddyfight card in your hand is your buddy monster, draw."
    order(b, 'a.hand.1');
    expect(names(b.game, A, 'hand').sort()).toEqual(['BF-G0', 'U1', 'U2']);
  });

  it('[VG 17.17.4.2] being a buddyfighter by itself changes nothing else in the game', () => {
    const b = main(board({ vc: 'U3', hand: ['BFX-BUDDY', 'BFX-IF-BUDDY'], rideDeck: ['BF-G0'], deck: ['U1', 'U2'] }));
    const before = b.game.legalActions(A).filter((a) => (a as Record<string, unknown>)['card'] !== b.id('a.hand.0')).length;
    order(b, 'a.hand.0');
    answer(b, b.id('a.ride-deck.0'));
    // The same actions remain (the order played aside), and no other zone changed.
    expect(b.game.legalActions(A).length).toBe(before);
    expect(names(b.game, A, 'field')).toEqual(['U3']);
    expect(names(b.game, B, 'field')).toEqual(['U3']);
    // Without it, the same check draws nothing.
    const other = main(board({ vc: 'U3', hand: ['BFX-IF-BUDDY'], deck: ['U1'] }));
    order(other, 'a.hand.0');
    expect(names(other.game, A, 'hand')).toEqual([]);
  });
});

describe('gauge crests and gauge (17.17.5)', () => {
  it('[VG 17.17.5, 17.17.5.1, 17.17.5.2, 17.17.5.3] gauge is gained linked to the gauge crest in the crest zone, and stays there', () => {
    const b = main(board({ vc: 'U3', hand: ['BFX-GAUGE2', 'BFX-CREST', 'BFX-GAUGE2', 'BFX-IF-GAUGE'], deck: ['U1', 'U2', 'F', 'F'] }));
    order(b, 'a.hand.0'); // no gauge crest: no gauge
    expect(zone(b.game, A, 'gauge')).toEqual([]);
    order(b, 'a.hand.1'); // the crest
    const crest = zone(b.game, A, 'crest')[0]!;
    order(b, 'a.hand.2');
    const gauge = zone(b.game, A, 'gauge');
    expect(gauge.map((id) => b.game.state.cards[id]!.card).sort()).toEqual(['U1', 'U2']);
    expect(gauge.every((id) => b.game.state.cards[id]!.status['gaugeOf'] === crest)).toBe(true);
    // Linked to a crest (not a unit), it is still legal after the check timing (13.9.1's exception).
    expect(zone(b.game, A, 'gauge')).toHaveLength(2);
    order(b, 'a.hand.3'); // "if you have 2 or more gauge, draw"
    expect(names(b.game, A, 'hand')).toEqual(['F']);
  });

  it('[VG 17.17.5.4] paying gauge moves that many gauge cards to the drop zone; it cannot be paid with too few', () => {
    const b = main(board({ vc: 'U3', hand: ['BFX-PAYG', 'BFX-CREST', 'BFX-GAUGE2'], deck: ['U1', 'U2', 'F'] }));
    rejected(b.game, { type: 'order', player: A, card: b.id('a.hand.0') }, 'VG_CANNOT_PAY_COST');
    order(b, 'a.hand.1');
    order(b, 'a.hand.2');
    order(b, 'a.hand.0');
    answer(b, zone(b.game, A, 'gauge')[0]!);
    expect(zone(b.game, A, 'gauge')).toHaveLength(1);
    expect(names(b.game, A, 'drop').filter((c) => c === 'U1' || c === 'U2')).toHaveLength(1);
    expect(b.game.state.log.some((e) => e.type === 'moved' && e.detail?.['reason'] === 'pay-gauge')).toBe(true);
  });
});

describe('the call cost zone and call costs (17.17.6, 17.17.8)', () => {
  it('[VG 17.17.6, 17.17.6.1, 17.17.8.2.1] the unit waits in its fighter’s public call cost zone while its call cost is paid', () => {
    const b = main(board({ vc: 'U3', hand: ['BF-CC-SOUL'], drop: ['U1', 'U2'] }));
    ok(b.game, { type: 'call', player: A, card: b.id('a.hand.0'), circle: 'fl' });
    // Choosing the card for its buddy soul: the unit is in the call cost zone, seen by both fighters.
    expect(b.game.decision?.kind).toBe('select');
    expect(names(b.game, A, 'call-cost')).toEqual(['BF-CC-SOUL']);
    const seen = Object.values(b.game.view(B).zones[`${A}/call-cost`]?.cards ?? []);
    expect(seen).toMatchObject([{ card: 'BF-CC-SOUL' }]);
  });

  it('[VG 17.17.6.2, 17.17.8, 17.17.8.2, 17.17.8.2.2, 17.17.8.4, 17.17.8.5, 17.17.8.5.2, 17.17.8.5.3] a card moved hand → call cost zone → circle is reported as moved from the hand; the cost’s cards go under it', () => {
    const b = main(board({ vc: 'U3', hand: ['BF-CC-SOUL'], drop: ['U1', 'U2'] }));
    ok(b.game, { type: 'call', player: A, card: b.id('a.hand.0'), circle: 'fl' });
    choose(b.game, b.id('a.drop.1'));
    expect(cardAt(b, A, 'fl')).toBe('BF-CC-SOUL');
    expect(buddySoulUnder(b, A, 'fl')).toEqual(['U2']);
    expect(names(b.game, A, 'drop')).toEqual(['U1']);
    expect(zone(b.game, A, 'call-cost')).toEqual([]);
    const calls = events(b, 'moved').filter((e) => String(e.detail?.['to']).endsWith('field#fl'));
    expect(calls.map((e) => [e.detail?.['from'], e.detail?.['reason']])).toEqual([[`${A}/hand`, 'call']]);
    const under = events(b, 'moved').filter((e) => String(e.detail?.['to']).endsWith('/buddy-soul'));
    expect(under.map((e) => e.detail?.['from'])).toEqual([`${A}/drop`]);
  });

  it('[VG 17.17.8.2.3] a call cost that retires retires the unit chosen, as a cost', () => {
    const b = main(board({ vc: 'U3', fr: 'U1', br: 'BF-U', hand: ['BF-CC-RET'] }));
    ok(b.game, { type: 'call', player: A, card: b.id('a.hand.0'), circle: 'fl' });
    choose(b.game, b.id('a.fr'));
    expect(cardAt(b, A, 'fl')).toBe('BF-CC-RET');
    expect(names(b.game, A, 'drop')).toEqual(['U1']);
    expect(cardAt(b, A, 'br')).toBe('BF-U');
  });

  it('[VG 17.17.8.2.4, 17.17.8.5.1] a unit put on top of another: that unit and its buddy soul become the new unit’s buddy soul', () => {
    const b = main(board({ vc: 'U3', fl: 'BF-U', hand: ['BFX-PBS', 'BF-CC-TOP'], deck: ['U2'] }));
    order(b, 'a.hand.0'); // U2 into BF-U's buddy soul
    expect(buddySoulUnder(b, A, 'fl')).toEqual(['U2']);
    ok(b.game, { type: 'call', player: A, card: b.id('a.hand.1'), circle: 'fl' });
    expect(cardAt(b, A, 'fl')).toBe('BF-CC-TOP');
    expect(buddySoulUnder(b, A, 'fl')).toEqual(['BF-U', 'U2']);
    expect(names(b.game, A, 'drop')).toEqual(['BFX-PBS']);
  });

  it('[VG 17.17.8.2.5] a call cost of gauge is paid from the gauge crest’s gauge', () => {
    const b = main(board({ vc: 'U3', hand: ['BFX-CREST', 'BFX-GAUGE2', 'BF-CC-GAUGE'], deck: ['U1', 'U2'] }));
    order(b, 'a.hand.0');
    order(b, 'a.hand.1');
    ok(b.game, { type: 'call', player: A, card: b.id('a.hand.2'), circle: 'fl' });
    answer(b, zone(b.game, A, 'gauge')[0]!);
    expect(cardAt(b, A, 'fl')).toBe('BF-CC-GAUGE');
    expect(zone(b.game, A, 'gauge')).toHaveLength(1);
  });

  it('[VG 17.17.8.3] when a part of the call cost cannot be done, the unit is not called and goes to the drop zone (and such a call is not offered)', () => {
    const b = main(board({ vc: 'U3', hand: ['BF-CC-SOUL', 'BF-CC-TOP', 'F'] }));
    const offered = b.game.legalActions(A).filter((a) => a['type'] === 'call');
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((a) => (a as Record<string, unknown>)['card'] === b.id('a.hand.2'))).toBe(true);
    ok(b.game, { type: 'call', player: A, card: b.id('a.hand.0'), circle: 'fl' });
    expect(onCircle(b.game, A, 'fl')).toBeUndefined();
    expect(names(b.game, A, 'drop')).toEqual(['BF-CC-SOUL']);
    // Nothing to put it on top of: the same.
    ok(b.game, { type: 'call', player: A, card: b.id('a.hand.1'), circle: 'fr' });
    expect(onCircle(b.game, A, 'fr')).toBeUndefined();
    expect(names(b.game, A, 'drop').sort()).toEqual(['BF-CC-SOUL', 'BF-CC-TOP']);
  });

  it('[VG 17.17.8, 17.17.8.4] a superior call by an effect pays the call cost too', () => {
    const b = main(board({ vc: 'U3', hand: ['BFX-SUPCALL', 'BF-CC-SOUL'], drop: ['U1'] }));
    order(b, 'a.hand.0');
    answer(b, b.id('a.hand.1'));
    answer(b, 'fl');
    expect(cardAt(b, A, 'fl')).toBe('BF-CC-SOUL');
    expect(buddySoulUnder(b, A, 'fl')).toEqual(['U1']);
    expect(events(b, 'moved').some((e) => e.detail?.['reason'] === 'superior-call' && e.detail?.['from'] === `${A}/hand`)).toBe(true);
  });

  it('[VG 17.17.8.4.1] a unit called from the deck waits in the call cost zone until the effect has finished; then its call cost is paid', () => {
    const b = main(board({ vc: 'U3', hand: ['BFX-DECKCALL'], deck: ['U2', 'BF-CC-SOUL'], drop: ['U1'] }));
    order(b, 'a.hand.0');
    answer(b, b.id('a.deck.1'));
    // The effect drew its card before the call cost goes on (U2 is in hand while the buddy soul is chosen).
    expect(names(b.game, A, 'hand')).toEqual(['U2']);
    expect(names(b.game, A, 'call-cost')).toEqual(['BF-CC-SOUL']);
    answer(b, b.id('a.drop.0'));
    expect(cardAt(b, A, 'fl')).toBe('BF-CC-SOUL');
    expect(buddySoulUnder(b, A, 'fl')).toEqual(['U1']);
    const call = events(b, 'moved').find((e) => String(e.detail?.['to']).endsWith('field#fl'))!;
    expect(call.detail?.['from']).toBe(`${A}/deck`);
  });

  it('[VG 17.17.8.6] "call without paying its call cost": the unit is called as if it had none', () => {
    const b = main(board({ vc: 'U3', hand: ['BFX-FREECALL', 'BF-CC-SOUL'], drop: ['U1'] }));
    order(b, 'a.hand.0');
    answer(b, b.id('a.hand.1'));
    answer(b, 'fl');
    expect(cardAt(b, A, 'fl')).toBe('BF-CC-SOUL');
    expect(buddySoulUnder(b, A, 'fl')).toEqual([]);
    expect(names(b.game, A, 'drop').sort()).toEqual(['BFX-FREECALL', 'U1']);
    expect(events(b, 'moved').some((e) => String(e.detail?.['to']).endsWith('/call-cost'))).toBe(false);
  });
});
