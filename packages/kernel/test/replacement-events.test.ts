import { describe, expect, it } from 'vitest';
import {
  cardsInZone,
  createEngine,
  moveCard,
  titleModule,
  zoneKey,
  type Game,
  type ReplacementEffect,
  type TitlePlugin,
} from '../src/index.js';
import { skirmishPlugin } from './fixtures/skirmish.js';
import { give, newGame, opponent, passUntil, turnPlayer } from './support/board.js';
import { contextOf } from '../src/internal.js';

function addReplacement(game: Game, replacement: Omit<ReplacementEffect, 'id' | 'duration'> & { duration?: string }): number {
  return game.setUp({ replacements: [{ duration: 'game', ...replacement }] }).replacements[0]!;
}

const toDrop = [{ do: 'move', cards: { var: 'replaced' }, to: 'drop', reason: 'replaced' }];

describe('replacement effects on every event they name', () => {
  it('[SK 10] a replacement for draws replaces the draw step’s draw, made by the flow and not by any verb', () => {
    const game = newGame();
    const [a, b] = [turnPlayer(game), opponent(game)];
    addReplacement(game, { controller: b, replaces: 'draw', instead: toDrop, uses: 1 });
    const hand = cardsInZone(contextOf(game), b, 'hand').length;
    const top = cardsInZone(contextOf(game), b, 'deck')[0]!;
    passUntil(game, 'battle');
    game.act({ type: 'pass', player: a }); // b's turn: stand, draw (replaced), main
    expect(game.state.turn.player).toBe(b);
    expect(cardsInZone(contextOf(game), b, 'hand')).toHaveLength(hand);
    expect(game.state.lastKnown[top]?.card).toBeDefined();
    expect(cardsInZone(contextOf(game), b, 'drop').map((id) => game.state.cards[id]!.serial)).toContain(game.state.lastKnown[top]!.serial);
    expect(game.state.replacements).toEqual([]);
    expect(game.state.log.some((e) => e.type === 'replaced')).toBe(true);
  });

  it('[SK 10] a replacement for damage replaces damage a title’s battle deals with its own code', () => {
    const game = newGame();
    const [a, b] = [turnPlayer(game), opponent(game)];
    const attacker = give(game, a, 'field', 'soldier', 'left');
    addReplacement(game, { controller: b, replaces: 'damage', instead: toDrop, uses: 1 });
    passUntil(game, 'battle');
    game.act({ type: 'attack', player: a, card: attacker });
    expect(cardsInZone(contextOf(game), b, 'damage')).toHaveLength(0);
    expect(cardsInZone(contextOf(game), b, 'drop')).toHaveLength(1);
  });

  it('[SK 10] with several replacements for one event the affected player chooses one; the other does not apply to it', () => {
    const game = newGame();
    const [a, b] = [turnPlayer(game), opponent(game)];
    const victim = give(game, b, 'field', 'soldier', 'center');
    const toHand = addReplacement(game, {
      controller: b,
      replaces: 'retire',
      instead: [{ do: 'move', cards: { var: 'replaced' }, to: 'hand' }],
      uses: 1,
    });
    const toDeck = addReplacement(game, {
      controller: b,
      replaces: 'retire',
      instead: [{ do: 'move', cards: { var: 'replaced' }, to: 'deck', position: 'bottom' }],
      uses: 1,
    });
    const hand = cardsInZone(contextOf(game), b, 'hand').length;
    game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'bolt') });
    expect(game.decision).toMatchObject({ kind: 'select', player: b, rule: 'SK 10' });
    expect(game.act({ type: 'choose', player: b, choice: [String(toHand)] }).ok).toBe(true);
    expect(game.state.cards[victim]).toBeUndefined();
    expect(cardsInZone(contextOf(game), b, 'hand')).toHaveLength(hand + 1);
    expect(cardsInZone(contextOf(game), b, 'drop')).toHaveLength(0);
    // The one not chosen did not apply to the retire (nor to the move to the hand): it is still there.
    expect(game.state.replacements.map((r) => r.id)).toEqual([toDeck]);
  });

  it('[SK 10] a replacement never applies to the events its own program causes: an unlimited one does not loop', () => {
    const game = newGame();
    const [a, b] = [turnPlayer(game), opponent(game)];
    const victim = give(game, b, 'field', 'soldier', 'center');
    addReplacement(game, { controller: b, replaces: 'move', match: { test: 'card-type', type: 'unit' }, instead: toDrop });
    game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'bolt') });
    expect(game.state.cards[victim]).toBeUndefined();
    expect(cardsInZone(contextOf(game), b, 'drop')).toHaveLength(1);
    expect(game.state.replacements).toHaveLength(1);
  });

  it('[SK 15] a title’s rule replacement is always in force, sees where the move goes, and is never used up', () => {
    const plugin = skirmishPlugin('none');
    const withRule: TitlePlugin = {
      ...plugin,
      title: {
        ...plugin.title,
        replacementRules: [
          {
            name: 'phoenix-rises',
            rule: 'SK 15',
            replaces: 'move',
            match: {
              all: [
                { test: 'event', 'to-zone': 'drop' },
                { test: 'card-type', type: 'unit' },
                { test: 'name', name: 'Phoenix' },
              ],
            },
            instead: [{ do: 'move', cards: { var: 'replaced' }, to: 'hand', reason: 'rises' }],
          },
        ],
      },
    };
    const game = createEngine([titleModule(withRule)]).create({ title: 'skirmish', seed: 1, players: [{ deck: 'red' }, { deck: 'blue' }] });
    const [a, b] = [turnPlayer(game), opponent(game)];
    const phoenix = give(game, b, 'field', 'phoenix', 'center');
    const hand = cardsInZone(contextOf(game), b, 'hand').length;
    game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'bolt') });
    expect(game.state.cards[phoenix]).toBeUndefined();
    expect(cardsInZone(contextOf(game), b, 'drop')).toHaveLength(0);
    expect(cardsInZone(contextOf(game), b, 'hand')).toHaveLength(hand + 1);
    // A move elsewhere is not replaced; the rule is still in force for the next Phoenix.
    const again = give(game, b, 'field', 'phoenix', 'left');
    moveCard(contextOf(game), again, zoneKey(b, 'damage'));
    expect(cardsInZone(contextOf(game), b, 'damage')).toHaveLength(1);
    game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'bolt') });
    expect(cardsInZone(contextOf(game), b, 'drop')).toHaveLength(0);
  });
});
