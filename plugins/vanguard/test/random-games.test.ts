import { nextInt, seedRng } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { engine, newDemoGame, playChecked, playRandom } from './support/random-play.js';

const games = Number(process.env['VG_RANDOM_GAMES'] ?? 60);

describe('seeded random games between the demo decks', () => {
  it(`[playout] ${games} random games each end in a win, loss or draw, conserving cards`, () => {
    const results = new Map<string, number>();
    const seen = new Set<string>();
    for (let seed = 1; seed <= games; seed++) {
      const summary = playChecked(seed);
      results.set(summary.result, (results.get(summary.result) ?? 0) + 1);
      for (const feature of summary.features) seen.add(feature);
    }
    expect([...results.values()].reduce((a, b) => a + b, 0)).toBe(games);
    expect(results.get('win')).toBeGreaterThan(0);
    // The demo decks exercise their keywords in play, not only in tests.
    if (games >= 50) {
      for (const feature of [
        'persona ride',
        'overdress',
        'intercept',
        'guard',
        'ride from ride deck',
        'order',
        'activated ability',
        'automatic ability',
        'boost',
        'superior-call',
        'heal',
        'gift force',
        'gift protect',
        'crest zone',
        'energy charge',
        'energy blast',
        'gain crest',
        'gauge',
        'look',
        'search',
        'swap',
        'declare',
        'time leap',
        'change attack target',
        'rear-guard drive',
        'delete',
      ]) {
        expect(seen, feature).toContain(feature);
      }
    }
  }, 120_000);

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
    for (const cut of [1, Math.floor(actions.length / 3), Math.floor((2 * actions.length) / 3)]) {
      const game = newDemoGame(11);
      for (const action of actions.slice(0, cut)) game.act(action);
      const restored = engine.restore(game.snapshot());
      expect(restored.legalActions()).toEqual(game.legalActions());
      for (const action of actions.slice(cut)) expect(restored.act(action).ok).toBe(true);
      expect(restored.snapshot()).toBe(reference.snapshot());
    }
  });

  it('[VG 4.1.3] a view never shows the opponent’s hand (but a pseudo-card there) or any deck order', () => {
    const game = newDemoGame(4);
    playRandom(game, 4, 120);
    const view = game.view('p1');
    // Only a pseudo-card (a Protect) in the hand is told apart (15.2.1.1.1.1).
    expect(view.zones['p2/hand']!.cards.filter((c) => game.state.cards[c.id]?.card !== 'protect')).toEqual([]);
    expect(view.zones['p1/deck']!.cards).toEqual([]);
    expect(view.zones['p2/deck']!.cards).toEqual([]);
    expect(view.zones['p2/hand']!.count).toBe(game.state.zones['p2/hand']!.length);
  });
});

describe('rejections never change the game', () => {
  it('[engine contract] random illegal actions during random games are rejected with a code and a byte-identical snapshot', () => {
    const types = [
      'ride',
      'call',
      'move',
      'order',
      'blitz',
      'activate',
      'overdress',
      'declare-attack',
      'attack',
      'guard',
      'intercept',
      'pass',
      'choose',
      'bogus',
    ];
    const circles = ['vc', 'fl', 'fr', 'bl', 'bc', 'br', 'gc', 'a1', 'x'];
    let rejected = 0;
    for (const seed of [21, 22]) {
      const game = newDemoGame(seed);
      const rng = seedRng(seed * 7);
      for (let step = 0; step < 300 && game.result === null; step++) {
        const cards = Object.keys(game.state.cards);
        const pick = <T>(list: readonly T[]): T => list[nextInt(rng, list.length)]!;
        for (let tries = 0; tries < 3; tries++) {
          const player = pick(['p1', 'p2']);
          const action = {
            type: pick(types),
            player,
            card: pick(cards),
            circle: pick(circles),
            from: pick(circles),
            to: pick(circles),
            attacker: pick(cards),
            target: pick(cards),
            discard: pick(cards),
            cards: [pick(cards)],
            ability: nextInt(rng, 3),
            choice: [pick(cards)],
          };
          const legal = game.legalActions().some((a) => JSON.stringify(a) === JSON.stringify(action));
          if (legal) continue;
          const before = game.snapshot();
          const outcome = game.act(action);
          if (outcome.ok) continue; // a random action may happen to be legal (extra fields are ignored)
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
