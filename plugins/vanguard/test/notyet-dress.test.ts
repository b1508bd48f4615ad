import { describe, expect, it } from 'vitest';
import { editPosition } from '@tcgkit/testing';
import { A, buildBoard, names, ok, onCircle, zone } from './support/board.js';
import { notYetCards } from './support/notyet-cards.js';
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

describe('a dressed unit put into the deck (6.7.5.2)', () => {
  it('[VG 6.7.5.2, 6.7.5] its dress-source that began the game in the ride deck goes to the ride deck face up, not into the deck', () => {
    const { game, id } = buildBoard(
      { vc: 'gw-knight', fl: 'RD1', hand: ['KB-OPROBE', 'NY-TUCK-FL'] },
      { vc: 'gw-knight' },
      { engine: { cards: [...kwBTestCards, ...notYetCards] } },
    );
    editPosition(game)
      .player(A, { rideDeckSerials: [game.state.cards[id('a.fl')]!.serial] })
      .build();
    game.startStep('main', 'main');
    ok(game, { type: 'overdress', player: A, card: id('a.hand.0'), target: id('a.fl') });
    expect(names(game, A, 'dress')).toEqual(['RD1']);
    ok(game, { type: 'order', player: A, card: id('a.hand.1') });
    // The probe went into the deck; its dress-source, which began in the ride deck, to the ride deck face up.
    expect(names(game, A, 'deck')).toContain('KB-OPROBE');
    expect(names(game, A, 'deck')).not.toContain('RD1');
    expect(names(game, A, 'ride-deck')).toEqual(['RD1']);
    expect(game.state.cards[zone(game, A, 'ride-deck')[0]!]!.faceUp).toBe(true);
  });
});
