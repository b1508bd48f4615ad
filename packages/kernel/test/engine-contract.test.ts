import { describe, expect, it } from 'vitest';
import { ErrorCode, moveCard, TcgError } from '../src/index.js';
import { engineFor, give, newGame, opponent, turnPlayer } from './support/board.js';
import { contextOf } from '../src/internal.js';

describe('engine contract', () => {
  it('[kernel contract] advances to the first decision and describes it', () => {
    const game = newGame();
    expect(game.decision).toMatchObject({ kind: 'play', player: turnPlayer(game), window: 'main' });
    expect(game.position()).toMatchObject({ segment: 'turn', phase: 'main', step: 'main', window: 'main' });
    expect(game.legalActions()).toContainEqual({ type: 'pass', player: turnPlayer(game) });
  });

  it('[kernel contract] every kind of bad input is rejected with a typed error and the state untouched', () => {
    const game = newGame();
    const tp = turnPlayer(game);
    const striker = give(game, tp, 'field', 'striker', 'left');
    game.setUp({ changes: [{ card: striker, status: { rested: true } }] });
    const before = game.snapshot();
    const cases: [unknown, string][] = [
      [null, ErrorCode.malformedAction],
      [[], ErrorCode.malformedAction],
      ['pass', ErrorCode.malformedAction],
      [{ type: 'pass' }, ErrorCode.malformedAction],
      [{ type: 7, player: tp }, ErrorCode.malformedAction],
      [{ type: 'pass', player: tp, extra: () => 1 }, ErrorCode.malformedAction],
      [{ type: 'pass', player: 'p9' }, ErrorCode.unknownPlayer],
      [{ type: 'pass', player: opponent(game) }, ErrorCode.notYourDecision],
      [{ type: 'pass', player: tp, decision: 999 }, ErrorCode.staleDecision],
      [{ type: 'teleport', player: tp }, ErrorCode.unknownAction],
      [{ type: 'attack', player: tp, card: striker }, ErrorCode.notInThisWindow],
      [{ type: 'call', player: tp, card: 'c99999', slot: 'left' }, ErrorCode.unknownCard],
      [{ type: 'activate', player: tp, card: striker, ability: 0 }, ErrorCode.cannotPayCost],
      [{ type: 'activate', player: tp, card: striker, ability: 5 }, ErrorCode.badTarget],
      [{ type: 'choose', player: tp, choice: ['x'] }, ErrorCode.unknownAction],
      // A loop shown as a shortcut (engine/loops.ts) in a title that declares no loops.
      [{ type: 'loop', player: tp, actions: [{ type: 'pass', player: tp }], times: 2 }, 'LOOP_UNSUPPORTED'],
      [{ type: 'loop', player: tp, actions: [{ type: 'pass', player: tp }], times: 0 }, ErrorCode.malformedAction],
    ];
    for (const [input, code] of cases) {
      const outcome = game.act(input);
      expect(outcome.ok, JSON.stringify(input)).toBe(false);
      if (!outcome.ok) {
        expect(outcome.error.code, JSON.stringify(input)).toBe(code);
        expect(outcome.error.message.length).toBeGreaterThan(5);
      }
      expect(game.snapshot(), JSON.stringify(input)).toBe(before);
    }
  });

  it('[kernel contract] a select decision rejects out-of-range, duplicate and unknown choices unchanged', () => {
    const game = newGame();
    const tp = turnPlayer(game);
    for (const slot of ['left', 'right']) give(game, opponent(game), 'field', 'soldier', slot);
    const bolt = give(game, tp, 'hand', 'bolt');
    expect(game.act({ type: 'cast', player: tp, card: bolt }).ok).toBe(true);
    expect(game.decision).toMatchObject({ kind: 'select', player: tp, min: 1, max: 1 });
    const [first, second] = (game.decision as { options: { id: string }[] }).options.map((o) => o.id);
    const before = game.snapshot();
    for (const choice of [[], [first, second], [first, first], ['nope']]) {
      const outcome = game.act({ type: 'choose', player: tp, choice });
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) expect(outcome.error.code).toBe(ErrorCode.badChoice);
      expect(game.snapshot()).toBe(before);
    }
    expect(game.act({ type: 'choose', player: tp, choice: [first!] }).ok).toBe(true);
  });

  it('[kernel contract] concession ends the game at once for the other player; later actions get GAME_OVER', () => {
    const game = newGame();
    const loser = opponent(game);
    expect(game.act({ type: 'concede', player: loser }).ok).toBe(true);
    expect(game.result).toMatchObject({ kind: 'win', winner: turnPlayer(game) });
    expect(game.decision).toBeNull();
    expect(game.position().segment).toBe('game-over');
    const outcome = game.act({ type: 'pass', player: turnPlayer(game) });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error.code).toBe(ErrorCode.gameOver);
  });

  it('[kernel view] view() shows own hand, hides the opponent’s hand, every deck order and the seed', () => {
    const game = newGame();
    const me = turnPlayer(game);
    const them = opponent(game);
    const view = game.view(me);
    expect(view.zones[`${me}/hand`]!.cards.length).toBe(view.zones[`${me}/hand`]!.count);
    expect(view.zones[`${me}/hand`]!.cards.every((c) => c.card !== undefined)).toBe(true);
    expect(view.zones[`${them}/hand`]!.count).toBeGreaterThan(0);
    expect(view.zones[`${them}/hand`]!.cards).toEqual([]);
    for (const player of [me, them]) expect(view.zones[`${player}/deck`]!.cards).toEqual([]);
    const text = JSON.stringify(view);
    expect(text).not.toContain('"rng"');
    expect(text).not.toContain('"seed"');
    for (const id of game.state.zones[`${them}/hand`]!) expect(text).not.toContain(`"${id}"`);
    for (const id of game.state.zones[`${me}/deck`]!) expect(text).not.toContain(`"${id}"`);
  });

  it('[kernel view] the other player sees who decides, not the options', () => {
    const game = newGame();
    const tp = turnPlayer(game);
    for (const slot of ['left', 'right']) give(game, opponent(game), 'field', 'soldier', slot);
    game.act({ type: 'cast', player: tp, card: give(game, tp, 'hand', 'bolt') });
    expect(game.view(tp).decision).toHaveProperty('options');
    expect(game.view(opponent(game)).decision).toEqual({ player: tp, kind: 'select', prompt: expect.any(String) });
  });

  it('[kernel view] drawn cards are hidden from the opponent in the log', () => {
    const game = newGame();
    const them = opponent(game);
    const drawsByMe = game.view(them, { log: Infinity }).log.filter((e) => e.type === 'moved' && e.player === turnPlayer(game));
    expect(drawsByMe.length).toBeGreaterThan(0);
    for (const entry of drawsByMe) expect(entry.detail?.['definition']).toBeUndefined();
  });

  it('[kernel view] a card that goes out of a player’s sight takes its new id with it; one that comes into sight leaves its old id behind', () => {
    const game = newGame();
    const me = turnPlayer(game);
    const handCard = game.state.zones[`${me}/hand`]![0]!;
    const inDeck = moveCard(contextOf(game), handCard, `${me}/deck`, { position: 'bottom' });
    const drawn = moveCard(contextOf(game), game.state.zones[`${me}/deck`]![0]!, `${me}/hand`);
    const log = game.view(me, { log: 2 }).log;
    expect(log[0]!.detail).toMatchObject({ previous: handCard, from: `${me}/hand`, to: `${me}/deck` });
    expect(log[0]!.detail?.['card']).toBeUndefined();
    expect(JSON.stringify(game.view(me))).not.toContain(`"${inDeck}"`);
    expect(log[1]!.detail).toMatchObject({ card: drawn, from: `${me}/deck`, to: `${me}/hand` });
    expect(log[1]!.detail?.['previous']).toBeUndefined();
    expect(log.every((entry) => entry.withheld === undefined)).toBe(true);
  });

  it('[kernel setup] bad set-up input throws a TcgError with a stable code', () => {
    const engine = engineFor('none');
    const attempt = (f: () => unknown) => {
      try {
        f();
      } catch (error) {
        return error;
      }
      return null;
    };
    const shortDeck = attempt(() =>
      engine.create({ title: 'skirmish', seed: 1, players: [{ deck: { main: ['soldier'] } }, { deck: 'red' }] }),
    );
    expect(shortDeck).toBeInstanceOf(TcgError);
    expect((shortDeck as TcgError).code).toBe(ErrorCode.invalidDeck);
    const unknownCard = attempt(() =>
      engine.create({ title: 'skirmish', seed: 1, players: [{ deck: { main: ['ghost'] } }, { deck: 'red' }] }),
    );
    expect((unknownCard as TcgError).details[0]?.code).toBe(ErrorCode.unknownCard);
    expect((attempt(() => engine.create({ title: 'nope', seed: 1, players: [] })) as TcgError).code).toBe(ErrorCode.invalidSetup);
    expect(
      (attempt(() => engine.create({ title: 'skirmish', seed: 1.5, players: [{ deck: 'red' }, { deck: 'red' }] })) as TcgError).code,
    ).toBe(ErrorCode.invalidSetup);
    expect((attempt(() => engine.restore('{not json')) as TcgError).code).toBe(ErrorCode.invalidSnapshot);
    expect((attempt(() => engine.restore('{"version":2}')) as TcgError).code).toBe(ErrorCode.invalidSnapshot);
    expect(engine.validateDeck('skirmish', 'red')).toEqual([]);
  });
});
