import { isAnswerIn, pickAnswer, nextInt, seedRng } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { engine, newGame } from './support.js';

/** Actions that are wrong in every way we can think of; each must be rejected with nothing changed. */
function garbage(game: ReturnType<typeof newGame>, rng: ReturnType<typeof seedRng>): unknown[] {
  const ids = Object.keys(game.state.cards);
  const any = () => ids[nextInt(rng, ids.length)]!;
  const players = ['p1', 'p2'];
  const player = players[nextInt(rng, 2)]!;
  return [
    { type: 'play', player, card: any() },
    { type: 'play', player, card: any(), targets: [any(), any()] },
    { type: 'play', player, card: any(), energy: [any()] },
    { type: 'place-energy', player, card: any() },
    { type: 'activate', player, card: any(), ability: nextInt(rng, 3) },
    { type: 'attack', player, attacker: any(), target: any() },
    { type: 'attack', player, attacker: any(), target: players[nextInt(rng, 2)] },
    { type: 'block', player, blocker: any() },
    { type: 'choose', player, choice: [any()] },
    { type: 'choose', player, choice: ['yes', 'yes'] },
    { type: 'end-attacks', player },
    { type: 'no-block', player },
    { type: 'pass', player: 'p3' },
    { type: 'nonsense', player },
    { player },
    null,
    'pass',
    { type: 'play', player, card: { $bad: 1 } },
  ];
}

describe('engine contract', () => {
  it('[engine contract] every rejected action leaves the game byte-identical; every legal action is accepted', () => {
    const rng = seedRng(4242);
    for (let seed = 1; seed <= 6; seed++) {
      const game = newGame(seed);
      for (let step = 0; step < 400 && game.result === null; step++) {
        if (step % 5 === 0) {
          const before = game.snapshot();
          const legal = game.legalActions();
          for (const action of garbage(game, rng)) {
            if (isAnswerIn(legal, action)) continue;
            const result = game.act(action);
            if (result.ok) throw new Error(`accepted a garbage action ${JSON.stringify(action)}`);
            expect(result.error.code).toMatch(/^[A-Z_]+$/);
            expect(game.snapshot()).toBe(before);
          }
        }
        const legal = game.legalActions();
        const result = game.act(pickAnswer(legal, rng));
        expect(result.ok).toBe(true);
      }
    }
  });

  it("[BD 401-3, 402-1] a player's view never shows the cards of hidden zones or of the other player's hand", () => {
    const rng = seedRng(7);
    const game = newGame(8);
    for (let step = 0; step < 300 && game.result === null; step++) {
      for (const viewer of ['p1', 'p2']) {
        const other = viewer === 'p1' ? 'p2' : 'p1';
        const view = game.view(viewer);
        // (A player may know cards of their own deck they have looked at, 508, 518.)
        // A revealed life card stays revealed while its Shot is being decided on (1003-2, 1003-2d).
        const revealing = (game.decision as { rule?: string } | null)?.rule === 'BD 1003-2d';
        for (const zone of [
          `${other}/hand`,
          `${other}/d-deck`,
          `${other}/set`,
          `${other}/deck`,
          ...(revealing ? [] : ['p1/life', 'p2/life']),
        ]) {
          expect(
            view.zones[zone]!.cards.filter((c) => c.card !== undefined),
            zone,
          ).toEqual([]);
        }
        const text = JSON.stringify(view);
        expect(text).not.toContain('"rng"');
      }
      const legal = game.legalActions();
      game.act(pickAnswer(legal, rng));
    }
  });

  it('[engine contract] a snapshot taken at any decision restores to the same game', () => {
    const rng = seedRng(11);
    const game = newGame(12);
    for (let step = 0; step < 200 && game.result === null; step++) {
      if (step % 20 === 0) {
        const restored = engine.restore(game.snapshot());
        expect(restored.legalActions()).toEqual(game.legalActions());
        expect(restored.snapshot()).toBe(game.snapshot());
      }
      const legal = game.legalActions();
      game.act(pickAnswer(legal, rng));
    }
  });
});
