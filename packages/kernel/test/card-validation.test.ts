import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createEngine,
  defineStatusKeys,
  ErrorCode,
  instructionSchemas,
  noParams,
  TcgError,
  titleModule,
  type CardDefinition,
  type Instruction,
  type JsonObject,
  type TitlePlugin,
} from '../src/index.js';
import { skirmishPlugin } from './fixtures/skirmish.js';

/** The skirmish title with one extra card whose first automatic ability runs `effect`. */
function withCard(card: Partial<CardDefinition>, plugin: TitlePlugin = skirmishPlugin('none')): TitlePlugin {
  const extra = { id: 'tf-herald', name: 'Herald of Typos', type: 'unit', power: 1000, ...card } as CardDefinition;
  return { ...plugin, cards: [...(plugin.cards ?? []), extra] };
}

function automatic(effect: readonly unknown[], condition?: unknown): Partial<CardDefinition> {
  const ability: Record<string, unknown> = { kind: 'automatic', trigger: { event: 'turn-start' }, effect };
  if (condition !== undefined) ability['condition'] = condition;
  return { abilities: [ability] } as unknown as Partial<CardDefinition>;
}

/** The `INVALID_CARD` problems `createEngine` reports for `plugin` (fails the test if it does not throw one). */
function problemsOf(plugin: TitlePlugin): string[] {
  try {
    createEngine([titleModule(plugin)]);
  } catch (error) {
    expect(error).toBeInstanceOf(TcgError);
    const tcg = error as TcgError;
    expect(tcg.code).toBe(ErrorCode.invalidCard);
    expect(tcg.details.length).toBeGreaterThan(0);
    for (const detail of tcg.details) expect(tcg.message).toContain(detail.message);
    return tcg.details.map((d) => d.message);
  }
  throw new Error('createEngine accepted the card');
}

describe('card data is checked when the engine is built', () => {
  it('[kernel cards] every card of the fixture pool validates against the instruction language', () => {
    for (const variant of ['none', 'interrupt', 'counter', 'stack'] as const) {
      const engine = createEngine([titleModule(skirmishPlugin(variant))]);
      const title = engine.title('skirmish');
      expect(title.checkCards([...title.cards.values()])).toEqual([]);
    }
  });

  it('[kernel cards] an instruction naming an unknown verb ("drwa") is rejected at load, naming the card and the path', () => {
    expect(problemsOf(withCard(automatic([{ do: 'draw' }, { do: 'drwa' }])))).toEqual([
      'card tf-herald: abilities[0].effect[1].do: unknown verb "drwa"',
    ]);
  });

  it('[kernel cards] a predicate naming an unknown test ("no-such-test") is rejected at load, naming the path', () => {
    expect(problemsOf(withCard(automatic([{ do: 'draw' }], { test: 'no-such-test' })))).toEqual([
      'card tf-herald: abilities[0].condition.test: unknown test "no-such-test"',
    ]);
  });

  it('[kernel cards] a bad parameter ("player: each") is rejected at load, listing the values the parameter takes', () => {
    const [problem, ...rest] = problemsOf(withCard(automatic([{ do: 'draw', player: 'each' }])));
    expect(rest).toEqual([]);
    expect(problem).toBe(
      'card tf-herald: abilities[0].effect[0].player: expected one of "you", "controller", "opponent", "turn-player", "non-turn-player", "owner", "event-player", or { var }',
    );
  });

  it('[kernel cards] nested programs and predicates are checked recursively (if/then, repeat/body, may, delayed, selector where)', () => {
    const nested: Instruction[] = [
      { do: 'if', test: { all: [{ test: 'self' }, { not: { test: 'nope' } }] }, then: [{ do: 'drwa' }], else: [{ do: 'draw' }] },
      { do: 'repeat', times: 2, body: [{ do: 'may', then: [{ do: 'draw', cuont: 2 }] }] },
      { do: 'delayed', event: 'turn-start', effect: [{ do: 'move', cards: { zone: 'field', where: { test: 'nope' } }, to: 'drp' }] },
      { do: 'choose', from: { zone: 'field', player: 'each' }, count: { count: { var: 'x', extra: 1 } } },
    ];
    expect(problemsOf(withCard(automatic(nested)))).toEqual([
      'card tf-herald: abilities[0].effect[0].test.all[1].not.test: unknown test "nope"',
      'card tf-herald: abilities[0].effect[0].then[0].do: unknown verb "drwa"',
      'card tf-herald: abilities[0].effect[1].body[0].then[0].cuont: verb "draw" has no parameter "cuont"',
      'card tf-herald: abilities[0].effect[2].effect[0].cards.where.test: unknown test "nope"',
      'card tf-herald: abilities[0].effect[2].effect[0].to: unknown zone "drp"',
      'card tf-herald: abilities[0].effect[3].from.player: expected one of "you", "controller", "opponent", "turn-player", "non-turn-player", "owner", "event-player", "any", "allies", or { var }',
      'card tf-herald: abilities[0].effect[3].count.count.extra: unknown field "extra" beside "var"',
    ]);
    expect(problemsOf(withCard(automatic([{ do: 'draw', count: 'two' }])))).toEqual([
      'card tf-herald: abilities[0].effect[0].count: expected a number, { var } or { count: <cards>, times? }',
    ]);
  });

  it('[kernel cards] every problem of every card is listed, and the engine is not built', () => {
    const plugin = withCard(automatic([{ do: 'drwa' }]));
    const twice = {
      ...plugin,
      cards: [...plugin.cards!, { ...plugin.cards!.at(-1)!, id: 'tf-second', abilities: [{ kind: 'sometimes', effect: [] }] }],
    };
    expect(problemsOf(twice as TitlePlugin)).toEqual([
      'card tf-herald: abilities[0].effect[0].do: unknown verb "drwa"',
      'card tf-second: abilities[0].kind: Invalid option: expected one of "activated"|"automatic"|"continuous"',
    ]);
  });

  it('[kernel cards] a title verb declares its parameters with a zod shape and cards are held to it', () => {
    const base = skirmishPlugin('none');
    const shout = { name: 'shout', params: () => ({ volume: z.number().int().min(1).max(11) }), run: () => ({ type: 'done' as const }) };
    const titled = { ...base, verbs: [...(base.verbs ?? []), shout] };
    expect(() => createEngine([titleModule(withCard(automatic([{ do: 'shout', volume: 11 }]), titled))])).not.toThrow();
    expect(problemsOf(withCard(automatic([{ do: 'shout', volume: 12 }]), titled))).toEqual([
      'card tf-herald: abilities[0].effect[0].volume: Too big: expected number to be <=11',
    ]);
    expect(problemsOf(withCard(automatic([{ do: 'shout' }]), titled))).toEqual([
      'card tf-herald: abilities[0].effect[0].volume: Invalid input: expected number, received undefined',
    ]);
  });

  it('[kernel cards] the schemas are usable on their own: a vocabulary without "draw" rejects it', () => {
    const schemas = instructionSchemas({
      verbs: new Map([['shuffle', { params: noParams }]]),
      conditions: new Map(),
      zones: new Set(['deck']),
      keywords: new Set(),
    });
    expect(schemas.program.safeParse([{ do: 'shuffle' }]).success).toBe(true);
    const result = schemas.program.safeParse([{ do: 'draw' }]);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([[[0, 'do'], 'unknown verb "draw"']]);
  });

  it('[kernel decks] a malformed deck list is reported by validateDeck (INVALID_DECK) and refused by create (INVALID_SETUP), with the path', () => {
    const engine = createEngine([titleModule(skirmishPlugin('none'))]);
    const bad = { main: ['soldier', 7], extra: 'none' } as unknown as { main: string[] };
    expect(engine.validateDeck('skirmish', bad).map((e) => [e.code, e.message])).toEqual([
      [ErrorCode.invalidDeck, 'malformed deck list: main[1]: Invalid input: expected string, received number'],
      [ErrorCode.invalidDeck, 'malformed deck list: extra: Invalid input: expected record, received string'],
    ]);
    let thrown: unknown;
    try {
      engine.create({ title: 'skirmish', seed: 1, players: [{ deck: bad }, { deck: 'red' }] });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TcgError);
    expect((thrown as TcgError).code).toBe(ErrorCode.invalidSetup);
    expect((thrown as TcgError).message).toContain('main[1]');
  });
});

describe('typed status keys', () => {
  it('[kernel status] a title declares its status keys with types; the accessor reads and writes the plain record', () => {
    const status = defineStatusKeys({ rested: z.literal(true), damage: z.number().int() });
    const card: { status: JsonObject } = { status: {} };
    expect(status.get(card, 'rested')).toBeUndefined();
    status.set(card, 'rested', true);
    status.set(card, 'damage', 3);
    expect(card.status).toEqual({ rested: true, damage: 3 });
    const damage: number | undefined = status.get(card, 'damage');
    expect(damage).toBe(3);
    status.clear(card, 'rested');
    expect(card.status).toEqual({ damage: 3 });
    // @ts-expect-error a key the title did not declare is a compile error
    status.get(card, 'restd');
    // @ts-expect-error a value of the wrong type is a compile error
    status.set(card, 'damage', 'three');
    expect(status.schema.safeParse({ damage: 'three' }).success).toBe(false);
    expect(status.schema.safeParse({ damage: 2, other: 'kept' }).success).toBe(true);
    expect(status.keys).toEqual(['rested', 'damage']);
  });
});
