/**
 * Regression tests for the attacks of the untrusted-input review (docs/security.md): each reproduces the
 * original break against the fixture title and shows it now gets a typed rejection and changes nothing.
 */
import { ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import {
  CardPoolContribution,
  createEngine,
  ErrorCode,
  noParams,
  VerbContribution,
  type Action,
  type Game,
  type RuleError,
} from '../src/index.js';
import { skirmishModule } from './fixtures/skirmish.js';
import { give, newGame, opponent, turnPlayer } from './support/board.js';

function rejected(game: Game, input: unknown): RuleError {
  const before = game.snapshot();
  const outcome = game.act(input);
  expect(outcome.ok).toBe(false);
  expect(game.snapshot()).toBe(before);
  return (outcome as { ok: false; error: RuleError }).error;
}

describe('untrusted actions', () => {
  it('[security 1] an accessor is refused, never called: validation and the move cannot see two values', () => {
    const game = newGame();
    const tp = turnPlayer(game);
    const mine = give(game, tp, 'hand', 'soldier');
    const theirs = give(game, opponent(game), 'hand', 'soldier');
    let reads = 0;
    const sneaky = {
      type: 'call',
      player: tp,
      slot: 'left',
      get card() {
        reads += 1;
        return reads === 1 ? mine : theirs;
      },
    };
    expect(rejected(game, sneaky).code).toBe(ErrorCode.malformedAction);
    expect(reads).toBe(0);
    const throwing = { type: 'pass', player: tp };
    Object.defineProperty(throwing, 'decision', { enumerable: true, get: () => { throw new Error('trap'); } }); // prettier-ignore
    expect(rejected(game, throwing).code).toBe(ErrorCode.malformedAction);
  });

  it('[security 1] a proxy is read once into a copy; a trap that throws is a rejection, not a throw', () => {
    const game = newGame();
    const tp = turnPlayer(game);
    const card = give(game, tp, 'hand', 'soldier');
    const hostile = new Proxy({}, { ownKeys: () => { throw new Error('trap'); } }); // prettier-ignore
    expect(rejected(game, hostile).code).toBe(ErrorCode.malformedAction);
    // A proxy whose answers are plain data is acted on as that data, read once.
    let reads = 0;
    const target = { type: 'call', player: tp, card, slot: 'left' };
    const counting = new Proxy(target, {
      getOwnPropertyDescriptor(object, key) {
        reads += 1;
        return Reflect.getOwnPropertyDescriptor(object, key);
      },
    });
    expect(game.act(counting).ok).toBe(true);
    expect(reads).toBe(4);
  });

  it('[security 1] the log keeps a copy: changing the action afterwards rewrites nothing, and a cycle is refused', () => {
    const game = newGame();
    const tp = turnPlayer(game);
    const card = give(game, tp, 'hand', 'soldier');
    const action: Record<string, unknown> = { type: 'call', player: tp, card, slot: 'left' };
    expect(game.act(action).ok).toBe(true);
    action['slot'] = 'right';
    action['self'] = action;
    const logged = game.history().find((e) => e.type === 'action' && e.detail?.['action'] !== undefined);
    expect(logged?.detail?.['action']).toEqual({ type: 'call', player: tp, card, slot: 'left' });
    expect(rejected(game, action).code).toBe(ErrorCode.malformedAction);
    expect(() => game.snapshot()).not.toThrow();
  });

  it('[security 2] ids that name Object.prototype members are ordinary unknown cards in every card field', () => {
    const game = newGame();
    const tp = turnPlayer(game);
    for (const id of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      for (const action of [
        { type: 'call', player: tp, card: id, slot: 'left' },
        { type: 'cast', player: tp, card: id },
        { type: 'activate', player: tp, card: id, ability: 0 },
      ]) {
        const error = rejected(game, JSON.parse(JSON.stringify(action)) as unknown);
        expect(error.code, `${action.type} ${id}`).toBe(ErrorCode.unknownCard);
      }
    }
    expect(Object.keys(Object.prototype)).toEqual([]);
  });

  it('[security 3] naming a hidden card is rejected exactly as naming a card that does not exist', () => {
    const game = newGame();
    const tp = turnPlayer(game);
    const other = opponent(game);
    give(game, other, 'hand', 'striker');
    const hidden = Object.values(game.state.cards).filter((c) => c.zone === `${other}/hand` || c.zone.endsWith('/deck'));
    expect(hidden.length).toBeGreaterThan(20);
    const missing = `c${game.state.counters.nextObject + 500}`;
    for (const template of [
      (card: string) => ({ type: 'activate', player: tp, card, ability: 0 }),
      (card: string) => ({ type: 'call', player: tp, card, slot: 'left' }),
      (card: string) => ({ type: 'cast', player: tp, card }),
    ]) {
      const baseline = rejected(game, template(missing));
      // The id itself is quoted, so compare with it swapped back in.
      const expected = (id: string) => JSON.stringify(baseline).replace(missing, id);
      for (const card of hidden) expect(JSON.stringify(rejected(game, template(card.id)))).toBe(expected(card.id));
    }
  });

  it('[security 3] legalActions(viewer) shows the decider’s answers to the decider only', () => {
    const game = newGame();
    const tp = turnPlayer(game);
    expect(game.legalActions(tp).length).toBeGreaterThan(1);
    expect(game.legalActions(tp)).toEqual(game.legalActions());
    expect(game.legalActions(opponent(game))).toEqual([]);
  });

  it('[security 5] unknown fields are refused, oversized input is refused, and messages quote only a prefix', () => {
    const game = newGame();
    const tp = turnPlayer(game);
    const card = give(game, tp, 'hand', 'soldier');
    const junk = rejected(game, { type: 'call', player: tp, card, slot: 'left', note: 'hello' });
    expect(junk.code).toBe(ErrorCode.malformedAction);
    expect(junk.message).toContain('"note"');
    const huge = 'x'.repeat(5 * 1024 * 1024);
    for (const input of [
      { type: 'pass', player: tp, note: huge },
      { type: 'pass', player: huge },
      { type: huge, player: tp },
      { type: 'call', player: tp, card: huge, slot: 'left' },
      { type: 'pass', player: tp, [huge]: 1 },
      { type: 'pass', player: tp, list: Array.from({ length: 10_000 }, () => 1) },
    ]) {
      const error = rejected(game, input);
      expect(error.code).toMatch(/^[A-Z_]+$/);
      expect(error.message.length).toBeLessThan(200);
    }
    expect(rejected(game, { type: `${'y'.repeat(100)}`, player: tp }).message).not.toContain('y'.repeat(40));
  });
});

/** The fixture plus a verb whose code fails, on a spell: a title bug that only shows when played. */
const faultyModule = new ContainerModule(({ bind }) => {
  bind<VerbContribution>(VerbContribution).toConstantValue({
    title: 'skirmish',
    name: 'explode',
    params: noParams,
    run: () => {
      throw new TypeError('cannot read properties of undefined');
    },
  });
  bind<CardPoolContribution>(CardPoolContribution).toConstantValue({
    title: 'skirmish',
    cards: [{ id: 'dud', name: 'Dud', type: 'spell', effect: [{ do: 'draw' }, { do: 'explode' }] }],
  });
});

describe('a fault never bricks a game', () => {
  it('[security 8] a failing effect is rolled back: ENGINE_FAULT with a reproduction, the same decision, and play goes on', () => {
    const engine = createEngine([skirmishModule('none'), faultyModule]);
    const game = engine.create({ title: 'skirmish', seed: 4, players: [{ deck: 'red' }, { deck: 'blue' }] });
    const tp = turnPlayer(game);
    const soldier = give(game, tp, 'hand', 'soldier');
    const dud = give(game, tp, 'hand', 'dud');
    // A position built by hand starts its step afresh, which is also where a fault rolls back to.
    game.startStep('main', 'main');
    expect(game.act({ type: 'call', player: tp, card: soldier, slot: 'left' }).ok).toBe(true);
    const before = game.snapshot();
    const decision = game.decision;
    const outcome = game.act({ type: 'cast', player: tp, card: dud });
    expect(outcome.ok).toBe(false);
    const error = (outcome as { ok: false; error: RuleError }).error;
    expect(error.code).toBe(ErrorCode.engineFault);
    expect(error.message).toContain('cannot read properties of undefined');
    expect(game.snapshot()).toBe(before);
    expect(game.decision).toEqual(decision);
    // The reproduction: restore its snapshot, act its actions; the last one fails the same way.
    const repro = error.repro!;
    expect(repro.seed).toBe(4);
    const replay = engine.restore(repro.snapshot);
    const actions = repro.actions as Action[];
    for (const action of actions.slice(0, -1)) expect(replay.act(action).ok).toBe(true);
    expect(replay.snapshot()).toBe(before);
    const again = replay.act(actions.at(-1));
    expect(!again.ok && again.error.code).toBe(ErrorCode.engineFault);
    // The game goes on from the same decision.
    expect(game.act({ type: 'pass', player: tp }).ok).toBe(true);
    expect(game.decision).not.toBeNull();
  });

  it('[security 8] a created game rolls back a fault by creating itself again (no copy of its state kept) and replaying', () => {
    const engine = createEngine([skirmishModule('none'), faultyModule]);
    const deck = { name: 'duds', main: [...Array.from({ length: 15 }, () => 'soldier'), ...Array.from({ length: 15 }, () => 'dud')] };
    const players = [{ deck }, { deck }];
    const game = engine.create({ title: 'skirmish', seed: 4, players });
    // The caller's objects are its own: changing them later changes nothing in the game's rollback.
    deck.main.length = 0;
    const tp = turnPlayer(game);
    const hand = () => game.state.zones[`${tp}/hand`]!.map((id) => [id, game.state.cards[id]!.card] as const);
    const soldier = hand().find(([, card]) => card === 'soldier')![0];
    expect(game.act({ type: 'call', player: tp, card: soldier, slot: 'left' }).ok).toBe(true);
    const dud = hand().find(([, card]) => card === 'dud')![0];
    const before = game.snapshot();
    const outcome = game.act({ type: 'cast', player: tp, card: dud });
    expect(!outcome.ok && outcome.error.code).toBe(ErrorCode.engineFault);
    expect(game.snapshot()).toBe(before);
    const repro = (outcome as { ok: false; error: RuleError }).error.repro!;
    const replay = engine.restore(repro.snapshot);
    const actions = repro.actions as Action[];
    expect(actions).toHaveLength(2);
    expect(replay.act(actions[0]).ok).toBe(true);
    expect(replay.snapshot()).toBe(before);
    expect(game.act({ type: 'pass', player: tp }).ok).toBe(true);
  });
});
