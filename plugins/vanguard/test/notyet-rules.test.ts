import { describe, expect, it } from 'vitest';
import { cardProblems } from '@tcgkit/testing';
import { A, B, buildBoard, ok } from './support/board.js';
import { notYetCards } from './support/notyet-cards.js';
import { vanguardPlugin } from '../src/index.js';

/* Chapters 1, 4, 10, 11 and 13: sections issue 16 left "not yet". */

const engine = { cards: notYetCards };
const rules = { playTimings: 'rules' as const, engine };

describe('conceding (1.2.4)', () => {
  it('[VG 1.2.4.1] a concession in the middle of an effect ends the game at once; no effect can concede for a fighter', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U1', hand: ['NY-FOR-EACH'] }, { vc: 'U3' }, rules);
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(game.decision).toMatchObject({ kind: 'select', player: A });
    // B concedes while A's effect waits for a choice: nothing of the effect is carried out first.
    ok(game, { type: 'concede', player: B });
    expect(game.result).toMatchObject({ kind: 'win', winner: A });
    expect(game.state.effects).toEqual([]);
    // Card data cannot make a fighter concede: there is no such verb.
    const forced = { id: 'NY-FORCE', name: 'Force', type: 'order', subtype: 'normal', grade: 0, orderEffect: [{ do: 'concede' }] };
    expect(cardProblems(vanguardPlugin, [forced])).toEqual(['card NY-FORCE: orderEffect[0].do: unknown verb "concede"']);
  });
});
