import { playSeededGames, probeRandomRejections } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { demoGames, newDemoGame, playRandom, premiumGames } from './support/random-play.js';

const games = Number(process.env['VG_RANDOM_GAMES'] ?? 60);

// Replay, restore and hostile input are the playout invariants' (invariants.test.ts); these are many whole
// games and what they exercised.
describe('seeded random games between the demo decks', () => {
  it(`[playout] ${games} random games each end in a win, loss or draw, conserving cards and hiding what they must`, () => {
    const report = playSeededGames(demoGames, games);
    expect(report.games).toBe(games);
    expect(report.results['win']).toBeGreaterThan(0);
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
        'lock',
        'unlock',
        'control',
        'token',
        'ticket',
        'record marker',
      ]) {
        expect(report.gamesWith[feature] ?? 0, feature).toBeGreaterThan(0);
      }
    }
  }, 120_000);

  const premiumCount = Math.max(1, Math.round(games / 2));
  it(`[playout] ${premiumCount} random games of the premium format (option format: premium) each end in a result, conserving cards and hiding what they must`, () => {
    const report = playSeededGames(premiumGames, premiumCount);
    expect(report.games).toBe(premiumCount);
    expect((report.results['win'] ?? 0) + (report.results['draw'] ?? 0)).toBe(premiumCount);
    // The premium decks' mechanics happen in play.
    if (premiumCount >= 30)
      for (const feature of ['stride', 'hearts end', 'g units back', 'g guardian', 'g unit to g zone', 'g assist'])
        expect(report.gamesWith[feature] ?? 0, feature).toBeGreaterThan(0);
  }, 120_000);

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
      const report = probeRandomRejections(newDemoGame(seed), seed * 7, (pick, game) => {
        const cards = Object.keys(game.state.cards);
        return {
          type: pick(types),
          player: pick(['p1', 'p2']),
          card: pick(cards),
          circle: pick(circles),
          from: pick(circles),
          to: pick(circles),
          attacker: pick(cards),
          target: pick(cards),
          discard: pick(cards),
          cards: [pick(cards)],
          ability: pick([0, 1, 2]),
          choice: [pick(cards)],
        };
      });
      rejected += report.rejected;
    }
    expect(rejected).toBeGreaterThan(300);
  });
});
