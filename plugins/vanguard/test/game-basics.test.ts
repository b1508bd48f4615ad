/** Rule tests for the game's basic principles (ch.1) and its fighters, owners and masters (ch.3). */
import { describe, expect, it } from 'vitest';
import { A, B, buildBoard, names, ok, scenarioEngine, zone } from './support/board.js';

function attack(game: Parameters<typeof ok>[0], attacker: string, target: string, booster?: string): void {
  ok(game, { type: 'declare-attack', player: game.state.turn.player });
  ok(game, { type: 'attack', player: game.state.turn.player, attacker, target, ...(booster === undefined ? {} : { booster }) });
}

describe('number of fighters and losing (1.1, 1.2)', () => {
  it('[VG 1.1, 1.1.1] a game is played by two fighters: one or three are refused', () => {
    const engine = scenarioEngine();
    for (const count of [1, 3]) {
      const players = Array.from({ length: count }, () => ({ deck: 'cinder-wyrms' }));
      expect(() => engine.create({ title: 'vanguard', seed: 1, players })).toThrow();
    }
    expect(
      engine.create({ title: 'vanguard', seed: 1, players: [{ deck: 'cinder-wyrms' }, { deck: 'tidecrest-fleet' }] }).state.players,
    ).toHaveLength(2);
  });

  it('[VG 1.2.2.2] a fighter whose deck is empty loses at the next check timing', () => {
    const { game } = buildBoard({ vc: 'U3', hand: ['F'], filler: 0 }, { vc: 'U3' });
    game.startStep('main', 'main');
    expect(zone(game, A, 'deck')).toEqual([]);
    expect(game.result).toMatchObject({ kind: 'win', winner: B });
  });

  it('[VG 1.2.2.3] a fighter with no vanguard and an empty soul loses', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['O-VOID', 'F'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    expect(game.result).toBeNull();
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(zone(game, A, 'soul')).toEqual([]);
    expect(game.result).toMatchObject({ kind: 'win', winner: B });
  });
});

describe('events and states of actions (1.3.7)', () => {
  it('[VG 1.3.7.1, 1.3.7.2, 1.3.7.3] an attack with a boost: "attacks", "is attacked", "boosts" and "is boosted" happen, and the boost lasts while the battle does', () => {
    const { game, id } = buildBoard({ vc: 'U3', bc: 'U1' }, { vc: 'A-DEF', hand: ['F'] });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'), id('a.bc'));
    const types = game.state.log.map((e) => e.type);
    // 1.3.7.1/1.3.7.2: A attacked (one event), and is attacking: its power carries the boost while it lasts.
    expect(types).toContain('attacks');
    // 1.3.7.3: "A boosted B" and "B was boosted by A" both happen.
    const boosts = game.state.log.find((e) => e.type === 'boosts');
    const boosted = game.state.log.find((e) => e.type === 'boosted');
    expect(boosts?.detail).toMatchObject({ card: id('a.bc'), boosted: id('a.vc') });
    expect(boosted?.detail).toMatchObject({ card: id('a.vc'), booster: id('a.bc') });
    expect(game.stat(id('a.vc'), 'power')).toBe(13000 + 8000);
    // "B was attacked" fired B's vanguard's own automatic ability (+5000 for the battle).
    expect(types).toContain('attacked');
    expect(game.stat(id('b.vc'), 'power')).toBe(18000);
  });
});

describe('owners and masters (3.1, 3.2)', () => {
  it('[VG 3.1.1, 3.2, 3.2.1, 3.2.2] every card belongs to the fighter whose deck it started in; the master of a card in a zone is that zone’s fighter', () => {
    const engine = scenarioEngine();
    const game = engine.create({ title: 'vanguard', seed: 1, players: [{ deck: 'cinder-wyrms' }, { deck: 'tidecrest-fleet' }] });
    for (const card of Object.values(game.state.cards)) {
      const zoneOwner = card.zone.split('/')[0];
      expect(card.owner).toBe(zoneOwner);
    }
    expect(new Set(Object.values(game.state.cards).map((c) => c.owner))).toEqual(new Set([A, B]));
  });

  it('[VG 3.2.2.4, 3.2.2.5, 3.2.2.5.1, 11.8.5, 11.8.5.1] an order’s effect that names no fighter is carried out by its master', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['O-DRAW'] }, { vc: 'U3', hand: [] });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(zone(game, A, 'hand')).toHaveLength(1);
    expect(zone(game, B, 'hand')).toHaveLength(0);
  });

  it('[VG 3.2.2.3] an automatic ability’s master is its card’s master: the rear-guard’s "draw" is its fighter’s', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'A-SUPP', deck: ['U1'] }, { vc: 'U3', deck: ['U2'], hand: ['F'] });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    expect(names(game, A, 'hand')).toEqual(['U1']);
    expect(names(game, B, 'hand')).toEqual(['F']);
  });

  it('[VG 3.2.2.2] an activated ability’s master is the fighter who played it', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'X-TURN' }, { vc: 'U3' });
    game.startStep('main', 'main');
    ok(game, { type: 'activate', player: A, card: id('a.fl'), ability: 0 });
    expect(game.state.turn.extraTurns).toEqual([A]);
  });
});
