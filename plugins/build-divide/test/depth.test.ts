import { createEngine, titleModule } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { buildDividePlugin, defineCard } from '../src/index.js';
import { engine } from './support.js';
import { P1, P2, card, clear, count, mainPhase, ok, passUntil, power, put, windowName, zone } from './board.js';

/**
 * Rules that the demo cards of the `frontier` deck use: 予想/的中 (530), "by doing X, Y" (532) and
 * 【境界-「 」】 (1414-3). Positions are set up through `board.ts`.
 */
type G = ReturnType<typeof mainPhase>;
const settle = (game: G) => passUntil(game, (g) => g.state.stack.length === 0 && windowName(g) === 'main');

describe('predict / correct (530)', () => {
  function gambit(top: string | null) {
    const game = mainPhase();
    clear(game, P1, 'deck');
    if (top !== null) {
      put(game, P1, top, 'deck');
      put(game, P1, 'blank-life', 'deck');
    }
    put(game, P1, 'plain-blue', 'energy');
    const hand = count(game, P1, 'hand');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'oracle-gambit', 'hand') });
    expect(game.decision).toMatchObject({ kind: 'select', player: P1, rule: 'BD 530-1' });
    return { game, hand };
  }

  it('[BD 530-1, 530-2] the controller chooses one option; when it holds for the revealed card the prediction is correct', () => {
    const { game, hand } = gambit('pyre-bolt');
    expect((game.decision as { options: { label: string }[] }).options.map((o) => o.label)).toEqual(['a unit', 'a command']);
    ok(game, { type: 'choose', player: P1, choice: ['1'] }); // a command
    settle(game);
    expect(count(game, P1, 'hand')).toBe(hand + 2);
  });

  it('[BD 530-2] a wrong prediction is not correct', () => {
    const { game, hand } = gambit('pyre-bolt');
    ok(game, { type: 'choose', player: P1, choice: ['0'] }); // a unit
    settle(game);
    expect(count(game, P1, 'hand')).toBe(hand + 1);
    expect(zone(game, P1, 'hand').map((id) => card(game, id)!.card)).toContain('pyre-bolt');
  });

  it('[BD 530-2a] when whether the option holds cannot be determined (no card to reveal), it is not correct', () => {
    const { game, hand } = gambit(null);
    ok(game, { type: 'choose', player: P1, choice: ['0'] });
    settle(game);
    // Only the last "draw 1" (from the life zone, the deck being empty: 507-1a).
    expect(count(game, P1, 'hand')).toBe(hand + 1);
  });
});

describe('by doing X, Y (532)', () => {
  function tithe(extraEnergy: number) {
    const game = mainPhase();
    clear(game, P1, 'energy');
    for (let i = 0; i < 1 + extraEnergy; i++) put(game, P1, 'plain-red', 'energy');
    const life = count(game, P2, 'life');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'ember-tithe', 'hand') });
    passUntil(game, (g) => g.decision?.kind !== 'play' || (g.state.stack.length === 0 && windowName(g) === 'main'));
    return { game, life };
  }

  it('[BD 532-1, 532-1a] the player chooses to do X; then X is done, and Y', () => {
    const { game, life } = tithe(1);
    expect(game.decision).toMatchObject({ kind: 'select', player: P1 });
    ok(game, { type: 'choose', player: P1, choice: ['yes'] });
    settle(game);
    expect(zone(game, P1, 'energy').every((id) => card(game, id)!.status['rested'] === true)).toBe(true);
    expect(count(game, P2, 'life')).toBe(life - 1);
  });

  it('[BD 532-1b] choosing not to do X does nothing', () => {
    const { game, life } = tithe(1);
    ok(game, { type: 'choose', player: P1, choice: ['no'] });
    settle(game);
    expect(zone(game, P1, 'energy').filter((id) => card(game, id)!.status['rested'] !== true)).toHaveLength(1);
    expect(count(game, P2, 'life')).toBe(life);
  });

  it('[BD 532-1a:i] X that cannot be done in full cannot be chosen: nobody is asked and Y does not happen', () => {
    const { game, life } = tithe(0);
    expect(game.decision?.kind).toBe('play');
    expect(game.state.stack).toHaveLength(0);
    expect(count(game, P2, 'life')).toBe(life);
  });
});

describe('【境界-「 」】 (1414-3)', () => {
  for (const [energy, active] of [
    [['plain-red', 'plain-blue'], true],
    [['plain-red', 'plain-red'], false],
    [['plain-red', 'plain-blue', 'white-energy'], false],
    [['dual-energy'], true],
  ] as [string[], boolean][]) {
    it(`[BD 1414-3, 1414-3a] energy of ${energy.join(' + ')}: the colours are ${active ? 'exactly two: active' : 'not exactly two: inactive'}`, () => {
      const game = mainPhase();
      clear(game, P1, 'energy');
      for (const id of energy) put(game, P1, id, 'energy');
      const knight = put(game, P1, 'border-knight', 'field');
      expect(power(game, knight)).toBe(active ? 5000 : 3000);
    });
  }
});

describe('infinite loops (1602)', () => {
  // A unit that returns itself to hand on entering, and a gate that puts every unit returned to its
  // controller's hand from the field back onto the field: both mandatory, so nobody can stop the loop.
  const wisp = defineCard({
    id: 'restless-wisp',
    name: 'Restless Wisp',
    type: 'unit',
    cost: { total: 1, colours: ['blue'] },
    power: 1000,
    hit: 1,
    abilities: [
      {
        kind: 'automatic',
        trigger: { event: 'entered', match: { test: 'event', self: true } },
        effect: [{ do: 'move', cards: 'self', to: 'hand' }],
      },
    ],
  });
  const gate = defineCard({
    id: 'recurring-gate',
    name: 'Recurring Gate',
    type: 'unit',
    cost: { total: 1, colours: ['blue'] },
    power: 1000,
    hit: 1,
    abilities: [
      {
        kind: 'automatic',
        trigger: { event: 'moved', match: { test: 'event', 'from-zone': 'field', 'to-zone': 'hand' } },
        effect: [{ do: 'put-onto-field', cards: 'event-card' }],
      },
    ],
  });
  const loopEngine = createEngine([titleModule({ ...buildDividePlugin, cards: [...(buildDividePlugin.cards ?? []), wisp, gate] })]);

  it('[BD 1602-1, 1602-1d] a loop that no player can stop ends the game in a draw', { timeout: 30_000 }, () => {
    const game = mainPhase(1, loopEngine);
    for (const player of [P1, P2]) clear(game, player, 'hand');
    clear(game, P1, 'energy');
    put(game, P1, 'recurring-gate', 'field');
    put(game, P1, 'plain-blue', 'energy');
    put(game, P1, 'restless-wisp', 'hand');
    put(game, P1, 'plain-blue', 'hand'); // keeps the main window offered
    ok(game, { type: 'play', player: P1, card: zone(game, P1, 'hand').find((id) => card(game, id)!.card === 'restless-wisp')! });
    passUntil(game, (g) => g.result !== null);
    expect(game.result).toMatchObject({ kind: 'draw', rule: 'BD 1602-1d' });
  });
});

describe('skills (533)', () => {
  it('[BD 533-1, 533-2, 533-3] "activate the skill" runs the card\'s skill procedure, and that counts as the skill being activated', () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    for (let i = 0; i < 2; i++) put(game, P1, 'plain-red', 'energy');
    const hand = count(game, P1, 'hand');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'skill-adept', 'hand') });
    settle(game);
    const adept = zone(game, P1, 'field')[0]!;
    expect(count(game, P1, 'hand')).toBe(hand + 1); // the skill: draw 1
    expect(power(game, adept)).toBe(4000); // "when its skill is activated"
  });

  it("[BD 533-1a] the skill is not an ability: the card's ability list does not hold it", () => {
    const abilities = engine.title('build-divide').abilitiesOf('skill-adept');
    expect(abilities).toHaveLength(2);
    expect(abilities.every((a) => a.kind === 'automatic')).toBe(true);
  });
});

describe('double-faced territories with a unit side (1702)', () => {
  function vaultBoard(graveyard: number) {
    const game = mainPhase();
    clear(game, P1, 'territory');
    const vault = put(game, P1, 'sunken-vault', 'territory');
    for (let i = 0; i < graveyard; i++) put(game, P1, 'blank-life', 'graveyard');
    clear(game, P1, 'energy');
    for (let i = 0; i < 3; i++) put(game, P1, 'plain-blue', 'energy');
    return { game, vault };
  }

  it('[BD 1702-1, 1702-2, 1702-2a, 1702-2b] while its condition holds it is played from the territory zone as its unit side, and enters as that unit', () => {
    const { game, vault } = vaultBoard(4);
    expect(game.legalActions()).toContainEqual({ type: 'play', player: P1, card: vault });
    put(game, P2, 'plain-blue', 'energy');
    put(game, P2, 'quick-insight', 'hand'); // P2 may answer: the card waits in the resolution zone
    const serial = card(game, vault)!.serial;
    ok(game, { type: 'play', player: P1, card: vault });
    const waiting = game.state.stack.length;
    expect(waiting).toBe(1);
    // 1702-2a: in the resolution zone it already is its unit side.
    expect(card(game, game.state.stack[0]!.source!)!.card).toBe('sunken-vault-unit-side');
    settle(game);
    const [colossus] = zone(game, P1, 'field');
    // The same card object shows its unit side: the kernel's card face (`setCardFace`).
    expect(card(game, colossus!)!.card).toBe('sunken-vault-unit-side');
    expect(card(game, colossus!)!.serial).toBe(serial);
    expect(power(game, colossus!)).toBe(6000);
    expect(game.view(P2).zones[`${P1}/field`]!.cards[0]!.stats).toEqual({ power: 6000, hit: 2 });
    expect(count(game, P1, 'territory')).toBe(0);
  });

  it('[BD 1702-2, 401-2a] without its condition (4 cards in the graveyard: 3 is not enough) it cannot be played from the territory zone', () => {
    const { game, vault } = vaultBoard(3);
    expect(game.legalActions()).not.toContainEqual({ type: 'play', player: P1, card: vault });
    const result = game.act({ type: 'play', player: P1, card: vault });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'BD_CONDITION', rule: 'BD 1702-2' });
  });

  it('[BD 1702-1b, 1702-1c] once it leaves the field it is the territory side again', () => {
    const { game, vault } = vaultBoard(4);
    ok(game, { type: 'play', player: P1, card: vault });
    settle(game);
    const colossus = zone(game, P1, 'field')[0]!;
    for (let i = 0; i < 2; i++) put(game, P1, 'plain-blue', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'mist-step', 'hand'), targets: [colossus] });
    settle(game);
    // The object that left the field showed the unit side; the new one in the hand shows the territory side.
    expect(game.state.lastKnown[colossus]!.card).toBe('sunken-vault-unit-side');
    const inHand = zone(game, P1, 'hand').find((id) => card(game, id)!.serial === game.state.lastKnown[colossus]!.serial)!;
    expect(card(game, inHand)!.card).toBe('sunken-vault');
    // Its type is then its territory face's (no unit or aura status overrides it).
    expect(card(game, inHand)!.status['unit']).toBeUndefined();
    expect(card(game, inHand)!.status['aura']).toBeUndefined();
    expect(engine.title('build-divide').cards.get('sunken-vault')?.type).toBe('territory');
  });
});
