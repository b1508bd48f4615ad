import { describe, expect, it } from 'vitest';
import { canSee, type CardObject } from '../src/index.js';

// A zone of the owner's where face-up cards are public (VG 4.14.2 / 4.14.4: the G zone).
const gZone = {
  name: 'g',
  scope: 'player',
  visibility: 'owner',
  ordered: false,
  faceDown: true,
  ownerSeesFaceDown: true,
  faceUpPublic: true,
};
const hand = { name: 'hand', scope: 'player', visibility: 'owner', ordered: false };
const ctx = {
  // Two players, no teams.
  state: { players: [{ id: 'p1' }, { id: 'p2' }] },
  title: {
    zones: new Map<string, object>([
      ['g', gZone],
      ['hand', hand],
    ]),
  },
} as unknown as Parameters<typeof canSee>[0];
const card = (zone: string, faceUp: boolean): CardObject => ({
  id: 'c1',
  serial: 1,
  card: 'x',
  owner: 'p1',
  controller: 'p1',
  zone,
  faceUp,
  status: {},
  enteredAt: 1,
});

describe('owner zones with public face-up cards (ZoneDefinition.faceUpPublic)', () => {
  it('[VG 4.14.2, 4.14.4] face-down cards are seen by the owner only, face-up ones by everyone; a plain owner zone stays private', () => {
    expect([canSee(ctx, card('p1/g', false), 'p1'), canSee(ctx, card('p1/g', false), 'p2')]).toEqual([true, false]);
    expect([canSee(ctx, card('p1/g', true), 'p1'), canSee(ctx, card('p1/g', true), 'p2')]).toEqual([true, true]);
    expect([canSee(ctx, card('p1/hand', true), 'p1'), canSee(ctx, card('p1/hand', true), 'p2')]).toEqual([true, false]);
  });
});
