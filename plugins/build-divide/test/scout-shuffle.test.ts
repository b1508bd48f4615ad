import { checkPlayouts, checkViewPrivacy } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { card, clear, mainPhase, ok, P1, passUntil, put, windowName, zone } from './board.js';
import { engine } from './support.js';

describe('a shuffle after a scout (505, 518)', () => {
  it('[BD 505-1, 518-1] the cards a scout looked at are new objects after a shuffle: the scouting player cannot follow them by id', () => {
    const game = mainPhase();
    clear(game, P1, 'deck');
    const looked = ['plain-red', 'plain-blue', 'plain-red', 'plain-blue'].map((name) => put(game, P1, name, 'deck'));
    put(game, P1, 'plain-blue', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'seer', 'hand') });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    // Seer scouts 3 of the 4: the top card goes to the bottom, where its owner knows it lies (518-1).
    const scouted = looked.slice(0, 3);
    const [sentDown] = scouted;
    ok(game, { type: 'choose', player: P1, choice: [sentDown!] });
    passUntil(game, (g) => g.state.stack.length === 0 && windowName(g) === 'main');
    expect(zone(game, P1, 'deck').at(-1)).toBe(sentDown);
    expect(card(game, sentDown!)!.knownTo).toEqual([P1]);

    // Life Spring shuffles the deck (505-1), then puts its top card into the life zone.
    put(game, P1, 'white-energy', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'life-spring', 'hand') });
    passUntil(game, (g) => g.state.stack.length === 0 && windowName(g) === 'main');

    // The player's own logged choice still names the card it sent down...
    const choices = game.view(P1, { log: Infinity }).log.filter((e) => JSON.stringify(e).includes(sentDown!));
    expect(choices.length).toBeGreaterThan(0);
    // ...but no card of the deck or the life zone answers to any id the scout showed: the shuffle made them new
    // objects, nobody knows them any more, and the view names no card it may not see.
    const deck = zone(game, P1, 'deck');
    expect(deck).toHaveLength(3);
    for (const id of scouted) expect(card(game, id!)).toBeUndefined();
    expect(deck.some((id) => scouted.includes(id))).toBe(false);
    expect(deck.every((id) => card(game, id)!.knownTo === undefined)).toBe(true);
    expect(checkViewPrivacy(game, P1, Infinity)).toBeNull();
  });

  it('[BD 505-1, 518-1] a deck with Tide Sprite (scout) and Life Spring (shuffle) keeps the view-privacy invariant (the game that broke it)', () => {
    // showcase-a holds both again; this seeded game scouted with Tide Sprite, then Life Spring shuffled the card back.
    const report = checkPlayouts({
      engine,
      title: 'build-divide',
      decks: ['showcase-a', 'showcase-b', 'ember'],
      seed: 7,
      path: '73',
      hostileEvery: 0,
      maxShrinks: 0,
      skip: ['determinism', 'restore'],
    });
    expect(report.viewsChecked).toBeGreaterThan(0);
  }, 120_000);
});
