import { checkViewPrivacy } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { A, B, buildBoard, ok } from './support/board.js';
import { notYetCards } from './support/notyet-cards.js';

/* A card revealed from the hand for as long as the effect lasts (7.10.3.1) leaves no id to follow afterwards. */

const rules = { playTimings: 'rules' as const, engine: { cards: notYetCards } };

describe('a reveal that ends (7.10.3.1)', () => {
  it('[VG 7.10.3.1] once the effect is over, the card revealed from the hand is a new object the opponent cannot name: no view of theirs holds its id', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U1', hand: ['NY-SHOW', 'U2N', 'U1'] }, { vc: 'U3' }, rules);
    game.startStep('main', 'main');
    const shown = id('a.hand.1');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    ok(game, { type: 'choose', player: A, choice: [shown] });
    ok(game, { type: 'choose', player: A, choice: [id('a.fl')] });
    // The revealed id is in the log for everyone; the card in A's hand is no longer that object.
    expect(game.state.log.some((e) => e.type === 'revealed' && (e.detail?.['cards'] as string[]).includes(shown))).toBe(true);
    expect(game.state.zones[`${A}/hand`]).not.toContain(shown);
    const concealed = game.state.log.find((e) => e.type === 'concealed');
    expect(concealed?.detail).toMatchObject({ previous: shown });
    const fresh = String(concealed?.detail?.['card']);
    expect(game.state.zones[`${A}/hand`]).toContain(fresh);
    expect(game.state.cards[fresh]?.card).toBe('U2N');
    // A learns the new id, B does not; neither view gives away a hidden card.
    const concealedIn = (viewer: string) => game.view(viewer, { log: 100 }).log.find((e) => e.type === 'concealed');
    expect(concealedIn(A)?.detail?.['card']).toBe(fresh);
    expect(concealedIn(B)?.detail?.['card']).toBeUndefined();
    expect(checkViewPrivacy(game, B, 100)).toBeNull();
    expect(checkViewPrivacy(game, A, 100)).toBeNull();
  });
});
