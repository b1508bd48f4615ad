import { pickAnswer, seedRng, type Game } from '@tcgkit/kernel';
import { checkViewPrivacy } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { newDemoGame } from './support/random-play.js';

/** Plays seeded random legal actions in demo games (seeds from 1) until `found` holds; the game at that moment. */
function firstDemoGameWhere(found: (game: Game) => boolean, seeds = 40): Game {
  for (let seed = 1; seed <= seeds; seed++) {
    const game = newDemoGame(seed);
    const rng = seedRng(seed);
    while (game.result === null) {
      const legal = game.legalActions();
      expect(game.act(pickAnswer(legal, rng)).ok).toBe(true);
      if (found(game)) return game;
    }
  }
  throw new Error(`no demo game of seeds 1–${seeds} reached the position`);
}

const other = (player: string) => (player === 'p1' ? 'p2' : 'p1');

describe('the demo decks’ keywords keep hidden information hidden', () => {
  it('[WS 10.13.1, 8.6.6] Resonance: the opponent learns which cards were revealed from hand, never their ids, which would let them follow the cards in the hand', () => {
    const isResonance = (e: { type: string; detail?: Record<string, unknown> }) =>
      e.type === 'revealed' && e.detail?.['keyword'] === 'resonance';
    const game = firstDemoGameWhere((g) => g.state.log.some(isResonance));
    const entry = game.state.log.find(isResonance)!;
    const revealer = entry.player!;
    const seen = (viewer: string) => game.view(viewer, { log: Infinity }).log.find((e) => e.seq === entry.seq)!;
    expect(seen(revealer).detail?.['cards']).toEqual(entry.detail?.['cards']);
    expect(seen(other(revealer)).detail?.['cards']).toBeUndefined();
    expect(seen(other(revealer)).detail?.['definitions']).toEqual(entry.detail?.['definitions']);
    expect(checkViewPrivacy(game, other(revealer), Infinity)).toBeNull();
  });

  it('[WS 10.15.1.1, 8.6.6] Combine: the player looking through their deck sees its cards while choosing; after the shuffle nobody does', () => {
    const game = firstDemoGameWhere((g) => g.decision?.kind === 'select' && g.decision.prompt.startsWith('Combine'));
    const player = game.decision!.player;
    const deck = game.state.zones[`${player}/deck`]!;
    const view = game.view(player);
    expect(view.zones[`${player}/deck`]!.cards.map((c) => c.id)).toEqual(deck);
    expect(view.zones[`${player}/deck`]!.cards.every((c) => c.card !== undefined)).toBe(true);
    expect(game.view(other(player)).zones[`${player}/deck`]!.cards).toEqual([]);
    for (const viewer of ['p1', 'p2']) expect(checkViewPrivacy(game, viewer)).toBeNull();
    expect(game.act({ type: 'choose', player, choice: [] }).ok).toBe(true);
    for (const viewer of ['p1', 'p2']) expect(game.view(viewer).zones[`${player}/deck`]!.cards).toEqual([]);
  });
});
