import { editPosition } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { A, B, buildBoard, choose, names, ok, onCircle, zone } from './support/board.js';

const order = (board: ReturnType<typeof buildBoard>, card = 'a.hand.0') =>
  ok(board.game, { type: 'order', player: A, card: board.id(card) });

describe('looking, searching, swapping, declaring (7.7, 7.8, 7.11, 7.12, 7.13, 12.4)', () => {
  it('[VG 7.7, 7.7.1] looking at the top 3: the looker learns them (the opponent does not); nothing moves', () => {
    const board = buildBoard({ vc: 'U3', hand: ['X-LOOK'], deck: ['U1', 'U2N', 'U3'] }, { vc: 'U3' });
    board.game.startStep('main', 'main');
    order(board);
    const decision = board.game.decision!;
    expect(decision).toMatchObject({ kind: 'select', player: A, min: 0, max: 1 });
    const options = (decision as { options: { card?: string; label: string }[] }).options;
    expect(options.map((o) => o.label.split(' (')[0])).toEqual(['Test U1', 'Test U2N', 'Test U3']);
    // While the effect waits, the opponent still sees only a count of the deck.
    expect(board.game.view(B).zones[`${A}/deck`]?.cards).toEqual([]);
    choose(board.game, board.id('a.deck.2'));
    expect(names(board.game, A, 'hand')).toEqual(['U3']);
  });

  it('[VG 7.7.2, 7.7.2.2, 7.7.2.3, 7.7.2.4, 7.7.2.5, 7.7.4] looking at up to 3, one at a time: the looker may stop after any card', () => {
    const board = buildBoard({ vc: 'U3', hand: ['X-LOOK-UPTO'], deck: ['U1', 'U2N', 'U3'] }, { vc: 'U3' });
    board.game.startStep('main', 'main');
    order(board);
    choose(board.game, 'yes');
    choose(board.game, 'yes');
    choose(board.game, 'no');
    expect(names(board.game, A, 'soul').sort()).toEqual(['U1', 'U2N']);
    expect(board.game.state.log.filter((e) => e.type === 'looked')).toHaveLength(1);
  });

  it('[VG 7.11, 7.11.1, 7.11.2, 7.12, 7.12.1, 7.12.2] searching the deck: a hidden zone may be searched without finding; the card found keeps its place in the shuffle', () => {
    const board = buildBoard({ vc: 'U3', hand: ['X-SEARCH'], deck: ['U1', 'U2N', 'U3', 'U1'], filler: 8 }, { vc: 'U3' });
    board.game.startStep('main', 'main');
    order(board);
    expect(board.game.decision).toMatchObject({ kind: 'select', player: A, min: 0, max: 1 });
    // Compared as physical cards (serials): the searcher looked at every card (7.11.1), so the shuffle makes the
    // others new objects with new ids; the card found is not shuffled and keeps its id and place (7.12.2).
    const serials = (ids: readonly string[]) => ids.map((id) => board.game.state.cards[id]!.serial);
    const before = [...board.game.state.zones[`${A}/deck`]!];
    const beforeSerials = serials(before);
    const found = board.id('a.deck.2');
    const index = before.indexOf(found);
    choose(board.game, found);
    const after = board.game.state.zones[`${A}/deck`]!;
    expect(after.indexOf(found)).toBe(index);
    expect(serials(after).sort()).toEqual([...beforeSerials].sort());
    expect(serials(after)).not.toEqual(beforeSerials);

    const none = buildBoard({ vc: 'U3', hand: ['X-SEARCH'], deck: ['U3'] }, { vc: 'U3' });
    none.game.startStep('main', 'main');
    order(none);
    ok(none.game, { type: 'choose', player: A, choice: [] });
    expect(zone(none.game, A, 'deck')).toHaveLength(31);
  });

  it('[VG 7.11.3] searching a public zone: a matching card must be found', () => {
    const board = buildBoard({ vc: 'U3', hand: ['X-SEARCH-DROP'], drop: ['U1', 'U2N'] }, { vc: 'U3' });
    board.game.startStep('main', 'main');
    order(board);
    expect(names(board.game, A, 'hand')).toEqual(['U2N']);
  });

  it('[VG 7.8, 7.8.1] swapping a rear-guard with a card in hand moves each to the other’s place', () => {
    const board = buildBoard({ vc: 'U3', fl: 'U2N', hand: ['X-SWAP', 'U1'] }, { vc: 'U3' });
    board.game.startStep('main', 'main');
    order(board);
    expect(board.game.state.cards[onCircle(board.game, A, 'fl')!]!.card).toBe('U1');
    expect(names(board.game, A, 'hand')).toEqual(['U2N']);
  });

  it('[VG 7.13, 7.13.1, 7.13.2] declaring a card name: the options are the names of existing cards; the effect reads the name', () => {
    const board = buildBoard({ vc: 'U3', hand: ['X-DECLARE'], deck: ['U2N'] }, { vc: 'U3' });
    board.game.startStep('main', 'main');
    order(board);
    const options = (board.game.decision as { options: { id: string }[] }).options.map((o) => o.id);
    expect(options).toContain('Test U2N');
    expect(options).not.toContain('Nonexistent');
    choose(board.game, 'Test U2N');
    expect(names(board.game, A, 'hand')).toEqual(['U2N']);

    const wrong = buildBoard({ vc: 'U3', hand: ['X-DECLARE'], deck: ['U2N'] }, { vc: 'U3' });
    wrong.game.startStep('main', 'main');
    order(wrong);
    choose(wrong.game, 'Test U1');
    expect(names(wrong.game, A, 'hand')).toEqual([]);
  });

  it('[VG 12.4, 12.4.1, 12.4.2] choosing at random: no one chooses, and the same seed chooses the same card', () => {
    const run = () => {
      const board = buildBoard({ vc: 'U3', hand: ['X-RANDOM'] }, { vc: 'U3', hand: ['U1', 'U2N', 'U3', 'F'] });
      board.game.startStep('main', 'main');
      order(board);
      return names(board.game, B, 'drop');
    };
    const first = run();
    expect(first).toHaveLength(1);
    expect(run()).toEqual(first);
  });
});

describe('delete, time leap, fighter states, worlds (7.32, 7.33, 7.42, 7.43)', () => {
  it('[VG 7.32, 7.32.1, 7.32.2, 7.32.3, 7.32.5] a deleted vanguard is face down, the same unit, without its text, its printed power gone; everyone sees its face', () => {
    const board = buildBoard({ vc: 'U3', hand: ['X-DELETE'] }, { vc: 'X-ACT' });
    board.game.startStep('main', 'main');
    const vanguard = board.id('b.vc');
    order(board);
    const card = board.game.state.cards[vanguard]!;
    expect(card.faceUp).toBe(false);
    expect(card.status['deleted']).toBe(true);
    expect(board.game.stat(vanguard, 'power')).toBe(0);
    expect(board.game.view(A).zones[`${B}/field#vc`]?.cards[0]).toMatchObject({ card: 'X-ACT' });
  });

  it('[VG 7.32.4] turning a deleted unit face up ends the deletion', () => {
    const board = buildBoard({ vc: 'U3', hand: ['X-DELETE', 'X-UNDELETE'] }, { vc: 'U3' });
    board.game.startStep('main', 'main');
    editPosition(board.game).player(A, { orderLimitBonus: 1 }).build(); // two orders this turn
    order(board);
    order(board, 'a.hand.1');
    const card = board.game.state.cards[board.id('b.vc')]!;
    expect(card.faceUp).toBe(true);
    expect(card.status['deleted']).toBeUndefined();
    expect(board.game.stat(card.id, 'power')).toBe(13000);
  });

  it('[VG 7.33, 7.33.1, 7.33.1.1] time leap: the rear-guard is bound, a card of grade +1 is called in its place; at the end of the turn they change back', () => {
    const board = buildBoard({ vc: 'U3', fl: 'U1', hand: ['X-TIMELEAP'], deck: ['U2N', 'U3'] }, { vc: 'U3' });
    board.game.startStep('main', 'main');
    order(board);
    // The search: a grade-2 unit of the deck.
    expect(board.game.decision).toMatchObject({ kind: 'select', rule: 'VG 7.33.1.1' });
    choose(board.game, board.id('a.deck.0'));
    expect(names(board.game, A, 'bind')).toEqual(['U1']);
    expect(board.game.state.cards[onCircle(board.game, A, 'fl')!]!.card).toBe('U2N');
    board.game.startStep('end', 'end');
    expect(board.game.state.cards[onCircle(board.game, A, 'fl')!]!.card).toBe('U1');
    expect(names(board.game, A, 'bind')).toEqual([]);
    const deck = zone(board.game, A, 'deck');
    expect(board.game.state.cards[deck[deck.length - 1]!]!.card).toBe('U2N');
  });

  it('[VG 7.42, 7.42.1, 7.42.1.1, 7.42.2] 一気爆勢 this turn is also 一気呵勢, and ends with the turn', () => {
    const board = buildBoard({ vc: 'U3', fl: 'X-KASEI-READER', hand: ['X-BAKUSEI'] }, { vc: 'U3' });
    board.game.startStep('main', 'main');
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(8000);
    order(board);
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(13000);
    editPosition(board.game)
      .turn(board.game.state.turn.number + 1)
      .build();
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(8000);
  });

  it('[VG 7.43, 7.43.1, 7.43.1.1, 7.43.2, 7.43.2.2, 7.43.3] a fighter’s world is blank until an effect names it', () => {
    const board = buildBoard({ vc: 'U3', fl: 'X-KASEI-READER', hand: ['X-NIGHT'] }, { vc: 'U3' });
    board.game.startStep('main', 'main');
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(8000);
    order(board);
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(9000);
    expect(board.game.state.players[0]!.status['world']).toBe('黑夜');
  });
});

describe('attacks and drives by effect (7.38, 7.46)', () => {
  it('[VG 7.38, 7.38.1] a blitz order changes the attack target to one of the defender’s rear-guards', () => {
    const board = buildBoard({ vc: 'U3' }, { vc: 'U3', fl: 'U1', hand: ['X-REDIRECT', 'F'] });
    board.game.startStep('battle', 'start');
    ok(board.game, { type: 'declare-attack', player: A });
    ok(board.game, { type: 'attack', player: A, attacker: board.id('a.vc'), target: board.id('b.vc') });
    ok(board.game, { type: 'blitz', player: B, card: board.id('b.hand.0') });
    const battle = (board.game.state.data['vanguard'] as { battle: { targets: string[] } }).battle;
    expect(battle.targets).toEqual([board.id('b.fl')]);
  });

  it('[VG 7.46, 7.46.1, 7.46.1.1, 7.46.1.2] a rear-guard given twin drive by an effect drive-checks twice', () => {
    const board = buildBoard({ vc: 'U3', fl: 'X-TWIN', deck: ['U1', 'U2N'] }, { vc: 'U3', hand: ['F'] });
    board.game.startStep('battle', 'start');
    ok(board.game, { type: 'declare-attack', player: A });
    ok(board.game, { type: 'attack', player: A, attacker: board.id('a.fl'), target: board.id('b.vc') });
    ok(board.game, { type: 'pass', player: B });
    expect(names(board.game, A, 'hand').sort()).toEqual(['U1', 'U2N']);
    expect(board.game.state.log.filter((e) => e.type === 'drive-check')).toHaveLength(2);
  });
});
