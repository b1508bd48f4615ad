import { describe, expect, it } from 'vitest';
import { P1, P2, mainPhase, ok, passUntil, put } from './board.js';

type Game = ReturnType<typeof mainPhase>;
const settle = (game: Game) =>
  passUntil(game, (g) => g.decision?.kind !== 'play' || (g.state.stack.length === 0 && g.position().window === 'main'));

/** P1 plays Mirror Form ("until end of turn, your units have the same abilities, power and hit as target opposing unit"). */
function mirror(game: Game, model: string): void {
  put(game, P1, 'iron-saint', 'energy');
  const form = put(game, P1, 'mirror-form', 'hand');
  ok(game, { type: 'play', player: P1, card: form, targets: [model] });
  settle(game);
}

describe('has the same abilities / values as (524)', () => {
  it('[BD 524, 524-1] a unit with the same abilities as another holds every ability of it: a unit entering later gets +1000 from each copy of Banner Bearer', () => {
    const game = mainPhase();
    const [first, second] = [put(game, P1, 'plain-red', 'field'), put(game, P1, 'plain-red', 'field')];
    mirror(game, put(game, P2, 'banner-bearer', 'field'));
    const later = put(game, P1, 'plain-red', 'field');
    expect(game.stat(later, 'power')).toBe(3000 + 2 * 1000);
    // The copies' own power and hit are Banner Bearer's: the copy, created after the units entered, applies after
    // the +1000 each gives the other (timestamp order, 1208-1g). (524-2's cost and colour are not modelled.)
    expect([first, second].map((id) => [game.stat(id, 'power'), game.stat(id, 'hit')])).toEqual([
      [2000, 2],
      [2000, 2],
    ]);
  });

  it('[BD 524-1] a unit given the same abilities as another loses its own: Banner Bearer copying a unit without abilities gives nothing', () => {
    const game = mainPhase();
    put(game, P1, 'banner-bearer', 'field');
    const recruit = put(game, P1, 'plain-red', 'field');
    expect(game.stat(recruit, 'power')).toBe(4000);
    mirror(game, put(game, P2, 'watcher', 'field'));
    const later = put(game, P1, 'plain-red', 'field');
    expect(game.stat(later, 'power')).toBe(3000);
  });
});
