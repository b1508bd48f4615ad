import { createEngine, titleModule, type TitlePlugin } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { checkPlayouts, PlayoutFailure, type InvariantName, type PlayoutOptions } from '../src/index.js';
import * as broken from './support/broken-titles.js';
import { skirmishPlugin } from '../../kernel/test/fixtures/skirmish.js';

function failureOf(plugin: TitlePlugin, options: Partial<PlayoutOptions> = {}): PlayoutFailure {
  const engine = createEngine([titleModule(plugin)]);
  try {
    checkPlayouts({ engine, title: 'skirmish', games: 10, seed: 3, maxShrinks: 10, ...options });
  } catch (error) {
    expect(error).toBeInstanceOf(PlayoutFailure);
    return error as PlayoutFailure;
  }
  throw new Error('the broken title passed every invariant');
}

describe('each invariant catches the bug it is for', () => {
  const cases: [string, InvariantName, TitlePlugin, RegExp, Partial<PlayoutOptions>?][] = [
    ['a card lost from the deck', 'conservation', broken.losesCards, /card\(s\) are in no zone: serial \d+ \(\w+ of p\d\)/],
    ['two units in a one-card slot', 'zones', broken.overfillsSlots, /p\d\/field#left holds 2 cards; its capacity is 1/],
    [
      'hand ids in public status',
      'view-privacy',
      broken.leaksHand,
      /view\(p\d\) contains c\d+, a card in p\d\/hand it may not see, at players\[\d\]\.status\.peek\[\d+\]/,
    ],
    ['state from outside the game', 'determinism', broken.nonDeterministic, /different (snapshot|game)/],
    [
      'progress kept outside the state',
      'restore',
      broken.forgetsOnRestore,
      /restoring at action \d+ and continuing ends in a different game/,
    ],
    // Validation that writes also breaks determinism: `act()` does not validate again an answer that
    // `legalActions()` listed, so how often it runs depends on the caller, and a replay differs. The replay
    // checks are skipped here so that this case tests the hostile-input check.
    [
      'validation that writes',
      'hostile-input',
      broken.validationMutates,
      /rejected hostile input \([\w-]+\) .* changed the game/,
      { skip: ['determinism', 'restore'] },
    ],
    ['a throw in turn 4', 'no-throw', broken.throwsInTurnFour, /failed: .*boom in turn 4/],
    [
      'a call of a card that does not exist accepted',
      'hostile-input',
      broken.acceptsAnyCall,
      /hostile input \(unknown-card\) .* was accepted/,
    ],
  ];

  it.each(cases)('[invariants] %s breaks "%s"', (_name, invariant, plugin, message, options = {}) => {
    // Thirty games: an unknown-card recipe is one hostile kind of many, so a short run may not draw it.
    const failure = failureOf(plugin, { games: 30, ...options });
    expect(failure.invariant).toBe(invariant);
    expect(failure.message).toMatch(message);
    // The report carries what is needed to replay the game by hand.
    expect(failure.message).toContain(`game: seed ${failure.gameSeed}, decks `);
    expect(failure.message).toContain(`fast-check seed 3, path "${failure.fastCheck.path}"`);
    expect(failure.step).toBeLessThanOrEqual(failure.actions.length);
  });

  it('[invariants] a game that does not end within maxActions breaks "ends"', () => {
    // A sound title whose games take longer than the bound.
    const plain = failureOf(skirmishPlugin('none'), { maxActions: 15 });
    expect(plain.invariant).toBe('ends');
    expect(plain.message).toMatch(/no result after 15 actions/);
    expect(plain.actions).toHaveLength(15);
  });

  it('[invariants] failures shrink to a short action sequence, and the reported path replays them', () => {
    const shrunk = failureOf(broken.losesCards, { maxShrinks: 200, hostileEvery: 0 });
    const unshrunk = failureOf(broken.losesCards, { maxShrinks: 0, hostileEvery: 0 });
    expect(shrunk.fastCheck.shrinks).toBeGreaterThan(0);
    expect(shrunk.actions.length).toBeLessThanOrEqual(unshrunk.actions.length);
    // The last action is the call that lost the card.
    expect(shrunk.actions.at(-1)).toMatchObject({ type: 'call' });
    const replay = failureOf(broken.losesCards, {
      seed: shrunk.fastCheck.seed,
      path: shrunk.fastCheck.path!,
      maxShrinks: 0,
      hostileEvery: 0,
    });
    expect(replay.actions).toEqual(shrunk.actions);
    expect(replay.gameSeed).toBe(shrunk.gameSeed);
  });

  it('[invariants] a skipped invariant is not checked, and the others still are', () => {
    const engine = createEngine([titleModule(broken.leaksHand)]);
    const report = checkPlayouts({ engine, title: 'skirmish', games: 3, seed: 3, skip: ['view-privacy'] });
    expect(report.games).toBe(3);
    expect(report.viewsChecked).toBe(0);
    expect(report.restores).toBe(3);
    const noReplay = checkPlayouts({ engine, title: 'skirmish', games: 2, seed: 3, skip: ['view-privacy', 'restore', 'hostile-input'] });
    expect(noReplay).toMatchObject({ games: 2, restores: 0, hostileRejected: 0 });
    // Conservation cannot be skipped.
    expect(failureOf(broken.losesCards, { skip: ['view-privacy', 'hostile-input', 'determinism', 'restore'] }).invariant).toBe(
      'conservation',
    );
  });
});
