/**
 * A `select` decision is answered from its structure (issue 14): `legalActions()` lists one
 * `SelectAnswers` entry instead of every subset, and answers are counted, ranked and drawn from it exactly.
 */
import { describe, expect, it } from 'vitest';
import {
  answerAt,
  answerCount,
  ErrorCode,
  isSelectAnswers,
  listAnswers,
  nextInt,
  pickAnswer,
  seedRng,
  type LegalAction,
  type SelectAnswers,
} from '../src/index.js';
import { give, newGame, opponent, turnPlayer } from './support/board.js';

const answers = (n: number, min: number, max: number, ordered = false): SelectAnswers => ({
  type: 'choose',
  player: 'p1',
  select: { options: Array.from({ length: n }, (_, i) => `o${i}`), min, max, ordered },
});

const choiceOf = (legal: readonly LegalAction[], index: bigint): string[] => answerAt(legal, index)['choice'] as string[];

/** A fixture game waiting for its turn player to choose one of two opposing units for a bolt. */
function boltSelect() {
  const game = newGame();
  const tp = turnPlayer(game);
  for (const slot of ['left', 'right']) give(game, opponent(game), 'field', 'soldier', slot);
  expect(game.act({ type: 'cast', player: tp, card: give(game, tp, 'hand', 'bolt') }).ok).toBe(true);
  return { game, tp };
}

describe('select decisions answered from their structure', () => {
  it('[kernel select] legalActions() lists one SelectAnswers entry for a select, only to its decider', () => {
    const { game, tp } = boltSelect();
    const decision = game.decision as { options: { id: string }[] };
    const legal = game.legalActions();
    expect(legal).toEqual([
      { type: 'choose', player: tp, select: { options: decision.options.map((o) => o.id), min: 1, max: 1, ordered: false } },
    ]);
    expect(isSelectAnswers(legal[0]!)).toBe(true);
    expect(game.legalActions(tp)).toEqual(legal);
    expect(game.legalActions(opponent(game))).toEqual([]);
    // The other seat's view says who decides, never the options the descriptor names.
    expect(game.view(opponent(game)).decision).toEqual({ player: tp, kind: 'select', prompt: expect.any(String) });
  });

  it('[kernel select] the descriptor itself, and answers outside its structure, get typed errors and change nothing', () => {
    const { game, tp } = boltSelect();
    const [first, second] = (game.decision as { options: { id: string }[] }).options.map((o) => o.id);
    const before = game.snapshot();
    const descriptor = game.legalActions()[0]!;
    const cases: [unknown, string][] = [
      [descriptor, ErrorCode.malformedAction],
      [{ type: 'choose', player: tp, choice: [first, first] }, ErrorCode.badChoice],
      [{ type: 'choose', player: tp, choice: [first, second] }, ErrorCode.badChoice],
      [{ type: 'choose', player: tp, choice: ['o-missing'] }, ErrorCode.badChoice],
      [{ type: 'choose', player: tp, choice: [] }, ErrorCode.badChoice],
      [{ type: 'choose', player: tp, choice: 'all' }, ErrorCode.malformedAction],
      [{ type: 'pass', player: tp }, ErrorCode.unknownAction],
    ];
    for (const [input, code] of cases) {
      const outcome = game.act(input);
      expect(outcome.ok, JSON.stringify(input)).toBe(false);
      if (!outcome.ok) expect(outcome.error.code, JSON.stringify(input)).toBe(code);
      expect(game.snapshot()).toBe(before);
    }
    // Every answer the structure stands for is accepted.
    const legal = game.legalActions();
    expect(answerCount(legal)).toBe(2n);
    for (const answer of listAnswers(legal, 10)) {
      const copy = boltSelect();
      expect(copy.game.act(answer).ok, JSON.stringify(answer)).toBe(true);
    }
  });

  it('[kernel select] answers are counted exactly: subsets by size, or arrangements when ordered', () => {
    expect(answerCount([answers(5, 0, 5)])).toBe(32n);
    expect(answerCount([answers(5, 2, 2)])).toBe(10n);
    expect(answerCount([answers(5, 1, 2, true)])).toBe(5n + 20n);
    expect(answerCount([answers(3, 4, 5)])).toBe(0n);
    // 30 options, any number: 2^30 answers, which the old listing cut at 512.
    expect(answerCount([answers(30, 0, 30)])).toBe(1n << 30n);
    expect(answerCount([answers(50, 0, 50, true)])).toBeGreaterThan(1n << 200n);
    expect(answerCount([{ type: 'pass', player: 'p1' }, answers(4, 1, 1)])).toBe(5n);
  });

  it('[kernel select] answerAt lists every answer once, smallest first, in the order subsets used to be listed', () => {
    const legal = [answers(4, 1, 3)];
    const all = Array.from({ length: Number(answerCount(legal)) }, (_, i) => choiceOf(legal, BigInt(i)).join(','));
    expect(new Set(all).size).toBe(all.length);
    expect(all.slice(0, 6)).toEqual(['o0', 'o1', 'o2', 'o3', 'o0,o1', 'o0,o2']);
    expect(all.at(-1)).toBe('o1,o2,o3');
    const ordered = [answers(3, 2, 2, true)];
    expect(Array.from({ length: 6 }, (_, i) => choiceOf(ordered, BigInt(i)).join(''))).toEqual([
      'o0o1',
      'o0o2',
      'o1o0',
      'o1o2',
      'o2o0',
      'o2o1',
    ]);
    expect(() => answerAt(legal, answerCount(legal))).toThrow(RangeError);
    // Far past what a double counts exactly: still a valid, distinct arrangement.
    const huge = [answers(50, 50, 50, true)];
    const last = choiceOf(huge, answerCount(huge) - 1n);
    expect(last).toEqual(Array.from({ length: 50 }, (_, i) => `o${49 - i}`));
  });

  it('[kernel select] pickAnswer draws every answer equally often (seeded, exact counts)', () => {
    const legal = [answers(4, 0, 4)];
    const rng = seedRng(7);
    const seen = new Map<string, number>();
    const draws = 16_000;
    for (let i = 0; i < draws; i++) {
      const key = (pickAnswer(legal, rng)['choice'] as string[]).join(',');
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect(seen.size).toBe(16);
    // 1,000 expected each; a uniform draw stays within ±15% here (the seed fixes the counts).
    for (const count of seen.values()) expect(Math.abs(count - 1000)).toBeLessThan(150);
  });

  it('[kernel select] pickAnswer on a select too large to list still draws by size as the subsets count', () => {
    // 40 options, any number: a uniform subset has 20 options on average, not the 1 or 2 of the first 512.
    const legal = [answers(40, 0, 40)];
    const rng = seedRng(11);
    let total = 0;
    for (let i = 0; i < 400; i++) {
      const choice = pickAnswer(legal, rng)['choice'] as string[];
      expect(new Set(choice).size).toBe(choice.length);
      total += choice.length;
    }
    expect(total / 400).toBeGreaterThan(19);
    expect(total / 400).toBeLessThan(21);
  });

  it('[kernel select] a list of plain actions is drawn from as nextInt over its length', () => {
    const legal: LegalAction[] = [
      { type: 'pass', player: 'p1' },
      { type: 'attack', player: 'p1', card: 'c1' },
      { type: 'attack', player: 'p1', card: 'c2' },
    ];
    const a = seedRng(3);
    const b = seedRng(3);
    for (let i = 0; i < 50; i++) expect(pickAnswer(legal, a)).toBe(legal[nextInt(b, legal.length)]);
  });
});
