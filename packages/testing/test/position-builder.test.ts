import { createEngine, ErrorCode, TcgError } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { editPosition, position } from '../src/index.js';
import { skirmishModule } from '../../kernel/test/fixtures/skirmish.js';

const engine = createEngine([skirmishModule('none')]);

/** The error `run` throws, as a TcgError (fails the test when it does not throw one). */
function thrown(run: () => unknown): TcgError {
  try {
    run();
  } catch (error) {
    if (error instanceof TcgError) return error;
    throw error;
  }
  throw new Error('expected an INVALID_SETUP error');
}

describe('the position builder', () => {
  it('[testing] builds a board through the kernel: cards by zone with aliases, statuses, turn and step; the flow starts there', () => {
    const { game, id, cards } = position(engine, 'skirmish')
      .turn(3, 'p2', 'p1')
      .put('p2', 'field#left', { card: 'brute', as: 'big', status: { rested: true } })
      .put('p1', 'field#left', 'soldier')
      .put('p2', 'hand', ['bolt', 'shield'])
      .fill('p1', 'deck', 'soldier', 10)
      .fill('p2', 'deck', 'soldier', 10)
      .player('p1', { damage: 2 })
      .at('main', 'main')
      .build();
    expect(cards).toHaveLength(24);
    expect(game.state.turn).toMatchObject({ number: 3, player: 'p2', firstPlayer: 'p1' });
    expect(game.position()).toMatchObject({ phase: 'main', step: 'main', window: 'main' });
    expect(game.decision).toMatchObject({ player: 'p2', kind: 'play' });
    const judge = game.judgeView();
    expect(judge.zones['p2/field#left']?.cards.map((c) => [c.id, c.card, c.status])).toEqual([[id('$big'), 'brute', { rested: true }]]);
    expect(judge.zones['p2/hand']?.cards.map((c) => c.card)).toEqual(['bolt', 'shield']);
    expect(judge.players.find((p) => p.id === 'p1')?.status['damage']).toBe(2);
    expect(game.stat(id('big'), 'power')).toBe(3000);
  });

  it('[testing] an alias follows its card when it moves and becomes a new object', () => {
    const { game, id } = position(engine, 'skirmish')
      .put('p1', 'hand', { card: 'soldier', as: 'unit' })
      .fill('p1', 'deck', 'soldier', 10)
      .fill('p2', 'deck', 'soldier', 10)
      .at('main', 'main')
      .build();
    const before = id('unit');
    expect(game.act({ type: 'call', player: 'p1', card: before, slot: 'center' }).ok).toBe(true);
    expect(id('unit')).not.toBe(before);
    expect(game.state.zones['p1/field#center']).toEqual([id('unit')]);
  });

  it('[testing] pending abilities and continuous effects are set up through kernel operations', () => {
    const { game, id } = position(engine, 'skirmish')
      .put('p1', 'field#center', { card: 'herald', as: 'herald' })
      .fill('p1', 'deck', 'soldier', 10)
      .fill('p2', 'deck', 'soldier', 10)
      .pending('herald', 0)
      .effect({ controller: 'p1', duration: 'turn', layer: 'add', cards: ['herald'], stat: 'power', modification: { add: 1000 } })
      .at('main', 'main')
      .build();
    // The pending Herald draws at the first check timing, before the main window is offered.
    expect(game.state.zones['p1/hand']).toHaveLength(1);
    expect(game.state.pending).toEqual([]);
    expect(game.stat(id('herald'), 'power')).toBe(2000);
  });

  it('[testing] an impossible position is INVALID_SETUP naming the problem, and the game is left as it was', () => {
    const base = position(engine, 'skirmish')
      .fill('p1', 'deck', 'soldier', 10)
      .fill('p2', 'deck', 'soldier', 10)
      .at('main', 'main')
      .build();
    const game = base.game;
    const before = game.snapshot();
    const full = thrown(() => editPosition(game).put('p1', 'field#left', ['soldier', 'brute']).build());
    expect(full.code).toBe(ErrorCode.invalidSetup);
    expect(full.message).toBe('impossible position: p1/field#left holds 2 cards; its capacity is 1');
    expect(thrown(() => editPosition(game).put('p1', 'hand', 'dragon').build()).message).toBe(
      'impossible position: cards.0.card: Skirmish (none) has no card "dragon"',
    );
    expect(thrown(() => editPosition(game).put('p3', 'hand', 'soldier').build()).message).toBe(
      'impossible position: cards.0.zone: no zone p3/hand in this game',
    );
    expect(thrown(() => editPosition(game).turn(2, 'p9').build()).message).toBe(
      'impossible position: turn.player: "p9" is not a player of this game',
    );
    expect(thrown(() => editPosition(game).at('main', 'nowhere').build()).message).toMatch(/has no step "main.nowhere"/);
    expect(game.snapshot()).toBe(before);
    const unit = editPosition(game).put('p1', 'hand', { card: 'soldier', as: 'soldier' }).build();
    expect(thrown(() => editPosition(game).pending(unit.id('soldier'), 0).build()).message).toBe(
      'impossible position: pending.0.ability: card "soldier" has no automatic ability #0',
    );
    const placed = game.snapshot();
    expect(thrown(() => editPosition(game).remove('c9999').build()).message).toBe('impossible position: remove.0: no card object c9999');
    expect(game.snapshot()).toBe(placed);
  });

  it('[testing] editing a game in progress keeps its decision; the game goes on from it', () => {
    const { game } = position(engine, 'skirmish')
      .fill('p1', 'deck', 'soldier', 10)
      .fill('p2', 'deck', 'soldier', 10)
      .at('main', 'main')
      .build();
    const decision = game.decision;
    const { id } = editPosition(game).put('p1', 'hand', { card: 'soldier', as: 'late' }).build();
    expect(game.decision).toEqual(decision);
    expect(game.legalActions()).toContainEqual(expect.objectContaining({ type: 'call', card: id('late') }));
  });
});
