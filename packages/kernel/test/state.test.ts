import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerAt, canSee, cardsInZone, moveCard, nextInt, nextUint32, seedRng, shuffleInPlace, zoneKey } from '../src/index.js';
import { engineFor, give, newGame, opponent, turnPlayer } from './support/board.js';
import { contextOf } from '../src/internal.js';

describe('random numbers', () => {
  it('[kernel rng] the same seed gives the same sequence; different seeds differ', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const a = seedRng(seed);
        const b = seedRng(seed);
        const xs = Array.from({ length: 8 }, () => nextUint32(a));
        expect(Array.from({ length: 8 }, () => nextUint32(b))).toEqual(xs);
        const c = seedRng(seed + 1);
        expect(Array.from({ length: 8 }, () => nextUint32(c))).not.toEqual(xs);
      }),
      { seed: 42, numRuns: 200 },
    );
  });

  it('[kernel rng] integers stay in range and shuffles are permutations', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 1000 }), fc.array(fc.integer(), { maxLength: 60 }), (seed, bound, items) => {
        const rng = seedRng(seed);
        const n = nextInt(rng, bound);
        expect(n >= 0 && n < bound && Number.isInteger(n)).toBe(true);
        const copy = [...items];
        shuffleInPlace(rng, copy);
        expect([...copy].sort((x, y) => x - y)).toEqual([...items].sort((x, y) => x - y));
      }),
      { seed: 7, numRuns: 300 },
    );
  });
});

describe('zones and card objects', () => {
  it('[VG 4.1.8] a card that changes zone becomes a new object; its last-known information is kept', () => {
    const game = newGame();
    const a = turnPlayer(game);
    const unit = give(game, a, 'field', 'soldier', 'left');
    game.setUp({ changes: [{ card: unit, status: { rested: true } }] });
    const moved = moveCard(contextOf(game), unit, zoneKey(a, 'drop'));
    expect(moved).not.toBe(unit);
    expect(game.state.cards[unit]).toBeUndefined();
    expect(game.state.lastKnown[unit]).toMatchObject({ zone: zoneKey(a, 'field', 'left'), status: { rested: true } });
    expect(game.state.cards[moved]).toMatchObject({ zone: zoneKey(a, 'drop'), status: {}, serial: game.state.lastKnown[unit]!.serial });
  });

  it('[VG 4.1.3] visibility: hidden zones hide from all, owner zones from others, face-down cards from all who were not shown', () => {
    const game = newGame();
    const [a, b] = [turnPlayer(game), opponent(game)];
    const inHand = cardsInZone(contextOf(game), a, 'hand')[0]!;
    const inDeck = cardsInZone(contextOf(game), a, 'deck')[0]!;
    const ctx = contextOf(game);
    expect([canSee(ctx, ctx.state.cards[inHand]!, a), canSee(ctx, ctx.state.cards[inHand]!, b)]).toEqual([true, false]);
    expect([canSee(ctx, ctx.state.cards[inDeck]!, a), canSee(ctx, ctx.state.cards[inDeck]!, b)]).toEqual([false, false]);
    const faceDown = moveCard(ctx, inHand, zoneKey(a, 'damage'), { faceUp: false });
    expect(canSee(ctx, ctx.state.cards[faceDown]!, b)).toBe(false);
    ctx.state.cards[faceDown]!.knownTo = [a];
    expect([canSee(ctx, ctx.state.cards[faceDown]!, a), canSee(ctx, ctx.state.cards[faceDown]!, b)]).toEqual([true, false]);
    const view = game.view(b);
    expect(view.zones[zoneKey(a, 'damage')]!.cards).toEqual([expect.objectContaining({ id: faceDown, faceUp: false })]);
    expect(view.zones[zoneKey(a, 'damage')]!.cards[0]!.card).toBeUndefined();
  });

  it('[kernel log] event numbers keep counting up after old turns move out of the state into history()', () => {
    const game = engineFor('none').create({ title: 'skirmish', seed: 1, players: [{ deck: 'red' }, { deck: 'blue' }], history: 'full' });
    for (let i = 0; i < 400 && game.state.turn.number < 6 && game.result === null; i++) {
      const decision = game.decision!;
      game.act(decision.kind === 'play' ? { type: 'pass', player: decision.player } : answerAt(game.legalActions(), 0n));
    }
    const history = game.history();
    expect(history.length).toBeGreaterThan(game.state.log.length);
    expect(history.map((entry) => entry.seq)).toEqual(history.map((_, index) => index));
  });
});
