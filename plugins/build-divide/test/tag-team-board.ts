import type { Game, PlayerId } from '@tcgkit/kernel';
import { editPosition } from '@tcgkit/testing';
import { expect } from 'vitest';
import { ok } from './board.js';
import { engine } from './support.js';

/**
 * Boards for the tag-team rules (appendix A). Seats: p1 (left) and p2 (right) are team 1, p3 (left) and
 * p4 (right) team 2 (2103-1a); p1 faces p4 and p2 faces p3 (2103-1b).
 */
export const tagDecks = [{ deck: 'ember' }, { deck: 'tide' }, { deck: 'mystic' }, { deck: 'frontier' }];

export function createTagTeam(seed: number, rules = false): Game {
  const players = tagDecks.map((p) => (rules ? { ...p, playTimings: 'rules' as const } : p));
  return engine.create({ title: 'build-divide', seed, options: { format: 'tag-team' }, players });
}

/** The first seed from `seed` on whose random starting player is `first` (2103-2). */
export function seedStartingWith(first: PlayerId, seed = 1): number {
  for (let s = seed; ; s++) if (createTagTeam(s).state.turn.firstPlayer === first) return s;
}

/**
 * A tag-team game at its starting player's main window on turn 1: decks of filler cards (so the team life
 * zones hold 16 of them), no mulligans, one filler card in every hand.
 */
export function tagTeamMain(first: PlayerId = 'p1', rules = false, lifeCard = 'blank-life'): Game {
  const game = createTagTeam(seedStartingWith(first), rules);
  const board = editPosition(game);
  for (const p of ['p1', 'p2', 'p3', 'p4'])
    board.empty(p, 'deck').empty(p, 'hand').fill(p, 'deck', lifeCard, 8).fill(p, 'deck', 'blank-life', 22).put(p, 'hand', 'blank-life');
  board.build();
  for (const p of game.state.turn.order!) {
    expect(game.decision?.player).toBe(p);
    ok(game, { type: 'choose', player: p, choice: ['no'] });
  }
  return game;
}
