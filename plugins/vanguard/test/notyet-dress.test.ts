import { describe, expect, it } from 'vitest';
import { A, buildBoard, ok, onCircle, zone } from './support/board.js';
import { kwBTestCards } from './support/kw-b-cards.js';

/* overDress (6.7) sections issue 16 left "not yet" (src/moves/main-phase.ts, src/dress/). */

const engine = { cards: kwBTestCards };

describe('overDress onto an overDressed unit (6.7.2.2.1)', () => {
  it('[VG 6.7.2.2.1] the dress-sources of the rear-guard dressed over are linked to the new unit, with that rear-guard', () => {
    const { game, id } = buildBoard({ vc: 'gw-knight', fl: 'gw-page', hand: ['KB-OPROBE', 'KB-OPROBE'] }, { vc: 'gw-knight' }, { engine });
    game.startStep('main', 'main');
    ok(game, { type: 'overdress', player: A, card: id('a.hand.0'), target: id('a.fl') });
    const first = onCircle(game, A, 'fl')!;
    ok(game, { type: 'overdress', player: A, card: id('a.hand.1'), target: first });
    const second = onCircle(game, A, 'fl')!;
    const serial = game.state.cards[second]!.serial;
    // Both the first probe and the page under it now dress the second probe.
    const sources = zone(game, A, 'dress');
    expect(sources).toHaveLength(2);
    expect(sources.map((s) => game.state.cards[s]!.status['dressOf'])).toEqual([serial, serial]);
    // Its overDress state reads its dress-sources: +10000 (6.7.3).
    expect(game.stat(second, 'power')).toBe(15000);
  });
});
