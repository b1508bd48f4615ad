import { createEngine, titleModule, type CardDefinition, type Engine } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { buildDividePlugin, defineCard } from '../src/index.js';
import { P1, P2, card, count, mainPhase, ok, passUntil, power, put, rejects, windowName, zone } from './board.js';

/**
 * Rule tests for the card information of section 300, the basic terms of 100–200 and the zones of 400.
 * Positions are set up through `board.ts` (its `put`/`clear` are the only state writes).
 */
type G = ReturnType<typeof mainPhase>;
const settle = (game: G) => passUntil(game, (g) => g.context.state.stack.length === 0 && windowName(g) === 'main');

/** An engine whose pool also holds `extra` (cards these tests need and the demo pool does not have). */
function engineWith(...extra: CardDefinition[]): Engine {
  return createEngine([titleModule({ ...buildDividePlugin, cards: [...(buildDividePlugin.cards ?? []), ...extra] })]);
}

const cost = (total: number, ...colours: ('red' | 'blue' | 'white' | 'black')[]) => ({ total, colours });

describe('owner and controller (201, 202)', () => {
  it('[BD 201-1, 201-2] each card belongs to the player whose deck it started in, wherever it goes', () => {
    const game = mainPhase();
    for (const player of [P1, P2]) for (const id of zone(game, player, 'deck')) expect(card(game, id)!.owner).toBe(player);
    const unit = put(game, P2, 'plain-red', 'field');
    put(game, P1, 'plain-blue', 'energy');
    put(game, P1, 'plain-blue', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'mist-step', 'hand'), targets: [unit] });
    settle(game);
    // P1's command sent P2's unit back: it goes to its owner's hand, and P1's command to P1's graveyard.
    const back = zone(game, P2, 'hand').find((id) => card(game, id)!.card === 'plain-red')!;
    expect(card(game, back)!.owner).toBe(P2);
    expect(zone(game, P1, 'graveyard').map((id) => card(game, id)!.card)).toEqual(['mist-step']);
  });

  it('[BD 202-1, 202-1a, 202-1b, 202-2] a continuous ability is controlled by its card\'s controller: "your units" are that player\'s', () => {
    const game = mainPhase();
    const mine = put(game, P1, 'plain-red', 'field');
    const theirs = put(game, P2, 'plain-red', 'field');
    const base = power(game, mine);
    put(game, P1, 'blaze-citadel', 'territory', { open: true });
    expect(card(game, mine)!.controller).toBe(P1);
    expect(power(game, mine)).toBe(base + 1000);
    expect(power(game, theirs)).toBe(base);
  });

  it('[BD 202-1d, 202-1e, 202-1e:i] an automatic ability and its effect are controlled by its card\'s controller; "draw" with no player is done by that controller', () => {
    const game = mainPhase();
    put(game, P2, 'watcher', 'field');
    for (let i = 0; i < 3; i++) put(game, P2, 'blank-life', 'deck');
    const hands = [count(game, P1, 'hand'), count(game, P2, 'hand')];
    put(game, P1, 'plain-red', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'plain-red', 'hand') });
    settle(game);
    // Watcher (P2's) triggers on P1's unit entering: P2 controls the ability and draws.
    expect(count(game, P2, 'hand')).toBe(hands[1]! + 1);
    expect(count(game, P1, 'hand')).toBe(hands[0]!);
  });

  it('[BD 202-3] "opponent" is the player who does not control the effect', () => {
    const game = mainPhase();
    const mine = put(game, P1, 'plain-red', 'field');
    const theirs = put(game, P2, 'plain-red', 'field');
    for (let i = 0; i < 2; i++) put(game, P2, 'plain-red', 'energy');
    const bolt = put(game, P2, 'pyre-bolt', 'hand');
    passUntil(game, (g) => g.decision?.player === P2);
    // Pyre Bolt targets an opposing unit: for P2 that is P1's unit, never P2's own.
    rejects(game, { type: 'play', player: P2, card: bolt, targets: [theirs] }, 'BD_BAD_TARGET');
    ok(game, { type: 'play', player: P2, card: bolt, targets: [mine] });
    passUntil(game, (g) => g.context.state.stack.length === 0);
    expect(card(game, mine)).toBeUndefined();
  });
});

describe('colours (203)', () => {
  const twoColour = defineCard({ id: 'twin-crest', name: 'Twin Crest', type: 'unit', cost: cost(2, 'red', 'blue'), power: 1000, hit: 1 });
  const generic = defineCard({ id: 'grey-golem', name: 'Grey Golem', type: 'unit', cost: cost(1), power: 1000, hit: 1 });

  it('[BD 203-1, 203-1a] the game has exactly four colours: black, blue, white, red', () => {
    expect(() =>
      defineCard({ id: 'g', name: 'G', type: 'unit', cost: { total: 1, colours: ['green'] }, power: 1, hit: 1 } as never),
    ).toThrow();
    for (const colour of ['black', 'blue', 'white', 'red'] as const)
      expect(() => defineCard({ id: 'c', name: 'C', type: 'unit', cost: cost(1, colour), power: 1, hit: 1 })).not.toThrow();
  });

  it('[BD 203-1b, 203-1c:i, 203-2, 203-2b] a card is the colours of its total-cost icon: each of them, or none', () => {
    const game = mainPhase(1, engineWith(twoColour, generic));
    const [twin1, twin2] = [put(game, P1, 'twin-crest', 'energy'), put(game, P1, 'twin-crest', 'energy')];
    const grey = put(game, P1, 'grey-golem', 'energy');
    const blue = put(game, P1, 'plain-blue', 'energy');
    // A two-colour energy card pays a red point or a blue point (it is each colour, 203-1c:i) ...
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'ember-scout', 'hand'), energy: [twin1] } as never);
    settle(game);
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'plain-blue', 'hand'), energy: [twin2] } as never);
    settle(game);
    // ... a generic-icon card has no colour, so it cannot pay a coloured point (203-1b).
    rejects(game, { type: 'play', player: P1, card: put(game, P1, 'plain-blue', 'hand'), energy: [grey] } as never, 'BD_WRONG_COLOUR');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'plain-blue', 'hand'), energy: [blue] } as never);
  });
});
