import type { DeckList } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { decks } from '../src/cards/decks.js';
import { P1, P2, card, count, mainPhase, ok, passUntil, power, put, zone } from './board.js';
import { engine } from './support.js';

type Game = ReturnType<typeof mainPhase>;
const energy = (game: Game, player: string, id: string, n: number) => {
  for (let i = 0; i < n; i++) put(game, player, id, 'energy');
};
const settle = (game: Game) =>
  passUntil(game, (g) => g.decision?.kind !== 'play' || (g.state.stack.length === 0 && g.position().window === 'main'));
const options = (game: Game) => (game.decision as unknown as { options: { id: string }[] }).options.map((o) => o.id);
const codes = (deck: DeckList) => engine.validateDeck('build-divide', deck);
const relic = decks.find((d) => d.name === 'relic')!;

describe('deck-construction abilities (601-2)', () => {
  it("[BD 601-2] a card's deck-construction ability replaces the copy limit for its name: 8 Relic Thralls are legal, 9 are not", () => {
    expect(codes(relic)).toEqual([]);
    const nine = { ...relic, main: [...relic.main.filter((id) => id !== 'seed-relic'), 'relic-thrall'] };
    expect(nine.main.filter((id) => id === 'relic-thrall')).toHaveLength(9);
    expect(codes(nine)).toContainEqual(expect.objectContaining({ code: 'BD_TOO_MANY_COPIES', rule: 'BD 601-2' }));
    // Without the ability, 5 copies of a name are too many (601-1b).
    const five = { ...relic, main: [...relic.main.filter((id) => id !== 'seed-relic'), 'tide-sprite'] };
    expect(codes(five)).toContainEqual(expect.objectContaining({ code: 'BD_TOO_MANY_COPIES', rule: 'BD 601-1b' }));
  });

  it('[BD 601-2a] the ability speaks of "the deck": the main deck; the D-deck keeps the limit of 4', () => {
    const dDeck = {
      ...relic,
      extra: { ...relic.extra, 'd-deck': ['relic-thrall', 'relic-thrall', 'relic-thrall', 'relic-thrall', 'relic-thrall'] },
    };
    expect(codes(dDeck)).toContainEqual(expect.objectContaining({ code: 'BD_TOO_MANY_COPIES', rule: 'BD 601-1b' }));
    const four = { ...relic, extra: { ...relic.extra, 'd-deck': ['relic-thrall', 'relic-thrall', 'relic-thrall', 'relic-thrall'] } };
    expect(codes(four)).toEqual([]);
  });
});

describe('"at the start of the game" abilities (602-1f, 602-1k)', () => {
  function relicGame(seed = 3) {
    const game = engine.create({ title: 'build-divide', seed, players: [{ deck: 'relic' }, { deck: 'relic' }] });
    const first = game.state.turn.firstPlayer;
    const second = first === P1 ? P2 : P1;
    return { game, first, second };
  }
  const moves = (game: Game) => game.state.log.map((e, i) => ({ ...e, i })).filter((e) => e.type === 'moved');

  it('[BD 602-1f] before the opening hands and mulligans, a deck card whose game-start ability moves it out of the deck does so, and that deck is shuffled again', () => {
    const { game, first, second } = relicGame();
    const log = game.state.log;
    const toEnergy = moves(game).filter((e) => e.detail?.['definition'] === 'seed-relic');
    expect(toEnergy.map((e) => e.detail?.['to'])).toEqual([`${first}/energy`, `${second}/energy`]);
    for (const [k, player] of [first, second].entries()) {
      const shuffled = log.findIndex((e, i) => i > toEnergy[k]!.i && e.type === 'shuffled' && e.detail?.['zone'] === `${player}/deck`);
      expect(shuffled).toBeGreaterThan(toEnergy[k]!.i);
    }
    // Now comes the first mulligan (602-1h): the opening hands are dealt, Seed Relic is not among them.
    expect(game.decision).toMatchObject({ kind: 'select', player: first, rule: 'BD 602-1h' });
    expect(count(game, first, 'hand')).toBe(5);
    expect(zone(game, first, 'energy').map((id) => card(game, id)!.card)).toEqual(['seed-relic']);
    expect(zone(game, first, 'deck').some((id) => card(game, id)!.card === 'seed-relic')).toBe(false);
  });

  it("[BD 602-1k, 602-1k:i] after life and energy, the territories' game-start abilities are carried out: all of the first player's, then the second's", () => {
    const { game, first, second } = relicGame();
    ok(game, { type: 'choose', player: first, choice: ['no'] });
    expect(count(game, first, 'hand')).toBe(5); // not yet: it comes after 602-1i and 602-1j
    ok(game, { type: 'choose', player: second, choice: ['no'] });
    expect(count(game, first, 'hand')).toBe(6);
    expect(count(game, second, 'hand')).toBe(6);
    expect(count(game, first, 'energy')).toBe(3); // 2 from 602-1j and Seed Relic
    const draws = moves(game).filter((e) => e.detail?.['reason'] === 'draw');
    expect(draws.map((e) => e.player ?? e.detail?.['by'])).toEqual([first, second]);
    const lastEnergy = moves(game)
      .filter((e) => e.detail?.['reason'] === 'setup' && String(e.detail?.['to']).endsWith('/energy'))
      .at(-1)!;
    expect(draws[0]!.i).toBeGreaterThan(lastEnergy.i);
  });
});

describe('X000, preventing damage, discarding auras (522, 519-1a, 523-2)', () => {
  it('[BD 522, 522-1] X000 is 1000 times X: with 3 units of yours, Tally Bolt deals 3000 damage', () => {
    const game = mainPhase();
    energy(game, P1, 'iron-saint', 2);
    for (let i = 0; i < 3; i++) put(game, P1, 'plain-red', 'field');
    const victim = put(game, P2, 'heavy-red', 'field');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'tally-bolt', 'hand'), targets: [victim] });
    settle(game);
    expect(card(game, victim)!.status['damage']).toBe(3000);
  });

  it('[BD 519-1a] "prevent all the next damage" to a unit: the next damage to it is not dealt, the one after is', () => {
    const game = mainPhase();
    energy(game, P1, 'plain-blue', 1);
    energy(game, P1, 'plain-red', 2);
    const mine = put(game, P1, 'heavy-red', 'field');
    const theirs = put(game, P2, 'big-red', 'field');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'ward-sigil', 'hand'), targets: [mine] });
    settle(game);
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'duel-strike', 'hand'), targets: [theirs] });
    settle(game);
    expect(card(game, mine)!.status['damage']).toBeUndefined();
    expect(card(game, theirs)!.status['damage']).toBe(3000); // the other unit's damage is not prevented
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'duel-strike', 'hand'), targets: [theirs] });
    settle(game);
    expect(card(game, mine)!.status['damage']).toBe(3000);
  });

  it('[BD 523-2] "discard all auras from a unit": every card it has as an aura goes to the graveyard, and their modifiers end', () => {
    const game = mainPhase();
    energy(game, P1, 'white-energy', 2);
    energy(game, P1, 'iron-saint', 1);
    const unit = put(game, P1, 'heavy-red', 'field');
    const other = put(game, P1, 'heavy-red', 'field');
    for (const host of [unit, unit, other]) {
      ok(game, { type: 'play', player: P1, card: put(game, P1, 'class-rite', 'hand'), targets: [host] });
      settle(game);
    }
    expect(power(game, unit)).toBe(6000);
    const graveyard = count(game, P1, 'graveyard');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'aura-strip', 'hand'), targets: [unit] });
    settle(game);
    expect(power(game, unit)).toBe(4000);
    expect(power(game, other)).toBe(5000); // another unit's aura stays
    expect(zone(game, P1, 'graveyard').filter((id) => card(game, id)!.card === 'class-card')).toHaveLength(2);
    expect(count(game, P1, 'graveyard')).toBe(graveyard + 3); // the two auras and Aura Strip
  });
});

describe('第九層シバルバー/ORT: naming the unit side (1701, 1702-1a, 1702-1d)', () => {
  it('[BD 1701, 1701-1, 1702-1d, 1702-1d:i] a reference to the unit side\'s name finds the card in the graveyard, and moving it "as" that unit puts it unit side up', () => {
    const game = mainPhase();
    energy(game, P1, 'plain-blue', 2);
    const vault = put(game, P1, 'sunken-vault', 'graveyard');
    put(game, P1, 'tide-spire', 'graveyard'); // a territory with no unit side is not "Vault Colossus"
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'vault-diver', 'hand') });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(options(game)).toEqual([vault]);
    ok(game, { type: 'choose', player: P1, choice: [vault] });
    settle(game);
    // It goes onto the field showing its unit side (the kernel's card face), the card that was in the graveyard.
    const colossus = zone(game, P1, 'field').find((id) => card(game, id)!.card === 'sunken-vault-unit-side')!;
    expect(card(game, colossus)!.serial).toBe(game.state.lastKnown[vault]!.serial);
    expect(power(game, colossus)).toBe(6000);
    expect(game.view(P2).zones[`${P1}/field`]!.cards.find((c) => c.id === colossus)!.stats).toEqual({ power: 6000, hit: 2 });
  });

  it('[BD 1702-1a] the sides are named apart: with its unit side up on the field the card is "Vault Colossus", not "Sunken Vault"', () => {
    const game = mainPhase();
    energy(game, P1, 'plain-blue', 3);
    const vault = put(game, P1, 'sunken-vault', 'graveyard');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'vault-diver', 'hand') });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'choose', player: P1, choice: [vault] });
    settle(game);
    const hand = count(game, P1, 'hand');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'colossus-roll-call', 'hand') });
    settle(game);
    expect(count(game, P1, 'hand')).toBe(hand + 1); // 1 for the Colossus, none for "Sunken Vault"
  });
});
