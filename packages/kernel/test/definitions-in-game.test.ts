import { describe, expect, it } from 'vitest';
import { createCard, emitEvent, numericStat, setCardFace, zoneKey, type Game } from '../src/index.js';
import { contextOf } from '../src/internal.js';
import { anyPresent } from '../src/zones/definitions-in-game.js';
import { engineFor, give, newGame, turnPlayer } from './support/board.js';

/** What the index must at least hold: the asked definitions that a walk over every card object finds. */
const walked = (game: Game, asked: ReadonlySet<string>): string[] =>
  [...new Set(Object.values(game.state.cards).map((card) => card.card))].filter((d) => asked.has(d)).sort();

describe('the definitions a game shows (anyPresent, issue 14): a title index read only for cards the game has', () => {
  it('[kernel zones] anyPresent follows new objects, face changes and a restore, as a walk over state.cards does', () => {
    const game = newGame();
    const ctx = contextOf(game);
    const a = turnPlayer(game);
    // The red and blue decks hold soldiers, no heralds and no bards. Each set is asked (and its answer kept) first.
    const soldiers = new Set(['soldier']);
    const heralds = new Set(['herald']);
    const bards = new Set(['bard', 'no-such-card']);
    for (const asked of [soldiers, heralds, bards]) expect(anyPresent(ctx, asked)).toBe(walked(game, asked).length > 0);
    expect([anyPresent(ctx, soldiers), anyPresent(ctx, heralds), anyPresent(ctx, bards)]).toEqual([true, false, false]);
    // A card of a definition no deck held, made after "none" was kept: seen at the next reading.
    createCard(ctx, { card: 'herald', owner: a, zone: zoneKey(a, 'hand') });
    expect([anyPresent(ctx, heralds), anyPresent(ctx, bards)]).toEqual([true, false]);
    // A face change makes no new object: the one other way a definition comes in.
    const soldier = Object.values(game.state.cards).find((card) => card.card === 'soldier')!.id;
    setCardFace(ctx, soldier, 'bard');
    expect(anyPresent(ctx, bards)).toBe(true);
    for (const asked of [soldiers, heralds, bards]) expect(anyPresent(ctx, asked)).toBe(walked(game, asked).length > 0);
    // A restored game (a new card record) reads its cards afresh; a new game of the same decks starts without them.
    const restored = engineFor('none').restore(game.snapshot());
    for (const asked of [soldiers, heralds, bards]) expect(anyPresent(contextOf(restored), asked)).toBe(walked(restored, asked).length > 0);
    expect(anyPresent(contextOf(newGame()), heralds)).toBe(false);
  });

  it('[kernel effects] an event trigger of a definition that came into the game after "no card watches this event" was found still triggers', () => {
    const game = newGame();
    const ctx = contextOf(game);
    const a = turnPlayer(game);
    const pendingBefore = game.state.pending.length;
    // No herald in the game: the event finds no watcher (and that answer is kept).
    emitEvent(ctx, { type: 'turn-start', player: a });
    expect(game.state.pending.length).toBe(pendingBefore);
    // Made in place (not by `setUp`, which gives the game a new card record and with it a new index).
    createCard(ctx, { card: 'herald', owner: a, zone: zoneKey(a, 'field', 'left') });
    emitEvent(ctx, { type: 'turn-start', player: a });
    expect(game.state.pending.map((p) => p.label)).toContain('Herald: draw');
  });

  it('[kernel effects] a continuous ability of a definition that came into the game after a stat was read applies at the next read', () => {
    const game = newGame();
    const ctx = contextOf(game);
    const a = turnPlayer(game);
    const soldier = give(game, a, 'field', 'soldier', 'left');
    // No bard in the game: its granted "+500 power" is nowhere (and that answer is kept).
    expect(numericStat(ctx, soldier, 'power')).toBe(2000);
    createCard(ctx, { card: 'bard', owner: a, zone: zoneKey(a, 'field', 'center') });
    expect(numericStat(ctx, soldier, 'power')).toBe(2500);
  });

  it('[kernel effects] a card turned to a face whose continuous ability no card of the game had applies at the next read', () => {
    const game = newGame();
    const ctx = contextOf(game);
    const a = turnPlayer(game);
    const soldier = give(game, a, 'field', 'soldier', 'left');
    const other = give(game, a, 'field', 'soldier', 'center');
    expect(numericStat(ctx, soldier, 'power')).toBe(2000);
    setCardFace(ctx, other, 'bard');
    expect(numericStat(ctx, soldier, 'power')).toBe(2500);
  });
});
