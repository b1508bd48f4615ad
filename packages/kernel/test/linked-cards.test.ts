import { describe, expect, it } from 'vitest';
import { cardsInZone, linkCard, moveCard, zoneKey } from '../src/index.js';
import { give, newGame, opponent, turnPlayer } from './support/board.js';
import { contextOf } from '../src/internal.js';

describe('linked cards', () => {
  it('[SK 14] cards under a unit follow it when it leaves the field, unlinked, after its own move', () => {
    const game = newGame();
    const [a, b] = [turnPlayer(game), opponent(game)];
    const host = give(game, b, 'field', 'soldier', 'center');
    const under = [give(game, b, 'under', 'brute'), give(game, b, 'under', 'scout')];
    for (const id of under) linkCard(contextOf(game), id, host);
    const loose = give(game, b, 'under', 'phoenix'); // linked to nothing
    game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'bolt') });
    expect(game.state.cards[host]).toBeUndefined();
    expect(cardsInZone(contextOf(game), b, 'under')).toEqual([loose]);
    const drop = cardsInZone(contextOf(game), b, 'drop').map((id) => game.state.cards[id]!);
    expect(drop.map((c) => c.card).sort()).toEqual(['brute', 'scout', 'soldier']);
    // New objects in the drop: no longer linked to anything.
    expect(drop.every((c) => c.status['under'] === undefined)).toBe(true);
    const moves = game.state.log.filter((e) => e.type === 'moved').slice(-4, -1); // then Bolt itself goes to the drop
    expect(moves.map((e) => e.detail?.['reason'])).toEqual(['retire', 'unlinked', 'unlinked']);
  });

  it('[SK 14] moving within the zones the title names keeps them linked where they are', () => {
    const game = newGame();
    const b = opponent(game);
    const host = give(game, b, 'field', 'soldier', 'center');
    const under = give(game, b, 'under', 'brute');
    linkCard(contextOf(game), under, host);
    const moved = moveCard(contextOf(game), host, zoneKey(b, 'field', 'left'));
    expect(cardsInZone(contextOf(game), b, 'under')).toEqual([under]);
    // Linked by the physical card, so a new object of the host still holds it.
    moveCard(contextOf(game), moved, zoneKey(b, 'hand'));
    expect(cardsInZone(contextOf(game), b, 'under')).toEqual([]);
    expect(cardsInZone(contextOf(game), b, 'hand').map((id) => game.state.cards[id]!.card)).toContain('brute');
  });

  it('[SK 14] a replaced move of the host leaves its linked cards where they are', () => {
    const game = newGame();
    const [a, b] = [turnPlayer(game), opponent(game)];
    const host = give(game, b, 'field', 'soldier', 'center');
    const under = give(game, b, 'under', 'brute');
    linkCard(contextOf(game), under, host);
    game.setUp({ replacements: [{ controller: b, replaces: 'retire', instead: [], duration: 'turn', uses: 1 }] });
    game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'bolt') });
    expect(game.state.cards[host]).toBeDefined();
    expect(cardsInZone(contextOf(game), b, 'under')).toEqual([under]);
  });

  it('[SK 14] linked cards with a fixed destination go there, wherever their host went', () => {
    const game = newGame();
    const b = opponent(game);
    const host = give(game, b, 'field', 'soldier', 'center');
    const buried = give(game, b, 'buried', 'brute');
    linkCard(contextOf(game), buried, host);
    moveCard(contextOf(game), host, zoneKey(b, 'hand'));
    expect(cardsInZone(contextOf(game), b, 'buried')).toEqual([]);
    expect(cardsInZone(contextOf(game), b, 'drop').map((id) => game.state.cards[id]!.card)).toEqual(['brute']);
    expect(cardsInZone(contextOf(game), b, 'hand').map((id) => game.state.cards[id]!.card)).toContain('soldier');
  });

  it('[SK 14] a card leaving a pass-through zone is reported as coming from the zone before it', () => {
    const game = newGame();
    const b = opponent(game);
    const card = give(game, b, 'hand', 'brute');
    const waiting = moveCard(contextOf(game), card, zoneKey(b, 'limbo'));
    const placed = moveCard(contextOf(game), waiting, zoneKey(b, 'field', 'left'));
    const moves = game.state.log.filter((e) => e.type === 'moved').slice(-2);
    expect(moves.map((e) => [e.detail?.['from'], e.detail?.['to']])).toEqual([
      [zoneKey(b, 'hand'), zoneKey(b, 'limbo')],
      [zoneKey(b, 'hand'), zoneKey(b, 'field', 'left')],
    ]);
    expect(game.state.cards[placed]!.status['passedFrom']).toBeUndefined();
  });
});
