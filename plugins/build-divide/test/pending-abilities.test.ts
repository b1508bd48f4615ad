import { answerAt, createEngine, titleModule, type Game } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { buildDividePlugin, defineCard } from '../src/index.js';
import { change, clear, count, mainPhase, ok, P1, P2, passUntil, put } from './board.js';

/**
 * Triggered abilities go to the resolution zone through the kernel's pending-to-stack step, with Build
 * Divide's rules contributed to it (1206-2d, 1414-4a). Before, Build Divide used its own copy of that
 * step, which asked about and checked each ability while placing it, before the other player had placed
 * theirs: these tests fail on that copy.
 */
/** What went onto the stack since log entry `from`, by controller and label. */
const placedSince = (game: Game, from: number) =>
  game.state.log
    .slice(from)
    .filter((e) => e.type === 'item-played')
    .map((e) => `${e.player}:${String(e.detail?.['label'])}`);
const removed = (game: Game) =>
  game.state.log.filter((e) => e.type === 'ability-removed').map((e) => [e.player, e.detail?.['label'], e.detail?.['rule']]);

/** P1 holds red and black energy (for Boundary red/black) and a red unit to play with the two reds. */
function boundaryBoard(game: Game): { unit: string; black: string[] } {
  clear(game, P1, 'energy');
  const red = [put(game, P1, 'plain-red', 'energy'), put(game, P1, 'plain-red', 'energy')];
  const black = [put(game, P1, 'grave-warden', 'energy'), put(game, P1, 'grave-warden', 'energy')];
  const unit = put(game, P1, 'plain-red', 'hand');
  ok(game, { type: 'play', player: P1, card: unit, energy: red });
  return { unit, black };
}

describe('playing triggered abilities (1304) through the kernel', () => {
  it('[BD 1206-2d, 1304-2, 1304-3] a limited trigger is declined when it is played, after both players have placed theirs', () => {
    const game = mainPhase();
    put(game, P1, 'once-watcher', 'field');
    put(game, P2, 'watcher', 'field');
    put(game, P2, 'watcher', 'field');
    for (let i = 0; i < 3; i++) put(game, P1, 'plain-blue', 'energy');
    const hand = count(game, P1, 'hand');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'plain-blue', 'hand') });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    // 1304-2: every triggered ability is placed first; the non-turn player orders theirs …
    expect(game.decision).toMatchObject({ kind: 'select', player: P2, rule: 'BD 1304-2b' });
    const from = game.state.log.length;
    ok(game, answerAt(game.legalActions(), 0n));
    // … and only then are they played from the bottom up, where P1 may decline theirs (1206-2d).
    expect(game.decision).toMatchObject({ kind: 'select', player: P1, rule: 'BD 1206-2d' });
    ok(game, { type: 'choose', player: P1, choice: ['no'] });
    expect(placedSince(game, from)).toEqual([`${P2}:Watcher: entered`, `${P2}:Watcher: entered`]);
    expect(game.state.log.filter((e) => e.type === 'ability-declined').map((e) => e.player)).toEqual([P1]);
    passUntil(game, (g) => g.state.stack.length === 0);
    expect(count(game, P1, 'hand')).toBe(hand); // the unit was played from the hand; Once Watcher drew nothing
  });

  it('[BD 1414-4a, 1304-2, 1304-3] Boundary is checked when the ability is played, after the other player has placed theirs', () => {
    const game = mainPhase();
    put(game, P1, 'border-watch', 'field');
    put(game, P2, 'watcher', 'field');
    put(game, P2, 'watcher', 'field');
    const { black } = boundaryBoard(game);
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', player: P2, rule: 'BD 1304-2b' });
    // The black energy stops showing while the abilities are being placed: Border Watch is placed, but not played.
    for (const id of black) change(game, id, { faceUp: false });
    const from = game.state.log.length;
    ok(game, answerAt(game.legalActions(), 0n));
    expect(removed(game)).toEqual([[P1, 'Border Watch', 'BD 1414-4a']]);
    expect(placedSince(game, from)).toEqual([`${P2}:Watcher: entered`, `${P2}:Watcher: entered`]);
  });

  it('[BD 1414-4a, 1304-3a, 1206-2d] a limited Boundary ability whose colours failed is removed without asking whether to play it, and not counted', () => {
    const limited = defineCard({
      id: 'border-sentry',
      name: 'Border Sentry',
      type: 'unit',
      cost: { total: 1, colours: ['red'] },
      power: 1000,
      hit: 1,
      keywords: ['boundary'],
      abilities: [
        {
          kind: 'automatic',
          label: 'Border Sentry',
          trigger: { event: 'entered', match: { not: { test: 'event', self: true } } },
          condition: { test: 'boundary', a: 'red', b: 'black' },
          limit: { count: 1, per: 'turn' },
          effect: [{ do: 'draw', count: 1 }],
        },
      ],
    });
    const engine = createEngine([titleModule({ ...buildDividePlugin, cards: [...(buildDividePlugin.cards ?? []), limited] })]);
    const game = mainPhase(1, engine);
    put(game, P1, 'border-sentry', 'field');
    put(game, P2, 'watcher', 'field');
    put(game, P2, 'watcher', 'field');
    const { black } = boundaryBoard(game);
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', player: P2, rule: 'BD 1304-2b' });
    for (const id of black) change(game, id, { faceUp: false });
    ok(game, answerAt(game.legalActions(), 0n));
    expect(game.decision?.rule).not.toBe('BD 1206-2d');
    expect(removed(game)).toEqual([[P1, 'Border Sentry', 'BD 1414-4a']]);
    expect(game.state.usage.turn).toEqual({});
  });
});
