import type { Game, SelectDecision } from '@tcgkit/kernel';
import { editPosition } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { parseCard } from '../src/index.js';
import { A, buildBoard, choose, names, ok, onCircle, type Board, type Side } from './support/board.js';

/*
 * Several cards placed on the vanguard circle at one moment (13.3.2.1) and several legion mates (13.3.4.1):
 * `put-vc-at-once` places them by the same `placeAtOnce` as `call-at-once`, and the unit-duplication rule
 * processes leave the choice to the fighter through the one tie-break of 13.3.5.1, with the soul as
 * destination and every unit (or mate) of the circle as the choices (reading 473).
 */
const twoOnVc = parseCard({
  id: 'PUT-TWO-VC',
  name: 'Test Twin Ascent',
  type: 'order',
  grade: 0,
  orderEffect: [
    { do: 'choose', from: { zone: 'hand', player: 'you', where: { test: 'card-type', type: 'unit' } }, count: 2, as: '_pair' },
    { do: 'put-vc-at-once', cards: { var: '_pair' } },
  ],
});
const twoMates = parseCard({
  id: 'PUT-TWO-MATES',
  name: 'Test Twin Mates',
  type: 'order',
  grade: 0,
  orderEffect: [
    { do: 'choose', from: { zone: 'hand', player: 'you', where: { test: 'card-type', type: 'unit' } }, count: 2, as: '_pair' },
    { do: 'put-vc-at-once', cards: { var: '_pair' }, as: 'legion-mate' },
  ],
});
const engine = { cards: [twoOnVc, twoMates] };
const premium = { gameOptions: { format: 'premium' } };

const selectDecision = (game: Game) => (game.decision?.kind === 'select' ? (game.decision as SelectDecision) : undefined);
const offered = (game: Game) => (selectDecision(game)?.options ?? []).map((o) => o.id);
const order = (board: Board, card = 'a.hand.0') => ok(board.game, { type: 'order', player: A, card: board.id(card) });
const onVc = (game: Game, player = A) => game.state.zones[`${player}/field#vc`] ?? [];
const legionSlot = (game: Game, player = A) => game.state.zones[`${player}/field#legion`] ?? [];
const events = (game: Game, type: string) => game.state.log.filter((e) => e.type === type);

function main(a: Side, options: Parameters<typeof buildBoard>[2] = {}): Board {
  const board = buildBoard(a, { vc: 'U3' }, { engine, ...options });
  board.game.startStep('main', 'main');
  return board;
}

describe('cards placed on the vanguard circle at one moment (13.3.2.1, 13.3.4.1)', () => {
  it('[VG 13.3.2.1] two units put on the vanguard circle at one moment: the fighter chooses one unit of the circle, every other unit goes to the soul', () => {
    const board = main({ vc: 'U3', hand: ['PUT-TWO-VC', 'U1', 'U2'] });
    order(board); // the two unit cards are the only candidates: both are put there
    expect(names(board.game, A, 'hand')).toEqual([]);
    const d = selectDecision(board.game);
    expect(d).toMatchObject({ player: A, rule: 'VG 13.3.2.1', min: 1, max: 1 });
    // The choices are the circle's units (13.3.2.1 "そのサークルにあるユニットの中から"): the two put last and the vanguard before them.
    expect(offered(board.game)).toHaveLength(3);
    expect(
      offered(board.game)
        .map((id) => board.game.state.cards[id]!.card)
        .sort(),
    ).toEqual(['U1', 'U2', 'U3']);
    const u2 = offered(board.game).find((id) => board.game.state.cards[id]!.card === 'U2')!;
    choose(board.game, u2);
    expect(onVc(board.game)).toEqual([u2]);
    expect(names(board.game, A, 'soul').sort()).toEqual(['U1', 'U3']);
    expect(events(board.game, 'latest-chosen')).toMatchObject([{ player: A, detail: { card: u2, tied: 2 } }]);
    // Nothing is in the drop but the order: the circle's other units went to the soul, not the drop (13.3.5's place).
    expect(names(board.game, A, 'drop')).toEqual(['PUT-TWO-VC']);
  });

  it('[VG 13.3.2.1] the fighter may keep the vanguard that was there before: both units put at that moment go to the soul', () => {
    const board = main({ vc: 'U3', hand: ['PUT-TWO-VC', 'U1', 'U2'] });
    order(board);
    choose(board.game, board.id('a.vc'));
    expect(onCircle(board.game, A, 'vc')).toBe(board.id('a.vc'));
    expect(names(board.game, A, 'soul').sort()).toEqual(['U1', 'U2']);
    // The tie is settled: no further choice, and the main phase goes on.
    expect(board.game.decision).toMatchObject({ kind: 'play', player: A });
  });

  it('[VG 13.3.2.1, 13.3.3] only one unit put on the vanguard circle is no tie: the one placed last stays without a choice', () => {
    const board = main({ vc: 'U3', hand: ['PUT-TWO-VC', 'U1'] });
    order(board);
    expect(selectDecision(board.game)).toBeUndefined();
    expect(names(board.game, A, 'soul')).toEqual(['U3']);
    expect(onVc(board.game).map((id) => board.game.state.cards[id]!.card)).toEqual(['U1']);
  });

  it("[VG 13.3.2.1, 13.3.2] a legion pair on the vanguard circle and two units put there at one moment: the fighter chooses among the circle's units, and keeping the leader keeps its pair", () => {
    const board = main({ vc: 'pd-bond-leader', hand: ['PUT-TWO-VC', 'U1', 'U2'] }, premium);
    const leader = board.id('a.vc');
    editPosition(board.game)
      .put(A, 'field#legion', { card: 'pd-bond-mate', as: 'mate', status: { legionWith: leader, legionRole: 'mate' } })
      .build();
    const mate = legionSlot(board.game)[0]!;
    board.game.setUp({ changes: [{ card: leader, status: { legionWith: mate, legionRole: 'leader' } }] });
    board.game.startStep('main', 'main');
    order(board);
    // Not 13.3.2's "the one placed last": two were, so 13.3.2.1 asks, offering every unit of the circle.
    expect(selectDecision(board.game)).toMatchObject({ player: A, rule: 'VG 13.3.2.1' });
    expect(
      offered(board.game)
        .map((id) => board.game.state.cards[id]!.card)
        .sort(),
    ).toEqual(['U1', 'U2', 'pd-bond-leader']);
    choose(board.game, leader);
    expect(onVc(board.game)).toEqual([leader]);
    expect(legionSlot(board.game)).toEqual([mate]);
    expect(names(board.game, A, 'soul').sort()).toEqual(['U1', 'U2']);
    expect(board.game.state.cards[leader]!.status['legionWith']).toBe(mate);
  });

  it('[VG 13.3.4.1] two legion mates put beside the leader at one moment: the fighter chooses one of the mates there, the others go to the soul, and the leader is linked to it', () => {
    const board = main({ vc: 'pd-bond-leader', hand: ['PUT-TWO-MATES', 'pd-bond-mate', 'U1'] }, premium);
    // The vanguard leads a legion (its mate gone: the two put now become its mates).
    board.game.setUp({
      changes: [{ card: board.id('a.vc'), status: { legionRole: 'leader' } }],
    });
    order(board);
    const d = selectDecision(board.game);
    expect(d).toMatchObject({ player: A, rule: 'VG 13.3.4.1' });
    const mates = offered(board.game);
    expect(mates.map((id) => board.game.state.cards[id]!.card).sort()).toEqual(['U1', 'pd-bond-mate']);
    expect([...legionSlot(board.game)].sort()).toEqual([...mates].sort());
    const kept = mates.find((id) => board.game.state.cards[id]!.card === 'U1')!;
    choose(board.game, kept);
    for (let i = 0; i < 5 && selectDecision(board.game) !== undefined; i++) {
      const next = selectDecision(board.game)!;
      ok(board.game, { type: 'choose', player: next.player, choice: [next.options[0]!.id] });
    }
    expect(legionSlot(board.game)).toEqual([kept]);
    expect(names(board.game, A, 'soul')).toEqual(['pd-bond-mate']);
    expect(board.game.state.cards[board.id('a.vc')]!.status['legionWith']).toBe(kept);
    expect(onCircle(board.game, A, 'vc')).toBe(board.id('a.vc'));
  });

  it('[VG 13.3.4.1] legion mates are put only beside a legion leader: with a vanguard not in legion nothing is put', () => {
    const board = main({ vc: 'U3', hand: ['PUT-TWO-MATES', 'U1', 'U2'] }, premium);
    order(board);
    expect(legionSlot(board.game)).toEqual([]);
    expect(names(board.game, A, 'hand').sort()).toEqual(['U1', 'U2']);
    expect(onCircle(board.game, A, 'vc')).toBe(board.id('a.vc'));
    expect(events(board.game, 'put-at-once')).toEqual([]);
  });
});
