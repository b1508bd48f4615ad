import { describe, expect, it } from 'vitest';
import { A, buildBoard, names, ok, onCircle } from './support/board.js';
import { notYetCards } from './support/notyet-cards.js';
import { buddyfightTestCards } from './support/buddyfight-cards.js';
import { infinityOf } from '../src/sets/buddyfight/infinity.js';

/* 11.11.3: dependency between continuous effects, computed by the kernel (`effects/dependency-order.ts`). */

const engine = { cards: notYetCards };
const rules = { playTimings: 'rules' as const, engine };

describe('dependency between continuous effects (11.11.3)', () => {
  it('[VG 11.11.3] an effect whose condition reads the power another changes applies after it, whichever came first', () => {
    // Surge on the board first (the earlier timestamp), Rally called after it: by timestamp Surge would be
    // asked at 8000 and not apply; it depends on Rally's +5000, so it applies after it: 8000 + 5000 + 3000.
    const surgeFirst = buildBoard({ vc: 'U3', fl: 'NY-SURGE', hand: ['NY-RALLY'] }, { vc: 'U3' }, rules);
    surgeFirst.game.startStep('main', 'main');
    ok(surgeFirst.game, { type: 'call', player: A, card: surgeFirst.id('a.hand.0'), circle: 'fr' });
    const rally = onCircle(surgeFirst.game, A, 'fr')!;
    expect(surgeFirst.game.state.cards[surgeFirst.id('a.fl')]!.enteredAt).toBeLessThan(surgeFirst.game.state.cards[rally]!.enteredAt);
    expect(surgeFirst.game.stat(surgeFirst.id('a.fl'), 'power')).toBe(16000);
    // Rally first, Surge called after it: the same value.
    const rallyFirst = buildBoard({ vc: 'U3', fr: 'NY-RALLY', hand: ['NY-SURGE'] }, { vc: 'U3' }, rules);
    rallyFirst.game.startStep('main', 'main');
    ok(rallyFirst.game, { type: 'call', player: A, card: rallyFirst.id('a.hand.0'), circle: 'fl' });
    const surge = onCircle(rallyFirst.game, A, 'fl')!;
    expect(rallyFirst.game.stat(surge, 'power')).toBe(16000);
  });

  it('[VG 11.11.3] what a dependent effect applies to is decided after the effect it depends on: "+2000 if 10000 or less" no longer applies', () => {
    // Underdog first (by timestamp it would apply at 8000: 8000 + 2000 + 5000 = 15000); it depends on Rally's
    // +5000, which is applied first: 13000, and Underdog's condition then fails.
    const { game, id } = buildBoard({ vc: 'U3', fl: 'NY-UNDERDOG', hand: ['NY-RALLY'] }, { vc: 'U3' }, rules);
    game.startStep('main', 'main');
    expect(game.stat(id('a.fl'), 'power')).toBe(10000);
    ok(game, { type: 'call', player: A, card: id('a.hand.0'), circle: 'fr' });
    expect(game.stat(id('a.fl'), 'power')).toBe(13000);
  });
});

describe('魔合成 (7.44.2)', () => {
  it('[VG 7.44.2] an order fused with one that has a CONT gains it: the set order in the order zone gives the vanguard +5000', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['NY-FUSE-SET'], drop: ['NY-AURA-SET'] }, { vc: 'U3' }, rules);
    game.startStep('main', 'main');
    expect(game.stat(id('a.vc'), 'power')).toBe(13000);
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    ok(game, { type: 'choose', player: A, choice: [id('a.drop.0')] });
    expect(names(game, A, 'order-zone')).toEqual(['NY-FUSE-SET']);
    // The fused order stays in the order zone, holding B's CONT: the vanguard gets +5000; B stays in the drop.
    expect(game.stat(id('a.vc'), 'power')).toBe(18000);
    expect(names(game, A, 'drop')).toEqual(['NY-AURA-SET']);
  });
});

describe('the order of modifications (11.11.1.6)', () => {
  it('[VG 11.11.1.6, 11.11.1.7] a modification that does not change a number ("power becomes ∞") applies before every increase, even one made earlier', () => {
    const cards = { engine: { cards: [...buddyfightTestCards, ...notYetCards] } };
    const { game, id } = buildBoard(
      { vc: 'U3', fl: 'BF-INF', hand: ['NY-FOR-EACH'], deck: ['U1'] },
      { vc: 'U3', hand: ['F'], deck: ['U1'] },
      cards,
    );
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') }); // one rear-guard: one +5000, given first
    ok(game, { type: 'choose', player: A, choice: [id('a.fl')] });
    expect(game.stat(id('a.fl'), 'power')).toBe(15000);
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.fl'), target: id('b.vc') }); // its AUTO: power ∞, later
    // ∞ first (11.11.1.6), then the earlier +5000 (11.11.1.7): ∞ with the number 5000 (17.17.12.2).
    expect(infinityOf(game.stat(id('a.fl'), 'power') as number)).toEqual({ infinite: true, number: 5000 });
  });
});
