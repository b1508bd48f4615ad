import { playSeededGames, probeRandomRejections, type SeededGamesReport } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { demoGames, newDemoGame } from './support/random-play.js';

const games = Number(process.env['WS_RANDOM_GAMES'] ?? 60);

/** The keyword check reads at least this many games (in 20 seeds every keyword already occurs). */
const keywordGames = Math.max(games, 40);

/** Seeds 1…n, played once and shared by the tests below. */
let sample: SeededGamesReport | undefined;
function playSample(): SeededGamesReport {
  sample ??= playSeededGames(demoGames, Math.max(games, keywordGames));
  return sample;
}

// Replay, restore and hostile input are the playout invariants' (invariants.test.ts); these are many whole
// games and what they exercised.
describe('seeded random games between the demo decks', () => {
  it(`[playout] ${games} random games each end in a win, loss or draw, conserving cards and hiding decks, stock and the opponent's hand`, () => {
    const report = playSample();
    const played = report.summaries.slice(0, games);
    expect(played).toHaveLength(games);
    expect(played.filter((game) => game.result === 'win').length).toBeGreaterThan(0);
    const seen = new Set(played.flatMap((game) => game.features));
    // The demo decks exercise the rules in play, not only in tests.
    if (games >= 50) {
      for (const feature of [
        'level up',
        'refresh',
        'damage cancel',
        'encore',
        'bond',
        'brainstorm',
        'clock',
        'climax',
        'activated ability',
        'battle',
        'front attack',
        'side attack',
        'direct attack',
        'trigger soul',
        'trigger shot',
        'trigger treasure',
        'trigger standby',
        'trigger comeback',
        'trigger choice',
        'trigger draw',
      ]) {
        expect(seen, feature).toContain(feature);
      }
    }
  }, 300_000);

  it(`[playout] ${keywordGames} random games (seeds 1–${keywordGames}) play every ch. 10 keyword of the demo decks: Accelerate, Resonance, Force, Combine, Separate, Link, Inherit, Change, Shift, Memory`, () => {
    // Each keyword counts only by the event its own mechanism emits: "used X" (used-keyword, 10.12.3,
    // 10.13.3.1, 10.14.3, and the combine/separate verbs once the card moved), or a move whose reason names
    // it (Link: a card found by the has-link test; Inherit, Change, Shift; Memory: a card put into memory).
    const seen = new Set(
      playSample()
        .summaries.slice(0, keywordGames)
        .flatMap((game) => game.features),
    );
    const keywords = ['accelerate', 'resonance', 'force', 'combine', 'separate', 'link', 'inherit', 'change', 'shift', 'memory'];
    for (const keyword of keywords) expect(seen, keyword).toContain(`keyword ${keyword}`);
  }, 300_000);
});

describe('rejections never change the game', () => {
  it('[engine contract] random illegal actions during random games are rejected with a code and a byte-identical snapshot', () => {
    const types = ['play-character', 'play-event', 'play-climax', 'move-stage', 'attack', 'activate', 'pass', 'choose', 'bogus'];
    const slots = ['fl', 'fc', 'fr', 'bl', 'br', 'x'];
    let rejected = 0;
    for (const seed of [21, 22]) {
      const report = probeRandomRejections(
        newDemoGame(seed),
        seed * 7,
        (pick, game) => {
          const cards = Object.keys(game.state.cards);
          return {
            type: pick(types),
            player: pick(['p1', 'p2']),
            card: pick(cards),
            slot: pick(slots),
            from: pick(slots),
            to: pick(slots),
            attackType: pick(['front', 'side', 'direct', 'sideways']),
            ability: pick([0, 1, 2]),
            choice: [pick(cards)],
          };
        },
        { steps: 250 },
      );
      rejected += report.rejected;
    }
    expect(rejected).toBeGreaterThan(300);
  });
});
