import { createEngine, titleModule, type CardDefinition, type Engine } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { keywordList } from '@tcgkit/testing';
import { buildDividePlugin, defineCard } from '../src/index.js';
import { icon } from '../src/keywords.js';
import { P1, P2, card, clear, count, mainPhase, ok, passUntil, power, put, rejects, windowName, zone } from './board.js';

/**
 * Rule tests for the card information of section 300, the basic terms of 100–200 and the zones of 400.
 * Positions are set up through `board.ts` (its `put`/`clear` are the only state writes).
 */
type G = ReturnType<typeof mainPhase>;
const settle = (game: G) => passUntil(game, (g) => g.state.stack.length === 0 && windowName(g) === 'main');

/** An engine whose pool also holds `extra` (cards these tests need and the demo pool does not have). */
function engineWith(...extra: CardDefinition[]): Engine {
  return createEngine([titleModule({ ...buildDividePlugin, cards: [...(buildDividePlugin.cards ?? []), ...extra] })]);
}

const cost = (total: number, ...colours: ('red' | 'blue' | 'white' | 'black')[]) => ({ total, colours });

describe('owner and controller (201, 202)', () => {
  it('[BD 201-1, 201-2] each card belongs to the player whose deck it started in, wherever it goes', () => {
    const game = mainPhase();
    for (const player of [P1, P2]) for (const id of zone(game, player, 'deck')) expect(card(game, id)!.owner).toBe(player);
    const unit = put(game, P2, 'plain-red', 'field');
    put(game, P1, 'plain-blue', 'energy');
    put(game, P1, 'plain-blue', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'mist-step', 'hand'), targets: [unit] });
    settle(game);
    // P1's command sent P2's unit back: it goes to its owner's hand, and P1's command to P1's graveyard.
    const back = zone(game, P2, 'hand').find((id) => card(game, id)!.card === 'plain-red')!;
    expect(card(game, back)!.owner).toBe(P2);
    expect(zone(game, P1, 'graveyard').map((id) => card(game, id)!.card)).toEqual(['mist-step']);
  });

  it('[BD 202-1, 202-1a, 202-1b, 202-2, 1201-5, 1202-1] a continuous ability is controlled by its card\'s controller: "your units" are that player\'s', () => {
    const game = mainPhase();
    const mine = put(game, P1, 'plain-red', 'field');
    const theirs = put(game, P2, 'plain-red', 'field');
    const base = power(game, mine);
    put(game, P1, 'blaze-citadel', 'territory', { open: true });
    expect(card(game, mine)!.controller).toBe(P1);
    expect(power(game, mine)).toBe(base + 1000);
    expect(power(game, theirs)).toBe(base);
  });

  it('[BD 202-1d, 202-1e, 202-1e:i] an automatic ability and its effect are controlled by its card\'s controller; "draw" with no player is done by that controller', () => {
    const game = mainPhase();
    put(game, P2, 'watcher', 'field');
    for (let i = 0; i < 3; i++) put(game, P2, 'blank-life', 'deck');
    const hands = [count(game, P1, 'hand'), count(game, P2, 'hand')];
    put(game, P1, 'plain-red', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'plain-red', 'hand') });
    settle(game);
    // Watcher (P2's) triggers on P1's unit entering: P2 controls the ability and draws.
    expect(count(game, P2, 'hand')).toBe(hands[1]! + 1);
    expect(count(game, P1, 'hand')).toBe(hands[0]!);
  });

  it('[BD 202-3] "opponent" is the player who does not control the effect', () => {
    const game = mainPhase();
    const mine = put(game, P1, 'plain-red', 'field');
    const theirs = put(game, P2, 'plain-red', 'field');
    for (let i = 0; i < 2; i++) put(game, P2, 'plain-red', 'energy');
    const bolt = put(game, P2, 'pyre-bolt', 'hand');
    passUntil(game, (g) => g.decision?.player === P2);
    // Pyre Bolt targets an opposing unit: for P2 that is P1's unit, never P2's own.
    rejects(game, { type: 'play', player: P2, card: bolt, targets: [theirs] }, 'BD_BAD_TARGET');
    ok(game, { type: 'play', player: P2, card: bolt, targets: [mine] });
    passUntil(game, (g) => g.state.stack.length === 0);
    expect(card(game, mine)).toBeUndefined();
  });
});

describe('colours (203)', () => {
  const twoColour = defineCard({ id: 'twin-crest', name: 'Twin Crest', type: 'unit', cost: cost(2, 'red', 'blue'), power: 1000, hit: 1 });
  const generic = defineCard({ id: 'grey-golem', name: 'Grey Golem', type: 'unit', cost: cost(1), power: 1000, hit: 1 });

  it('[BD 203-1, 203-1a] the game has exactly four colours: black, blue, white, red', () => {
    expect(() =>
      defineCard({ id: 'g', name: 'G', type: 'unit', cost: { total: 1, colours: ['green'] }, power: 1, hit: 1 } as never),
    ).toThrow();
    for (const colour of ['black', 'blue', 'white', 'red'] as const)
      expect(() => defineCard({ id: 'c', name: 'C', type: 'unit', cost: cost(1, colour), power: 1, hit: 1 })).not.toThrow();
  });

  it('[BD 203-1b, 203-1c:i, 203-2, 203-2b] a card is the colours of its total-cost icon: each of them, or none', () => {
    const game = mainPhase(1, engineWith(twoColour, generic));
    const [twin1, twin2] = [put(game, P1, 'twin-crest', 'energy'), put(game, P1, 'twin-crest', 'energy')];
    const grey = put(game, P1, 'grey-golem', 'energy');
    const blue = put(game, P1, 'plain-blue', 'energy');
    // A two-colour energy card pays a red point or a blue point (it is each colour, 203-1c:i) ...
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'ember-scout', 'hand'), energy: [twin1] } as never);
    settle(game);
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'plain-blue', 'hand'), energy: [twin2] } as never);
    settle(game);
    // ... a generic-icon card has no colour, so it cannot pay a coloured point (203-1b).
    rejects(game, { type: 'play', player: P1, card: put(game, P1, 'plain-blue', 'hand'), energy: [grey] } as never, 'BD_WRONG_COLOUR');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'plain-blue', 'hand'), energy: [blue] } as never);
  });
});

describe('card information (300)', () => {
  const aceOnly = defineCard({
    id: 'ace-hunt',
    name: 'Ace Hunt',
    type: 'command',
    cost: cost(1, 'red'),
    targets: { from: { zone: 'field', player: 'any', where: { all: [{ test: 'unit' }, { test: 'subtype', subtype: 'ace' }] } }, count: 1 },
    effect: [{ do: 'destroy', cards: { var: 'targets' } }],
  });
  const knightHunt = (attribute: string) =>
    defineCard({
      id: `hunt-${attribute.toLowerCase()}`,
      name: `Hunt ${attribute}`,
      type: 'command',
      cost: cost(1, 'red'),
      targets: {
        from: { zone: 'field', player: 'any', where: { all: [{ test: 'unit' }, { test: 'has-attribute', attributes: [attribute] }] } },
        count: 1,
      },
      effect: [{ do: 'destroy', cards: { var: 'targets' } }],
    });
  const cheapHunt = defineCard({
    id: 'cheap-hunt',
    name: 'Cheap Hunt',
    type: 'command',
    cost: cost(1, 'red'),
    targets: { from: { zone: 'field', player: 'any', where: { all: [{ test: 'unit' }, { test: 'total-cost', max: 2 }] } }, count: 1 },
    effect: [{ do: 'destroy', cards: { var: 'targets' } }],
  });
  const heavyRed = defineCard({
    id: 'double-red',
    name: 'Double Red',
    type: 'unit',
    cost: { total: 3, colours: ['red'], coloured: { red: 2 } },
    power: 4000,
    hit: 1,
  });
  const plainTiming = defineCard({
    id: 'no-timing',
    name: 'No Timing',
    type: 'command',
    cost: cost(1, 'blue'),
    effect: [{ do: 'draw', count: 1 }],
  });
  const always = defineCard({
    id: 'icon-bearer',
    name: 'Icon Bearer',
    type: 'unit',
    cost: cost(1, 'red'),
    power: 1000,
    hit: 1,
    abilities: [icon('always', { power: 2000 }), icon('always', { keyword: 'decoy' })],
  });

  it('[BD 302-1, 304-1, 304-3, 304-3a] "Ace unit" means a unit whose type line carries the subtype Ace', () => {
    const game = mainPhase(1, engineWith(aceOnly));
    const ace = put(game, P2, 'blaze-ace', 'field');
    const plain = put(game, P2, 'plain-red', 'field');
    put(game, P1, 'plain-red', 'energy');
    const hunt = put(game, P1, 'ace-hunt', 'hand');
    rejects(game, { type: 'play', player: P1, card: hunt, targets: [plain] }, 'BD_BAD_TARGET');
    ok(game, { type: 'play', player: P1, card: hunt, targets: [ace] });
    settle(game);
    expect(card(game, ace)).toBeUndefined();
  });

  it('[BD 305-1, 305-2, 305-2a, 305-2b] a card with several attributes has each of them; a card with none has none', () => {
    const game = mainPhase(1, engineWith(knightHunt('Knight'), knightHunt('Undead')));
    const knight = put(game, P2, 'crypt-knight', 'field'); // Undead / Knight
    const plain = put(game, P2, 'plain-red', 'field'); // no attribute
    for (let i = 0; i < 2; i++) put(game, P1, 'plain-red', 'energy');
    for (const hunt of ['hunt-knight', 'hunt-undead']) {
      const id = put(game, P1, hunt, 'hand');
      rejects(game, { type: 'play', player: P1, card: id, targets: [plain] }, 'BD_BAD_TARGET');
      expect(game.legalActions()).toContainEqual({ type: 'play', player: P1, card: id, targets: [knight] });
    }
  });

  it('[BD 306-1, 306-2a:i, 306-2b, 306-2c] the coloured points must be paid in their colour, the generic ones in any', () => {
    const game = mainPhase(1, engineWith(heavyRed));
    clear(game, P1, 'energy');
    const [r1, r2] = [put(game, P1, 'plain-red', 'energy'), put(game, P1, 'plain-red', 'energy')];
    const [b1, b2] = [put(game, P1, 'plain-blue', 'energy'), put(game, P1, 'plain-blue', 'energy')];
    const unit = put(game, P1, 'double-red', 'hand');
    // Total 3 = 2 red + 1 generic.
    rejects(game, { type: 'play', player: P1, card: unit, energy: [r1, b1, b2] }, 'BD_WRONG_COLOUR');
    rejects(game, { type: 'play', player: P1, card: unit, energy: [r1, r2] }, 'BD_WRONG_AMOUNT');
    ok(game, { type: 'play', player: P1, card: unit, energy: [r1, r2, b1] });
    expect(card(game, b2)!.status['rested']).not.toBe(true);
  });

  it('[BD 306-3] "cost" in a text means the total cost', () => {
    const game = mainPhase(1, engineWith(cheapHunt));
    const cheap = put(game, P2, 'plain-red', 'field'); // total 2
    const dear = put(game, P2, 'big-red', 'field'); // total 3
    put(game, P1, 'plain-red', 'energy');
    const hunt = put(game, P1, 'cheap-hunt', 'hand');
    rejects(game, { type: 'play', player: P1, card: hunt, targets: [dear] }, 'BD_BAD_TARGET');
    ok(game, { type: 'play', player: P1, card: hunt, targets: [cheap] });
  });

  it('[BD 307-1a, 307-1b, 307-2] a card with no play-timing mark is Normal: only a main action; a Quick card may answer', () => {
    expect((plainTiming as { timing?: string }).timing).toBe('normal');
    const game = mainPhase(1, engineWith(plainTiming));
    for (let i = 0; i < 2; i++) put(game, P2, 'plain-blue', 'energy');
    const normal = put(game, P2, 'no-timing', 'hand');
    const quick = put(game, P2, 'quick-insight', 'hand');
    for (let i = 0; i < 2; i++) put(game, P1, 'plain-red', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'scorch', 'hand') });
    passUntil(game, (g) => g.decision?.player === P2);
    rejects(game, { type: 'play', player: P2, card: normal }, 'BD_NOT_MAIN_TIMING');
    expect(game.legalActions()).toContainEqual({ type: 'play', player: P2, card: quick });
  });

  it("[BD 310-3, 310-3a, 1501-1, 1501-2a, 1501-6] icon abilities: a power icon changes this unit's power; an unconditional keyword icon means the card always has the keyword", () => {
    const game = mainPhase(1, engineWith(always));
    const bearer = put(game, P1, 'icon-bearer', 'field');
    expect(power(game, bearer)).toBe(3000);
    expect(keywordList(game, bearer)).toContain('decoy');
  });
});

describe('titles, power and hit (308, 310, 311)', () => {
  const twinTitled = defineCard({
    id: 'twin-titled',
    name: 'Twin Titled',
    type: 'unit',
    subtypes: ['ace'],
    titles: ['Blaze', 'Tide'],
    cost: cost(3, 'blue'),
    power: 5000,
    hit: 1,
  });

  function aceFromHand(ace: string, using: Engine) {
    const game = mainPhase(1, using);
    clear(game, P1, 'territory');
    const territory = put(game, P1, 'tide-spire', 'territory'); // open side "Tide Spire", title Tide
    clear(game, P1, 'energy');
    for (let i = 0; i < 6; i++) put(game, P1, 'plain-blue', 'energy');
    for (let i = 0; i < 3; i++) put(game, P1, 'plain-red', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, ace, 'hand') });
    return { game, territory };
  }

  it('[BD 308-1, 308-2, 308-3] an Ace with several titles opens a territory that holds any one of them', () => {
    const { game, territory } = aceFromHand('twin-titled', engineWith(twinTitled));
    expect(game.decision).toMatchObject({ kind: 'select', player: P1, rule: 'BD 902-3' });
    ok(game, { type: 'choose', player: P1, choice: ['yes'] });
    expect(card(game, territory)!.status['open']).toBe(true);
  });

  it('[BD 308-2] an Ace whose titles the territory does not hold is not offered the opening', () => {
    const { game, territory } = aceFromHand('blaze-ace', engineWith());
    expect(game.decision?.kind).not.toBe('select');
    expect(card(game, territory)!.status['open']).toBeUndefined();
  });

  it("[BD 311-1, 1208-1a, 1208-1e] power is the printed value, then numeric effects; hit is the damage the unit's attack deals a player", () => {
    const game = mainPhase();
    clear(game, P2, 'life');
    for (let i = 0; i < 10; i++) put(game, P2, 'blank-life', 'life'); // no trigger icons: one card per point
    const hitter = put(game, P1, 'twin-hitter', 'field'); // 5000, hit 2
    expect(power(game, hitter)).toBe(5000);
    put(game, P1, 'blaze-citadel', 'territory', { open: true }); // your units +1000
    expect(power(game, hitter)).toBe(6000);
    passUntil(game, (g) => g.decision?.kind === 'declare-attack');
    ok(game, { type: 'attack', player: P1, attacker: hitter, target: P2 });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'no-block', player: P2 });
    passUntil(game, (g) => g.decision?.kind === 'declare-attack');
    expect(count(game, P2, 'life')).toBe(8);
  });
});
