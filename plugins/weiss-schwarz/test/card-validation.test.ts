/**
 * Card data is checked when the engine is built: a card naming an unknown verb or test, or giving a verb or
 * test a bad parameter, is refused by createEngine (INVALID_CARD) with the card and the path, instead of
 * faulting in the middle of a game.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEngine, titleModule } from '@tcgkit/kernel';
import { cardProblems, scenarioCardProblems } from '@tcgkit/testing';
import { weissSchwarzCards, weissSchwarzPlugin } from '../src/index.js';

/** The `INVALID_CARD` problems of the pool with `changed` in place of the pool card of the same id. */
const problemsOf = (changed: unknown[]): string[] => cardProblems(weissSchwarzPlugin, changed);

/** A pool card by id, as plain data to edit. */
function poolCard(id: string): Record<string, unknown> {
  const card = weissSchwarzCards.find((c) => c.id === id);
  if (card === undefined) throw new Error(`no pool card ${id}`);
  return structuredClone(card) as unknown as Record<string, unknown>;
}

/** Pyre Seer (an ACT with a stock cost and a brainstorm effect) with its ability's fields replaced. */
function seer(change: Record<string, unknown>): Record<string, unknown> {
  const card = poolCard('lf-pyre-seer');
  const [ability] = card['abilities'] as Record<string, unknown>[];
  return { ...card, abilities: [{ ...ability, ...change }] };
}

describe('Weiß Schwarz card data is validated at load', () => {
  it('[weiss-schwarz cards] every card of the pool and every scenario file’s cards validate against the card schema and instruction language', () => {
    const title = createEngine([titleModule(weissSchwarzPlugin)]).title('weiss-schwarz');
    expect(title.cards.size).toBe(weissSchwarzCards.length);
    expect(title.checkCards([...title.cards.values()])).toEqual([]);
    const inline = scenarioCardProblems(title, join(import.meta.dirname, '..', 'scenarios'));
    expect(inline.problems).toEqual([]);
    expect(inline.cards).toBeGreaterThan(0);
  });

  it('[weiss-schwarz cards] a verb "pay-stok", a test "no-such-test" and "op: about" are rejected at load, naming the card and the path', () => {
    expect(problemsOf([seer({ cost: [{ do: 'pay-stok', count: 1 }] })])).toEqual([
      'card lf-pyre-seer: abilities[0].cost[0].do: unknown verb "pay-stok"',
    ]);
    expect(problemsOf([seer({ condition: { test: 'no-such-test' } })])).toEqual([
      'card lf-pyre-seer: abilities[0].condition.test: unknown test "no-such-test"',
    ]);
    expect(problemsOf([seer({ condition: { test: 'player-level', op: 'about', value: 1 } })])).toHaveLength(1);
    expect(problemsOf([seer({ condition: { test: 'player-level', op: 'about', value: 1 } })])[0]).toMatch(
      /^card lf-pyre-seer: abilities\[0\]\.condition\.op: /,
    );
  });

  it('[weiss-schwarz cards] title parameters are checked: a brainstorm’s nested program, a damage target and an event’s effect', () => {
    expect(problemsOf([seer({ effect: [{ do: 'brainstorm', count: 3, then: [{ do: 'drwa' }] }] })])).toEqual([
      'card lf-pyre-seer: abilities[0].effect[0].then[0].do: unknown verb "drwa"',
    ]);
    expect(problemsOf([seer({ effect: [{ do: 'damage', player: 'both', amount: 1 }] })])).toHaveLength(1);
    expect(problemsOf([seer({ effect: [{ do: 'damage', player: 'each', amount: 1, source: 'x' }] })])).toEqual([
      'card lf-pyre-seer: abilities[0].effect[0].source: verb "damage" has no parameter "source"',
    ]);
    const event = weissSchwarzCards.find((c) => (c as unknown as { type: string }).type === 'event')!;
    expect(problemsOf([{ ...poolCard(event.id), effect: [{ do: 'discard', count: 1, whre: { test: 'character' } }] }])).toEqual([
      `card ${event.id}: effect[0].whre: verb "discard" has no parameter "whre"`,
    ]);
  });
});
