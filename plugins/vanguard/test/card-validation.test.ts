/**
 * Card data is checked when the engine is built (issue: a card naming an unknown verb or test, or giving a
 * verb a bad parameter, used to load and then fault in the middle of a game).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEngine, titleModule } from '@tcgkit/kernel';
import { cardProblems, scenarioCardProblems } from '@tcgkit/testing';
import { createVanguardPlugin, vanguardCards, vanguardPlugin } from '../src/index.js';
import type { VanguardCardData } from '../src/instructions.js';
import { vanguardVerbList } from '../src/verb-list.js';
import { scenarioCards } from './support/scenario-cards.js';

/** The `INVALID_CARD` problems of the pool with `changed` in place of the pool card of the same id. */
const problemsOf = (changed: unknown[]): string[] => cardProblems(vanguardPlugin, changed);

/** The pool's Coral Herald (tf-herald) with its automatic ability's effect (and condition) replaced. */
function herald(effect: unknown[], condition?: unknown): unknown {
  const card = vanguardCards.find((c) => c.id === 'tf-herald')!;
  const ability: Record<string, unknown> = { ...card.abilities[0]!, effect };
  if (condition !== undefined) ability['condition'] = condition;
  return { ...card, abilities: [ability] };
}

describe('Vanguard card data is validated at load', () => {
  it('[vanguard cards] every card of the pool, the test pool and every scenario file validates against the card schema and instruction language', () => {
    const engine = createEngine([titleModule(createVanguardPlugin({ rideDeckDiscard: 'reject', cards: scenarioCards }))]);
    const title = engine.title('vanguard');
    expect(title.cards.size).toBe(vanguardCards.length + scenarioCards.length);
    expect(title.checkCards([...title.cards.values()])).toEqual([]);
    const inline = scenarioCardProblems(title, join(import.meta.dirname, '..', 'scenarios'));
    expect(inline.problems).toEqual([]);
    expect(inline.cards).toBeGreaterThan(0);
  });

  it('[vanguard cards] a verb "drwa", a test "no-such-test" and "player: each" are rejected at load, naming the card and the path', () => {
    expect(problemsOf([herald([{ do: 'soul-charge', count: 1 }, { do: 'drwa' }])])).toEqual([
      'card tf-herald: abilities[0].effect[1].do: unknown verb "drwa"',
    ]);
    expect(problemsOf([herald([{ do: 'draw' }], { test: 'no-such-test' })])).toEqual([
      'card tf-herald: abilities[0].condition.test: unknown test "no-such-test"',
    ]);
    expect(problemsOf([herald([{ do: 'deal-damage', player: 'each' }])])).toEqual([
      'card tf-herald: abilities[0].effect[0].player: expected one of "you", "controller", "opponent", "turn-player", "non-turn-player", "owner", "event-player", or { var }',
    ]);
  });

  it('[vanguard cards] title fields holding programs are checked too: an order effect and a counter-blast parameter', () => {
    const order = vanguardCards.find((c) => c.type === 'order')!;
    expect(problemsOf([{ ...order, id: 'tf-order', orderEffect: [{ do: 'counter-blast', count: 'all' }] }])).toEqual([
      'card tf-order: orderEffect[0].count: expected a number, { var } or { count: <cards>, times? }',
    ]);
  });
});

describe('Vanguard card data is typed by every verb the title registers', () => {
  it('[vanguard cards] every verb the plugin registers is in the list that types card data (VanguardInstruction)', () => {
    const typed = new Set<string>(vanguardVerbList.map((verb) => verb.name));
    const registered = (vanguardPlugin.verbs ?? []).map((verb) => verb.name);
    expect(registered.filter((name) => !typed.has(name))).toEqual([]);
    // The verbs of the deeper pool (energy, crests, gauge, delete, time leap, attack-target change…) among them.
    for (const name of ['energy-charge', 'energy-blast', 'gain-crest', 'put-gauge', 'delete', 'time-leap', 'change-attack-target'])
      expect(typed.has(name), name).toBe(true);
  });

  it('[vanguard cards] a misspelt verb inside a nested program is a compile error and the same data an INVALID_CARD at load', () => {
    const card = vanguardCards.find((c) => c.id === 'tf-herald')!;
    const typo: VanguardCardData = {
      ...card,
      type: 'unit',
      abilities: [
        {
          kind: 'automatic',
          trigger: { event: 'hit' },
          // @ts-expect-error "energy-chrage" is no verb: the nested program of `may` is typed by the title's verbs
          effect: [{ do: 'may', then: [{ do: 'if', test: { test: 'unit' }, then: [{ do: 'energy-chrage', count: 1 }] }] }],
        },
      ],
    };
    expect(problemsOf([typo])).toEqual(['card tf-herald: abilities[0].effect[0].then[0].then[0].do: unknown verb "energy-chrage"']);
  });
});
