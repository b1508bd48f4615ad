import { describe, expect, it } from 'vitest';
import { A, B, buildBoard, names, ok } from './support/board.js';
import { notYetCards } from './support/notyet-cards.js';
import { cardProblems } from '@tcgkit/testing';
import { parseCard, vanguardPlugin } from '../src/index.js';

/* Chapter 12's terms issue 16 left "not yet" (src/effect-terms.ts, the kernel's verbs). */

const engine = { cards: notYetCards };
const rules = { playTimings: 'rules' as const, engine };
const options = (decision: unknown) => ((decision as { options: { id: string }[] }).options ?? []).map((o) => o.id).sort();

describe('"for each X, Y" (12.7)', () => {
  it('[VG 12.7.3, 12.7.1] a choice inside the repeated Y cannot take what an earlier repetition chose: three units, two repetitions, two different units', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U1', fr: 'U1', hand: ['NY-FOR-EACH'] }, { vc: 'U3' }, rules);
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(options(game.decision)).toEqual([id('a.vc'), id('a.fl'), id('a.fr')].sort());
    ok(game, { type: 'choose', player: A, choice: [id('a.vc')] });
    // The second repetition: the vanguard chosen by the first is no longer offered.
    expect(options(game.decision)).toEqual([id('a.fl'), id('a.fr')].sort());
    ok(game, { type: 'choose', player: A, choice: [id('a.fl')] });
    expect(game.decision).toMatchObject({ player: A });
    expect([game.stat(id('a.vc'), 'power'), game.stat(id('a.fl'), 'power'), game.stat(id('a.fr'), 'power')]).toEqual([18000, 13000, 8000]);
  });
});

describe('world names (7.43.2.1)', () => {
  const worldOrder = (world: string) => ({
    id: 'NY-WORLD',
    name: 'Test world',
    type: 'order',
    subtype: 'normal',
    grade: 0,
    orderEffect: [{ do: 'become-world', world }],
  });

  it('[VG 7.43.2.1] a world becomes one of 黑夜, 深淵黑夜, 真宵樂園; card data naming another world is refused', () => {
    for (const world of ['黑夜', '深淵黑夜', '真宵樂園']) {
      const card = parseCard(worldOrder(world));
      const { game, id } = buildBoard({ vc: 'U3', hand: ['NY-WORLD'] }, { vc: 'U3' }, { playTimings: 'rules', engine: { cards: [card] } });
      game.startStep('main', 'main');
      ok(game, { type: 'order', player: A, card: id('a.hand.0') });
      expect(game.state.players[0]!.status['world']).toBe(world);
    }
    const problems = cardProblems(vanguardPlugin, [worldOrder('白昼')]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/NY-WORLD.*world/);
  });
});

describe('revealing by effect (7.10.3)', () => {
  it('[VG 7.10.3, 7.10.3.1] a card an effect reveals is shown to the opponent while the effect lasts, and hidden again after it', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U1', hand: ['NY-SHOW', 'U2N', 'U1'] }, { vc: 'U3' }, rules);
    game.startStep('main', 'main');
    const seenByB = () => game.view(B).zones[`${A}/hand`]!.cards.map((c) => c.id);
    expect(seenByB()).toEqual([]);
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    ok(game, { type: 'choose', player: A, choice: [id('a.hand.1')] });
    // The effect goes on (the unit to choose): the revealed card is shown to B meanwhile.
    expect(game.decision).toMatchObject({ kind: 'select', player: A });
    expect(seenByB()).toEqual([id('a.hand.1')]);
    ok(game, { type: 'choose', player: A, choice: [id('a.fl')] });
    expect(game.stat(id('a.fl'), 'power')).toBe(9000);
    // The effect is over: the card is back to being hidden in A's hand.
    expect(seenByB()).toEqual([]);
  });
});

describe('swapping zones (7.8.3)', () => {
  it('[VG 7.8.3] "swap your hand and your soul": the hand’s cards go to the soul and the soul’s to the hand, none going back', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['NY-SWAP-ZONES', 'U1', 'U2N'], soul: ['F'] }, { vc: 'U3' }, rules);
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(names(game, A, 'hand')).toEqual(['F']);
    expect(names(game, A, 'soul').sort()).toEqual(['U1', 'U2N']);
  });
});

describe('an AUTO that cannot be used once pending (12.2.1.2.2)', () => {
  it('[VG 12.2.1.2.2, 11.9.4, 11.6.1.6] the defender’s pending AUTO made unusable by the attacker’s AUTO stays pending, and is removed unplayed when its turn comes', () => {
    const { game, id } = buildBoard(
      { vc: 'NY-SILENCER', deck: ['F', 'F', 'F'] },
      { vc: 'A-DEF', hand: ['F'], deck: ['F', 'F'] },
      { engine },
    );
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.vc') });
    const log = game.state.log;
    const silenced = log.findIndex((e) => e.type === 'ability-played' && e.player === A);
    const removed = log.findIndex((e) => e.type === 'ability-removed' && e.detail?.['rule'] === 'VG 12.2');
    // Both triggered on the attack; the turn fighter's played first (11.6.1.4), then B's was still pending and
    // was removed only when it would have been played.
    expect(silenced).toBeGreaterThanOrEqual(0);
    expect(removed).toBeGreaterThan(silenced);
    expect(log.some((e) => e.type === 'ability-played' && e.player === B)).toBe(false);
    expect(game.stat(id('b.vc'), 'power')).toBe(13000);
    // Nothing left to do: the check timing ends (11.6.1.6) and the battle goes on to B's guard step.
    expect(game.state.pending).toEqual([]);
    expect(game.decision).toMatchObject({ player: B, window: 'guard' });
  });
});
