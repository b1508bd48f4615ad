import { describe, expect, it } from 'vitest';
import { atTheSameTime, createEngine, moveCard, titleModule, zoneKey, type CardDefinition, type Game } from '../src/index.js';
import { contextOf } from '../src/internal.js';
import { skirmishPlugin } from './fixtures/skirmish.js';
import { give, turnPlayer } from './support/board.js';

/** A unit whose automatic ability triggers whenever any card is put onto the field (a zone-move trigger). */
const watcher: CardDefinition = {
  id: 'watcher',
  name: 'Watcher',
  type: 'unit',
  power: 1000,
  abilities: [
    {
      kind: 'automatic',
      label: 'Watcher: a card enters',
      trigger: { event: 'moved', match: { test: 'event', 'to-zone': 'field' } },
      effect: [],
    },
  ],
};

function newGame(): Game {
  const plugin = skirmishPlugin('none');
  const engine = createEngine([titleModule({ ...plugin, cards: [...plugin.cards!, watcher] })]);
  return engine.create({ title: 'skirmish', seed: 1, players: [{ deck: 'red' }, { deck: 'blue' }] });
}

const watcherPending = (game: Game) => game.state.pending.filter((p) => p.label === 'Watcher: a card enters').length;

describe('moves made at the same time (atTheSameTime)', () => {
  it('[kernel] a card arriving second still meets the zone-move trigger of the card that arrived first in the same batch', () => {
    const game = newGame();
    const a = turnPlayer(game);
    const ctx = contextOf(game);
    const soldier = give(game, a, 'hand', 'soldier');
    const watching = give(game, a, 'hand', 'watcher');
    atTheSameTime(ctx, ['moved'], () => {
      moveCard(ctx, soldier, zoneKey(a, 'field', 'left'));
      moveCard(ctx, watching, zoneKey(a, 'field', 'right'));
    });
    // Its own arrival (checked as it happened) and the soldier's (checked after the batch): each once.
    expect(watcherPending(game)).toBe(2);
  });

  it('[kernel] the same moves one after another, not together, trigger the late card only for its own arrival', () => {
    const game = newGame();
    const a = turnPlayer(game);
    const ctx = contextOf(game);
    const soldier = give(game, a, 'hand', 'soldier');
    const watching = give(game, a, 'hand', 'watcher');
    moveCard(ctx, soldier, zoneKey(a, 'field', 'left'));
    moveCard(ctx, watching, zoneKey(a, 'field', 'right'));
    expect(watcherPending(game)).toBe(1);
  });

  it('[kernel] only the listed event types are caught up, and a card that arrived first is never checked twice', () => {
    const game = newGame();
    const a = turnPlayer(game);
    const ctx = contextOf(game);
    const soldier = give(game, a, 'hand', 'soldier');
    const watching = give(game, a, 'hand', 'watcher');
    atTheSameTime(ctx, ['entered'], () => {
      moveCard(ctx, soldier, zoneKey(a, 'field', 'left'));
      moveCard(ctx, watching, zoneKey(a, 'field', 'right'));
    });
    expect(watcherPending(game)).toBe(1);
    const other = newGame();
    const b = turnPlayer(other);
    const octx = contextOf(other);
    const first = give(other, b, 'hand', 'watcher');
    const second = give(other, b, 'hand', 'soldier');
    atTheSameTime(octx, ['moved'], () => {
      moveCard(octx, first, zoneKey(b, 'field', 'left'));
      moveCard(octx, second, zoneKey(b, 'field', 'right'));
    });
    expect(watcherPending(other)).toBe(2);
  });
});
