import { describe, expect, it } from 'vitest';
import { editPosition } from '@tcgkit/testing';
import { A, B, buildBoard, choose, names, ok, onCircle, rejected, zone, scenarioEngine } from './support/board.js';

function attack(game: Parameters<typeof ok>[0], attacker: string, target: string): void {
  ok(game, { type: 'declare-attack', player: game.state.turn.player });
  ok(game, { type: 'attack', player: game.state.turn.player, attacker, target });
}

describe('rule processes and losing (ch.13, 1.2)', () => {
  it('[VG 13.2.2, 1.2.1, 1.2.2.1, 13.6.1, 13.1.3, 4.11.4, 13.2.1] VG-046 the sixth damage loses at once; the remaining damage is never checked', () => {
    const { game, id } = buildBoard(
      { vc: 'U3', deck: ['TC', 'TC'] },
      { vc: 'U3', damage: ['F', 'F', 'F', 'F'], deck: ['U1', 'U2N', 'TH'] },
    );
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    choose(game, 'critical', 'power');
    choose(game, 'critical', 'power');
    expect(game.result).toMatchObject({ kind: 'win', winner: A });
    expect(zone(game, B, 'damage').length).toBe(6);
    expect(game.state.cards[zone(game, B, 'deck')[0]!]!.card).toBe('TH');
    expect(game.decision).toBeNull();
  });

  it('[VG 13.2.2, 11.10.2.6, 13.7] VG-047 a heal at five damage saves the defender; with critical 2 the next check still loses', () => {
    for (const critical of [1, 2]) {
      const { game, id } = buildBoard(
        { vc: 'U3', fr: 'U2N', damage: ['F', 'F', 'F'] },
        { vc: 'U3', damage: ['U1', 'U1', 'U1', 'U1', 'U1'], deck: ['TH', 'U2N'] },
      );
      if (critical === 2)
        editPosition(game)
          .effect({
            layer: 'add',
            controller: A,
            cards: [id('a.vc')],
            stat: 'critical',
            modification: { add: 1 },
            duration: 'turn',
          })
          .build();
      game.startStep('battle', 'start');
      attack(game, id('a.vc'), id('b.vc'));
      choose(game, 'heal', 'power');
      choose(game, id('b.damage.0'));
      if (critical === 1) {
        expect(game.result).toBeNull();
        expect(zone(game, B, 'damage').length).toBe(5);
      } else {
        expect(game.result).toMatchObject({ kind: 'win', winner: A });
        expect(zone(game, B, 'damage').length).toBe(6);
      }
    }
  });

  it('[VG 13.2.3, 10.6.1.2.5, 1.3.2] VG-049 a drive check that empties the deck loses at the next check timing, before damage', () => {
    for (const top of ['U1', 'TD']) {
      const { game, id } = buildBoard({ vc: 'U3', deck: [top], filler: 0 }, { vc: 'U3', damage: ['F', 'F', 'F', 'F', 'F'] });
      game.startStep('battle', 'start');
      attack(game, id('a.vc'), id('b.vc'));
      if (top === 'TD') choose(game, 'draw', 'power');
      expect(game.result).toMatchObject({ kind: 'win', winner: B });
      expect(zone(game, B, 'damage').length).toBe(5);
    }
  });

  it('[VG 1.2.3, 13.1.3, 13.2.3, 11.6.2.1] VG-050 both fighters losing at the same check timing is a draw', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['O-BOTH'], deck: ['U1'], filler: 0 }, { vc: 'U3', deck: ['U1'], filler: 0 });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(game.result).toMatchObject({ kind: 'draw' });
  });

  it('[VG 13.4, 13.4.1, 10.5.1.2.1.1, 10.7.1.2.1, 10.7.1.7, 7.18.2, 7.18.1] VG-052 a guardian with no attacked unit goes to the drop; the defender then passes; no hit', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2' }, { vc: 'U2', fr: 'U2N', hand: ['U1N', 'B-SAC'] });
    game.startStep('battle', 'start');
    attack(game, id('a.fl'), id('b.fr'));
    ok(game, { type: 'guard', player: B, cards: [id('b.hand.0')] });
    ok(game, { type: 'blitz', player: B, card: id('b.hand.1') });
    expect(names(game, B, 'drop').sort()).toEqual(['B-SAC', 'U1N', 'U2N']);
    expect(game.state.log.some((e) => e.type === 'not-hit')).toBe(true);
    expect(game.state.log.some((e) => e.type === 'hit')).toBe(false);
  });

  it('[VG 13.5, 13.5.1, 13.5.1.1, 13.2.4, 4.9.2.3.1] VG-053 with no vanguard the fighter rides a card from the soul; with an empty soul they lose', () => {
    const { game, id } = buildBoard({ vc: 'U3', soul: ['RD0', 'U1', 'U2'], hand: ['O-VOID', 'U3', 'U2N'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(game.decision?.rule).toBe('VG 13.5.1');
    choose(game, id('a.soul.2'));
    expect(game.state.cards[onCircle(game, A, 'vc')!]).toMatchObject({ card: 'U2' });
    expect(game.state.cards[onCircle(game, A, 'vc')!]!.status['rested']).toBeUndefined();
    expect(names(game, A, 'soul').sort()).toEqual(['RD0', 'U1']);
    expect(names(game, A, 'drop').sort()).toEqual(['O-VOID', 'U3']);
    rejected(game, { type: 'call', player: A, card: id('a.hand.1'), circle: 'fl' }, 'VG_GRADE_TOO_HIGH');
    ok(game, { type: 'call', player: A, card: id('a.hand.2'), circle: 'fl' });

    const empty = buildBoard({ vc: 'U3', hand: ['O-VOID'] }, { vc: 'U3' });
    empty.game.startStep('main', 'main');
    ok(empty.game, { type: 'order', player: A, card: empty.id('a.hand.0') });
    expect(empty.game.result).toMatchObject({ kind: 'win', winner: B });
  });

  it('[VG 13.3.5, 13.3.3, 13.1.2] two units on one circle: the one placed last stays (rear-guard extras to the drop, vanguard extras to the soul)', () => {
    const { game } = buildBoard({ vc: 'U3', fl: 'U1', hand: ['F'] }, { vc: 'U3' });
    // Two units on one circle: a position the rules never leave between actions, so capacities go unchecked.
    const [later, vanguard] = editPosition(game).put(A, 'field#fl', 'U2').put(A, 'field#vc', 'U3').overCapacity().build().cards;
    game.startStep('main', 'main');
    expect(zone(game, A, 'field').sort()).toEqual([later, vanguard].sort());
    expect(names(game, A, 'drop')).toEqual(['U1']);
    expect(names(game, A, 'soul')).toEqual(['U3']);
  });

  it('[VG 13.10] a card left in the trigger zone outside a check goes to the drop', () => {
    const { game } = buildBoard({ vc: 'U3', hand: ['F'] }, { vc: 'U3' });
    editPosition(game).put(A, 'trigger', 'TC').build();
    game.startStep('main', 'main');
    expect(names(game, A, 'drop')).toEqual(['TC']);
  });

  it('[VG 13.11.2, 13.11.3, 11.6.1.1] a card that is not an order in the order area, and a face-up order card on a circle, go to the drop', () => {
    const { game } = buildBoard({ vc: 'U3', hand: ['F'] }, { vc: 'U3' });
    const placed = editPosition(game)
      .put(A, 'order-area', 'U1')
      .put(B, 'field#fl', 'O-DRAW')
      .put(B, 'field#fr', { card: 'O-DRAW', faceUp: false, as: 'faceDown' })
      .build();

    game.startStep('main', 'main');
    expect(names(game, A, 'drop')).toEqual(['U1']);
    expect(names(game, B, 'drop')).toEqual(['O-DRAW']);
    expect(onCircle(game, B, 'fr')).toBe(placed.id('faceDown'));
  });

  it('[VG 1.2.4] conceding loses at once', () => {
    const { game } = buildBoard({ vc: 'U3', hand: ['F'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    ok(game, { type: 'concede', player: B });
    expect(game.result).toMatchObject({ kind: 'win', winner: A });
  });

  it('[VG 7.35, 7.35.1, 3.1.2, 7.35.2.2] dealing damage by effect raises vanguard damage; the check happens at the next check timing', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['O-PING', 'F'] }, { vc: 'U3', deck: ['U1'] });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(names(game, B, 'damage')).toEqual(['U1']);
    expect(game.state.players[1]!.status['vanguardDamage']).toBe(0);
  });

  it('[VG 13.6.1.1] damage pending for both fighters: the turn fighter’s is checked first', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['O-PING2', 'F'], deck: ['U1'] }, { vc: 'U3', deck: ['U2'] });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    const checks = game.state.log.filter((e) => e.type === 'damage-check').map((e) => e.player);
    expect(checks).toEqual([A, B]);
  });

  it('[VG 4.18.4, 11.12.1.1] a card that began in the ride deck and would go to the deck goes to the ride deck face up instead', () => {
    const { game, id } = buildBoard({ vc: 'RD2', soul: ['RD0', 'RD1', 'U1'], hand: ['O-TUCK', 'F'] }, { vc: 'U3' });
    const serials = [id('a.soul.0'), id('a.soul.1')].map((c) => game.state.cards[c]!.serial);
    editPosition(game).player(A, { rideDeckSerials: serials }).build();
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(names(game, A, 'ride-deck').sort()).toEqual(['RD0', 'RD1']);
    for (const card of zone(game, A, 'ride-deck')) expect(game.state.cards[card]!.faceUp).toBe(true);
    expect(names(game, A, 'deck').filter((c) => c !== 'F')).toEqual(['U1']);
    // A real replacement (the rules' own): they never entered the deck, so no move into it was made.
    const intoDeck = game.state.log.filter((e) => e.type === 'moved' && String(e.detail?.['to']).endsWith('/deck'));
    expect(intoDeck.map((e) => e.detail?.['definition'])).not.toContain('RD0');
    expect(game.state.log.filter((e) => e.type === 'replaced')).toHaveLength(2);
  });

  it('[VG 13.6.1, 13.7, 13.9.1, 11.6.1.2] damage application and resolution (and illegal gauge, 13.9.1 and 13.9.2) wait for every other rule process, and gifts for all of them: stages derived from the registered processes', () => {
    const stages = scenarioEngine()
      .title('vanguard')
      .ruleProcesses.checkStages.map((stage) => stage.map((p) => p.id));
    expect(stages).toHaveLength(3);
    expect(stages[1]).toEqual(['damage-application', 'illegal-gauge', 'illegal-fighter-gauge', 'damage-resolution']);
    expect(stages[2]).toEqual(['imaginary-gift']);
    // Every other check-type process registered is in the first stage: nothing is listed by hand.
    const all = scenarioEngine()
      .title('vanguard')
      .ruleProcesses.check.map((p) => p.id);
    expect(stages[0]!.sort()).toEqual(
      all
        .filter(
          (id) => !['damage-application', 'illegal-gauge', 'illegal-fighter-gauge', 'damage-resolution', 'imaginary-gift'].includes(id),
        )
        .sort(),
    );
  });
});
