import { nextInt, seedRng } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { engine, newDemoGame, playChecked, playRandom, type GameSummary } from './support/random-play.js';

const games = Number(process.env['WS_RANDOM_GAMES'] ?? 60);

/** The keyword check reads at least this many games (in 20 seeds every keyword already occurs). */
const keywordGames = Math.max(games, 40);

/** Seeds 1…n, each game played once and shared by the tests below. */
const sample: GameSummary[] = [];
function playSample(n: number): GameSummary[] {
  for (let seed = sample.length + 1; seed <= n; seed++) sample.push(playChecked(seed));
  return sample.slice(0, n);
}

describe('seeded random games between the demo decks', () => {
  it(`[playout] ${games} random games each end in a win, loss or draw, conserving cards and hiding decks, stock and the opponent's hand`, () => {
    const results = new Map<string, number>();
    const seen = new Set<string>();
    for (const summary of playSample(games)) {
      results.set(summary.result, (results.get(summary.result) ?? 0) + 1);
      for (const feature of summary.features) seen.add(feature);
    }
    expect([...results.values()].reduce((a, b) => a + b, 0)).toBe(games);
    expect(results.get('win')).toBeGreaterThan(0);
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
    const gamesWith = new Map<string, number>();
    for (const summary of playSample(keywordGames)) {
      for (const feature of summary.features) gamesWith.set(feature, (gamesWith.get(feature) ?? 0) + 1);
    }
    const keywords = ['accelerate', 'resonance', 'force', 'combine', 'separate', 'link', 'inherit', 'change', 'shift', 'memory'];
    for (const keyword of keywords) {
      expect(gamesWith.get(`keyword ${keyword}`) ?? 0, keyword).toBeGreaterThan(0);
    }
  }, 300_000);

  it('[kernel determinism] the same seed and actions give a byte-identical game', () => {
    const first = newDemoGame(7);
    const actions = playRandom(first, 3);
    const second = newDemoGame(7);
    for (const action of actions) expect(second.act(action).ok).toBe(true);
    expect(second.snapshot()).toBe(first.snapshot());
  });

  it('[kernel snapshot] snapshot → restore mid-game continues as the same game', () => {
    const reference = newDemoGame(11);
    const actions = playRandom(reference, 5);
    for (const cut of [1, Math.floor(actions.length / 2)]) {
      const game = newDemoGame(11);
      for (const action of actions.slice(0, cut)) game.act(action);
      const restored = engine.restore(game.snapshot());
      expect(restored.legalActions()).toEqual(game.legalActions());
      for (const action of actions.slice(cut)) expect(restored.act(action).ok).toBe(true);
      expect(restored.snapshot()).toBe(reference.snapshot());
    }
  });
});

describe('rejections never change the game', () => {
  it('[engine contract] random illegal actions during random games are rejected with a code and a byte-identical snapshot', () => {
    const types = ['play-character', 'play-event', 'play-climax', 'move-stage', 'attack', 'activate', 'pass', 'choose', 'bogus'];
    const slots = ['fl', 'fc', 'fr', 'bl', 'br', 'x'];
    let rejected = 0;
    for (const seed of [21, 22]) {
      const game = newDemoGame(seed);
      const rng = seedRng(seed * 7);
      for (let step = 0; step < 250 && game.result === null; step++) {
        const cards = Object.keys(game.state.cards);
        const pick = <T>(list: readonly T[]): T => list[nextInt(rng, list.length)]!;
        for (let tries = 0; tries < 3; tries++) {
          const action = {
            type: pick(types),
            player: pick(['p1', 'p2']),
            card: pick(cards),
            slot: pick(slots),
            from: pick(slots),
            to: pick(slots),
            attackType: pick(['front', 'side', 'direct', 'sideways']),
            ability: nextInt(rng, 3),
            choice: [pick(cards)],
          };
          if (game.legalActions().some((a) => JSON.stringify(a) === JSON.stringify(action))) continue;
          const before = game.snapshot();
          const outcome = game.act(action);
          if (outcome.ok) continue;
          rejected++;
          expect(typeof outcome.error.code).toBe('string');
          expect(game.snapshot()).toBe(before);
        }
        if (game.result !== null) break;
        const legal = game.legalActions();
        expect(game.act(legal[nextInt(rng, legal.length)]!).ok).toBe(true);
      }
    }
    expect(rejected).toBeGreaterThan(300);
  });
});
