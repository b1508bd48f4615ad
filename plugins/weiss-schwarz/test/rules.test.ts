import { createEngine, pickAnswer, seedRng, titleModule, type Game } from '@tcgkit/kernel';
import { position } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { createWeissSchwarzPlugin, facingSlot, slotsInFrontOf, weissSchwarzModule, weissSchwarzPlugin } from '../src/index.js';
import { newDemoGame } from './support/random-play.js';

/** Answers every decision with its first legal action until `until` holds (or the game ends). */
function advance(game: Game, until: (game: Game) => boolean, limit = 2000): void {
  const rng = seedRng(1);
  for (let i = 0; i < limit && game.result === null && !until(game); i++) {
    const legal = game.legalActions();
    const pass = legal.find((a) => a.type === 'pass');
    expect(game.act(pass ?? pickAnswer(legal, rng)).ok).toBe(true);
  }
}

describe('stage geometry (3.6)', () => {
  it('[WS 3.5.2, 3.6.4] the stage is five slots: three in the front row, two in the back row', () => {
    const stage = weissSchwarzPlugin.zones!.find((z) => z.name === 'stage')!;
    expect(stage.slots!.map((s) => [s.name, s.attributes?.['row']])).toEqual([
      ['fl', 'front'],
      ['fc', 'front'],
      ['fr', 'front'],
      ['bl', 'back'],
      ['br', 'back'],
    ]);
  });

  it('[WS 3.6.5] the back left is behind the front left and centre, the back right behind the centre and right', () => {
    expect(slotsInFrontOf('bl')).toEqual(['fl', 'fc']);
    expect(slotsInFrontOf('br')).toEqual(['fc', 'fr']);
    expect(slotsInFrontOf('fc')).toEqual([]);
  });

  it('[WS 3.6.6] my front left faces the opponent’s front right; centre faces centre', () => {
    expect([facingSlot('fl'), facingSlot('fc'), facingSlot('fr'), facingSlot('bl')]).toEqual(['fr', 'fc', 'fl', undefined]);
  });
});

describe('information (3.1.2, 3.2.2, 3.3, 3.10)', () => {
  it('[WS 3.1.2, 3.2.2, 3.3.2, 3.10.1] a view shows every zone’s count, but not the decks, the stock or the opponent’s hand', () => {
    const game = newDemoGame(4);
    advance(game, (g) => g.state.turn.number >= 4);
    const view = game.view('p1');
    for (const zone of ['p1/deck', 'p2/deck', 'p1/stock', 'p2/stock', 'p2/hand']) {
      expect(view.zones[zone]!.cards, zone).toEqual([]);
      expect(view.zones[zone]!.count, zone).toBe(game.state.zones[zone]!.length);
    }
    expect(view.zones['p1/hand']!.cards.length).toBe(game.state.zones['p1/hand']!.length);
  });
});

describe('the turn (ch. 6)', () => {
  it('[WS 6.1.1, 6.2.1.1, 6.3.1.1, 6.4.1.1, 6.5.1.1, 6.6.1.1, 7.2.1.1, 7.7.1.1] the phases run in order, each with its "start of" event', () => {
    const game = newDemoGame(2);
    advance(game, (g) => g.state.turn.number >= 2);
    const turnOne = game.history().filter((e) => e.type.startsWith('start-of') && e.type !== 'start-of-attack-declaration-step');
    expect(turnOne.slice(0, 9).map((e) => e.type)).toEqual([
      'start-of-turn',
      'start-of-stand-phase',
      'start-of-draw-phase',
      'start-of-clock-phase',
      'start-of-main-phase',
      'start-of-climax-phase',
      'start-of-attack-phase',
      'start-of-encore-step',
      'start-of-turn',
    ]);
  });

  it('[WS 6.3.1.2, 6.4.1.2] the turn player draws 1 in the draw phase; clocking a card draws 2 more', () => {
    const game = newDemoGame(6);
    advance(game, (g) => g.decision?.kind === 'select' && /^Clock/.test(g.decision.prompt));
    const player = game.decision!.player;
    const hand = game.state.zones[`${player}/hand`]!;
    const before = hand.length;
    expect(game.act({ type: 'choose', player, choice: [hand[0]!] }).ok).toBe(true);
    expect(game.state.zones[`${player}/clock`]).toHaveLength(1);
    expect(game.state.zones[`${player}/hand`]!.length).toBe(before - 1 + 2);
  });
});

describe('concession (1.2.4)', () => {
  it('[WS 1.2.4, 1.2.4.1] a player may concede at any moment and loses at once', () => {
    const game = newDemoGame(9);
    advance(game, (g) => g.state.turn.number >= 3);
    const loser = game.decision!.player === 'p1' ? 'p2' : 'p1';
    expect(game.act({ type: 'concede', player: loser }).ok).toBe(true);
    expect(game.result).toMatchObject({ kind: 'win', winner: loser === 'p1' ? 'p2' : 'p1' });
  });
});

describe('one engine for many games', () => {
  it('[WS 5.2.1.2] each player’s deck is shuffled: two seeds give two different opening hands', () => {
    const engine = createEngine([weissSchwarzModule]);
    const hands = [1, 2].map((seed) => {
      const game = engine.create({ title: 'weiss-schwarz', seed, players: [{ deck: 'lanternfall' }, { deck: 'lanternfall' }] });
      return game.state.zones['p1/hand']!.map((id) => game.state.cards[id]!.card).join();
    });
    expect(hands[0]).not.toBe(hands[1]);
  });
});

describe('looking at the deck: the kernel look, ended with the effect (WS 8.6.6)', () => {
  const character = (id: string) => ({ id, name: `Card ${id}`, type: 'character', colour: 'red', level: 0, cost: 0, power: 1000, soul: 1 });
  const peek = {
    id: 'PEEK',
    name: 'Peek Ahead',
    type: 'event',
    colour: 'red',
    level: 0,
    cost: 0,
    text: 'Look at the top 2 cards of your deck, choose up to 1 of them, and put them back in the same order.',
    effect: [
      {
        do: 'look',
        count: 2,
        forget: true,
        then: [{ do: 'choose', from: { var: 'looked' }, count: 1, upTo: true, as: 'picked', prompt: 'Choose up to 1 card looked at' }],
      },
    ],
  };
  const engine = createEngine([titleModule(createWeissSchwarzPlugin({ cards: [character('A'), character('B'), character('C'), peek] }))]);

  it('[WS 8.6.6, 3.2.3] the player knows the looked-at cards while the effect resolves and no longer once it has resolved; the deck is unchanged', () => {
    const { game, id } = position(engine, 'weiss-schwarz')
      .turn(3, 'p1')
      .put('p1', 'deck', [
        { card: 'A', as: 'a' },
        { card: 'B', as: 'b' },
        { card: 'C', as: 'c' },
      ])
      .put('p1', 'waiting-room', { card: 'C', count: 5 })
      .put('p1', 'hand', { card: 'PEEK', as: 'peek' })
      .fill('p2', 'deck', 'C', 10)
      .at('main', 'main')
      .build();
    const knownInDeck = () =>
      game
        .view('p1')
        .zones['p1/deck']!.cards.filter((c) => c.card !== undefined)
        .map((c) => c.id);
    expect(knownInDeck()).toEqual([]);
    expect(game.act({ type: 'play-event', player: 'p1', card: id('peek') }).ok).toBe(true);
    // While the effect resolves (the choice of its `then`), the top two are known to p1, never to p2.
    expect(game.decision).toMatchObject({ kind: 'select', player: 'p1' });
    expect(knownInDeck()).toEqual([id('a'), id('b')]);
    expect(game.view('p2').zones['p1/deck']!.cards.filter((c) => c.card !== undefined)).toEqual([]);
    expect(game.act({ type: 'choose', player: 'p1', choice: [] }).ok).toBe(true);
    // Resolved: the look has ended (8.6.6), the cards are where they were.
    expect(knownInDeck()).toEqual([]);
    expect(game.state.zones['p1/deck']).toEqual([id('a'), id('b'), id('c')]);
    expect(game.state.log.filter((e) => e.type === 'looked').map((e) => e.detail)).toEqual([{ count: 2, asked: 2, zone: 'p1/deck' }]);
  });
});
