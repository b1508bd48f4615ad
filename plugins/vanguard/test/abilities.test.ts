import { describe, expect, it } from 'vitest';
import { editPosition } from '@tcgkit/testing';
import { A, B, buildBoard, choose, names, ok, onCircle, pass, rejected, zone } from './support/board.js';

function attack(game: Parameters<typeof ok>[0], attacker: string, target: string, booster?: string): void {
  ok(game, { type: 'declare-attack', player: game.state.turn.player });
  ok(
    game,
    booster === undefined
      ? { type: 'attack', player: game.state.turn.player, attacker, target }
      : { type: 'attack', player: game.state.turn.player, attacker, target, booster },
  );
}

describe('automatic abilities and check timings (11.6, 11.9)', () => {
  it('[VG 11.6.1.4, 10.4.1.13] VG-040 the turn fighter’s pending AUTOs resolve before the other’s, all before the guard step', () => {
    const { game, id } = buildBoard({ vc: 'U3', bc: 'A-SUPP', deck: ['U1'] }, { vc: 'A-DEF', hand: ['F'] });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'), id('a.bc'));
    // At A12 both were pending; now the guard step is open and both resolved, A's first.
    expect(game.decision).toMatchObject({ kind: 'play', window: 'guard', player: B });
    const played = game.state.log.filter((e) => e.type === 'ability-played').map((e) => e.player);
    expect(played).toEqual([A, B]);
    expect(names(game, A, 'hand')).toEqual(['U1']);
    expect(game.stat(id('b.vc'), 'power')).toBe(18000);
    expect(game.stat(id('a.vc'), 'power')).toBe(21000);
  });

  it('[VG 11.9.9, 11.9.4.1, 7.47.1.2] VG-041 a pending AUTO resolves even after its source left; the boost ends with it', () => {
    const { game, id } = buildBoard({ vc: 'A-VRET', bc: 'A-SUPP', deck: ['U1'] }, { vc: 'U3', hand: ['F'] });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'), id('a.bc'));
    // A chooses which of its two pending abilities goes first (11.9.4).
    expect(game.decision?.rule).toBe('VG 11.6.1.4');
    const pending = game.state.pending.find((p) => p.source === id('a.vc'))!;
    choose(game, String(pending.id));
    expect(names(game, A, 'drop')).toEqual(['A-SUPP']);
    expect(names(game, A, 'hand')).toEqual(['U1']);
    expect(game.stat(id('a.vc'), 'power')).toBe(13000);
    expect(game.decision).toMatchObject({ window: 'guard' });
  });

  it('[VG 10.7.1.6, 10.7.1.2.1, 10.7.1.9, 10.7.1.11] VG-043 hit events come after damage checks; on-hit AUTOs resolve before hit rear-guards retire', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'A-HIT', deck: ['U1'] }, { vc: 'U1', deck: ['TD', 'U2N'] });
    game.startStep('battle', 'start');
    attack(game, id('a.fl'), id('b.vc'));
    choose(game, 'draw', 'power');
    const log = game.state.log;
    const bDraw = log.find((e) => e.type === 'moved' && e.detail?.['reason'] === 'draw' && e.player === B)!.seq;
    const hit = log.find((e) => e.type === 'hit')!.seq;
    const aDraw = log.find((e) => e.type === 'moved' && e.detail?.['reason'] === 'draw' && e.player === A)!.seq;
    expect(bDraw).toBeLessThan(hit);
    expect(hit).toBeLessThan(aDraw);
    expect(names(game, B, 'damage')).toEqual(['TD']);
    expect(names(game, A, 'hand')).toEqual(['U1']);
  });

  it('[VG 10.7.1.10, 10.7.1.2.1] VG-043(b) the hit rear-guard is still on the field while the on-hit AUTO resolves', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'A-HIT', deck: ['U1'] }, { vc: 'U3', fr: 'U2N' });
    game.startStep('battle', 'start');
    attack(game, id('a.fl'), id('b.fr'));
    const log = game.state.log;
    const aDraw = log.find((e) => e.type === 'moved' && e.detail?.['reason'] === 'draw' && e.player === A)!.seq;
    const retire = log.find((e) => e.type === 'moved' && e.detail?.['reason'] === 'retire' && e.detail?.['previous'] === id('b.fr'))!.seq;
    expect(aDraw).toBeLessThan(retire);
    expect(names(game, B, 'drop')).toEqual(['U2N']);
  });

  it('[VG 14.2.3.2, 14.2.3.2.1, 14.17, 14.17.1, 14.17.3] VG-044 Brave is checked when the ability triggers, not when it resolves', () => {
    const setup = (hand: number, drummer: boolean) => {
      const board = buildBoard(
        { vc: 'U3', fl: 'A-BRAVE', hand: Array.from({ length: hand }, () => 'F'), ...(drummer ? { bl: 'A-RSUPP' } : {}), deck: ['U1'] },
        { vc: 'U3', hand: ['F'] },
      );
      board.game.startStep('battle', 'start');
      attack(board.game, board.id('a.fl'), board.id('b.vc'));
      return board;
    };
    const four = setup(4, false);
    expect(four.game.stat(four.id('a.fl'), 'power')).toBe(10000);
    const three = setup(3, false);
    expect(three.game.stat(three.id('a.fl'), 'power')).toBe(15000);
    const both = setup(3, true);
    const drummer = both.game.state.pending.find((p) => p.source === both.id('a.bl'))!;
    choose(both.game, String(drummer.id));
    expect(zone(both.game, A, 'hand').length).toBe(4);
    expect(both.game.stat(both.id('a.fl'), 'power')).toBe(15000);
  });

  it('[VG 9.11.9] VG-058 end-of-turn AUTOs see "this turn" effects, which expire after that check timing', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'A-EOT', deck: ['U2'] }, { vc: 'U3' });
    editPosition(game)
      .effect({
        layer: 'add',
        controller: A,
        cards: [id('a.fl')],
        stat: 'power',
        modification: { add: 10000 },
        duration: 'turn',
      })
      .build();
    game.startStep('end', 'cleanup');
    expect(names(game, A, 'hand')).toEqual(['U2']);
    expect(game.stat(id('a.fl'), 'power')).toBe(8000);
    expect(game.state.turn.player).toBe(B);
  });

  it('[VG 14.6, 14.6.2, 10.3.2, 10.4.1.3, 14.4.2, 14.6.1] VG-059 Restraint: the unit cannot attack, so with no other attacker no attack happens', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'A-RST', rested: ['vc'] }, { vc: 'U3', hand: ['F'] });
    game.startStep('battle', 'start');
    expect(game.state.turn.player).toBe(B);
    const other = buildBoard({ vc: 'U3', fl: 'A-RST', fr: 'U2', rested: ['vc'] }, { vc: 'U3', fl: 'U2' });
    other.game.startStep('battle', 'start');
    ok(other.game, { type: 'declare-attack', player: A });
    rejected(other.game, { type: 'attack', player: A, attacker: other.id('a.fl'), target: other.id('b.vc') }, 'VG_CANNOT_ATTACK');
    ok(other.game, { type: 'attack', player: A, attacker: other.id('a.fr'), target: other.id('b.vc') });
    expect(id('a.fl')).toBeDefined();
  });

  it('[VG 14.4.2, 14.6.2, 10.3.2, 10.4.1.3] VG-059 a Restraint unit can still be attacked and can intercept', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'A-RST', hand: ['F'] }, { vc: 'U3', fl: 'U2' }, { tp: B });
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: B });
    ok(game, { type: 'attack', player: B, attacker: id('b.vc'), target: id('a.vc') });
    ok(game, { type: 'intercept', player: A, cards: [id('a.fl')] });
    expect(onCircle(game, A, 'gc')).toBe(id('a.fl'));
    pass(game);
  });

  it('[VG 14.8, 6.3.5, 11.9.6.1.4, 14.8.1, 14.8.2] Forerunner: when ridden by a same-clan unit it may be called to a rear-guard circle', () => {
    // Demo cards: "Cinder Hatchling" (Forerunner) ridden by "Ember Squire" of the same clan.
    const { game, id } = buildBoard({ vc: 'cw-hatchling', hand: ['cw-squire'] }, { vc: 'U3' });
    game.startStep('ride', 'ride');
    ok(game, { type: 'ride', player: A, card: id('a.hand.0') });
    choose(game, 'yes');
    choose(game, 'bl');
    expect(game.state.cards[onCircle(game, A, 'bl')!]!.card).toBe('cw-hatchling');
    expect(zone(game, A, 'soul')).toEqual([]);
  });

  it('[VG 14.7, 14.2.3.1, 14.7.1] Limit Break 4: the CONT applies only while the damage zone holds four or more cards', () => {
    const { game, id } = buildBoard({ vc: 'A-LB', damage: ['F', 'F', 'F'] }, { vc: 'U3' });
    expect(game.stat(id('a.vc'), 'power')).toBe(13000);
    const four = buildBoard({ vc: 'A-LB', damage: ['F', 'F', 'F', 'F'] }, { vc: 'U3' });
    expect(four.game.stat(four.id('a.vc'), 'power')).toBe(23000);
  });

  it('[VG 11.2.1.2, 11.8.3.1.1] a requirement ("if this unit is being boosted") is checked when the AUTO resolves', () => {
    for (const boosted of [true, false]) {
      const { game, id } = buildBoard({ vc: 'U3', fl: 'A-ATK', bl: 'U1' }, { vc: 'U3', hand: ['F'] });
      game.startStep('battle', 'start');
      attack(game, id('a.fl'), id('b.vc'), boosted ? id('a.bl') : undefined);
      expect(game.stat(id('a.fl'), 'power')).toBe(boosted ? 23000 : 10000);
    }
  });

  it('[VG 6.2.4, 4.9.2.4.1] "when a unit is placed on your GC" triggers on a guardian call', () => {
    const { game, id } = buildBoard({ vc: 'U3' }, { vc: 'U3', fl: 'A-WATCH', hand: ['U1', 'F'] }, { tp: A });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    ok(game, { type: 'guard', player: B, cards: [id('b.hand.0')] });
    expect(game.stat(id('b.fl'), 'power')).toBe(9000);
  });

  it('[VG 11.9.3, 11.9.2] an AUTO whose condition is met twice is pending twice', () => {
    const { game, id } = buildBoard({ vc: 'U3' }, { vc: 'U3', fl: 'A-WATCH', hand: ['U1', 'U1N', 'F'] });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    ok(game, { type: 'guard', player: B, cards: [id('b.hand.0'), id('b.hand.1')] });
    // Two instances of the same ability wait; B picks which goes first (11.9.4).
    expect(game.state.pending.filter((p) => p.source === id('b.fl'))).toHaveLength(2);
    choose(game, String(game.state.pending[0]!.id));
    expect(game.state.log.filter((e) => e.type === 'ability-played' && e.player === B)).toHaveLength(2);
    expect(game.stat(id('b.fl'), 'power')).toBe(10000);
  });

  it('[VG 1.2.5] an effect that makes a fighter lose applies at once, during its resolution', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['O-LOSE'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(game.result).toMatchObject({ kind: 'win', winner: A });
  });
});

describe('replacement effects (11.12)', () => {
  it('[VG 11.12, 11.12.1, 11.3.1.3.1] a replaced retire never happens: the rear-guard goes to the soul instead', () => {
    // tf-keeper: AUTO on being placed on RC: "if retired this turn, to the soul instead"
    const { game, id } = buildBoard({ vc: 'A-VRET', hand: ['tf-keeper', 'F'] }, { vc: 'U3', hand: ['F'] });
    const keeper = id('a.hand.0');
    game.startStep('main', 'main');
    ok(game, { type: 'call', player: A, card: keeper, circle: 'fr' });
    expect(game.state.replacements).toHaveLength(1);
    pass(game);
    // A-VRET: "when this unit attacks, choose one of your rear-guards, and retire it".
    attack(game, id('a.vc'), id('b.vc'));
    expect(names(game, A, 'soul')).toEqual(['tf-keeper']);
    expect(names(game, A, 'drop')).toEqual([]);
    expect(game.state.replacements).toEqual([]);
  });

  it('[VG 11.12, 11.12.1, 9.4.1] a replacement effect applies to every event it names: the draw phase’s draw, made by the rules', () => {
    const { game } = buildBoard({ vc: 'U3', deck: ['U1', 'U2'] }, { vc: 'U3' });
    editPosition(game)
      .replacement({
        controller: A,
        replaces: 'draw',
        instead: [{ do: 'move', cards: { var: 'replaced' }, to: 'soul', reason: 'replaced' }],
        duration: 'turn',
        uses: 1,
      })
      .build();
    const hand = names(game, A, 'hand');
    game.startStep('draw', 'draw');
    expect(names(game, A, 'hand')).toEqual(hand);
    expect(names(game, A, 'soul')).toContain('U1');
    expect(game.state.replacements).toEqual([]);
  });

  it('[VG 6.2.3.4, 11.12.2.3] calling onto an occupied circle retires the old unit, and a replacement applies once', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['tf-keeper', 'U1N', 'U2N', 'F'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    ok(game, { type: 'call', player: A, card: id('a.hand.0'), circle: 'fr' });
    ok(game, { type: 'call', player: A, card: id('a.hand.1'), circle: 'fr' });
    expect(names(game, A, 'soul')).toEqual(['tf-keeper']);
    ok(game, { type: 'call', player: A, card: id('a.hand.2'), circle: 'fr' });
    expect(names(game, A, 'drop')).toEqual(['U1N']);
    expect(game.state.cards[onCircle(game, A, 'fr')!]!.card).toBe('U2N');
  });

  it('[VG 11.9.8, 11.9.8.1] a state-triggered AUTO goes pending at a check timing while its state holds, once', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'A-EMPTY', hand: ['O-DRAW'], deck: ['U1', 'U2'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    // O-DRAW drew U1, so the hand was never empty at a check timing: no state trigger.
    expect(names(game, A, 'hand')).toEqual(['U1']);
    ok(game, { type: 'call', player: A, card: zone(game, A, 'hand')[0]!, circle: 'fr' });
    // Now the hand is empty at the check timing before the next play timing: it draws one card.
    expect(names(game, A, 'hand')).toEqual(['U2']);
  });

  it('[VG 11.9.7, 11.9.7.1, 10.3.1.5] a delayed trigger created by an effect fires once, at the named moment', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['O-LATER', 'F'], deck: ['U1', 'U2'] }, { vc: 'U3', hand: ['F'] });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(names(game, A, 'hand')).toEqual(['F']);
    pass(game);
    pass(game); // no attack
    expect(names(game, A, 'hand').sort()).toEqual(['F', 'U1']);
    expect(game.state.delayed).toEqual([]);
  });

  it('[VG 11.9.6.1.2, 11.13.1] a "when this rear-guard is retired" AUTO triggers from the field information it left with', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2' }, { vc: 'U3', fr: 'A-LEGACY', deck: ['U1'] });
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.fl'), target: id('b.fr') });
    expect(names(game, B, 'drop')).toEqual(['A-LEGACY']);
    expect(names(game, B, 'hand')).toEqual(['U1']);
  });
});

describe('restriction icons (12.3)', () => {
  it('[VG 12.3.5, 12.3.2] a pending AUTO with a restriction icon may be removed without playing it', () => {
    const run = (decline: boolean) => {
      // tf-cheer: AUTO [RC] 1/turn: when your vanguard attacks, +2000
      const { game, id } = buildBoard({ vc: 'U3', fl: 'tf-cheer' }, { vc: 'U3', hand: ['F'] });
      game.startStep('battle', 'start');
      attack(game, id('a.vc'), id('b.vc'));
      const options = (game.decision as { options: { id: string }[] }).options.map((o) => o.id);
      expect(options).toHaveLength(2);
      choose(
        game,
        options.find((o) => o.startsWith('decline:') === decline)!,
      );
      return game.stat(id('a.fl'), 'power');
    };
    expect(run(false)).toBe(10000);
    expect(run(true)).toBe(8000);
  });
});
