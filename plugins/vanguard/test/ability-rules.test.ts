/** Rule tests for abilities and effects (ch.11): kinds of ability, where they work, order limits, choosing targets. */
import { describe, expect, it } from 'vitest';
import { A, B, buildBoard, names, ok, rejected, zone } from './support/board.js';

type Game = Parameters<typeof ok>[0];

function attack(game: Game, attacker: string, target: string): void {
  ok(game, { type: 'declare-attack', player: game.state.turn.player });
  ok(game, { type: 'attack', player: game.state.turn.player, attacker, target });
}

describe('abilities (ch.11)', () => {
  it('[VG 11.1.1.2, 11.9.1] an automatic ability is played by itself at the check timing after its event: before the guard step opens', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'A-SUPP', deck: ['U1'] }, { vc: 'U3', hand: ['F'] });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    expect(game.decision).toMatchObject({ player: B, window: 'guard' });
    expect(names(game, A, 'hand')).toEqual(['U1']);
    const types = game.state.log.map((e) => e.type);
    expect(types.indexOf('ability-played')).toBeGreaterThan(types.indexOf('attacks'));
  });

  it('[VG 11.4.4] an ability that names where it works works only there: the rear-guard ability does nothing on the vanguard circle', () => {
    const { game, id } = buildBoard({ vc: 'A-SUPP', deck: ['U1'] }, { vc: 'U3', hand: ['F'] });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    expect(game.state.log.some((e) => e.type === 'ability-played')).toBe(false);
    expect(names(game, A, 'hand')).toEqual([]);
  });

  it('[VG 11.1.1.3, 11.4.3, 11.8.1, 14.2.1, 14.2.3.1.1] a continuous ability valid under a condition is checked all the time: it starts to apply the moment the condition holds, and is never played', () => {
    const { game, id } = buildBoard({ vc: 'A-LB', damage: ['F', 'F', 'F'], hand: ['O-PING2', 'F'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    expect(game.stat(id('a.vc'), 'power')).toBe(13000);
    // The order deals a damage to each fighter: A's fourth damage turns Limit Break 4 on.
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(zone(game, A, 'damage')).toHaveLength(4);
    expect(game.stat(id('a.vc'), 'power')).toBe(23000);
    expect(game.state.log.filter((e) => e.type === 'ability-played')).toEqual([]);
    expect(game.state.pending).toEqual([]);
  });

  it('[VG 11.8.2.1.1.1] each fighter may play one order a turn unless something says otherwise', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['O-DRAW', 'O-DRAW'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    rejected(game, { type: 'order', player: A, card: id('a.hand.1') }, 'VG_ORDER_LIMIT');
  });

  it('[VG 11.8.4, 11.8.4.1, 11.8.4.1.3] targets are chosen when the instruction comes: a target that exists must be chosen; with none, that part is ignored', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['O-SNIPE'] }, { vc: 'U3', fl: 'U2', fr: 'U2N' });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(game.decision).toMatchObject({ kind: 'select', player: A });
    rejected(game, { type: 'choose', player: A, choice: [] }, 'BAD_CHOICE');
    ok(game, { type: 'choose', player: A, choice: [id('b.fr')] });
    expect(names(game, B, 'drop')).toEqual(['U2N']);

    const none = buildBoard({ vc: 'U3', hand: ['O-SNIPE', 'F'] }, { vc: 'U3' });
    none.game.startStep('main', 'main');
    ok(none.game, { type: 'order', player: A, card: none.id('a.hand.0') });
    expect(none.game.decision).toMatchObject({ kind: 'play', player: A, window: 'main' });
    expect(names(none.game, A, 'drop')).toEqual(['O-SNIPE']);
    expect(zone(none.game, B, 'drop')).toEqual([]);
  });
});

describe('trigger abilities (11.10)', () => {
  it('[VG 11.10.1, 11.10.2.1] a checked card without a trigger icon has no trigger ability: nothing is played for it', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2', deck: ['U1', 'U2N'] }, { vc: 'U3', hand: ['F'] });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    ok(game, { type: 'pass', player: B });
    expect(game.state.log.filter((e) => e.type === 'drive-check')).toHaveLength(2);
    // No choice was asked and no effect was made: the battle ran straight to the next start step.
    expect(game.decision).toMatchObject({ player: A, window: 'start' });
    expect(game.state.effects).toEqual([]);
    expect(names(game, A, 'hand').sort()).toEqual(['U1', 'U2N']);
  });

  it('[VG 11.10.2.8] a front trigger gives +10000 to every unit in its fighter’s front row for the turn; the back row gets nothing', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2N', bl: 'U1N', fr: 'U2N', deck: ['TF', 'U1'] }, { vc: 'U3', hand: ['F'] });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    ok(game, { type: 'pass', player: B });
    expect(game.decision?.player).toBe(A);
    expect(game.stat(id('a.fl'), 'power')).toBe(20000);
    expect(game.stat(id('a.fr'), 'power')).toBe(20000);
    expect(game.stat(id('a.vc'), 'power')).toBe(23000);
    expect(game.stat(id('a.bl'), 'power')).toBe(8000);
  });
});

describe('restriction icons (12.3.2.1)', () => {
  it('[VG 12.3.2.1.1, 12.3.2.1.2] a once-per-turn ability can be used again next turn; a once-per-game one cannot', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'X-TURN-DRAW', fr: 'X-GAME-DRAW', hand: ['F'] }, { vc: 'U3', hand: ['F'] });
    game.startStep('main', 'main');
    for (const circle of ['fl', 'fr']) ok(game, { type: 'activate', player: A, card: id(`a.${circle}`), ability: 0 });
    for (const circle of ['fl', 'fr'])
      rejected(game, { type: 'activate', player: A, card: id(`a.${circle}`), ability: 0 }, 'LIMIT_REACHED');
    // Play on to A's next main phase, passing every decision.
    const start = game.state.turn.number;
    for (let i = 0; i < 60; i++) {
      const decision = game.decision;
      if (decision === null) break;
      if (game.state.turn.number === start + 2 && decision.kind === 'play' && (decision as { window?: string }).window === 'main') break;
      if (decision.kind === 'select') ok(game, { type: 'choose', player: decision.player, choice: [] });
      else ok(game, { type: 'pass', player: decision.player });
    }
    expect(game.state.turn).toMatchObject({ number: start + 2, player: A });
    ok(game, { type: 'activate', player: A, card: id('a.fl'), ability: 0 });
    rejected(game, { type: 'activate', player: A, card: id('a.fr'), ability: 0 }, 'LIMIT_REACHED');
  });
});

describe('trigger sub-abilities and information (11.10.3, 11.11.1)', () => {
  it('[VG 11.10.3, 11.10.3.1, 11.10.3.2] a trigger’s sub-abilities are played one at a time, in the order its fighter chooses, until all are played', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2N', deck: ['TC', 'U1'] }, { vc: 'U3', hand: ['F'] });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    ok(game, { type: 'pass', player: B });
    expect(game.decision).toMatchObject({ kind: 'select', player: A });
    const options = (game.decision as { options: { id: string }[] }).options.map((o) => o.id).sort();
    expect(options).toEqual(['critical', 'power']);
    ok(game, { type: 'choose', player: A, choice: ['power', 'critical'] });
    // Each sub-ability then chooses its unit: power to the rear-guard, critical to the vanguard.
    ok(game, { type: 'choose', player: A, choice: [id('a.fl')] });
    expect(game.stat(id('a.fl'), 'power')).toBe(20000);
    ok(game, { type: 'choose', player: A, choice: [id('a.vc')] });
    expect(zone(game, B, 'damage')).toHaveLength(2);
  });

  it('[VG 11.11.1.1, 11.11.1.7] a unit’s information starts from what is printed; increases and decreases are then added', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2N', bl: 'U1', hand: ['O-FRONT', 'F'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    expect(game.stat(id('a.fl'), 'power')).toBe(10000);
    expect(game.stat(id('a.bl'), 'shield')).toBe(5000);
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(game.stat(id('a.fl'), 'power')).toBe(15000);
    expect(game.stat(id('a.bl'), 'power')).toBe(8000);
  });
});

describe('order costs (11.8.2.4)', () => {
  it('[VG 11.8.2.4.1, 11.8.2.4.2] an order’s leading [cost] is paid when it is played; an order whose cost cannot be paid cannot be played', () => {
    // tf-command: [Soul Blast 1] Draw 2 cards.
    const empty = buildBoard({ vc: 'U3', hand: ['tf-command', 'F'] }, { vc: 'U3' });
    empty.game.startStep('main', 'main');
    rejected(empty.game, { type: 'order', player: A, card: empty.id('a.hand.0') }, 'VG_CANNOT_PAY_COST');
    const paid = buildBoard({ vc: 'U3', soul: ['U1'], hand: ['tf-command', 'F'], deck: ['U2', 'U2N'] }, { vc: 'U3' });
    paid.game.startStep('main', 'main');
    ok(paid.game, { type: 'order', player: A, card: paid.id('a.hand.0') });
    expect(names(paid.game, A, 'drop').sort()).toEqual(['U1', 'tf-command']);
    expect(names(paid.game, A, 'hand').sort()).toEqual(['F', 'U2', 'U2N']);
  });
});
