import { describe, expect, it } from 'vitest';
import { P1, P2, clear, mainPhase, ok, put } from './board.js';

/** Sections issue 16 left "not yet", with the `gauntlet` deck's demo cards (src/cards/gauntlet-cards.ts). */
describe('the last not-yet sections (issue 16)', () => {
  function harvestBoard(emptyFor: string[]) {
    const game = mainPhase();
    for (const player of emptyFor) {
      clear(game, player, 'deck');
      clear(game, player, 'life');
    }
    for (let i = 0; i < 2; i++) put(game, P1, 'plain-blue', 'energy');
    return game;
  }

  it('[BD 103-1a, 507-1b] when both players lose at the same time (each must draw from an empty deck and life), the game is a draw', () => {
    const game = harvestBoard([P1, P2]);
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'twin-harvest', 'hand') });
    expect(game.result).toMatchObject({ kind: 'draw' });
    expect(game.state.log.filter((e) => e.type === 'player-loses').map((e) => e.player)).toEqual([P1, P2]);
  });

  it('[BD 103-1, 103-1a] when only one of them loses by the same draws, the other wins', () => {
    const game = harvestBoard([P2]);
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'twin-harvest', 'hand') });
    expect(game.result).toMatchObject({ kind: 'win', winner: P1 });
  });
});
