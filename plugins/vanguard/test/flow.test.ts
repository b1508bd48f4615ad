import { describe, expect, it } from 'vitest';
import { editPosition, numberStat } from '@tcgkit/testing';
import { A, B, buildBoard, names, ok, pass, rejected, zone } from './support/board.js';

describe('the turn in order (ch.9–10)', () => {
  it('[VG 9.1.2, 9.2.2, 9.3.1, 9.4.1, 9.7.1, 9.7.3, 9.8.1, 9.8.3, 9.9.1, 9.9.3, 10.3.1.1, 10.4.1.1, 10.4.1.2, 10.5.1.1, 10.6.1.1, 10.7.1.1, 10.8.1.1, 9.11.8, 11.6.2.3, 9.6.1, 9.10.1, 10.3.1.3, 10.3.1.4] phases and steps run in order, each with its "start of" triggers', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['U1'] }, { vc: 'U3', hand: ['F'] });
    game.startStep('stand', 'stand');
    expect(game.decision).toMatchObject({ kind: 'play', window: 'main' }); // nothing to ride: the ride step passed itself
    pass(game);
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.vc') });
    pass(game); // B does not guard
    const wanted = [
      'start-of-turn',
      'start-of-stand-phase',
      'start-of-draw-phase',
      'start-of-ride-phase',
      'start-of-stride-step',
      'start-of-main-phase',
      'start-of-battle-phase',
      'start-of-start-step',
      'start-of-attack-step',
      'start-of-guard-step',
      'start-of-drive-step',
      'start-of-damage-step',
      'start-of-close-step',
      'end-of-battle',
      'start-of-start-step',
      'start-of-end-phase',
      'end-of-turn',
      'start-of-turn',
    ];
    const seen = game.state.log.filter((e) => wanted.includes(e.type)).map((e) => e.type);
    expect(seen.slice(0, wanted.length)).toEqual(wanted);
    expect(game.state.turn.player).toBe(B);
  });

  it('[VG 10.7.1.4.1, 1.3.2.2] an attacker with critical 0 deals no damage even when it hits', () => {
    const { game, id } = buildBoard({ vc: 'U3', fr: 'U2N' }, { vc: 'U1' });
    editPosition(game)
      .effect({
        layer: 'add',
        controller: A,
        cards: [id('a.vc')],
        stat: 'critical',
        modification: { add: -1 },
        duration: 'turn',
      })
      .build();
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.vc') });
    expect(game.state.log.some((e) => e.type === 'hit')).toBe(true);
    expect(zone(game, B, 'damage')).toEqual([]);
    expect(numberStat(game, id('a.vc'), 'critical')).toBe(0);
  });

  it('[VG 9.9.2.1.2] without a vanguard nothing can be normal called', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['U1', 'F'], soul: ['U1N'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    // Take the vanguard away in the middle of the main phase (rule process 13.5 has not run yet).
    const vc = id('a.vc');
    editPosition(game).remove(vc).put(A, 'drop', 'U3').build();
    rejected(game, { type: 'call', player: A, card: id('a.hand.0'), circle: 'fl' }, 'VG_NO_VANGUARD');
  });

  it('[VG 13.11, 13.11.1] a card left in the order area that is not being played goes to the drop', () => {
    const { game } = buildBoard({ vc: 'U3', hand: ['F'] }, { vc: 'U3' });
    editPosition(game).put(A, 'order-area', { card: 'O-DRAW', faceUp: true }).build();
    game.startStep('main', 'main');
    expect(names(game, A, 'drop')).toEqual(['O-DRAW']);
  });

  it('[VG 2.5, 2.7, 11.11.1, 11.11.1.9, 11.11.2] a unit’s power and critical are its printed values plus every modification', () => {
    const { game, id } = buildBoard({ vc: 'U3' }, { vc: 'U3' });
    expect(game.stat(id('a.vc'), 'power')).toBe(13000);
    expect(game.stat(id('a.vc'), 'critical')).toBe(1);
    editPosition(game)
      .effect({
        layer: 'set',
        controller: A,
        cards: [id('a.vc')],
        stat: 'power',
        modification: { set: 5000 },
        duration: 'turn',
      })
      .build();
    editPosition(game)
      .effect({
        layer: 'add',
        controller: A,
        cards: [id('a.vc')],
        stat: 'power',
        modification: { add: 10000 },
        duration: 'turn',
      })
      .build();
    // 11.11.1.9: "set to" effects apply last, whatever their timestamp.
    expect(game.stat(id('a.vc'), 'power')).toBe(5000);
  });

  it('[VG 11.13] a card that left the field is read with its last-known information', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2', hand: ['U2N', 'F'] }, { vc: 'U3' });
    editPosition(game)
      .effect({
        layer: 'add',
        controller: A,
        cards: [id('a.fl')],
        stat: 'power',
        modification: { add: 5000 },
        duration: 'turn',
      })
      .build();
    game.startStep('main', 'main');
    ok(game, { type: 'call', player: A, card: id('a.hand.0'), circle: 'fl' });
    expect(game.state.cards[id('a.fl')]).toBeUndefined();
    expect(game.stat(id('a.fl'), 'power')).toBe(15000);
  });
});
