import { describe, expect, it } from 'vitest';
import {
  card,
  change,
  clear,
  count,
  counter,
  finishTurn,
  mainPhase,
  ok,
  P1,
  P2,
  passUntil,
  power,
  put,
  rejects,
  toDeclaration,
  windowName,
  zone,
} from './board.js';

type G = ReturnType<typeof mainPhase>;
const names = (game: G, player: string, z: string) => zone(game, player, z).map((id) => card(game, id)!.card);
const settle = (game: G) => passUntil(game, (g) => g.state.stack.length === 0 && windowName(g) === 'main');

describe('keywords (1400)', () => {
  it('[BD 1408, 1408-2, 412-1, 1408-1, 1203-6] BD-074: a Legacy card is played from the graveyard and removed when it leaves the resolution zone', () => {
    const game = mainPhase();
    const legacy = put(game, P1, 'night-whisper', 'graveyard');
    const hand = count(game, P1, 'hand');
    ok(game, { type: 'play', player: P1, card: legacy });
    settle(game);
    expect(count(game, P1, 'hand')).toBe(hand + 1);
    expect(names(game, P1, 'remove')).toEqual(['night-whisper']);
    expect(names(game, P1, 'graveyard')).toEqual([]);
  });

  it('[BD 1408-2, 514-1] BD-074: a countered Legacy card is removed too', () => {
    const game = mainPhase();
    const legacy = put(game, P1, 'night-whisper', 'graveyard');
    for (let i = 0; i < 2; i++) put(game, P2, 'plain-blue', 'energy');
    const undertow = put(game, P2, 'undertow', 'hand');
    ok(game, { type: 'play', player: P1, card: legacy });
    ok(game, { type: 'play', player: P2, card: undertow });
    settle(game);
    expect(names(game, P1, 'remove')).toEqual(['night-whisper']);
    expect(names(game, P2, 'graveyard')).toEqual(['undertow']);
  });

  it('[BD 1408] a card without Legacy cannot be played from the graveyard', () => {
    const game = mainPhase();
    const dead = put(game, P1, 'quick-insight', 'graveyard');
    put(game, P1, 'plain-blue', 'energy');
    rejects(game, { type: 'play', player: P1, card: dead }, 'BD_NOT_IN_HAND');
  });

  it('[BD 1404-2, 1404-3a, 1601-1, 1601-2, 1404-1] BD-076: Judgment gains a condemnation counter when the opponent makes a unit enter', () => {
    const game = mainPhase();
    put(game, P1, 'grave-warden', 'field');
    put(game, P1, 'plain-blue', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'plain-blue', 'hand') });
    settle(game);
    expect(counter(game, P1, 'condemnation')).toBe(0);
    put(game, P2, 'plain-blue', 'energy');
    const unit = put(game, P2, 'plain-blue', 'hand');
    finishTurn(game);
    passUntil(game, (g) => windowName(g) === 'main');
    ok(game, { type: 'play', player: P2, card: unit });
    passUntil(game, (g) => g.state.stack.length === 0);
    expect(counter(game, P1, 'condemnation')).toBe(1);
  });

  it('[BD 1412-2, 1412-2a, 1412-2b, 1412-1] BD-077: Unity draws when a unit with the attribute entered this turn, itself included', () => {
    const game = mainPhase();
    for (let i = 0; i < 3; i++) put(game, P1, 'grave-warden', 'energy');
    const knight = put(game, P1, 'crypt-knight', 'hand');
    const hand = count(game, P1, 'hand');
    ok(game, { type: 'play', player: P1, card: knight });
    settle(game);
    expect(count(game, P1, 'hand')).toBe(hand);
    expect(game.state.log.filter((e) => e.type === 'item-resolves').map((e) => e.detail?.['label'])).toContain('Unity (Undead)');
  });

  it('[BD 1421-2, 409-4a, 510-2a, 502-2, 1421-1] BD-079: Magia turns two energy face down; face-down energy has no colour', () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    const [r1, r2, b] = [put(game, P1, 'plain-red', 'energy'), put(game, P1, 'plain-red', 'energy'), put(game, P1, 'plain-blue', 'energy')];
    const caller = put(game, P1, 'wave-caller', 'field');
    const hand = count(game, P1, 'hand');
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker: caller, target: P2 });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', player: P1 });
    ok(game, { type: 'choose', player: P1, choice: ['yes'] });
    ok(game, { type: 'choose', player: P1, choice: [r1!, b!] });
    expect(card(game, r1!)!.faceUp).toBe(false);
    expect(card(game, b!)!.faceUp).toBe(false);
    expect(card(game, r2!)!.faceUp).toBe(true);
    expect(count(game, P1, 'hand')).toBe(hand + 1);
  });

  it('[BD 409-4a, 510-2a] face-down energy pays generic costs only', () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    const down = [put(game, P1, 'plain-blue', 'energy'), put(game, P1, 'plain-blue', 'energy')];
    for (const id of down) change(game, id, { faceUp: false });
    rejects(game, { type: 'play', player: P1, card: put(game, P1, 'quick-insight', 'hand'), energy: [down[0]!] }, 'BD_WRONG_COLOUR');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'night-whisper', 'graveyard'), energy: down });
  });

  it('[BD 528-1, 528-2, 528-3, 509-3] BD-080: Switch swaps a field unit with a revealed hand unit sharing an attribute', () => {
    const game = mainPhase();
    const f = put(game, P1, 'beast-5', 'field', { rested: true, damage: 3000 });
    const h = put(game, P1, 'beast-4', 'hand');
    put(game, P1, 'beast-5', 'hand');
    put(game, P1, 'plain-red', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'beast-swap', 'hand'), targets: [f] });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', player: P1, rule: 'BD 528-1' });
    expect((game.decision as { options: { id: string }[] }).options.map((o) => o.id)).toEqual([h]);
    ok(game, { type: 'choose', player: P1, choice: [h] });
    const field = zone(game, P1, 'field').map((id) => card(game, id)!);
    expect(field.map((c) => c.card)).toEqual(['beast-4']);
    expect(field[0]!.status).toEqual({});
    expect(names(game, P1, 'hand')).toContain('beast-5');
  });

  it('[BD 528-3] declining to reveal leaves the unit as it is', () => {
    const game = mainPhase();
    const f = put(game, P1, 'cinder-hound', 'field', { rested: true, damage: 1000 });
    put(game, P1, 'beast-4', 'hand');
    put(game, P1, 'plain-red', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'beast-swap', 'hand'), targets: [f] });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'choose', player: P1, choice: [] });
    expect(card(game, f)!.status).toEqual({ rested: true, damage: 1000 });
  });

  it('[BD 518-1, 518-1a] BD-082: Scout looks at up to the whole deck and puts chosen cards on the bottom', () => {
    const game = mainPhase();
    clear(game, P1, 'deck');
    const [top, second] = [put(game, P1, 'plain-red', 'deck'), put(game, P1, 'plain-blue', 'deck')];
    put(game, P1, 'plain-blue', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'seer', 'hand') });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect((game.decision as { options: unknown[] }).options).toHaveLength(2);
    ok(game, { type: 'choose', player: P1, choice: [top!] });
    expect(zone(game, P1, 'deck')).toEqual([second, top]);
  });

  it('[BD 518-1b, 104-2c] Scout 0 and draw 0 do nothing', () => {
    const game = mainPhase();
    const before = zone(game, P1, 'deck');
    const hand = count(game, P1, 'hand');
    put(game, P1, 'plain-blue', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'blind-seer', 'hand') });
    passUntil(game, (g) => g.state.stack.length === 0);
    expect(game.decision?.kind).toBe('play');
    expect(zone(game, P1, 'deck')).toEqual(before);
    expect(count(game, P1, 'hand')).toBe(hand);
  });

  it('[BD 1419-2, 1419-2a, 504-1, 1419-1] Graduation: at the end of its attack the attacking unit may be removed', () => {
    const game = mainPhase();
    const unit = put(game, P1, 'graduate', 'field');
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker: unit, target: P2 });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'no-block', player: P2 });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', player: P1, prompt: 'Graduate (remove this unit)?' });
    ok(game, { type: 'choose', player: P1, choice: ['yes'] });
    expect(names(game, P1, 'remove')).toEqual(['graduate']);
  });
});

describe('Assault Territory (1406)', () => {
  it('[BD 1406-1a, 1406-2, 1303-5, 1302-2, 1201-4a, 706-6, 1406-3] BD-073: the territory moves to the field, stays while its ability waits, becomes a unit, and returns unopened when destroyed', () => {
    const game = mainPhase();
    clear(game, P1, 'territory');
    const t = put(game, P1, 'storm-bastion', 'territory');
    clear(game, P1, 'energy');
    put(game, P1, 'plain-red', 'energy');
    for (let i = 0; i < 4; i++) put(game, P1, 'white-energy', 'energy');
    const ace = put(game, P1, 'alpha-ace', 'hand');
    const r = put(game, P2, 'beast-5', 'field', { rested: true });
    ok(game, { type: 'play', player: P1, card: ace });
    expect(game.decision).toMatchObject({ kind: 'select', rule: 'BD 902-3' });
    ok(game, { type: 'choose', player: P1, choice: ['yes'] });
    // Moved to the field instead of flipping in place; 1303-5 leaves it there while its ability waits.
    expect(card(game, t)).toBeUndefined();
    const onField = zone(game, P1, 'field')
      .map((id) => card(game, id)!)
      .find((c) => c.card === 'storm-bastion')!;
    expect(onField.status['open']).toBe(true);
    settle(game);
    const bastion = card(game, onField.id)!;
    expect(bastion.status).toMatchObject({ unit: true, open: true });
    expect(power(game, bastion.id)).toBe(6000);
    expect(
      game.state.log.some(
        (e) => e.type === 'moved' && e.detail?.['definition'] === 'storm-bastion' && String(e.detail?.['to']).endsWith('/territory'),
      ),
    ).toBe(false);
    // As a unit it attacks and is destroyed: instead it returns unopened to the territory zone.
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker: bastion.id, target: r });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'no-block', player: P2 });
    passUntil(game, (g) => g.decision?.kind === 'declare-attack');
    const back = zone(game, P1, 'territory').map((id) => card(game, id)!);
    expect(back.map((c) => c.card)).toEqual(['storm-bastion']);
    expect(back[0]!.status).toEqual({});
    expect(names(game, P1, 'graveyard')).not.toContain('storm-bastion');
  });

  it('[BD 1303-5] a territory left on the field as a non-unit with no waiting ability returns to the territory zone', () => {
    const game = mainPhase();
    put(game, P1, 'blaze-citadel', 'field', { open: true });
    put(game, P1, 'plain-blue', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'quick-insight', 'hand') });
    expect(names(game, P1, 'field')).toEqual([]);
    expect(names(game, P1, 'territory')).toEqual(['blaze-citadel', 'blaze-citadel']);
  });
});

describe('Assault Territory leaving by an effect (1406-2)', () => {
  it('[BD 1406-2, 1209-1] returned to hand by an effect, the Assault Territory unit goes back unopened to the territory zone instead', () => {
    const game = mainPhase();
    clear(game, P1, 'territory');
    put(game, P1, 'storm-bastion', 'territory');
    clear(game, P1, 'energy');
    put(game, P1, 'plain-red', 'energy');
    for (let i = 0; i < 4; i++) put(game, P1, 'white-energy', 'energy');
    for (let i = 0; i < 2; i++) put(game, P2, 'plain-blue', 'energy');
    const bounce = put(game, P2, 'mist-step', 'hand');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'alpha-ace', 'hand') });
    ok(game, { type: 'choose', player: P1, choice: ['yes'] });
    passUntil(game, (g) => g.decision?.player === P2 && g.state.stack.length === 0);
    const bastion = zone(game, P1, 'field').find((id) => card(game, id)!.card === 'storm-bastion')!;
    expect(card(game, bastion)!.status['unit']).toBe(true);
    ok(game, { type: 'play', player: P2, card: bounce, targets: [bastion] });
    passUntil(game, (g) => g.state.stack.length === 0);
    expect(names(game, P1, 'territory')).toEqual(['storm-bastion']);
    expect(names(game, P1, 'hand')).not.toContain('storm-bastion');
    expect(card(game, zone(game, P1, 'territory')[0]!)!.status).toEqual({});
  });
});
