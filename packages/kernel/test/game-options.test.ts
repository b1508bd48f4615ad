import { describe, expect, it } from 'vitest';
import { createEngine, gameOption, TcgError, titleModule, type CreateGameOptions } from '../src/index.js';
import { skirmishPlugin } from './fixtures/skirmish.js';

// The skirmish fixture with two declared game options (a title's `TitleDefinition.options`).
const base = skirmishPlugin('none');
const plugin = {
  ...base,
  title: {
    ...base.title,
    options: { format: { values: ['classic', 'open'], default: 'classic' }, pace: { values: ['slow', 'fast'], default: 'slow' } },
  },
};
const engine = createEngine([titleModule(plugin)]);
const plain = createEngine([titleModule(base)]);
const players = [{ deck: 'red' }, { deck: 'blue' }];
const create = (options: unknown, on = engine) =>
  on.create({ title: 'skirmish', seed: 1, players, options } as unknown as CreateGameOptions);
const refusal = (options: unknown, on = engine): string => {
  try {
    create(options, on);
  } catch (error) {
    if (error instanceof TcgError) return `${error.code}: ${error.message}`;
    throw error;
  }
  throw new Error('create() accepted the options');
};

describe('game options (CreateGameOptions.options, TitleDefinition.options)', () => {
  it('[kernel options] the values given are kept, the others take their defaults; a title without options keeps none', () => {
    const game = create({ format: 'open' });
    expect(game.state.options).toEqual({ format: 'open', pace: 'slow' });
    expect(gameOption(game.state, 'format')).toBe('open');
    expect(create(undefined).state.options).toEqual({ format: 'classic', pace: 'slow' });
    expect(create({}, plain).state.options).toBeUndefined();
    expect(gameOption(create({}, plain).state, 'format')).toBeUndefined();
  });

  it('[kernel options] an unknown option, a value not declared or a value that is not a string is INVALID_SETUP', () => {
    expect(refusal({ colour: 'blue' })).toMatch(/^INVALID_SETUP: .*no option "colour" \(have: format, pace\)/);
    expect(refusal({ format: 'vintage' })).toMatch(/^INVALID_SETUP: option format must be one of "classic", "open"/);
    expect(refusal({ format: 7 })).toMatch(/^INVALID_SETUP: .*\(got number\)/);
    expect(refusal({ format: 'open' }, plain)).toMatch(/^INVALID_SETUP: .*no option "format"/);
    for (const options of [null, 'open', 7, ['format']]) expect(refusal(options)).toMatch(/^INVALID_SETUP: options must be an object/);
  });

  it('[kernel options] hostile options: prototype names are not options, getters are read once, a throwing getter is INVALID_SETUP', () => {
    for (const name of ['constructor', 'toString', 'hasOwnProperty', '__proto__'])
      expect(refusal(JSON.parse(`{ "${name}": "open" }`))).toMatch(/^INVALID_SETUP: .*no option/);
    let reads = 0;
    const flipping = {
      get format() {
        reads++;
        return reads === 1 ? 'open' : 'vintage';
      },
    };
    expect(create(flipping).state.options).toEqual({ format: 'open', pace: 'slow' });
    expect(reads).toBe(1);
    const throwing = {
      get format(): string {
        throw new Error('boom');
      },
    };
    expect(refusal(throwing)).toMatch(/^INVALID_SETUP: options could not be read/);
  });

  it('[kernel options] a snapshot keeps the options: the restored game reads the same values', () => {
    const game = create({ pace: 'fast' });
    const restored = engine.restore(game.snapshot());
    expect(restored.state.options).toEqual({ format: 'classic', pace: 'fast' });
    expect(restored.snapshot()).toBe(game.snapshot());
  });

  it('[kernel options] validateDeck is told the options (defaults filled in)', () => {
    const seen: Record<string, string>[] = [];
    const watching = createEngine([
      titleModule({
        ...plugin,
        title: { ...plugin.title, validateDeck: (_deck, _cards, options) => (seen.push({ ...options }), []) },
      }),
    ]);
    watching.create({ title: 'skirmish', seed: 1, players, options: { format: 'open' } });
    expect(seen).toEqual([
      { format: 'open', pace: 'slow' },
      { format: 'open', pace: 'slow' },
    ]);
    expect(watching.validateDeck('skirmish', 'red')).toEqual([]);
    expect(seen.at(-1)).toEqual({ format: 'classic', pace: 'slow' });
  });
});
