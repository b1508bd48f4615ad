/**
 * Attack targets and the kernel's restrictions: "cannot be attacked" is a restriction the kernel reads
 * (`attackRestriction`) when an attack's target is chosen; Resist ("cannot be chosen by the opponent's card
 * effects") is not, since choosing an attack target is no card effect.
 */
import { describe, expect, it } from 'vitest';
import { A, B, buildBoard, ok, rejected } from './support/board.js';

describe('attack targets obey the kernel restrictions (10.4.1.6)', () => {
  it('[VG 10.4.1.6, 10.4.1.7.1] a unit an effect makes unattackable is no legal target: never listed, and rejected when named', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2' }, { vc: 'U3', fl: 'U2-UNATTACKABLE', fr: 'U2N', hand: ['F'] });
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    const targets = new Set(game.legalActions().flatMap((action) => (action.type === 'attack' ? [action['target']] : [])));
    expect(targets).toEqual(new Set([id('b.vc'), id('b.fr')]));
    rejected(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.fl') }, 'VG_CANNOT_BE_ATTACKED');
    ok(game, { type: 'attack', player: A, attacker: id('a.fl'), target: id('b.fr') });
  });

  it('[VG 14.15.1, 10.4.1.6] Resist does not keep a unit from being attacked: an attack target is not chosen by a card effect', () => {
    const { game, id } = buildBoard({ vc: 'U3' }, { vc: 'U3', fl: 'U2R', hand: ['F'] });
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    expect(game.legalActions()).toContainEqual({ type: 'attack', player: A, attacker: id('a.vc'), target: id('b.fl') });
    ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.fl') });
    expect(game.decision).toMatchObject({ player: B, window: 'guard' });
  });

  it('[VG 10.3.2, 10.2.3] with every front-row unit of the defender unattackable no attack is possible: "no attack" is chosen for the turn fighter', () => {
    const attackable = buildBoard({ vc: 'U3', fl: 'U2' }, { vc: 'U3', hand: ['F'] }).game;
    attackable.startStep('battle', 'start');
    expect(attackable.position().phase).toBe('battle');
    expect(attackable.legalActions()).toContainEqual({ type: 'declare-attack', player: A });
    const { game } = buildBoard({ vc: 'U3', fl: 'U2' }, { vc: 'U2-UNATTACKABLE', hand: ['F'] });
    game.startStep('battle', 'start');
    expect(game.legalActions().some((action) => action.type === 'declare-attack' || action.type === 'attack')).toBe(false);
    expect(game.position().phase).not.toBe('battle');
    expect(game.history().some((event) => event.type === 'attacks')).toBe(false);
  });
});
