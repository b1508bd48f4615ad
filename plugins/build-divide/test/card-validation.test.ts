/**
 * Card data is checked when the engine is built (issue: a card naming an unknown verb or test, or giving a
 * verb a bad parameter, used to load and then fault in the middle of a game).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEngine, titleModule, type CardDefinition } from '@tcgkit/kernel';
import { cardProblems, scenarioCardProblems } from '@tcgkit/testing';
import { buildDividePlugin } from '../src/index.js';

const pool = buildDividePlugin.cards!;
const card = (id: string): CardDefinition => pool.find((c) => c.id === id)!;

/** The `INVALID_CARD` problems of the pool with `changed` in place of the pool card of the same id. */
const problemsOf = (changed: unknown[]): string[] => cardProblems(buildDividePlugin, changed);

describe('Build Divide card data is validated at load', () => {
  it('[build-divide cards] every card of the pool (demo and scenario cards) and every scenario file validates against the card schema and instruction language', () => {
    const title = createEngine([titleModule(buildDividePlugin)]).title('build-divide');
    expect(title.cards.size).toBe(pool.length);
    expect(title.checkCards([...title.cards.values()])).toEqual([]);
    const inline = scenarioCardProblems(title, join(import.meta.dirname, '..', 'scenarios'));
    expect(inline.problems).toEqual([]);
    expect(inline.cards).toBeGreaterThan(0);
  });

  it('[build-divide cards] a verb "drwa", a test "no-such-test" and "player: each" are rejected at load, naming the card and the path', () => {
    const bolt = card('pyre-bolt');
    expect(problemsOf([{ ...bolt, effect: [...(bolt['effect'] as unknown[]), { do: 'drwa' }] }])).toEqual([
      'card pyre-bolt: effect[1].do: unknown verb "drwa"',
    ]);
    const herald = card('flame-herald');
    const ability = herald.abilities![0]!;
    expect(problemsOf([{ ...herald, abilities: [{ ...ability, condition: { test: 'no-such-test' } }] }])).toEqual([
      'card flame-herald: abilities[0].condition.test: unknown test "no-such-test"',
    ]);
    expect(problemsOf([{ ...bolt, effect: [{ do: 'damage-player', player: 'each', amount: 1 }] }])).toEqual([
      'card pyre-bolt: effect[0].player: expected one of "you", "controller", "opponent", "turn-player", "non-turn-player", "owner", "event-player", or { var }',
    ]);
  });

  it('[build-divide cards] title parameters are checked: a pay-energy cost, a target selector and a keyword’s program', () => {
    const bolt = card('pyre-bolt');
    const targets = bolt['targets'] as { from: Record<string, unknown> };
    expect(problemsOf([{ ...bolt, targets: { ...targets, from: { ...targets.from, zone: 'feild' } } }])).toEqual([
      'card pyre-bolt: targets.from.zone: unknown zone "feild"',
    ]);
    expect(problemsOf([{ ...bolt, effect: [{ do: 'pay-energy', cost: { total: -1, colours: ['red'] } }] }])).toEqual([
      'card pyre-bolt: effect[0].cost.total: Too small: expected number to be >=0',
    ]);
    // Magia's parameter is a program the keyword splices into the ability it gives (1410).
    const magia = pool.find((c) => c.keywords?.some((k) => typeof k !== 'string' && k.name === 'magia'))!;
    const [problem, ...rest] = problemsOf([{ ...magia, keywords: [{ name: 'magia', effect: [{ do: 'drwa' }] }] }]);
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      new RegExp(`^card ${magia.id}: keywords\\[0\\]\\.abilities\\[0\\]\\.effect\\[0\\]\\.then.*\\.do: unknown verb "drwa"$`),
    );
  });
});
