import { describe, expect, it } from 'vitest';
import { editPosition } from '@tcgkit/testing';
import type { Game } from '@tcgkit/kernel';
import { A, B, buildBoard, choose, names, ok, pass, zone, type Board } from './support/board.js';

const main = (a: Parameters<typeof buildBoard>[0], b: Parameters<typeof buildBoard>[1] = { vc: 'U3' }) => {
  const board = buildBoard(a, b);
  board.game.startStep('main', 'main');
  return board;
};
const order = (board: Board, card: string, player = A) => ok(board.game, { type: 'order', player, card: board.id(card) });
const known = (game: Game, id: string, player: string) => game.state.cards[id]?.knownTo?.includes(player) === true;
/** Answers every select the trigger effects ask (the first unit offered) until a play timing or the end. */
function settle(game: Game): void {
  for (let i = 0; i < 20 && game.decision?.kind === 'select'; i++) {
    const { options, min } = game.decision as { options: { id: string }[]; min?: number };
    choose(game, ...options.slice(0, Math.max(1, min ?? 1)).map((o) => o.id));
  }
}

describe('deck verbs at their edges (7.5, 7.7, 7.8, 7.11, 7.12)', () => {
  it('[VG 7.5.1.1] shuffling a deck of one card leaves it as it is, yet it counts as shuffled', () => {
    const board = main({ vc: 'U3', hand: ['Z-SHUFFLE'], deck: ['U2'], filler: 0 });
    const from = board.game.history().length;
    order(board, 'a.hand.0');
    expect(names(board.game, A, 'deck')).toEqual(['U2']);
    expect(
      board.game
        .history()
        .slice(from)
        .some((e) => e.type === 'shuffled' && e.detail?.['zone'] === `${A}/deck`),
    ).toBe(true);
  });

  it('[VG 7.7.2.1] looking at 0 cards does nothing: no card becomes known and no look happens', () => {
    const board = main({ vc: 'U3', hand: ['Z-LOOK-0', 'Z-LOOK-1'], deck: ['U2'] });
    editPosition(board.game).player(A, { orderLimitBonus: 1 }).build();
    const from = board.game.history().length;
    order(board, 'a.hand.0');
    expect(known(board.game, board.id('a.deck.0'), A)).toBe(false);
    expect(
      board.game
        .history()
        .slice(from)
        .some((e) => e.type === 'looked'),
    ).toBe(false);
    // Looking at 1 does look.
    order(board, 'a.hand.1');
    expect(known(board.game, board.id('a.deck.0'), A)).toBe(true);
  });

  it('[VG 7.12.3, 7.12] a shuffle hides every card of the deck again: a card looked at is no longer known', () => {
    const board = main({ vc: 'U3', hand: ['Z-LOOK-1', 'Z-SHUFFLE'], deck: ['U2', 'U1'] });
    editPosition(board.game).player(A, { orderLimitBonus: 1 }).build();
    order(board, 'a.hand.0');
    expect(known(board.game, board.id('a.deck.0'), A)).toBe(true);
    order(board, 'a.hand.1');
    expect(known(board.game, board.id('a.deck.0'), A)).toBe(false);
    expect(board.game.view(A).zones[`${A}/deck`]!.cards.every((c) => c.card === undefined)).toBe(true);
  });

  it('[VG 7.11.4] "search your deck or drop zone": a card may be found in either', () => {
    const board = main({ vc: 'U3', hand: ['Z-SEARCH-DECK-OR-DROP'], drop: ['U2'], deck: ['F', 'F'], filler: 0 });
    order(board, 'a.hand.0');
    // The only grade 2 card is in the drop zone; the search is hidden (deck), so the searcher chooses.
    expect(board.game.decision?.kind).toBe('select');
    const offered = (board.game.decision as { options: { id: string }[] }).options.map((o) => o.id);
    expect(offered).toEqual([board.id('a.drop.0')]);
    choose(board.game, board.id('a.drop.0'));
    expect(names(board.game, A, 'hand')).toContain('U2');
    expect(names(board.game, A, 'drop')).toEqual(['Z-SEARCH-DECK-OR-DROP']);
  });

  it('[VG 7.8.2] a swap whose other card is missing is not carried out: the hand card stays', () => {
    const board = main({ vc: 'U3', hand: ['Z-SWAP-HAND-DROP', 'U1'] });
    order(board, 'a.hand.0');
    if (board.game.decision?.kind === 'select') choose(board.game, board.id('a.hand.1'));
    expect(names(board.game, A, 'hand')).toEqual(['U1']);
    expect(names(board.game, A, 'drop')).toEqual(['Z-SWAP-HAND-DROP']);
  });
});

describe('the G assist step (9.5)', () => {
  it('[VG 9.5.2] at the start of the G assist step, "at the start of your G assist step" AUTOs are pending and played in its check timing', () => {
    const { game, id } = buildBoard(
      { vc: 'U3', fl: 'Z-G-ASSIST-START', hand: ['F'], deck: ['U1', 'U2', 'F', 'F', 'F', 'F'], noRideDeck: true },
      { vc: 'U3' },
    );
    const from = game.history().length;
    game.startStep('draw', 'draw');
    const log = game.history().slice(from);
    const started = log.findIndex((e) => e.type === 'start-of-g-assist-step');
    const charged = log.findIndex((e) => e.type === 'moved' && e.detail?.['reason'] === 'soul-charge');
    expect(started).toBeGreaterThanOrEqual(0);
    expect(charged).toBeGreaterThan(started);
    expect(names(game, A, 'soul')).toHaveLength(1);
    expect(id('a.fl')).toBeDefined();
  });
});

describe('trigger units that come out (7.16)', () => {
  it('[VG 7.16, 7.16.1] a trigger unit "comes out" when a drive check puts it into the trigger zone; a non-trigger drive check is not one', () => {
    const { game, id } = buildBoard({ vc: 'Z-TRIGGER-OUT', deck: ['TD', 'F'] }, { vc: 'U3', hand: ['F'] });
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.vc') });
    pass(game);
    settle(game);
    // Twin drive: TD (a trigger unit, one soul charge), then F (none).
    expect(zone(game, A, 'soul')).toHaveLength(1);
  });

  it('[VG 7.16.1] a trigger unit put into the trigger zone by a damage check comes out too', () => {
    const board = main({ vc: 'U3', hand: ['O-PING'] }, { vc: 'Z-TRIGGER-OUT', deck: ['TC', 'F', 'F'] });
    order(board, 'a.hand.0');
    settle(board.game);
    expect(names(board.game, B, 'damage')).toEqual(['TC']);
    expect(zone(board.game, B, 'soul')).toHaveLength(1);
  });
});

describe('where abilities work (11.4.4)', () => {
  it('[VG 11.4.4.2] an ability written for two zones works in either: in the hand and in the drop zone, not on the field', () => {
    for (const [side, expected] of [
      [{ vc: 'U3', hand: ['Z-TWO-ZONES'] }, 1],
      [{ vc: 'U3', drop: ['Z-TWO-ZONES'] }, 1],
      [{ vc: 'U3', fl: 'Z-TWO-ZONES' }, 0],
    ] as const) {
      const board = main(side);
      expect(zone(board.game, A, 'soul')).toHaveLength(expected);
    }
  });
});
