import { describe, expect, it } from 'vitest';
import { card, change, counter, mainPhase, ok, P1, P2, passUntil, put, rejects, toDeclaration, windowName, zone } from './board.js';

/**
 * Rule tests for the legality of attack and block declarations (802-4, 803-4) and named counters (1601).
 * Positions are set up through `board.ts` (its `put` is the only state write).
 */
/** This file's one state write besides `board.ts`: a unit stands up (set-up only). */
function standUp(game: ReturnType<typeof mainPhase>, id: string): void {
  change(game, id, { status: { rested: null } });
}

describe('declaring attacks (802-4b, 802-4c)', () => {
  it('[BD 802-4b:i] the attacking unit must be one you control, standing', () => {
    const game = mainPhase();
    const mine = put(game, P1, 'big-red', 'field');
    const tired = put(game, P1, 'big-red', 'field', { rested: true });
    const theirs = put(game, P2, 'big-red', 'field');
    toDeclaration(game);
    rejects(game, { type: 'attack', player: P1, attacker: tired, target: P2 }, 'BD_ATTACKER_RESTED');
    rejects(game, { type: 'attack', player: P1, attacker: theirs, target: P2 }, 'BD_NOT_YOUR_UNIT');
    ok(game, { type: 'attack', player: P1, attacker: mine, target: P2 });
  });

  it('[BD 802-4b:ii] the target is the opponent or a rested unit the opponent controls', () => {
    const game = mainPhase();
    const mine = put(game, P1, 'big-red', 'field');
    const own = put(game, P1, 'plain-red', 'field', { rested: true });
    const standing = put(game, P2, 'plain-red', 'field');
    const rested = put(game, P2, 'plain-red', 'field', { rested: true });
    toDeclaration(game);
    rejects(game, { type: 'attack', player: P1, attacker: mine, target: own }, 'BD_TARGET_NOT_OPPONENT');
    rejects(game, { type: 'attack', player: P1, attacker: mine, target: P1 }, 'BD_TARGET_NOT_OPPONENT');
    rejects(game, { type: 'attack', player: P1, attacker: mine, target: standing }, 'BD_TARGET_STANDING');
    ok(game, { type: 'attack', player: P1, attacker: mine, target: rested });
  });

  it('[BD 802-4b:iii] a pairing another effect makes illegal cannot be declared: a rested Decoy must be the target', () => {
    const game = mainPhase();
    const mine = put(game, P1, 'big-red', 'field');
    const decoy = put(game, P2, 'reef-guard', 'field', { rested: true });
    toDeclaration(game);
    rejects(game, { type: 'attack', player: P1, attacker: mine, target: P2 }, 'BD_DECOY');
    expect(game.legalActions().filter((a) => a.type === 'attack')).toEqual([{ type: 'attack', player: P1, attacker: mine, target: decoy }]);
  });

  it('[BD 802-4c:i] ending the attacks is legal when no unit is obliged to attack', () => {
    const game = mainPhase();
    put(game, P1, 'big-red', 'field');
    toDeclaration(game);
    expect(game.legalActions()).toContainEqual({ type: 'end-attacks', player: P1 });
    ok(game, { type: 'end-attacks', player: P1 });
  });
});

describe('declaring blocks (803-4b)', () => {
  function attacked(targetRested: boolean) {
    const game = mainPhase();
    const attacker = put(game, P1, 'big-red', 'field');
    const target = put(game, P2, 'plain-red', 'field', { rested: targetRested });
    const tired = put(game, P2, 'plain-red', 'field', { rested: true });
    const fresh = put(game, P2, 'plain-blue', 'field');
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker, target: targetRested ? target : P2 });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision?.kind).toBe('declare-block');
    return { game, attacker, target, tired, fresh };
  }

  it('[BD 803-4b:i] the blocking unit must be one the defending player controls, standing', () => {
    const { game, attacker, tired, fresh } = attacked(false);
    rejects(game, { type: 'block', player: P2, blocker: tired }, 'BD_BLOCKER_RESTED');
    rejects(game, { type: 'block', player: P2, blocker: attacker }, 'BD_NOT_YOUR_UNIT');
    ok(game, { type: 'block', player: P2, blocker: fresh });
  });

  it('[BD 803-4b:ii] the attacked unit itself cannot block', () => {
    const { game, target, fresh } = attacked(true);
    // (The target is rested anyway; make it stand to show the rule, not the position, forbids it.)
    standUp(game, target);
    rejects(game, { type: 'block', player: P2, blocker: target }, 'BD_BLOCKER_IS_TARGET');
    expect(game.legalActions()).toContainEqual({ type: 'block', player: P2, blocker: fresh });
  });
});

describe('named counters (1601)', () => {
  it('[BD 1601-1d, 1601-2a, 1601-2b] counters of one name add up whatever gave them, and removed counters cease to exist', () => {
    const game = mainPhase();
    for (let i = 0; i < 2; i++) put(game, P1, 'plain-blue', 'energy');
    // Two different effects give "alchemy counters": the Alchemist's own gain, and a second Alchemist.
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'alchemist', 'hand') });
    passUntil(game, (g) => g.state.stack.length === 0 && windowName(g) === 'main');
    expect(counter(game, P1, 'alchemy')).toBe(2); // nothing in the graveyard to exchange: the counters stay
    put(game, P1, 'spark', 'graveyard');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'alchemist', 'hand') });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'choose', player: P1, choice: [zone(game, P1, 'graveyard').find((id) => card(game, id)!.card === 'spark')!] });
    passUntil(game, (g) => g.state.stack.length === 0 && windowName(g) === 'main');
    // 2 + 2 gained, 2 removed by Equivalent Exchange (2): the first card's counters count like the second's.
    expect(counter(game, P1, 'alchemy')).toBe(2);
  });
});
