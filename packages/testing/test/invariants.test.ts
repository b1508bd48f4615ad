import { createEngine, TcgError, titleModule } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { checkPlayouts, checkTitlePlayouts } from '../src/index.js';
import { skirmishModule, skirmishPlugin, type SkirmishVariant } from '../../kernel/test/fixtures/skirmish.js';

const variants: SkirmishVariant[] = ['none', 'interrupt', 'counter', 'stack'];
/** A bounded sample for every test run; `npm run test:soak` plays thousands. */
const games = 8;

describe.each(variants)('playout invariants of the fixture title, answer model "%s"', (variant) => {
  it('[invariants] seeded random games keep every invariant, with hostile input between the moves', () => {
    const report = checkPlayouts({ engine: createEngine([skirmishModule(variant)]), title: 'skirmish', games, seed: 20261122 });
    expect(report.games).toBe(games);
    expect(report.restores).toBe(games);
    expect(report.wins['p1'] ?? 0).toBeGreaterThan(0);
    expect(report.wins['p2'] ?? 0).toBeGreaterThan(0);
    expect(report.shortestGame).toBeGreaterThan(10);
    expect(report.longestGame).toBeLessThan(5000);
    // Hostile actions are tried every 5 actions; most recipes apply at most positions.
    expect(report.hostileRejected).toBeGreaterThan(report.actions / 10);
    expect(report.viewsChecked).toBeGreaterThanOrEqual(2 * report.actions);
  });
});

describe('playout options', () => {
  it('[invariants] the same seed plays the same games; another seed plays others', () => {
    const engine = createEngine([skirmishModule('none')]);
    const first = checkPlayouts({ engine, title: 'skirmish', games: 3, seed: 5, viewEvery: 0, hostileEvery: 0 });
    const again = checkPlayouts({ engine, title: 'skirmish', games: 3, seed: 5, viewEvery: 0, hostileEvery: 0 });
    const other = checkPlayouts({ engine, title: 'skirmish', games: 3, seed: 6, viewEvery: 0, hostileEvery: 0 });
    expect(again).toEqual(first);
    expect(other.actions).not.toBe(first.actions);
    expect(first.viewsChecked).toBe(0);
    expect(first.hostileRejected).toBe(0);
  });

  it('[invariants] a title plugin checks itself on its built-in decks with one call', () => {
    const report = checkTitlePlayouts(skirmishPlugin('stack'), { games: 2, seed: 9 });
    expect(report.games).toBe(2);
    expect(report.actions).toBeGreaterThan(20);
  });

  it('[invariants] games use the decks given; a title without decks is a typed set-up error', () => {
    const plugin = skirmishPlugin('none');
    const engine = createEngine([titleModule(plugin)]);
    const mirror = checkPlayouts({ engine, title: 'skirmish', decks: ['blue'], games: 2, seed: 4, viewEvery: 0 });
    expect(mirror.games).toBe(2);
    const bare = createEngine([titleModule({ ...plugin, decks: [] })]);
    expect(() => checkPlayouts({ engine: bare, title: 'skirmish', games: 1 })).toThrow(TcgError);
    expect(() => checkPlayouts({ engine: bare, title: 'skirmish', games: 1 })).toThrow(/has no built-in decks; pass decks/);
  });
});
