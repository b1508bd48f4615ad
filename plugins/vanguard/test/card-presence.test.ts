import { describe, expect, it } from 'vitest';
import type { GameContext } from '@tcgkit/kernel';
import { anyCardIn, anyCardInWhere } from '../src/card-presence.js';

/*
 * The gates of the check-type rule processes (src/card-presence.ts) keep, per title and zone, the zone's keys for the
 * fighters of the game last asked about, and never an answer: these tests fail when the kept keys are read for a game
 * of other fighters, or when a card put in the zone after a "none" is not seen.
 */

/** The two zones the gates read here, as the kernel's `zoneKeysOf` reads a title's zone table. */
const title = {
  zones: new Map<string, unknown>([
    ['gauge', { name: 'gauge', scope: 'player' }],
    ['field', { name: 'field', scope: 'player', slots: [{ name: 'vc' }, { name: 'gc' }] }],
  ]),
};

function context(players: string[], zones: Record<string, string[]>): GameContext {
  return { title, state: { players: players.map((id) => ({ id, status: {} })), zones, cards: {} } } as unknown as GameContext;
}

describe('check-timing gates (issue 14)', () => {
  it('[vanguard gates] a game of other fighters on the same title is read through its own fighters’ keys', () => {
    expect(anyCardIn(context(['p1', 'p2'], { 'p2/gauge': ['c1'] }), 'gauge')).toBe(true);
    // Kept keys are `p1/gauge`, `p2/gauge`: a game of fighters x and y must read `y/gauge`, not those.
    expect(anyCardIn(context(['x', 'y'], { 'p2/gauge': ['c1'], 'y/gauge': [] }), 'gauge')).toBe(false);
    expect(anyCardIn(context(['x', 'y'], { 'p2/gauge': [], 'y/gauge': ['c2'] }), 'gauge')).toBe(true);
    // The same fighters in the other seats: both keys again, in the new seat order.
    expect(anyCardIn(context(['y', 'x'], { 'x/gauge': ['c3'] }), 'gauge')).toBe(true);
  });

  it('[vanguard gates] a card put in the zone after a read that found none is seen at the next read', () => {
    const ctx = context(['p1', 'p2'], {});
    const zones = ctx.state.zones;
    expect(anyCardIn(ctx, 'gauge')).toBe(false);
    expect(anyCardInWhere(ctx, 'field', () => true)).toBe(false);
    zones['p1/gauge'] = ['c1'];
    zones['p2/field#gc'] = ['c2'];
    expect(anyCardIn(ctx, 'gauge')).toBe(true);
    // Every slot of every fighter's field is read, and the test decides.
    expect(anyCardInWhere(ctx, 'field', (_ctx, id) => id === 'c2')).toBe(true);
    expect(anyCardInWhere(ctx, 'field', (_ctx, id) => id === 'c1')).toBe(false);
  });
});
