import { playSeededGames, type SeededGames } from '@tcgkit/testing';
import type { Game } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { premiumDepthPlayed } from './support/premium-depth-random.js';
import { newSoakGame, soakEngine, soakSet } from './support/soak-set.js';

const engine = soakEngine(soakSet.strideBanned);
const games = Math.max(Number(process.env['VG_STRIDE_BANNED_GAMES'] ?? 20), 20);

/** The mechanisms of a game under the ban, with whether any stride came before an effect allowed it. */
function played(game: Game): string[] {
  const seen = premiumDepthPlayed(game);
  let allowed = false;
  for (const e of game.history()) {
    if (e.type === 'stride-allowed') allowed = true;
    if (e.type === 'strode' && !allowed) seen.add('stride before allowed');
  }
  return [...seen];
}

const strideBannedGames: SeededGames = { newGame: (seed) => newSoakGame(engine, soakSet.strideBanned, seed), features: played };

describe('seeded random games of the premium depth decks under the option stride: banned', () => {
  it(`[VG 18.6.2] ${games} random games with stride banned end in a result, conserve cards, and stride only after an effect allowed it (may-stride)`, () => {
    const report = playSeededGames(strideBannedGames, games);
    expect(report.games).toBe(games);
    expect(report.gamesWith['stride allowed'] ?? 0).toBeGreaterThan(0);
    expect(report.gamesWith['stride after allowed'] ?? 0).toBeGreaterThan(0);
    // 18.6.1: the ban holds until an effect lifts it.
    expect(report.gamesWith['stride before allowed'] ?? 0).toBe(0);
  }, 300_000);
});
