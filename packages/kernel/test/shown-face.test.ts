import { describe, expect, it } from 'vitest';
import { cardLabel } from '../src/effects/choose-cards.js';
import { createEngine, moveCard, shownDefinition, titleModule, zoneKey, zoneNameOf, type CardObject } from '../src/index.js';
import { contextOf } from '../src/internal.js';
import { skirmishPlugin } from './fixtures/skirmish.js';
import { give, opponent, turnPlayer } from './support/board.js';

/** The skirmish fixture where a Brute on the field shows only its Soldier side to everyone but its owner. */
function gameWithShownFace(face = 'soldier') {
  const plugin = skirmishPlugin('none');
  const shownFace = (card: CardObject) =>
    card.card === 'brute' && zoneNameOf(card.zone) === 'field' ? { face, seenBy: card.owner } : undefined;
  const engine = createEngine([titleModule({ ...plugin, title: { ...plugin.title, shownFace, displayStats: ['power'] } })]);
  return engine.create({ title: 'skirmish', seed: 1, players: [{ deck: 'red' }, { deck: 'blue' }] });
}

describe("the face a viewer is shown (the title's shownFace)", () => {
  it('[kernel] view() lists the face (id and name, no stats) for the other players, the whole card for its seer and the judge', () => {
    const game = gameWithShownFace();
    const a = turnPlayer(game);
    const b = opponent(game);
    const brute = give(game, a, 'field', 'brute', 'left');
    const field = zoneKey(a, 'field', 'left');
    const mine = game.view(a).zones[field]!.cards.find((c) => c.id === brute)!;
    expect(mine).toMatchObject({ card: 'brute', name: 'Brute', stats: { power: 3000 } });
    const theirs = game.view(b).zones[field]!.cards.find((c) => c.id === brute)!;
    expect(theirs.card).toBe('soldier');
    expect(theirs.name).toBe('Soldier');
    expect(theirs.stats).toBeUndefined();
    expect(JSON.stringify(game.view(b).zones[field])).not.toContain('brute');
    expect(game.judgeView().zones[field]!.cards.find((c) => c.id === brute)!.card).toBe('brute');
    // A card the title gives no face shows whole to everyone.
    const soldier = give(game, a, 'field', 'soldier', 'right');
    expect(game.view(b).zones[zoneKey(a, 'field', 'right')]!.cards.find((c) => c.id === soldier)!.card).toBe('soldier');
  });

  it('[kernel] choice labels name the shown face, and a player the card was revealed to sees it whole', () => {
    const game = gameWithShownFace();
    const a = turnPlayer(game);
    const b = opponent(game);
    const brute = give(game, a, 'field', 'brute', 'left');
    const ctx = contextOf(game);
    expect(cardLabel(ctx, brute, b)).toBe(`Soldier (${brute})`);
    expect(cardLabel(ctx, brute, a)).toBe(`Brute (${brute})`);
    ctx.state.cards[brute]!.knownTo = [b];
    expect(shownDefinition(ctx, ctx.state.cards[brute]!, b)).toBe('brute');
  });

  it("[kernel] a move into a place where only a face shows withholds the card's definition from the other players' log", () => {
    const game = gameWithShownFace();
    const a = turnPlayer(game);
    const b = opponent(game);
    const inHand = give(game, a, 'hand', 'brute');
    const ctx = contextOf(game);
    const moved = moveCard(ctx, inHand, zoneKey(a, 'field', 'left'));
    const theirs = [...game.view(b, { log: Infinity }).log].reverse().find((e) => e.type === 'moved')!;
    expect(theirs.detail?.['card']).toBe(moved);
    expect(theirs.detail?.['definition']).toBeUndefined();
    expect(theirs.detail?.['previous']).toBeUndefined();
    const mine = [...game.view(a, { log: Infinity }).log].reverse().find((e) => e.type === 'moved')!;
    expect(mine.detail?.['definition']).toBe('brute');
  });

  it('[kernel] a face that is not a card of the pool is an engine fault, not a silent leak', () => {
    const game = gameWithShownFace('no-such-face');
    const a = turnPlayer(game);
    const brute = give(game, a, 'field', 'brute', 'left');
    expect(() => shownDefinition(contextOf(game), contextOf(game).state.cards[brute]!, opponent(game))).toThrow(
      /unknown card no-such-face/,
    );
  });
});
