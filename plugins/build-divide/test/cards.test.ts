import { TcgError, type DeckList } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { decks } from '../src/cards/decks.js';
import { pool } from '../src/cards/pool.js';
import { colouredPart, defineCard } from '../src/cards/schema.js';
import { P1, P2, card, clear, count, mainPhase, ok, passUntil, power, put, toDeclaration, windowName } from './board.js';
import { engine } from './support.js';

const ember = decks.find((d) => d.name === 'ember')!;
const codes = (deck: DeckList) => engine.validateDeck('build-divide', deck).map((e) => e.code);
const withMain = (main: string[]): DeckList => ({ ...ember, main });

describe('deck construction (601)', () => {
  it('[decks] both demo decks are legal (the construction rules are checked by the tests below)', () => {
    for (const deck of decks) expect(codes(deck), deck.name).toEqual([]);
  });

  it('[BD 601-1a] the main deck has 40 to 50 cards and the D-deck at most 12', () => {
    expect(codes(withMain(ember.main.slice(1)))).toContain('BD_DECK_SIZE');
    expect(codes({ ...ember, extra: { ...ember.extra, 'd-deck': Array(13).fill('quick-insight') } })).toContain('BD_D_DECK_SIZE');
  });

  it('[BD 601-1b, 1407-3, 1407-1, 1407-2, 303, 303-1, 303-2] at most 4 cards of a name across both decks, names from the name rule included', () => {
    expect(codes(withMain([...ember.main.slice(0, 39), 'ember-scout']))).toContain('BD_TOO_MANY_COPIES');
    const main = ember.main.map((id) => (id === 'grave-warden' ? 'plain-red' : id));
    expect(codes(withMain(main))).toEqual([]);
    expect(codes(withMain([...main.slice(0, 39), 'ember-alias']))).toContain('BD_TOO_MANY_COPIES');
    expect(codes({ ...ember, extra: { ...ember.extra, 'd-deck': ['pyre-bolt'] } })).toContain('BD_TOO_MANY_COPIES');
  });

  it('[BD 601-1c, 601-1d] exactly 12 Buster cards and at most 12 Shot cards in the main deck', () => {
    const fewerBusters = ember.main.map((id, i) => (id === 'ember-scout' && i === 0 ? 'plain-red' : id));
    expect(codes(withMain(fewerBusters))).toContain('BD_BUSTER_COUNT');
    const shots = ember.main.map((id) => (id === 'ashen-berserker' ? 'shot-life' : id));
    expect(codes(withMain(shots))).toEqual([]);
    const tooMany = [...shots.slice(0, 40), ...Array(4).fill('current-read'), ...Array(1).fill('sanctuary-light')];
    expect(codes(withMain(tooMany))).toContain('BD_SHOT_COUNT');
  });

  it('[BD 601-1e, 602-1a] no territory in the main deck, one starting territory, at most 4 sharing an open name', () => {
    expect(codes(withMain([...ember.main.slice(0, 39), 'tide-spire']))).toContain('BD_TERRITORY_IN_MAIN');
    expect(codes({ ...ember, extra: { 'd-deck': [] } })).toContain('BD_TERRITORY_COUNT');
    expect(codes({ ...ember, extra: { territory: ['blaze-citadel'], 'd-deck': Array(4).fill('blaze-citadel') } })).toContain(
      'BD_TOO_MANY_TERRITORIES',
    );
    expect(codes({ ...ember, extra: { territory: ['blaze-citadel'], 'd-deck': Array(3).fill('blaze-citadel') } })).toEqual([]);
  });

  it('[BD 601-1] an illegal deck cannot start a game', () => {
    expect(() =>
      engine.create({ title: 'build-divide', seed: 1, players: [{ deck: withMain(ember.main.slice(2)) }, { deck: 'tide' }] }),
    ).toThrow(TcgError);
  });

  it('[BD 304-2, 306-2] card data is schema-checked with a readable error', () => {
    expect(() => defineCard({ id: 'broken', name: 'Broken', type: 'unit', cost: { total: 1, colours: ['red'] }, hit: 1 } as never)).toThrow(
      /broken.*power/s,
    );
    expect(() =>
      defineCard({ id: 'odd', name: 'Odd', type: 'unit', cost: { total: 1, colours: ['green'] }, power: 1, hit: 1 } as never),
    ).toThrow(/odd/);
    expect(pool.every((c) => typeof c.id === 'string' && typeof c.type === 'string')).toBe(true);
  });

  it('[BD 306-2, 306-2a, 306-2d, 203-2c] a total-only cost is 1 coloured and the rest generic; a generic icon has no colour', () => {
    expect(colouredPart({ total: 3, colours: ['red'] })).toEqual(['red']);
    expect(colouredPart({ total: 2, colours: ['black', 'blue'] })).toEqual(['blue', 'black']);
    expect(colouredPart({ total: 4, colours: ['white'], coloured: { white: 2 } })).toEqual(['white', 'white']);
    expect(colouredPart({ total: 2, colours: [] })).toEqual([]);
  });
});

describe('ability icons (1500)', () => {
  it('[BD 1501-2, 1501-3, 1501-4] a continuous red-zone icon applies while your life is in the red zone', () => {
    const game = mainPhase();
    const scout = put(game, P1, 'ember-scout', 'field');
    expect(power(game, scout)).toBe(2000);
    clear(game, P1, 'life');
    for (let i = 0; i < 5; i++) put(game, P1, 'blank-life', 'life');
    expect(power(game, scout)).toBe(5000);
  });

  it('[BD 1501-3, 1501-4] an automatic "battles" icon gives +3000 this turn', () => {
    const game = mainPhase();
    const lancer = put(game, P1, 'dawn-lancer', 'field');
    const r = put(game, P2, 'big-red', 'field', { rested: true });
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker: lancer, target: r });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'no-block', player: P2 });
    passUntil(game, (g) => g.decision?.kind === 'declare-attack');
    // 4000 + 3000: it survives the 5000 it takes, and destroys the 5000 target.
    expect(power(game, lancer)).toBe(7000);
    expect(card(game, lancer)!.status['damage']).toBe(5000);
    expect(card(game, r)).toBeUndefined();
  });

  it('[BD 1501-3, 518] an "enters" icon scouts 1', () => {
    const game = mainPhase();
    put(game, P1, 'plain-blue', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'tide-sprite', 'hand') });
    passUntil(game, (g) => g.decision?.kind !== 'play' || windowName(g) !== 'main');
    expect(game.decision).toMatchObject({ kind: 'select', player: P1, rule: 'BD 518-1' });
    expect(count(game, P1, 'field')).toBe(1);
  });
});
