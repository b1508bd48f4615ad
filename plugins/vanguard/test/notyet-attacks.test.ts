import { describe, expect, it } from 'vitest';
import type { Game } from '@tcgkit/kernel';
import { A, B, buildBoard, ok, onCircle, zone } from './support/board.js';
import { notYetCards } from './support/notyet-cards.js';

/* 7.36.1 and 7.36.3: attacks an effect gives outside a battle (src/verbs/effect-attacks.ts). */

const engine = { cards: notYetCards };
const rules = { playTimings: 'rules' as const, engine };
const logTypes = (game: Game, ...types: string[]) => game.state.log.filter((e) => types.includes(e.type)).map((e) => e.type);

describe('attacks given in the main phase (7.36.1)', () => {
  it('[VG 7.36.1, 10.2.1] "this unit attacks" resolved in the main phase: after its check timing the attack process runs, then the main phase goes on', () => {
    const { game, id } = buildBoard(
      { vc: 'U3', fl: 'NY-CHARGER', hand: ['U1'], deck: ['F', 'F', 'F'] },
      { vc: 'U3', deck: ['F', 'F', 'F'] },
      rules,
    );
    game.startStep('main', 'main');
    ok(game, { type: 'activate', player: A, card: id('a.fl'), ability: 0 });
    // The attack process: a battle with the designated pair, at B's guard step.
    expect(game.state.log.filter((e) => e.type === 'attacks').map((e) => e.detail?.['card'])).toEqual([id('a.fl')]);
    expect(game.decision).toMatchObject({ player: B });
    ok(game, { type: 'pass', player: B });
    // The battle ended (10000 vs 13000: no hit): A is in the main phase again, and may still call.
    expect(game.position().phase).toBe('main');
    expect(game.legalActions(A).some((a) => a.type === 'call')).toBe(true);
    ok(game, { type: 'call', player: A, card: id('a.hand.0'), circle: 'fr' });
    // The main phase began once; the battle phase begins after it with its own start.
    expect(logTypes(game, 'start-of-main-phase')).toHaveLength(1);
    expect(logTypes(game, 'start-of-battle-phase')).toHaveLength(0);
    ok(game, { type: 'pass', player: A });
    expect(logTypes(game, 'start-of-battle-phase')).toHaveLength(1);
    expect(game.position()).toMatchObject({ phase: 'battle', step: 'start' });
  });
});

describe('attacks by several units (7.36.3)', () => {
  it('[VG 7.36.3] "your front-row rear-guards attack": the turn fighter chooses which attacks first, then the other attacks', () => {
    const { game, id } = buildBoard(
      { vc: 'U3', fl: 'U1', fr: 'U2', hand: ['NY-CHARGE-ALL'], deck: ['F', 'F', 'F'] },
      { vc: 'U3', deck: ['F', 'F', 'F'] },
      rules,
    );
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(game.decision).toMatchObject({ kind: 'select', player: A, rule: 'VG 7.36.3' });
    const offered = (game.decision as { options: { id: string }[] }).options.map((o) => o.id).sort();
    expect(offered).toEqual([id('a.fl'), id('a.fr')].sort());
    ok(game, { type: 'choose', player: A, choice: [id('a.fr')] });
    const attackers = () => game.state.log.filter((e) => e.type === 'attacks').map((e) => e.detail?.['card']);
    expect(attackers()).toEqual([id('a.fr')]);
    ok(game, { type: 'pass', player: B }); // guard step of the first battle
    // The other one attacks without a choice (one left), then the main phase goes on.
    expect(attackers()).toEqual([id('a.fr'), id('a.fl')]);
    ok(game, { type: 'pass', player: B });
    expect(game.position().phase).toBe('main');
    expect(game.decision).toMatchObject({ player: A });
  });
});

describe('the unit an effect means when it names none (11.8.5.3)', () => {
  it('[VG 11.8.5.3] "when this unit attacks, power +10000" with no unit named raises the unit whose ability it is', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'NY-IMPLICIT', deck: ['F', 'F'] }, { vc: 'U3', hand: ['F'] }, rules);
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.fl'), target: id('b.vc') });
    expect(game.stat(id('a.fl'), 'power')).toBe(18000);
    expect(game.stat(id('a.vc'), 'power')).toBe(13000);
  });
});

describe('a unit put on the attacking unit’s circle (10.4.1.11)', () => {
  it('[VG 10.4.1.11] a unit called onto the attacking rear-guard’s circle during the battle is not the attacking unit', () => {
    const { game, id } = buildBoard(
      { vc: 'U3', fl: 'NY-RELIEVER', hand: ['U1'], deck: ['F', 'F'] },
      { vc: 'U3', hand: ['F'], deck: ['F'] },
      rules,
    );
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.fl'), target: id('b.vc') });
    const called = onCircle(game, A, 'fl')!;
    expect(game.state.cards[called]!.card).toBe('U1');
    const battle = (game.state.data['vanguard'] as { battle: { attacker: string | null } | null }).battle;
    expect(battle).not.toBeNull();
    expect(battle?.attacker).not.toBe(called);
  });
});

describe('calling more cards than there are circles (6.2.3.2.1.1)', () => {
  it('[VG 6.2.3.2.1.1] three cards to two circles: two are called, to different circles, and the third stays in the hand', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['NY-CALL-THREE', 'U1', 'U1', 'U2N'] }, { vc: 'U3' }, rules);
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    ok(game, { type: 'choose', player: A, choice: [id('a.hand.1'), id('a.hand.2'), id('a.hand.3')] });
    for (let i = 0; i < 3 && (game.decision as { rule?: string } | null)?.rule === 'VG 6.2.3.2'; i++) {
      const options = (game.decision as { options: { id: string }[] }).options;
      ok(game, { type: 'choose', player: A, choice: [options[0]!.id] });
    }
    expect([onCircle(game, A, 'fl'), onCircle(game, A, 'fr')].every((c) => c !== undefined)).toBe(true);
    expect(zone(game, A, 'hand')).toHaveLength(1);
  });
});
