import { createEngine, type Game } from '@tcgkit/kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkHostile,
  checkViewPrivacy,
  describeHostile,
  editPosition,
  hostileRecipe,
  materialize,
  type HostileRecipe,
} from '../src/index.js';
import { skirmishModule } from '../../kernel/test/fixtures/skirmish.js';

const engine = createEngine([skirmishModule('none')]);

function mainPhase(): Game {
  return engine.create({ title: 'skirmish', seed: 4, players: [{ deck: 'red' }, { deck: 'blue' }] });
}

/** A position where the turn player must choose a target for Bolt. */
function choosing(): Game {
  const game = mainPhase();
  const me = game.state.turn.player;
  const them = game.state.players.find((p) => p.id !== me)!.id;
  const { id } = editPosition(game)
    .put(them, 'field#left', 'soldier')
    .put(them, 'field#right', 'soldier')
    .put(me, 'hand', { card: 'bolt', as: 'bolt' })
    .build();
  expect(game.act({ type: 'cast', player: me, card: id('bolt') }).ok).toBe(true);
  expect(game.decision?.kind).toBe('select');
  return game;
}

describe('hostile input', () => {
  const atPlay: [HostileRecipe, string | undefined][] = [
    [{ kind: 'not-an-object', value: 'pass' }, 'MALFORMED_ACTION'],
    [{ kind: 'missing-fields', drop: 'player', pick: 0 }, 'MALFORMED_ACTION'],
    [{ kind: 'not-json', value: 'bigint', pick: 1 }, 'MALFORMED_ACTION'],
    [{ kind: 'not-json', value: 'cycle', pick: 1 }, 'MALFORMED_ACTION'],
    [{ kind: 'unknown-player', name: 'p1', pick: 0 }, 'UNKNOWN_PLAYER'],
    [{ kind: 'wrong-player', pick: 2 }, 'NOT_YOUR_DECISION'],
    [{ kind: 'stale-decision', offset: -1, pick: 0 }, 'STALE_DECISION'],
    [{ kind: 'unknown-type', type: 'call', pick: 0 }, 'UNKNOWN_ACTION'],
    [{ kind: 'wrong-window', pick: 0, move: 0 }, 'NOT_IN_THIS_WINDOW'],
  ];

  it.each(atPlay)('[invariants] at a play timing, %o is rejected with %s and changes nothing', (recipe, code) => {
    const game = mainPhase();
    const legal = game.legalActions();
    const hostile = materialize(game, recipe, legal);
    expect(hostile).not.toBeNull();
    expect(hostile!.code).toBe(code);
    const before = game.snapshot();
    expect(checkHostile(game, hostile!)).toBeNull();
    expect(game.snapshot()).toBe(before);
  });

  it('[invariants] a legal call with its card id replaced by one that does not exist is rejected by the title', () => {
    const game = mainPhase();
    const legal = game.legalActions();
    const call = legal.findIndex((a) => a.type === 'call');
    const hostile = materialize(game, { kind: 'unknown-card', pick: call }, legal)!;
    expect(hostile.action).toMatchObject({ type: 'call', card: expect.stringMatching(/^c\d+$/) });
    expect(checkHostile(game, hostile)).toBeNull();
    expect(game.act(hostile.action)).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CARD' } });
  });

  it('[invariants] out-of-range choices at a select decision get BAD_CHOICE or MALFORMED_ACTION', () => {
    const game = choosing();
    const legal = game.legalActions();
    const modes = ['too-many', 'too-few', 'unknown-option', 'not-an-array', 'huge-number'] as const;
    const codes = modes.map((mode) => materialize(game, { kind: 'out-of-range', mode, pick: 0 }, legal)?.code);
    expect(codes).toEqual(['BAD_CHOICE', 'BAD_CHOICE', 'BAD_CHOICE', 'MALFORMED_ACTION', 'MALFORMED_ACTION']);
    // Max 1: a duplicate pair is not a distinct case here.
    expect(materialize(game, { kind: 'out-of-range', mode: 'duplicate', pick: 0 }, legal)).toBeNull();
    for (const mode of modes) expect(checkHostile(game, materialize(game, { kind: 'out-of-range', mode, pick: 0 }, legal)!)).toBeNull();
    expect(materialize(game, { kind: 'wrong-window', pick: 0, move: 0 }, legal)?.code).toBe('UNKNOWN_ACTION');
  });

  it('[invariants] any generated recipe, at either kind of decision, is rejected with a typed error and no change', () => {
    const positions = [mainPhase(), choosing()];
    fc.assert(
      fc.property(hostileRecipe(), fc.nat({ max: 1 }), (recipe, which) => {
        const game = positions[which]!;
        const hostile = materialize(game, recipe, game.legalActions());
        if (hostile === null) return true;
        const problem = checkHostile(game, hostile);
        if (problem !== null) throw new Error(problem);
        return true;
      }),
      { seed: 42, numRuns: 300 },
    );
  });

  it('[invariants] hostile values JSON cannot show are still described', () => {
    const cycle: Record<string, unknown> = {};
    cycle['self'] = cycle;
    expect(describeHostile({ f: () => 1, n: Number.NaN, b: BigInt(2), u: undefined, cycle })).toBe(
      '{"f":"[function]","n":"[NaN]","b":"[bigint 2]","u":"[undefined]","cycle":{"self":"[cycle]"}}',
    );
  });

  it('[invariants] the view check accepts a fresh game and names leaks planted in it', () => {
    const game = mainPhase();
    const me = game.state.turn.player;
    const them = game.state.players.find((p) => p.id !== me)!.id;
    expect(checkViewPrivacy(game, me)).toBeNull();
    expect(checkViewPrivacy(game, them)).toBeNull();
    editPosition(game).player(me, { luck: game.state.rng[2]! }).build();
    expect(checkViewPrivacy(game, me)).toBe(`view(${me}) contains ${game.state.rng[2]}, a word of the random state`);
    const secret = game.state.zones[`${them}/deck`]![0]!;
    editPosition(game).player(me, { luck: null, note: secret }).build();
    expect(checkViewPrivacy(game, me)).toBe(
      `view(${me}) contains ${secret}, a card in ${them}/deck it may not see, at players[${game.state.players.findIndex((p) => p.id === me)}].status.note`,
    );
  });
});
