import { describe, expect, it } from 'vitest';
import { P1, mainPhase, power, put } from './board.js';
import { engine } from './support.js';

describe('names, readings and identifier names (303, 314, 401-9)', () => {
  it('[BD 314, 314-1, 401-9] an identifier name 《X》 with no zone named counts the cards on the field', () => {
    const game = mainPhase();
    const captain = put(game, P1, 'knight-captain', 'field');
    expect(power(game, captain)).toBe(2000); // only itself
    put(game, P1, 'knight-squire', 'hand');
    put(game, P1, 'knight-squire', 'graveyard');
    expect(power(game, captain)).toBe(2000); // not on the field: not counted
    put(game, P1, 'knight-squire', 'field');
    expect(power(game, captain)).toBe(3000);
  });

  it('[BD 401-9a] with a zone named, the identifier name counts the cards in that zone', () => {
    const game = mainPhase();
    const archivist = put(game, P1, 'knight-archivist', 'field');
    put(game, P1, 'knight-squire', 'field');
    expect(power(game, archivist)).toBe(2000);
    put(game, P1, 'knight-squire', 'hand');
    expect(power(game, archivist)).toBe(3000);
  });

  it('[BD 303-2a, 303-3, 303-3a, 303-3b, 303-3d] part of a name matches the name or one of its readings, each reading on its own', () => {
    const game = mainPhase();
    const hunter = put(game, P1, 'fox-hunter', 'field');
    expect(power(game, hunter)).toBe(2000);
    put(game, P1, 'fox-blade', 'graveyard'); // read "Kitsune" over "Fox"
    expect(power(game, hunter)).toBe(3000);
    const ctxFree = engine.title('build-divide').cards.get('fox-blade') as { furigana?: { word: string; reading: string }[] };
    expect(ctxFree.furigana?.map((f) => f.word)).toEqual(['Fox', 'Blade']); // 303-3a: each reading belongs to its word
  });

  it('[BD 303-3b, 303-3c, 303-2, 303-2a] a reading is not the name: a whole-name reference ignores readings, and a part running over two readings is not found', () => {
    const game = mainPhase();
    const blade = put(game, P1, 'fox-blade', 'field');
    const check = (test: string, params: Record<string, string>) => {
      const condition = engine.title('build-divide').conditions.get(test)!;
      const ctx = { state: game.state, title: engine.title('build-divide') } as unknown as Parameters<typeof condition.test>[0];
      return condition.test(ctx, params, blade, { controller: P1, vars: {} });
    };
    expect(check('name', { name: 'Fox Blade' })).toBe(true);
    expect(check('name', { name: 'Kitsune Tsurugi' })).toBe(false); // 303-3c
    expect(check('name-part', { part: 'Blade' })).toBe(true); // 303-2a: part of the name
    expect(check('name-part', { part: 'Tsurugi' })).toBe(true); // 303-3d
    expect(check('name-part', { part: 'neTsu' })).toBe(false); // 303-3b: "Kitsune" and "Tsurugi" are separate
  });

  it("[BD 1407-1a] a name from 【名称ルール】 is the card's name in every zone", () => {
    const game = mainPhase();
    const inGraveyard = put(game, P1, 'ember-alias', 'graveyard');
    const inHand = put(game, P1, 'ember-alias', 'hand');
    const condition = engine.title('build-divide').conditions.get('name-part')!;
    const ctx = { state: game.state, title: engine.title('build-divide') } as unknown as Parameters<typeof condition.test>[0];
    for (const id of [inGraveyard, inHand]) {
      expect(condition.test(ctx, { part: 'Ember Scout' }, id, { controller: P1, vars: {} })).toBe(true);
      expect(condition.test(ctx, { part: 'Cinder Pup' }, id, { controller: P1, vars: {} })).toBe(true);
    }
  });
});
