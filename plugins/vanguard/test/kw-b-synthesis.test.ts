import { describe, expect, it } from 'vitest';
import { editPosition } from '@tcgkit/testing';
import { A, buildBoard, choose, names, ok, onCircle, zone, type Side } from './support/board.js';
import { kwBTestCards } from './support/kw-b-cards.js';

const engine = { cards: kwBTestCards };
const board = (a: Side, b: Side = { vc: 'gw-knight' }) => buildBoard(a, { hand: ['gw-page'], ...b }, { engine });
/** More orders this turn than 9.9.2.3 allows by default, so one test can play several test orders. */
const manyOrders = (built: ReturnType<typeof board>) => editPosition(built.game).player(A, { orderLimitBonus: 5 }).build().game;

describe('beast synthesis (魔獣合成, 6.10)', () => {
  it('[VG 6.10, 6.10.1, 6.10.2, 6.10.2.1, 6.10.3, 6.10.3.1, 6.10.5, 6.10.6, 6.10.7] a token of 〈魔獣合成体〉 and a unit become one unit, the token on top; both "synthesized" AUTOs trigger', () => {
    const { game, id } = board({ vc: 'gw-knight', fl: 'tt-beastmaker', damage: ['gw-page'], deck: ['gw-page'] });
    game.startStep('main', 'main');
    ok(game, { type: 'activate', player: A, card: id('a.fl'), ability: 0 });
    // Both AUTOs are pending at once: A orders them (11.6.1.4).
    if (game.decision?.kind === 'select') choose(game, (game.decision as unknown as { options: { id: string }[] }).options[0]!.id);
    const top = onCircle(game, A, 'bc')!;
    expect(game.state.cards[top]!.card).toBe('tt-synth-token');
    expect(onCircle(game, A, 'fl')).toBeUndefined();
    expect(zone(game, A, 'synthesis')).toEqual([id('a.fl')]); // the same object, under the top
    const event = game.state.log.find((e) => e.type === 'beast-synthesized')!;
    expect(event).toMatchObject({ player: A, detail: { card: top, cards: [id('a.fl')] } });
    expect(game.stat(top, 'power')).toBe(10000); // the top's information (6.10.3.1), +5000 by its own AUTO (6.10.6)
    expect(names(game, A, 'hand')).toEqual(['gw-page']); // the lower card's "was synthesized" AUTO (6.10.7)
  });

  it('[VG 6.10.3.1.1] the lower cards’ other abilities do not work while under the top', () => {
    const { game, id } = board({ vc: 'gw-knight', fl: 'tt-beastmaker', damage: ['gw-page', 'gw-page'], deck: ['gw-page'] });
    game.startStep('main', 'main');
    ok(game, { type: 'activate', player: A, card: id('a.fl'), ability: 0 });
    expect(game.legalActions().some((a) => a.type === 'activate' && a['card'] === id('a.fl'))).toBe(false);
  });

  it('[VG 6.10.2.2, 6.10.2.1.1, 6.10.5.1] without a 〈魔獣合成体〉 token, or with fewer than two units, nothing is synthesized', () => {
    const { game, id } = board({ vc: 'gw-knight', fl: 'gw-page', fr: 'gw-squire', hand: ['KB-SYNTH-NONE'] });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(zone(game, A, 'synthesis')).toEqual([]);
    expect(game.state.log.some((e) => e.type === 'beast-synthesized')).toBe(false);
    // The token alone: front-left is empty, so the series is one unit.
    const alone = board({ vc: 'gw-knight', hand: ['KB-SYNTH-ORDER'] });
    alone.game.startStep('main', 'main');
    ok(alone.game, { type: 'order', player: A, card: alone.id('a.hand.0') });
    expect(alone.game.state.cards[onCircle(alone.game, A, 'bl')!]!.card).toBe('tt-synth-token');
    expect(alone.game.state.log.some((e) => e.type === 'beast-synthesized')).toBe(false);
  });

  it('[VG 6.10.3.2, 6.10.3.2.1, 11.12.2] the stack moves as one between circles; leaving the circles, the cards under go to that zone as separate cards (the token top is erased, whichever replacement its fighter applies first)', () => {
    for (const first of [0, 1]) {
      const built = board({ vc: 'gw-knight', fl: 'gw-page', hand: ['KB-SYNTH-ORDER', 'KB-RETIRE-BL'] });
      const game = manyOrders(built);
      game.startStep('main', 'main');
      ok(game, { type: 'order', player: A, card: built.id('a.hand.0') });
      const top = onCircle(game, A, 'bl')!;
      ok(game, { type: 'move', player: A, from: 'bl', to: 'fl' });
      expect(onCircle(game, A, 'fl')).toBe(top);
      expect(zone(game, A, 'synthesis')).toEqual([built.id('a.fl')]);
      ok(game, { type: 'move', player: A, from: 'fl', to: 'bl' });
      ok(game, { type: 'order', player: A, card: built.id('a.hand.1') });
      // The retire is replaced twice over: the stack splits (6.10.3.2.1) and the token is erased (15.2.4.2.1); the
      // affected fighter chooses which applies first (11.12.2), and then the other.
      expect(game.decision).toMatchObject({ kind: 'select', rule: 'VG 11.12.2' });
      choose(game, (game.decision as unknown as { options: { id: string }[] }).options[first]!.id);
      if (game.decision?.kind === 'select') choose(game, (game.decision as unknown as { options: { id: string }[] }).options[0]!.id);
      expect(zone(game, A, 'synthesis')).toEqual([]);
      expect(names(game, A, 'drop').sort()).toEqual(['KB-RETIRE-BL', 'KB-SYNTH-ORDER', 'gw-page']); // the token top was erased (15.4.3.2)
      expect(game.state.cards[top]).toBeUndefined();
    }
  });

  it('[VG 6.10.3.3, 6.10.6.1] with only its top card left it is no longer a beast synthesis unit', () => {
    const built = board({ vc: 'KB-SYNTH-PROBE', fl: 'gw-page', hand: ['KB-SYNTH-ORDER', 'KB-PULL-UNDER'] });
    const game = manyOrders(built);
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: built.id('a.hand.0') });
    const top = onCircle(game, A, 'bl')!;
    expect(game.stat(top, 'power')).toBe(11000); // +5000 from its own AUTO, +1000 while beast-synthesized
    ok(game, { type: 'order', player: A, card: built.id('a.hand.1') });
    expect(names(game, A, 'hand')).toEqual(['gw-page']);
    expect(game.stat(top, 'power')).toBe(10000);
  });
});
