/** Rule tests for the turn (ch.9): alternating turns, the stand phase's check timing, the ride step, moves. */
import { describe, expect, it } from 'vitest';
import { editPosition } from '@tcgkit/testing';
import { A, B, buildBoard, names, ok, onCircle, rejected } from './support/board.js';

describe('turns (ch.9)', () => {
  it('[VG 9.1.1] turns repeat: when the turn fighter’s turn ends the other fighter becomes the turn fighter', () => {
    const { game } = buildBoard({ vc: 'U3', hand: ['F'] }, { vc: 'U3', hand: ['F'] });
    game.startStep('main', 'main');
    expect(game.state.turn.player).toBe(A);
    const number = game.state.turn.number;
    for (let i = 0; i < 10 && game.state.turn.player === A; i++) ok(game, { type: 'pass', player: game.decision!.player });
    expect(game.state.turn.player).toBe(B);
    expect(game.state.turn.number).toBe(number + 1);
    expect(game.decision?.player).toBe(B);
  });

  it('[VG 9.2.4, 13.10.1] the stand phase ends with a check timing: rule processes run before the next phase', () => {
    const { game } = buildBoard({ vc: 'U3', hand: ['F'] }, { vc: 'U3' });
    editPosition(game).put(A, 'trigger', 'TC').build(); // a card left in the trigger zone outside any check (13.10)
    game.startStep('stand', 'stand');
    expect(names(game, A, 'drop')).toEqual(['TC']);
    const types = game.state.log.map((e) => (e.type === 'moved' ? `moved ${String(e.detail?.['definition'])}` : e.type));
    expect(types.indexOf('moved TC')).toBeGreaterThan(types.indexOf('turn-began'));
    expect(types.indexOf('moved TC')).toBeLessThan(types.indexOf('start-of-draw-phase'));
  });

  it('[VG 9.7.2.1] the ride step’s ride is a normal ride: a same-name persona card makes it a persona ride', () => {
    const { game, id } = buildBoard({ vc: 'U3P', fl: 'U2', hand: ['U3P2'], deck: ['TD'] }, { vc: 'U3' });
    game.startStep('ride', 'ride');
    ok(game, { type: 'ride', player: A, card: id('a.hand.0') });
    expect(game.stat(onCircle(game, A, 'vc')!, 'power')).toBe(23000);
    expect(names(game, A, 'hand')).toEqual(['TD']);
  });

  it('[VG 9.9.2.2.3] moving between two empty circles of a column does nothing (the move is refused, nothing changes)', () => {
    const { game } = buildBoard({ vc: 'U3', fr: 'U2' }, { vc: 'U3' });
    game.startStep('main', 'main');
    rejected(game, { type: 'move', player: A, from: 'fl', to: 'bl' }, 'VG_NOTHING_TO_MOVE');
    expect(game.legalActions().filter((a) => a['type'] === 'move')).toEqual([{ type: 'move', player: A, from: 'fr', to: 'br' }]);
  });
});
