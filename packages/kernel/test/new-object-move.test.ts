import { describe, expect, it } from 'vitest';
import { cardsIn, moveCard, zoneKey } from '../src/index.js';
import { give, newGame, turnPlayer } from './support/board.js';
import { contextOf } from '../src/internal.js';

describe('moves that always make a new object', () => {
  it('[VG 6.2.5] newObject makes a new card even between slots of a zone that keeps identity', () => {
    const game = newGame();
    const a = turnPlayer(game);
    const unit = give(game, a, 'field', 'soldier', 'left');
    game.setUp({ changes: [{ card: unit, status: { rested: true } }] });
    const moved = moveCard(contextOf(game), unit, zoneKey(a, 'field', 'right'), { newObject: true, keepIdentity: true });
    expect(moved).not.toBe(unit);
    expect(game.state.cards[unit]).toBeUndefined();
    expect(game.state.lastKnown[unit]?.zone).toBe(zoneKey(a, 'field', 'left'));
    expect(game.state.cards[moved]!.status).toEqual({});
    expect(cardsIn(contextOf(game), zoneKey(a, 'field', 'right'))).toEqual([moved]);
  });
});
