import { describe, expect, it } from 'vitest';
import { abilitiesHeld, addContinuousEffect, moveCard, numericStat, statOf, zoneKey, type Game } from '../src/index.js';
import { contextOf } from '../src/internal.js';
import { give, newGame, opponent, turnPlayer } from './support/board.js';

/*
 * Gaining, losing and copying abilities (the `abilities` stat), and the modifications measured when they
 * resolve. The fixture's Striker has "ACT [rest this]: the opponent takes 1 damage", Phoenix "AUTO: when this
 * goes from the field to the drop zone, draw 1", Guardian "CONT: your other units get +1000 power", Bard
 * "CONT: your other units have 'CONT: this gets +500 power'" (the quoted ability is its `given` one).
 */

function cast(game: Game, card: string): void {
  const player = turnPlayer(game);
  const outcome = game.act({ type: 'cast', player, card: give(game, player, 'hand', card) });
  expect(outcome.ok).toBe(true);
}

function gain(game: Game, card: string, ref: string): void {
  addContinuousEffect(contextOf(game), {
    layer: 'add',
    controller: turnPlayer(game),
    cards: [card],
    stat: 'abilities',
    modification: { grant: ref },
    duration: 'turn',
  });
}

describe('gained abilities', () => {
  it('[kernel abilities] a card holds its printed abilities but not the text it gives; what it gives applies to the others', () => {
    const game = newGame();
    const a = turnPlayer(game);
    const bard = give(game, a, 'field', 'bard', 'left');
    const soldier = give(game, a, 'field', 'soldier', 'center');
    const ctx = contextOf(game);
    expect(abilitiesHeld(ctx, ctx.state.cards[bard]!).map((h) => `${h.card}#${h.index}`)).toEqual(['bard#0']);
    expect(abilitiesHeld(ctx, ctx.state.cards[soldier]!).map((h) => `${h.card}#${h.index}`)).toEqual(['bard#1']);
    // The given "+500" works on the soldier that holds it, not on the bard, which does not.
    expect(numericStat(ctx, soldier, 'power')).toBe(2500);
    expect(numericStat(ctx, bard, 'power')).toBe(1000);
  });

  it('[kernel abilities] a gained activated ability can be played from the card that gained it, with its own usage count', () => {
    const game = newGame();
    const [a, b] = [turnPlayer(game), opponent(game)];
    const soldier = give(game, a, 'field', 'soldier', 'left');
    expect(game.legalActions(a).some((x) => x.type === 'activate' && x['card'] === soldier)).toBe(false);
    cast(game, 'drill');
    const offered = game.legalActions(a).find((x) => x.type === 'activate' && x['card'] === soldier);
    expect(offered).toMatchObject({ ability: 0, text: 'striker' });
    const damage = (): number => game.state.zones[`${b}/damage`]!.length;
    const before = damage();
    expect(game.act(offered!).ok).toBe(true);
    expect(damage()).toBe(before + 1);
    expect(game.state.cards[soldier]!.status['rested']).toBe(true);
    // Its cost rested the soldier (and the Striker text allows once per turn, counted for this card's copy).
    expect(game.legalActions(a).some((x) => x.type === 'activate' && x['card'] === soldier)).toBe(false);
    // Naming the text of an ability the card does not hold is refused.
    const brute = give(game, a, 'field', 'brute', 'right');
    expect(game.act({ type: 'activate', player: a, card: brute, ability: 0, text: 'striker' }).ok).toBe(false);
  });

  it('[kernel abilities] a gained automatic ability triggers from the card that gained it, read as it was when it left', () => {
    const game = newGame();
    const a = turnPlayer(game);
    const soldier = give(game, a, 'field', 'soldier', 'left');
    const other = give(game, a, 'field', 'soldier', 'center');
    gain(game, soldier, 'phoenix#0');
    const ctx = contextOf(game);
    moveCard(ctx, other, zoneKey(a, 'drop'));
    expect(ctx.state.pending).toEqual([]);
    moveCard(ctx, soldier, zoneKey(a, 'drop'));
    expect(ctx.state.pending).toMatchObject([{ source: soldier, card: 'phoenix', ability: 0, controller: a }]);
  });

  it('[kernel abilities] losing every ability by a set to none stops a printed continuous ability', () => {
    const game = newGame();
    const a = turnPlayer(game);
    const guardian = give(game, a, 'field', 'guardian', 'left');
    const soldier = give(game, a, 'field', 'soldier', 'center');
    const ctx = contextOf(game);
    expect(numericStat(ctx, soldier, 'power')).toBe(3000);
    addContinuousEffect(ctx, {
      layer: 'set',
      controller: a,
      cards: [guardian],
      stat: 'abilities',
      modification: { set: [] },
      duration: 'turn',
    });
    expect(numericStat(ctx, soldier, 'power')).toBe(2000);
    expect(abilitiesHeld(ctx, ctx.state.cards[guardian]!)).toEqual([]);
  });

  it('[kernel abilities] "has the same power and abilities as" copies the other card’s current values while it lasts', () => {
    const game = newGame();
    const [a, b] = [turnPlayer(game), opponent(game)];
    const soldier = give(game, a, 'field', 'soldier', 'left');
    const model = give(game, b, 'field', 'guardian', 'left');
    const ctx = contextOf(game);
    cast(game, 'imitate');
    // The soldier is now a 1000-power card with Guardian's CONT (other units of its controller get +1000).
    expect(numericStat(ctx, soldier, 'power')).toBe(1000);
    expect(abilitiesHeld(ctx, ctx.state.cards[soldier]!).map((h) => `${h.card}#${h.index}`)).toEqual(['guardian#0']);
    const ally = give(game, a, 'field', 'soldier', 'center');
    expect(numericStat(ctx, ally, 'power')).toBe(3000);
    // It follows the model's current value: a later +2000 on the model shows on the copy.
    addContinuousEffect(ctx, { layer: 'add', controller: b, cards: [model], stat: 'power', modification: { add: 2000 }, duration: 'turn' });
    expect(numericStat(ctx, soldier, 'power')).toBe(3000);
    expect(statOf(ctx, model, 'power')).toBe(3000);
  });
});

describe('modifications measured when they resolve', () => {
  it('[kernel 11.11.4.1] "raise or lower to a value" adds each card’s difference at resolution, which then stays', () => {
    const game = newGame();
    const a = turnPlayer(game);
    const soldier = give(game, a, 'field', 'soldier', 'left');
    const brute = give(game, a, 'field', 'brute', 'center');
    const ctx = contextOf(game);
    cast(game, 'level');
    expect([numericStat(ctx, soldier, 'power'), numericStat(ctx, brute, 'power')]).toEqual([5000, 5000]);
    expect(ctx.state.effects.filter((e) => e.stat === 'power').map((e) => e.modification)).toEqual([{ add: 3000 }, { add: 2000 }]);
    // A later +1000 is not undone: the difference was fixed when it resolved.
    addContinuousEffect(ctx, {
      layer: 'add',
      controller: a,
      cards: [soldier],
      stat: 'power',
      modification: { add: 1000 },
      duration: 'turn',
    });
    expect(numericStat(ctx, soldier, 'power')).toBe(6000);
  });

  it('[kernel 11.11.4.1.1] "doubles" adds the value the card has at resolution', () => {
    const game = newGame();
    const a = turnPlayer(game);
    const brute = give(game, a, 'field', 'brute', 'center');
    const ctx = contextOf(game);
    cast(game, 'double-up');
    expect(numericStat(ctx, brute, 'power')).toBe(6000);
    addContinuousEffect(ctx, { layer: 'add', controller: a, cards: [brute], stat: 'power', modification: { add: 1000 }, duration: 'turn' });
    expect(numericStat(ctx, brute, 'power')).toBe(7000);
  });

  it('[kernel 11.11.8] nullifying ends every effect on the card as a whole, for the other cards it affected too', () => {
    const game = newGame();
    const [a, b] = [turnPlayer(game), opponent(game)];
    const left = give(game, b, 'field', 'soldier', 'left');
    const mine = give(game, a, 'field', 'soldier', 'left');
    const ctx = contextOf(game);
    addContinuousEffect(ctx, {
      layer: 'add',
      controller: b,
      cards: [left, mine],
      stat: 'power',
      modification: { add: 1000 },
      duration: 'turn',
    });
    addContinuousEffect(ctx, { layer: 'add', controller: a, cards: [mine], stat: 'power', modification: { add: 500 }, duration: 'turn' });
    expect(numericStat(ctx, mine, 'power')).toBe(3500);
    cast(game, 'dispel');
    expect(numericStat(ctx, left, 'power')).toBe(2000);
    // The effect that also gave my unit +1000 ended with it; the one only on my unit stays.
    expect(numericStat(ctx, mine, 'power')).toBe(2500);
  });
});
