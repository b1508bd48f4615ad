import { describe, expect, it } from 'vitest';
import type { Game } from '@tcgkit/kernel';
import { P1, card, change, clear, mainPhase, ok, pass, put, zone } from './board.js';

/** The cards `player` is offered to play now (the play move's listing, through `legalActions`). */
const offered = (game: Game): string[] => game.legalActions().flatMap((a) => (a.type === 'play' ? [String(a['card'])] : []));

const standingEnergy = (game: Game): string[] => zone(game, P1, 'energy').filter((id) => card(game, id)!.status['rested'] !== true);

describe('what the play move reads outside the main timing (issue 14: only the Quick cards)', () => {
  it('[BD 307-1, 1103-7, 1103-9, 1204-2a] a Quick card drawn while the resolution zone holds an item is offered at once; a Normal card is not', () => {
    const game = mainPhase();
    clear(game, P1, 'deck');
    for (let i = 0; i < 3; i++) put(game, P1, 'quick-insight', 'deck');
    for (let i = 0; i < 3; i++) put(game, P1, 'plain-blue', 'energy');
    const [first, second] = [0, 1].map(() => put(game, P1, 'quick-insight', 'hand')) as [string, string];
    const normal = put(game, P1, 'normal-unit', 'hand');
    // In the main timing with an empty resolution zone, every card that can be paid for is offered.
    expect(offered(game)).toContain(normal);
    ok(game, { type: 'play', player: P1, card: first });
    // 1103-7: with an item in the resolution zone the Normal card is not offered; 1103-11: P1 keeps priority.
    expect(game.decision).toMatchObject({ kind: 'play', player: P1 });
    expect(offered(game)).toEqual([second]);
    const before = new Set(zone(game, P1, 'hand'));
    ok(game, { type: 'play', player: P1, card: second });
    // P1 has nothing more to play and both players are passed for (1103-10); the second card resolves and P1
    // draws a Quick card; priority returns to P1 (1103-9) with the first card still waiting to resolve.
    const drawn = zone(game, P1, 'hand').filter((id) => !before.has(id));
    expect(drawn).toHaveLength(1);
    expect(card(game, drawn[0]!)!.card).toBe('quick-insight');
    expect(game.state.stack).toHaveLength(1);
    expect(game.decision).toMatchObject({ kind: 'play', player: P1 });
    // The card drawn a moment ago is offered, the Normal card still not.
    expect(offered(game)).toEqual([drawn[0]]);
    pass(game);
    // The first card resolved: the resolution zone is empty, the main timing is back and the Normal card is offered.
    expect(game.state.stack).toHaveLength(0);
    expect(offered(game)).toContain(normal);
  });

  it('[BD 510-1a, 1204-2i:iii, 307-1] a Quick card is offered outside the main timing exactly while its cost can be paid', () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    for (let i = 0; i < 2; i++) put(game, P1, 'plain-blue', 'energy');
    const first = put(game, P1, 'quick-insight', 'hand');
    const second = put(game, P1, 'quick-insight', 'hand');
    ok(game, { type: 'play', player: P1, card: first });
    expect(offered(game)).toEqual([second]);
    // Its energy rests: nothing left to pay with, so it is not offered; it stands again: offered again.
    const [left] = standingEnergy(game) as [string];
    change(game, left, { status: { rested: true } });
    expect(offered(game)).toEqual([]);
    change(game, left, { status: { rested: null } });
    expect(offered(game)).toEqual([second]);
  });

  it('[BD 1408, 1204-2a] of the graveyard, only a Legacy card is offered in the main timing, while its Legacy cost can be paid', () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    for (let i = 0; i < 3; i++) put(game, P1, 'plain-blue', 'energy');
    const plain = put(game, P1, 'normal-unit', 'graveyard');
    // No Legacy card in the game yet (the play move then skips the graveyard, issue 14): none offered from there.
    expect(offered(game)).not.toContain(plain);
    const legacy = put(game, P1, 'night-whisper', 'graveyard');
    expect(offered(game)).toContain(legacy);
    expect(offered(game)).not.toContain(plain);
    for (const id of standingEnergy(game)) change(game, id, { status: { rested: true } });
    expect(offered(game)).not.toContain(legacy);
  });

  it('[BD 1409-2, 1204-2a] a card with an Evol cost put into the hand after an offer without one is offered for it', () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    put(game, P1, 'plain-red', 'energy');
    put(game, P1, 'white-energy', 'energy');
    // No Evol card in the game yet (the play move then reads no hand card for an Evol cost, issue 14).
    expect(game.legalActions().some((a) => a.type === 'play' && 'evol' in a)).toBe(false);
    const drake = put(game, P1, 'evol-drake', 'hand');
    expect(game.legalActions()).toContainEqual({ type: 'play', player: P1, card: drake, evol: true });
  });
});
