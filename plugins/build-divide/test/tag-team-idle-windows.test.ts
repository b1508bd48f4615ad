import { pickAnswer, seedRng } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { createTagTeam } from './tag-team-board.js';

describe('tag team: windows nobody acts in', () => {
  it('[BD 2502-8] a window in which nobody can act closes only after all four players passed in a row', () => {
    const game = createTagTeam(3);
    const rng = seedRng(3);
    for (let i = 0; i < 150 && game.result === null; i++) game.act(pickAnswer(game.legalActions(), rng));
    const open: { passes: number; acts: number }[] = [];
    const closedIdle: number[] = [];
    for (const entry of game.history()) {
      if (entry.type === 'window-opened') open.push({ passes: 0, acts: 0 });
      else if (entry.type === 'passed' && open.length > 0) open[open.length - 1]!.passes++;
      else if (entry.type === 'action' && open.length > 0) open[open.length - 1]!.acts++;
      else if (entry.type === 'window-closed') {
        const window = open.pop()!;
        if (window.acts === 0) closedIdle.push(window.passes);
      }
    }
    expect(closedIdle.length).toBeGreaterThan(10);
    expect(new Set(closedIdle)).toEqual(new Set([4]));
  });
});
