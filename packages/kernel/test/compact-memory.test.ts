import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appendLog, clearStatusKey, defineStatusKeys, noStatus, ownStatus, type LogEntry } from '../src/index.js';
import { addToZone } from '../src/zones/zone-ops.js';
import { engineFor, newGame, turnPlayer } from './support/board.js';

/**
 * Issue 14 (bytes per game): the in-memory state shares what games repeat, and nothing a game does or
 * writes is different for it. Memory itself is measured by `tcgkit bench`, never asserted here.
 */
describe('a game state shares what it repeats', () => {
  const cardStatus = defineStatusKeys({ rested: z.literal(true) });

  it('[kernel state] cards with no status share one frozen record, and a write makes the record the card’s own', () => {
    const game = newGame();
    const deck = game.state.zones[`${turnPlayer(game)}/deck`]!;
    const [first, second] = deck.map((id) => game.state.cards[id]!);
    expect(first!.status).toBe(noStatus);
    expect(second!.status).toBe(noStatus);
    expect(Object.isFrozen(noStatus)).toBe(true);
    // A write that bypasses `ownStatus` fails loudly instead of changing every card at once.
    expect(() => {
      (noStatus as Record<string, unknown>)['rested'] = true;
    }).toThrow(TypeError);

    const card = { status: noStatus };
    cardStatus.set(card, 'rested', true);
    expect(card.status).toEqual({ rested: true });
    expect(noStatus).toEqual({});
    // Cleared to nothing, it goes back to the shared record; clearing an absent key changes nothing.
    cardStatus.clear(card, 'rested');
    expect(card.status).toBe(noStatus);
    clearStatusKey(card, 'rested');
    expect(card.status).toBe(noStatus);
    // A record with other keys keeps them.
    const other = { status: noStatus };
    ownStatus(other)['a'] = 1;
    ownStatus(other)['b'] = 2;
    clearStatusKey(other, 'a');
    expect(other.status).toEqual({ b: 2 });
  });

  it('[kernel state] a restored game’s empty statuses are the shared record too, and its snapshot is the same text', () => {
    const game = newGame();
    const restored = engineFor('none').restore(game.snapshot());
    const id = restored.state.zones[`${turnPlayer(restored)}/deck`]![0]!;
    expect(restored.state.cards[id]!.status).toBe(noStatus);
    expect(restored.snapshot()).toBe(game.snapshot());
    expect(JSON.stringify(restored.state)).toContain('"status":{}');
  });

  it('[kernel log] an entry has exactly the fields it was given, in the same order whichever are present', () => {
    const state = { log: [] as LogEntry[], turn: { number: 3 } };
    appendLog(state, { type: 'a' });
    appendLog(state, { type: 'b', player: 'p1' });
    appendLog(state, { type: 'c', detail: { x: 1 } });
    appendLog(state, { type: 'd', player: 'p2', detail: { y: 2 }, hiddenFrom: ['p1'] });
    expect(state.log.map((entry) => Object.keys(entry))).toEqual([
      ['seq', 'turn', 'type'],
      ['seq', 'turn', 'type', 'player'],
      ['seq', 'turn', 'type', 'detail'],
      ['seq', 'turn', 'type', 'player', 'detail', 'hiddenFrom'],
    ]);
    expect(state.log.map((entry) => entry.seq)).toEqual([0, 1, 2, 3]);
  });

  it('[kernel zones] adding a card replaces the zone list (top or bottom) and leaves every other list as it was', () => {
    const zones: Record<string, string[]> = { 'p1/hand': ['c1'], 'p1/deck': ['c2', 'c3'] };
    const hand = zones['p1/hand']!;
    const deck = zones['p1/deck'];
    addToZone(zones, 'p1/hand', 'c4', 'bottom');
    addToZone(zones, 'p1/hand', 'c5', 'top');
    addToZone(zones, 'p1/drop', 'c6', 'top');
    expect(zones['p1/hand']).toEqual(['c5', 'c1', 'c4']);
    expect(zones['p1/drop']).toEqual(['c6']);
    expect(hand).toEqual(['c1']);
    expect(zones['p1/deck']).toBe(deck);
  });

  it('[kernel zones] a game’s zones are made whole: every zone of the title, for each player, empty or dealt', () => {
    const game = newGame();
    const keys = Object.keys(game.state.zones);
    expect(keys.length).toBeGreaterThan(4);
    expect(new Set(keys).size).toBe(keys.length);
    for (const player of game.state.players) expect(keys).toContain(`${player.id}/deck`);
  });
});
