import { describe, expect, it } from 'vitest';
import { countIn, latestIn, opponentIn, statIn } from '../src/index.js';
import { give, newGame, opponent, turnPlayer } from './support/board.js';

describe('view queries for bot heuristics', () => {
  it('[kernel] read counts, stats, the opponent and the latest log detail from what the viewer may see', () => {
    const game = newGame('none', 3);
    const me = turnPlayer(game);
    const them = opponent(game);
    const mine = give(game, me, 'field', 'brute', 'left');
    const view = game.view(me);
    expect(opponentIn(view, me)).toBe(them);
    expect(opponentIn(view, them)).toBe(me);
    // Hidden zones and the opponent's hand are counts only; countIn reads those counts.
    expect(countIn(view, `${me}/hand`)).toBe(view.zones[`${me}/hand`]!.cards.length);
    expect(countIn(view, `${them}/hand`)).toBe(game.state.zones[`${them}/hand`]!.length);
    expect(countIn(view, `${them}/deck`)).toBe(game.state.zones[`${them}/deck`]!.length);
    expect(countIn(view, 'no/such-zone')).toBe(0);
    expect(statIn(view, mine, 'power')).toBe(3000);
    expect(statIn(view, 'unseen-card', 'power', -1)).toBe(-1);
    const last = view.log.at(-1)!;
    expect(latestIn(view, last.type)).toEqual(last.detail);
    expect(latestIn(view, 'never-logged')).toBeUndefined();
  });
});
